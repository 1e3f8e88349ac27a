import type { BookingExtra } from '@catania/shared/schemas/extras';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingFixture } from '../../../test/fixtures';
import { fillIn, refuse, renderFeature, stubApi } from '../../../test/render';
import type { AdminBooking } from './api';
import { BookingExtras } from './booking-extras';

const pet: BookingExtra = {
  id: 'pet',
  name: 'Animale domestico',
  pricing: 'night',
  quantity: 3,
  unitEuro: 20,
  totalEuro: 60,
  depositEuro: 100,
  purchaseId: 'p-pet',
  paidAt: '2026-07-01T08:00:00.000Z',
};
const late: BookingExtra = {
  id: 'late-checkout',
  name: 'Check-out posticipato alle 14:00',
  pricing: 'stay',
  quantity: 1,
  unitEuro: 20,
  totalEuro: 20,
  purchaseId: 'p-late',
  paidAt: '2026-07-01T08:00:00.000Z',
};

const booking = (extras: BookingExtra[], overrides: Partial<AdminBooking> = {}): AdminBooking =>
  bookingFixture({ id: 'b1', extras, ...overrides });

afterEach(() => vi.unstubAllGlobals());

describe("the deposit dialog, on a booking's extras", () => {
  it('keeps a deposit only with a reason: the server names what is missing, then records it', async () => {
    const calls = stubApi({
      decideBookingDeposit: ({ body }) =>
        (body as { reason?: string }).reason
          ? { success: true, booking: booking([pet]) }
          : refuse(400, {
              error: 'Scrivi perché la cauzione viene trattenuta',
              code: 'validation_error',
              issues: [{ field: 'reason', message: 'Scrivi perché la cauzione viene trattenuta' }],
            }),
    });
    const { user } = renderFeature(<BookingExtras booking={booking([pet])} />);
    expect(screen.getByTestId('deposit-state')).toHaveTextContent(
      /^Cauzione 100\s€: da restituire o trattenere dopo la partenza$/,
    );
    await user.click(screen.getByRole('button', { name: 'Trattieni cauzione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trattenere la cauzione?' });
    await user.click(within(dialog).getByRole('button', { name: 'Trattieni cauzione' }));
    const reason = within(dialog).getByLabelText('Motivo');
    expect(
      await within(dialog).findByText('Scrivi perché la cauzione viene trattenuta'),
    ).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await fillIn(user, reason, 'Divano rovinato');
    await user.click(within(dialog).getByRole('button', { name: 'Trattieni cauzione' }));
    expect(calls.at(-1)).toMatchObject({
      route: 'decideBookingDeposit',
      params: { id: 'b1' },
      body: { purchaseId: 'p-pet', extraId: 'pet', outcome: 'kept', reason: 'Divano rovinato' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns a deposit with the amount on its button, the note optional', async () => {
    const calls = stubApi({ decideBookingDeposit: { success: true, booking: booking([pet]) } });
    const { user } = renderFeature(<BookingExtras booking={booking([pet])} />);
    await user.click(screen.getByRole('button', { name: 'Restituisci cauzione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restituire la cauzione?' });
    expect(dialog).toHaveTextContent(/Stripe rimborsa 100\s€/);
    await user.click(within(dialog).getByRole('button', { name: /^Restituisci 100\s€$/ }));
    expect(calls).toEqual([
      expect.objectContaining({
        body: { purchaseId: 'p-pet', extraId: 'pet', outcome: 'returned' },
      }),
    ]);
  });

  it("tells a decided deposit and offers no more actions; a cancelled stay's extras none either", () => {
    stubApi({});
    const decided = {
      ...pet,
      deposit: {
        outcome: 'kept' as const,
        decidedAt: '2026-07-14T09:00:00.000Z',
        reason: 'Divano rovinato',
      },
    };
    const { unmount } = renderFeature(<BookingExtras booking={booking([decided])} />);
    expect(screen.getByTestId('deposit-state')).toHaveTextContent(
      /trattenuta .*\(Divano rovinato\)/,
    );
    const actions = () => within(screen.getByTestId('booking-extras')).queryByRole('button');
    expect(actions()).toBeNull();
    unmount();
    renderFeature(<BookingExtras booking={booking([pet, late], { status: 'cancelled' })} />);
    expect(actions()).toBeNull();
    expect(screen.getAllByText('Rimborso in corso (ritentato automaticamente)')).toHaveLength(2);
  });
});

describe('removing a bought late check-out', () => {
  it('refunds by default; unticked, it is removed without a refund, as the button says', async () => {
    const calls = stubApi({
      removeBookingLateCheckout: { success: true, booking: booking([late]) },
    });
    const { user } = renderFeature(<BookingExtras booking={booking([late])} />);
    await user.click(screen.getByRole('button', { name: 'Rimuovi check-out posticipato' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Rimuovere il check-out posticipato?',
    });
    expect(dialog).toHaveTextContent('torna disponibile per un nuovo arrivo');
    const refund = within(dialog).getByRole('checkbox', { name: /Rimborsa 20\s€/ });
    expect(refund).toBeChecked();
    expect(
      within(dialog).getByRole('button', { name: /^Rimuovi e rimborsa 20\s€$/ }),
    ).toBeVisible();
    await user.click(refund);
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi senza rimborso' }));
    expect(calls).toEqual([
      expect.objectContaining({
        route: 'removeBookingLateCheckout',
        params: { id: 'b1' },
        body: { refund: false },
      }),
    ]);
  });

  it('shows the refusal in the dialog, and a removed line as such, without the action', async () => {
    stubApi({
      removeBookingLateCheckout: refuse(409, {
        error: 'Un altro rimborso degli extra di questa prenotazione è in corso',
        code: 'conflict',
      }),
    });
    const { user, unmount } = renderFeature(<BookingExtras booking={booking([late])} />);
    await user.click(screen.getByRole('button', { name: 'Rimuovi check-out posticipato' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Rimuovi e rimborsa 20\s€$/ }));
    expect(await within(dialog).findByText(/Un altro rimborso/)).toBeVisible();
    unmount();

    const removed = { ...late, removed: { at: '2026-07-05T09:00:00.000Z', refund: false } };
    renderFeature(<BookingExtras booking={booking([removed])} />);
    expect(screen.getByText(/^Rimosso il .*, non rimborsato$/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rimuovi check-out posticipato' })).toBeNull();
  });
});
