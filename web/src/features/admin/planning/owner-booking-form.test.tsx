import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apartmentFixture } from '../../../test/fixtures';
import { type ApiRequest, fillIn, refuse, renderFeature, stubApi } from '../../../test/render';
import { OwnerBookingForm } from './owner-booking-form';

afterEach(() => vi.unstubAllGlobals());

const created = { bookingId: '00000000-0000-4000-8000-000000000001' };

/** The form for a stay from 10 July, filled with the guest's name and e-mail. */
async function filledForm(answer: Parameters<typeof stubApi>[0]['createOwnerBooking'] = created) {
  const calls = stubApi({
    listApartments: [apartmentFixture({ id: 'appartamento-2', name: 'Etna' })],
    createOwnerBooking: answer,
  });
  const onDone = vi.fn();
  const view = renderFeature(
    <OwnerBookingForm apartmentId="appartamento-2" checkIn="2026-07-10" onDone={onDone} />,
  );
  await fillIn(view.user, screen.getByLabelText('Nome dell’ospite'), 'Emma Clarke');
  await fillIn(view.user, screen.getByLabelText('E-mail'), 'emma@example.com');
  return { ...view, calls, onDone };
}

const sent = (calls: ApiRequest[]) =>
  calls.find((call) => call.route === 'createOwnerBooking')?.body as
    | Record<string, unknown>
    | undefined;

describe("'Nuova prenotazione': the guest's language", () => {
  it('is Italian unless the owner chooses, and is sent with the booking', async () => {
    const { user, calls, onDone } = await filledForm();
    const language = screen.getByLabelText('Lingua dell’ospite');
    expect(language).toHaveValue('it');
    expect([...language.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Italiano',
      'Inglese',
    ]);
    await user.click(screen.getByLabelText(/Già pagato/));
    await user.click(screen.getByRole('button', { name: 'Inserisci pagata' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent(calls)).toMatchObject({
      apartmentId: 'appartamento-2',
      guestName: 'Emma Clarke',
      guestEmail: 'emma@example.com',
      payment: 'offline',
      locale: 'it',
    });
  });

  it('sends English when the owner chooses it for a guest who phoned from abroad', async () => {
    const { user, calls } = await filledForm({
      ...created,
      paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    await user.selectOptions(screen.getByLabelText('Lingua dell’ospite'), 'en');
    await user.click(screen.getByRole('button', { name: 'Inserisci e invia il link' }));
    expect(await screen.findByTestId('payment-link-result')).toBeVisible();
    expect(sent(calls)).toMatchObject({ payment: 'link', locale: 'en' });
  });

  it("shows the server's refusal of the language beside the field", async () => {
    const message = 'Lingua non supportata';
    const { user } = await filledForm(
      refuse(400, {
        error: message,
        code: 'validation_error',
        issues: [{ field: 'locale', message }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Inserisci e invia il link' }));
    // Under the language's field, where the owner chooses it again.
    expect(await screen.findByText(message)).toHaveAttribute('id', 'ob-locale-error');
  });
});
