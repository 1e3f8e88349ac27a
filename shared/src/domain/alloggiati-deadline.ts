import { site } from '../config/site';
import { addDays, type CalendarDate } from './dates';
import { romeInstant } from './rome-time';

/**
 * The legal deadline of a registration with Alloggiati Web (art. 109 TULPS, c. 3): within 24
 * hours of the arrival, within 6 hours for a stay of 24 hours or less. The arrival is the
 * check-in time of the registration's date; a stay's length runs from the check-in time to the
 * check-out time (a one-night stay, 15:00 to 11:00, is shorter than a day).
 */
export const DEADLINE_HOURS = { normal: 24, short: 6 } as const;

/** The owner is warned this long before the deadline when the registration is not sent yet. */
export const WARN_BEFORE_HOURS = { normal: 6, short: 2 } as const;

const HOUR = 3_600_000;

export function registrationDeadline(stay: {
  registrationDate: CalendarDate;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
}): { arrivalAt: Date; deadline: Date; warnFrom: Date; short: boolean } {
  const arrivalAt = romeInstant(stay.registrationDate, site.stay.checkIn.from);
  const leaveAt = romeInstant(stay.checkOut, site.stay.checkOut.by);
  const short =
    stay.registrationDate === stay.checkIn &&
    leaveAt.getTime() - romeInstant(stay.checkIn, site.stay.checkIn.from).getTime() <= 24 * HOUR;
  const kind = short ? 'short' : 'normal';
  const deadline = new Date(arrivalAt.getTime() + DEADLINE_HOURS[kind] * HOUR);
  return {
    arrivalAt,
    deadline,
    warnFrom: new Date(deadline.getTime() - WARN_BEFORE_HOURS[kind] * HOUR),
    short,
  };
}

/** The arrival dates the service takes on `today`: today's and yesterday's, no other. */
export const acceptedArrivalDates = (today: CalendarDate): CalendarDate[] => [
  addDays(today, -1),
  today,
];
