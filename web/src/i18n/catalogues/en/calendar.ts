import { site } from '@catania/shared/config/site';
import type { CalendarDate } from '@catania/shared/domain/dates';
import type { IsoWeekday } from '@catania/shared/domain/stay-rules';
import type { Messages } from '../../namespaces';

const { officeHours } = site.contacts;

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
  restart: {
    'before-check-in':
      'The day you chose is not after the check-in, so it is the new check-in. Now choose the check-out.',
    'new-stay':
      'The dates were already complete: starting again with a new check-in. Now choose the check-out.',
  },
  blocked: (night: string, canStartHere: boolean) =>
    `Check-out not possible: the night of ${night} is already taken. You can leave on ${night} at the latest${canStartHere ? ', or start a new stay from this date.' : '.'}`,
  startHere: (date: string) => `Start here: check-in on ${date}`,
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
  status: {
    loading: 'Loading availability…',
    error: 'Availability could not be loaded - all dates appear available',
    errorBadge: 'API error',
    unavailable: (count: number) =>
      count === 0
        ? 'All dates are available'
        : count === 1
          ? '1 unavailable date found'
          : `${count} unavailable dates found`,
  },
  chooseDates: 'Choose your arrival and departure dates on the calendar.',
  bookNights: (nights: string) => `Book ${nights}`,
  selectDates: 'Select dates',
  perNight: '/ night',
  calendarTitle: 'Availability calendar',
  book: 'Book',
  quoteFailed: "We can't work out the price right now: you will see it at the next step.",
  quotePending: 'Working out the price',
  apartmentPage: {
    facts: {
      guests: 'Guests',
      upTo: (count: number) => `up to ${count}`,
      beds: 'Beds',
      baths: 'Bathrooms',
      size: 'Size',
    },
    map: {
      title: 'Where it is',
      googleMaps: 'Open in Google Maps',
      openStreetMap: 'Open in OpenStreetMap',
      frameTitle: (name: string) => `Map of ${name}`,
      place: "Catania's historic centre, a short walk from Piazza Duomo.",
      show: 'Show the map',
      credit: 'Map provided by OpenStreetMap.',
    },
    viewer: {
      /** The gallery's list of photos, and each photo's button that opens the viewer. */
      gallery: (name: string) => `Photos of ${name}`,
      open: (position: number, count: number, alt: string) =>
        `Open photo ${position} of ${count}: ${alt}`,
      title: (name: string, position: number, count: number) =>
        `${name}: photo ${position} of ${count}`,
      previous: 'Previous photo',
      next: 'Next photo',
      close: 'Close',
    },
    host: {
      title: `Any questions? Talk to ${site.host.name}`,
      hours: `We answer every day, ${officeHours.from}–${officeHours.to}.`,
      call: 'Call',
      whatsappText: (name: string) => `Hello, I'd like some information about ${name}.`,
    },
    notFound: {
      title: 'Apartment not found',
      text: "The apartment you're looking for doesn't exist or is no longer available.",
      home: 'Back to the home page',
    },
    loading: 'Loading the apartment',
  },
} satisfies Messages<'calendar'>;
