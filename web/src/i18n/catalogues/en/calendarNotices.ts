import type { Messages } from '../../namespaces';

/** The calendars' notices, the availability box, the failed quote, in English (it/calendarNotices.ts). */
export default {
  restart: {
    'before-check-in':
      'The day you chose is not after the check-in, so it is the new check-in. Now choose the check-out.',
    'new-stay':
      'The dates were already complete: starting again with a new check-in. Now choose the check-out.',
  },
  blocked: (night: string, canStartHere: boolean) =>
    `Check-out not possible: the night of ${night} is already taken. You can leave on ${night} at the latest${canStartHere ? ', or start a new stay from this date.' : '.'}`,
  startHere: (date: string) => `Start here: check-in on ${date}`,
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
  /** The quote that could not be had (features/booking/stay-quote.tsx). */
  quoteFailed: "We can't work out the price right now: you will see it at the next step.",
} satisfies Messages<'calendarNotices'>;
