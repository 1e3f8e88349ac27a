import { bookingCode } from '@catania/shared/domain/booking';
import type { Booking } from '@catania/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import {
  type PaymentLinkMailInput,
  renderGuestPaymentLink,
  renderGuestPaymentReminder,
} from './payment-link-mails';

/**
 * The payment link's mails name each extra already paid on the stay in the booking's language,
 * as its other mails do: its English name where the extra has one, the Italian where not; an
 * Italian booking's mail keeps the owner's Italian names.
 */

const paid = { purchaseId: 'p-1', paidAt: '2026-06-01T10:00:00.000Z' };
const booking: Booking = {
  id: 'b0000001-aaaa-4aaa-8aaa-000000000001',
  apartmentId: 'appartamento-1',
  guestName: 'Emma Clarke',
  guestEmail: 'emma@example.com',
  checkIn: '2026-07-10',
  checkOut: '2026-07-13',
  nights: 3,
  guests: 2,
  totalPrice: 270,
  pricePerNight: 90,
  status: 'confirmed',
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
  extras: [
    {
      ...paid,
      id: 'parking',
      name: 'Parcheggio convenzionato',
      translations: { en: { name: 'Partner car park' } },
      pricing: 'day',
      quantity: 2,
      unitEuro: 15,
      totalEuro: 30,
    },
    // An extra the owner never named in English: its Italian name, in every language.
    {
      ...paid,
      id: 'spritz',
      name: 'Aperitivo',
      pricing: 'stay',
      quantity: 1,
      unitEuro: 12,
      totalEuro: 12,
    },
  ],
};

const code = bookingCode(booking.id);

const mailOf = (locale?: Booking['locale']) => {
  const input: PaymentLinkMailInput = {
    booking: { ...booking, ...(locale ? { locale } : {}) },
    apartment: { name: 'Etna', address: 'Via Etnea 1', floor: 'Primo piano', category: 'moderna' },
    siteUrl: 'https://example.it',
    paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
    // 14:30 in Catania (summer time).
    expiresAt: '2026-07-01T12:30:00.000Z',
  };
  return { link: renderGuestPaymentLink(input), reminder: renderGuestPaymentReminder(input) };
};

describe("a payment link's mails", () => {
  it('in English: the stay, its extras and the expiry in English', () => {
    const { link, reminder } = mailOf('en');
    expect(link.subject).toBe(`Payment link ${code} – Etna, 10/07/2026`);
    for (const text of [link.text, reminder.text]) {
      expect(text).toContain('Extra: Partner car park: 2 days, €30');
      expect(text).toContain('Extra: Aperitivo: €12');
      expect(text).toContain('Nights: 3 nights');
      expect(text).not.toContain('Parcheggio');
    }
    expect(link.text).toContain(
      'The link is valid until Wednesday, 1 July 2026 at 14:30 (Italian time): until then the dates are held for you.',
    );
    expect(link.text).toContain('Pay €270: https://checkout.stripe.com/c/pay/cs_test_1');
    expect(reminder.subject).toBe(`Payment reminder ${code} – Etna`);
    expect(reminder.text).toContain(
      'the link to pay for your booking at Etna from Friday, 10 July 2026 expires on Wednesday, 1 July 2026 at 14:30 (Italian time).',
    );
  });

  it('in Italian: the Italian names and the Italian date, as before', () => {
    const { link, reminder } = mailOf();
    expect(link.subject).toBe(`Link di pagamento ${code} – Etna, 10/07/2026`);
    expect(link.text).toMatch(/Extra: Parcheggio convenzionato: 2 giorni, 30\s€/);
    expect(link.text).toContain('Il link vale fino a 01/07/2026 14:30: fino ad allora');
    expect(link.text).not.toContain('Partner car park');
    expect(reminder.subject).toBe(`Promemoria pagamento ${code} – Etna`);
    expect(reminder.text).toContain('dal venerdì 10 luglio 2026 scade 01/07/2026 14:30.');
    expect(mailOf('it')).toEqual(mailOf());
  });
});
