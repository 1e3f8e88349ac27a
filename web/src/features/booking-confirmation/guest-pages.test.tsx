import type { GuestBooking } from '@catania/shared/schemas/guest-booking';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatEuro } from '../../lib/format';
import BookingSuccessPage from '../../pages/booking-success';
import MyBookingPage from '../../pages/my-booking';
import { apartmentFixture } from '../../test/fixtures';
import { type ApiRequest, refuse, renderFeature, stubApi } from '../../test/render';

/** A confirmed, paid stay of 3 nights in July, cancellable today with half of it back. */
const booking: GuestBooking = {
  id: 'b-0123456789abcdef',
  apartmentId: 'appartamento-1',
  guestName: 'Jane Smith',
  guestEmail: 'jane@example.com',
  checkIn: '2026-07-10',
  checkOut: '2026-07-13',
  nights: 3,
  guests: 2,
  totalPrice: 255.5,
  pricePerNight: 85.17,
  status: 'confirmed',
  paid: true,
  amountPaid: 255.5,
  amountDue: 0,
  amountRefunded: 0,
  refundPending: 0,
  paidOffline: false,
  cancellation: { allowed: true, daysBefore: 12, refundPercentage: 50, refund: 127.75 },
  touristTax: { euroPerPersonPerNight: 2, maxNights: 4, exemptUnderAge: 18, perGuestEuro: 6 },
};
const query = `bookingId=${booking.id}&token=secret-token`;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The `?lang=` of each apartment the page asked for (none: Italian). */
const apartmentLanguages = (requests: ApiRequest[]) =>
  requests.filter((r) => r.route === 'getApartment').map((r) => r.query.get('lang'));

/** The page's visible text, for the words that must not be Italian. */
const pageText = () => document.body.textContent ?? '';
/** Italian words the guest pages used to show: none may remain on an English page. */
const ITALIAN =
  /\b(Prenotazione|Ospiti|Notti|dalle|entro|Totale|Cancellazione|Mancano|Torna|Grazie|Codice|Arrivo|rimborso)\b/;

