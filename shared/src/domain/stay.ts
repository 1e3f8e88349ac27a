import { site } from '../config/site';
import { type CalendarDate, countNights, horizonEnd } from './dates';

/**
 * The stay rules' messages in Italian, for these checks and for the request schemas
 * (schemas/common.ts, schemas/booking.ts). Here, free of zod, so a page that checks a stay in the
 * browser does not load the validation library with it.
 */
export const STAY_MESSAGES = {
  checkOutAfterCheckIn: 'La data di check-out deve essere successiva al check-in',
  tooLong: `Il soggiorno può durare al massimo ${site.stay.maxNights} notti`,
  minStay: `Il soggiorno minimo richiesto è di ${site.stay.minNights} notti`,
  pastCheckIn: 'La data di check-in non può essere nel passato',
  beyondHorizon: `Si può prenotare fino a ${site.stay.bookingHorizonMonths} mesi in anticipo`,
  minGuests: 'Almeno 1 ospite',
  maxGuests: `Massimo ${site.stay.maxGuests} ospiti`,
} as const;

export interface StayProblem {
  field: 'checkIn' | 'checkOut' | 'guests';
  message: string;
}

/**
 * The stay rules the server enforces on a booking (ARCHITECTURE: the server is the authority):
 * check-in not before today in Catania, 2 to 30 nights (site.stay.maxNights), within the booking horizon, 1 or 2 guests.
 */
export function checkStayRules(stay: {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
  today: CalendarDate;
}): StayProblem[] {
  const problems: StayProblem[] = [];
  const nights = countNights(stay.checkIn, stay.checkOut);
  if (stay.checkIn < stay.today)
    problems.push({ field: 'checkIn', message: STAY_MESSAGES.pastCheckIn });
  if (stay.checkIn > horizonEnd(stay.today, site.stay.bookingHorizonMonths)) {
    problems.push({ field: 'checkIn', message: STAY_MESSAGES.beyondHorizon });
  }
  if (nights < 1) {
    problems.push({ field: 'checkOut', message: STAY_MESSAGES.checkOutAfterCheckIn });
  } else if (nights < site.stay.minNights) {
    problems.push({ field: 'checkOut', message: STAY_MESSAGES.minStay });
  } else if (nights > site.stay.maxNights) {
    problems.push({ field: 'checkOut', message: STAY_MESSAGES.tooLong });
  }
  if (!Number.isInteger(stay.guests) || stay.guests < 1) {
    problems.push({ field: 'guests', message: STAY_MESSAGES.minGuests });
  } else if (stay.guests > site.stay.maxGuests) {
    problems.push({ field: 'guests', message: STAY_MESSAGES.maxGuests });
  }
  return problems;
}

/** Catania's tourist tax for a stay, in euros, owed at check-in (not part of the price). */
export function touristTaxEuro(nights: number, adults: number): number {
  const { euroPerPersonPerNight, maxNights } = site.touristTax;
  return Math.min(nights, maxNights) * adults * euroPerPersonPerNight;
}
