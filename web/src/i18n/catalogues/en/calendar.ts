import { site } from '@catania/shared/config/site';
import type { CalendarDate } from '@catania/shared/domain/dates';
import type { IsoWeekday } from '@catania/shared/domain/stay-rules';
import type { Messages } from '../../namespaces';

const WEEKDAYS: Record<IsoWeekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};
const nights = (n: number) => (n === 1 ? '1 night' : `${n} nights`);
const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);
const shortDate = (date: CalendarDate) => date.split('-').reverse().slice(0, 2).join('/');

/** Choosing a stay on a calendar, in English (it/calendar.ts is the reference). */
export default {
  chooseCheckIn: 'Select the check-in date',
  chooseCheckOut: 'Select the check-out date',
  stay: (from: string, to: string, nights: string) => `From ${from} to ${to}, ${nights}`,
  checkInChosen: (from: string) => `Check-in ${from}: now choose the check-out`,
  noDates: 'No dates chosen',
  legend: {
    selected: 'Selected',
    unavailable: 'Taken',
    closed: 'Not available',
    belowMinimum: 'Below the minimum',
    longerMinimum: 'Longer minimum',
  },
  reset: 'Reset',
  quickOptions: 'Quick options',
  quick: {
    weekend: 'This weekend',
    'three-nights': '3 nights',
    week: '1 week',
    'ten-days': '10 days',
  },
  placeholder: 'Select dates',
  label: 'Dates of stay',
  stayRules: {
    minStay: (n: number, rule: boolean) =>
      rule
        ? `For this arrival the minimum stay is ${nights(n)}`
        : `The minimum stay is ${nights(n)}`,
    maxStay: (n: number, rule: boolean) =>
      rule
        ? `For this arrival the maximum stay is ${nights(n)}`
        : `A stay can last ${n} nights at most`,
    closedToArrival: (weekday: IsoWeekday) =>
      `Arrivals are not possible on ${WEEKDAYS[weekday]} in this period: choose another check-in day`,
    closedToDeparture: (weekday: IsoWeekday) =>
      `Departures are not possible on ${WEEKDAYS[weekday]} in this period: choose another check-out day`,
    minLead: (n: number) => `For this period, book at least ${days(n)} before arrival`,
    maxAdvance: (n: number) => `For this period, book at most ${days(n)} before arrival`,
    wholeGap: (n: number, from: CalendarDate, to: CalendarDate) =>
      `Only ${nights(n)} are free between two stays: they are booked whole, from ${shortDate(from)} to ${shortDate(to)}`,
  },
  stayChecks: {
    checkOutAfterCheckIn: 'The check-out date must be after the check-in',
    tooLong: `A stay can last ${site.stay.maxNights} nights at most`,
    minStay: `The minimum stay is ${site.stay.minNights} nights`,
    pastCheckIn: 'The check-in date cannot be in the past',
    beyondHorizon: `You can book up to ${site.stay.bookingHorizonMonths} months ahead`,
    minGuests: 'At least 1 guest',
    maxGuests: `At most ${site.stay.maxGuests} guests`,
  },
  arrival: (checkIn: string, minimum: string, maximum: string | null) =>
    `Arriving on ${checkIn}: minimum stay ${minimum}${maximum ? `, maximum ${maximum}` : ''}.`,
  arrivalGap: (checkIn: string, nights: string, checkOut: string) =>
    `Arriving on ${checkIn}: free nights between two stays, booked whole (${nights}, leaving on ${checkOut}).`,
  minimum: (nights: string) => `Minimum stay ${nights}`,
  maximum: (nights: string) => `Maximum stay ${nights}`,
  gap: (nights: string) => `Free nights between two stays: ${nights}, booked whole`,
  chooseDates: 'Choose your arrival and departure dates on the calendar.',
  bookNights: (nights: string) => `Book ${nights}`,
  selectDates: 'Select dates',
  perNight: '/ night',
  calendarTitle: 'Availability calendar',
  book: 'Book',
  quotePending: 'Working out the price',
  apartmentPage: {
    /** The apartment page's title and description (search results, the browser's tab, shared links). */
    meta: {
      title: (name: string | null) => (name ? `${name} · Apartment in Catania` : 'Apartment'),
      description: (name: string | null, _shortDescription: string | null) =>
        `${name ?? 'An apartment'}: a holiday apartment for two in the historic centre of Catania, Sicily.`,
    },
    facts: {
      guests: 'Guests',
      upTo: (count: number) => `up to ${count}`,
      beds: 'Beds',
      baths: 'Bathrooms',
      size: 'Size',
    },
    loading: 'Loading the apartment',
  },
} satisfies Messages<'calendar'>;