describe('the confirmation page in English (/en/booking/success)', () => {
  it('tells the stay in English, with English dates and prices, and links in English', async () => {
    stubApi({ getBooking: booking, getApartment: apartmentFixture({ id: 'appartamento-1' }) });
    renderFeature(<BookingSuccessPage />, { path: `/en/booking/success?${query}` });

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeTruthy();
    expect(screen.getByTestId('confirmation-payment-note').textContent).toBe(
      'Thank you, Jane Smith. Your payment has been received and your stay is confirmed.',
    );
    expect(screen.getByTestId('confirmation-check-in').textContent).toMatch(
      /^Friday, 10 July 2026from /,
    );
    expect(screen.getByTestId('confirmation-nights').textContent).toBe('3 nights');
    expect(screen.getByTestId('confirmation-total').textContent).toBe('€255.50');
    // The apartment's category in English ('moderna' is its key, not a word to show).
    expect(screen.getByText('Modern')).toBeTruthy();
    expect(screen.queryByText('Moderna')).toBeNull();
    expect(screen.getByRole('link', { name: 'My booking' }).getAttribute('href')).toBe(
      `/en/la-mia-prenotazione?${query}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/en');
    expect(document.title).toContain('Booking confirmed');
    expect(pageText()).not.toMatch(ITALIAN);
  });

  it("says why a booking cannot be shown in English, never the server's Italian", async () => {
    stubApi({
      getBooking: refuse(403, { error: 'Link della prenotazione non valido', code: 'forbidden' }),
    });
    renderFeature(<BookingSuccessPage />, { path: `/en/booking/success?${query}` });
    expect((await screen.findByTestId('confirmation-error')).textContent).toContain(
      'We could not retrieve the booking',
    );
    expect(pageText()).not.toContain('non valido');
  });

  it("shows the server's own words on the Italian page, as before", async () => {
    stubApi({
      getBooking: refuse(403, { error: 'Link della prenotazione non valido', code: 'forbidden' }),
    });
    renderFeature(<BookingSuccessPage />, { path: `/booking/success?${query}` });
    expect(
      within(await screen.findByTestId('confirmation-error')).getByRole('heading').textContent,
    ).toBe('Link della prenotazione non valido');
  });
});

describe("the guest's page in English (/en/la-mia-prenotazione)", () => {
  it('shows the stay, the payment, the extras, the cancellation and the host in English', async () => {
    const requests = stubApi({
      getBooking: booking,
      getApartment: apartmentFixture({ id: 'appartamento-1' }),
      getPrecheckin: refuse(404, { error: 'Non trovato', code: 'not_found' }),
      getSiteTexts: refuse(503, { error: 'Non disponibile', code: 'unavailable' }),
      listBookingExtras: {
        available: [
          {
            id: 'bikes',
            name: 'Bikes',
            description: 'Two city bikes',
            pricing: 'day',
            priceEuro: 15,
            depositEuro: 50,
            days: ['2026-07-10', '2026-07-11', '2026-07-12'],
          },
        ],
        purchased: [
          {
            id: 'parking',
            name: 'Parking',
            pricing: 'night',
            quantity: 3,
            unitEuro: 10,
            totalEuro: 30,
            purchaseId: 'p1',
            paidAt: '2026-06-01T10:00:00.000Z',
          },
        ],
      },
    });
    renderFeature(<MyBookingPage />, { path: `/en/la-mia-prenotazione?${query}` });

    expect(await screen.findByTestId('my-booking-status')).toHaveProperty(
      'textContent',
      'Confirmed',
    );
    expect(screen.getByText('Friday, 10 July 2026 – Monday, 13 July 2026')).toBeTruthy();
    expect(screen.getByTestId('my-booking-paid').textContent).toBe('€255.50');
    expect(screen.getByTestId('cancellation-today').textContent).toBe(
      '12 days to check-in: if you cancel today we refund €127.75 (50% of what you paid).',
    );
    expect(await screen.findByTestId('extras-purchased')).toHaveProperty(
      'textContent',
      'Parking: 3 nights, €30',
    );
    expect(screen.getByText('Bikes · €15 per day + deposit €50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Online pre-check-in' }).getAttribute('href')).toBe(
      '/en/check-in/secret-token',
    );
    expect(pageText()).not.toMatch(ITALIAN);
    // The apartment's own texts asked in English, as the other public pages ask them.
    expect(apartmentLanguages(requests)).toEqual(['en']);
  });

  it('keeps the Italian page as it was', async () => {
    const requests = stubApi({
      getBooking: booking,
      getApartment: apartmentFixture({ id: 'appartamento-1' }),
      getPrecheckin: refuse(404, { error: 'Non trovato', code: 'not_found' }),
      getSiteTexts: refuse(503, { error: 'Non disponibile', code: 'unavailable' }),
      listBookingExtras: { available: [], purchased: [], notice: 'Nessun extra ora.' },
    });
    renderFeature(<MyBookingPage />, { path: `/la-mia-prenotazione?${query}` });
    expect(await screen.findByTestId('my-booking-status')).toHaveProperty(
      'textContent',
      'Confermata',
    );
    expect(screen.getByTestId('cancellation-today').textContent).toBe(
      `Mancano 12 giorni al check-in: cancellando oggi ti rimborsiamo ${formatEuro(127.75)} (il 50% di quanto pagato).`,
    );
    expect(await screen.findByText('Nessun extra ora.')).toBeTruthy();
    expect(apartmentLanguages(requests)).toEqual([null]);
  });

  it('tells an invalid link in English', async () => {
    stubApi({
      getBooking: refuse(404, { error: 'Link della prenotazione non valido', code: 'not_found' }),
    });
    renderFeature(<MyBookingPage />, { path: `/en/la-mia-prenotazione?${query}` });
    expect((await screen.findByTestId('confirmation-error')).textContent).toContain(
      'This booking link is not valid or has expired.',
    );
  });
});

describe('the pages of a stay booked with extras', () => {
  const extra = { purchaseId: `stay-${booking.id}`, paidAt: '2026-06-01T10:00:00.000Z' };
  const withExtras = {
    ...booking,
    extras: [
      {
        ...extra,
        id: 'parking',
        name: 'Parcheggio convenzionato',
        pricing: 'day' as const,
        quantity: 2,
        unitEuro: 15,
        totalEuro: 30,
        from: '2026-07-10',
        to: '2026-07-11',
      },
      {
        ...extra,
        id: 'pet',
        name: 'Animale domestico',
        pricing: 'night' as const,
        quantity: 3,
        unitEuro: 20,
        totalEuro: 60,
        depositEuro: 100,
      },
    ],
  };
  // The stay's 255.50, the extras' 90 and the pet's deposit: what the Stripe page charged.
  const paidInAll = formatEuro(445.5);

  it('lists the extras paid with the stay, a deposit as such, then what was paid in all', async () => {
    stubApi({ getBooking: withExtras, getApartment: apartmentFixture({ id: 'appartamento-1' }) });
    renderFeature(<BookingSuccessPage />, { path: `/booking/success?${query}` });
    expect((await screen.findByTestId('confirmation-extra-parking')).textContent).toBe(
      formatEuro(30),
    );
    expect(screen.getByTestId('confirmation-extra-pet').textContent).toBe(
      `${formatEuro(60)} + cauzione ${formatEuro(100)}`,
    );
    expect(screen.getByText('Animale domestico')).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-stay').textContent).toBe(formatEuro(255.5));
    expect(screen.getByText('Soggiorno')).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-total').textContent).toBe(paidInAll);
  });

  it("says on the guest's page the stay's share and what was paid in all", async () => {
    stubApi({
      getBooking: withExtras,
      getApartment: apartmentFixture({ id: 'appartamento-1' }),
      getPrecheckin: refuse(404, { error: 'Non trovato', code: 'not_found' }),
      getSiteTexts: refuse(503, { error: 'Non disponibile', code: 'unavailable' }),
      listBookingExtras: { available: [], purchased: withExtras.extras },
    });
    renderFeature(<MyBookingPage />, { path: `/la-mia-prenotazione?${query}` });
    expect((await screen.findByTestId('my-booking-stay-paid')).textContent).toBe(formatEuro(255.5));
    expect(screen.getByTestId('my-booking-paid').textContent).toBe(paidInAll);
  });
});
