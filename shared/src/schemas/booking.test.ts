import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bookingGuestForm, createPaymentLinkRequest, updateBookingStatusRequest } from './booking';

function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const guest = { guestName: 'Mario Rossi', guestEmail: 'mario@example.it', guests: 2 };

describe('bookingGuestForm (product §5)', () => {
  it('accepts a name, an email and 1 or 2 guests; phone and requests optional', () => {
    expect(problems(bookingGuestForm, guest)).toEqual([]);
    expect(problems(bookingGuestForm, { ...guest, guests: 1 })).toEqual([]);
    expect(
      problems(bookingGuestForm, {
        ...guest,
        guestPhone: '+39 (095) 123-4567',
        specialRequests: 'Culla',
      }),
    ).toEqual([]);
  });

  it('wants a name of at least 2 characters, blanks not counted', () => {
    const message = 'guestName: Nome deve avere almeno 2 caratteri';
    expect(problems(bookingGuestForm, { ...guest, guestName: 'M' })).toEqual([message]);
    expect(problems(bookingGuestForm, { ...guest, guestName: ' M  ' })).toEqual([message]);
    expect(problems(bookingGuestForm, { ...guest, guestName: undefined })).toEqual([message]);
    expect(problems(bookingGuestForm, { ...guest, guestName: 'Al' })).toEqual([]);
  });

  it('wants a valid email', () => {
    for (const guestEmail of ['mario', 'mario@', 'mario@example', '', undefined]) {
      expect(problems(bookingGuestForm, { ...guest, guestEmail }), String(guestEmail)).toEqual([
        'guestEmail: Email non valida',
      ]);
    }
  });

  it('wants at least 1 and at most 2 guests', () => {
    expect(problems(bookingGuestForm, { ...guest, guests: 0 })).toEqual([
      'guests: Almeno 1 ospite',
    ]);
    expect(problems(bookingGuestForm, { ...guest, guests: undefined })).toEqual([
      'guests: Almeno 1 ospite',
    ]);
    expect(problems(bookingGuestForm, { ...guest, guests: 3 })).toEqual([
      'guests: Massimo 2 ospiti',
    ]);
  });

  it('refuses a phone with letters', () => {
    expect(problems(bookingGuestForm, { ...guest, guestPhone: 'chiamami' })).toEqual([
      'guestPhone: Numero di telefono non valido',
    ]);
  });
});

describe('createPaymentLinkRequest', () => {
  const body = {
    amount: 170,
    apartmentId: 'appartamento1',
    guestDetails: { name: 'Mario Rossi', email: 'mario@example.it' },
    bookingDetails: {
      apartmentName: 'Appartamento Moderno Duomo',
      checkIn: '2026-07-10',
      checkOut: '2026-07-12',
      guests: 2,
    },
  };
  const withBooking = (details: object) => ({
    ...body,
    bookingDetails: { ...body.bookingDetails, ...details },
  });

  it('accepts the body the checkout page sends', () => {
    expect(problems(createPaymentLinkRequest, body)).toEqual([]);
  });

  it('names the nested field at fault', () => {
    expect(problems(createPaymentLinkRequest, withBooking({ checkOut: '2026-07-09' }))).toEqual([
      'bookingDetails.checkOut: La data di check-out deve essere successiva al check-in',
    ]);
    expect(problems(createPaymentLinkRequest, withBooking({ guests: 3 }))).toEqual([
      'bookingDetails.guests: Massimo 2 ospiti',
    ]);
    expect(
      problems(createPaymentLinkRequest, { ...body, guestDetails: { name: 'M', email: 'x' } }),
    ).toEqual([
      'guestDetails.name: Nome deve avere almeno 2 caratteri',
      'guestDetails.email: Email non valida',
    ]);
  });

  it('answers an impossible date with an issue, never by throwing', () => {
    expect(problems(createPaymentLinkRequest, withBooking({ checkIn: '2026-02-30' }))).toEqual([
      'bookingDetails.checkIn: Data non valida: usa il formato aaaa-mm-gg',
    ]);
  });

  it('refuses a zero amount and extra fields at any depth', () => {
    expect(problems(createPaymentLinkRequest, { ...body, amount: 0 })).toEqual([
      'amount: Importo non valido',
    ]);
    expect(problems(createPaymentLinkRequest, { ...body, status: 'confirmed' })).toHaveLength(1);
    expect(problems(createPaymentLinkRequest, withBooking({ totalPrice: 1 }))).toHaveLength(1);
  });
});

describe('updateBookingStatusRequest', () => {
  it('lets the owner only confirm or reject', () => {
    expect(problems(updateBookingStatusRequest, { status: 'confirmed' })).toEqual([]);
    expect(problems(updateBookingStatusRequest, { status: 'rejected' })).toEqual([]);
    // A paid booking rejected is always refunded in full: there is no refund choice to send.
    expect(
      problems(updateBookingStatusRequest, { status: 'rejected', refund: false }),
    ).toHaveLength(1);
    expect(problems(updateBookingStatusRequest, { status: 'pending' })).toHaveLength(1);
    expect(problems(updateBookingStatusRequest, { status: 'cancelled' })).toHaveLength(1);
  });
});
