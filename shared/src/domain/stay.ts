import { site } from '../config/site';
import { MESSAGES } from '../schemas/common';
import { type CalendarDate, countNights, horizonEnd } from './dates';

export interface StayProblem {
  field: 'checkIn' | 'checkOut' | 'guests';
  message: string;
}

/**
 * The stay rules the server enforces on a booking (ARCHITECTURE: the server is the authority):
 * check-in not before today in Catania, 2 to 365 nights, within the booking horizon, 1 or 2 guests.
 */
export function checkStayRules(stay: {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
  today: CalendarDate;
}): StayProblem[] {
  const problems: StayProblem[] = [];
  const nights = countNights(stay.checkIn, stay.checkOut);
  if (stay.checkIn < stay.today) problems.push({ field: 'checkIn', message: MESSAGES.pastCheckIn });
  if (stay.checkIn > horizonEnd(stay.today, site.stay.bookingHorizonMonths)) {
    problems.push({ field: 'checkIn', message: MESSAGES.beyondHorizon });
  }
  if (nights < 1) {
    problems.push({ field: 'checkOut', message: MESSAGES.checkOutAfterCheckIn });
  } else if (nights < site.stay.minNights) {
    problems.push({ field: 'checkOut', message: MESSAGES.minStay });
  } else if (nights > site.stay.maxNights) {
    problems.push({ field: 'checkOut', message: MESSAGES.tooLong });
  }
  if (!Number.isInteger(stay.guests) || stay.guests < 1) {
    problems.push({ field: 'guests', message: MESSAGES.minGuests });
  } else if (stay.guests > site.stay.maxGuests) {
    problems.push({ field: 'guests', message: MESSAGES.maxGuests });
  }
  return problems;
}

/** Catania's tourist tax for a stay, in euros, owed at check-in (not part of the price). */
export function touristTaxEuro(nights: number, adults: number): number {
  const { euroPerPersonPerNight, maxNights } = site.touristTax;
  return Math.min(nights, maxNights) * adults * euroPerPersonPerNight;
}
