import { PENDING_BOOKING_KEY } from '@catania/shared/schemas/booking';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatEuro } from '../../lib/format';
import { toastStore } from '../../lib/toast';
import { refuse, renderFeature, stubApi } from '../../test/render';
import { NewCheckout } from './new-checkout';

/** A draft from the booking dialog: 3 nights for 270 €, parking for two days and a pet. */
const draft = {
  apartmentId: 'appartamento-1',
  apartmentName: 'Appartamento Moderno Duomo',
  guestName: 'Mario Rossi',
  guestEmail: 'mario@example.it',
  checkIn: '2026-07-10',
  checkOut: '2026-07-13',
  guests: 2,
  totalPrice: 270,
  extras: [{ id: 'parking', from: '2026-07-11', to: '2026-07-12' }, { id: 'pet' }],
  extraLines: [
    {
      id: 'parking',
      name: 'Parcheggio convenzionato',
      pricing: 'day',
      quantity: 2,
      unitEuro: 15,
      totalEuro: 30,
      from: '2026-07-11',
      to: '2026-07-12',
    },
    {
      id: 'pet',
      name: 'Animale domestico',
      pricing: 'night',
      quantity: 3,
      unitEuro: 20,
      totalEuro: 60,
      depositEuro: 100,
    },
  ],
};

/** A price as toHaveTextContent reads it (its no-break space made a space). */
const euro = (amount: number) => formatEuro(amount).replace(/\s/g, ' ');

beforeEach(() => sessionStorage.setItem(PENDING_BOOKING_KEY, JSON.stringify(draft)));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the checkout of a stay with extras', () => {
  it('shows the stay and each extra, pays their sum, and sends the choices for the server to price', async () => {
    // The server refuses (the dates went meanwhile): the page stays, its request recorded.
    const requests = stubApi({
      createPaymentLink: refuse(409, { error: 'Date non disponibili', code: 'dates_unavailable' }),
    });
    const { user } = renderFeature(<NewCheckout />, { path: '/checkout' });
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent(euro(460));
    expect(screen.getByTestId('checkout-extra-parking')).toHaveTextContent(euro(30));
    expect(screen.getByTestId('checkout-extra-pet')).toHaveTextContent(
      `${euro(60)}+ cauzione ${euro(100)}, restituita dopo la partenza`,
    );
    await user.click(screen.getByTestId('pay-button'));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    // The stay's own amount as before; the extras as choices with the total the guest saw.
    expect(requests[0]?.body).toMatchObject({
      amount: 270,
      extras: draft.extras,
      extrasAmount: 190,
    });
    expect(screen.getByTestId('pay-button')).toHaveTextContent(`Paga ${euro(460)}`);
  });
});

describe("a checkout the apartment's stay rules refuse", () => {
  const refusal = refuse(400, {
    error: 'Per questo arrivo il soggiorno minimo è di 5 notti',
    code: 'validation_error',
    issues: [
      {
        field: 'bookingDetails.checkOut',
        message: 'Per questo arrivo il soggiorno minimo è di 5 notti',
        code: 'minNights',
        rule: { code: 'minStay', nights: 5, byRule: true },
      },
    ],
  });
  const shownToast = () => toastStore.get()[0];

  it.each([
    ['/en/checkout', 'For this arrival the minimum stay is 5 nights'],
    ['/checkout', 'Per questo arrivo il soggiorno minimo è di 5 notti'],
  ])('%s says why with the rule’s figures, in the page’s language', async (path, said) => {
    stubApi({ createPaymentLink: refusal });
    const { user } = renderFeature(<NewCheckout />, { path });
    await user.click(await screen.findByTestId('pay-button'));
    await vi.waitFor(() => expect(shownToast()?.description).toBe(said));
  });
});
