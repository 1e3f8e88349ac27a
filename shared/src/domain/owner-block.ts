import { site } from '../config/site';
import { addDays, type CalendarDate, horizonEnd } from './dates';

/** The owner's block messages in Italian (the request schema and the server's check). */
export const BLOCK_MESSAGES = {
  endAfterStart: 'La data di fine deve essere successiva alla data di inizio',
  pastStart: 'La data di inizio non può essere nel passato',
  beyondHorizon: `Si può bloccare al massimo fino a ${site.stay.bookingHorizonMonths} mesi da oggi`,
} as const;

export interface BlockProblem {
  field: 'startDate' | 'endDate';
  message: string;
}

/**
 * The range an owner may block: `[startDate, endDate)` (the end excluded, like a check-out), from
 * today to the end of the booking horizon, the same window the site sells.
 */
export function checkBlockRange(block: {
  startDate: CalendarDate;
  endDate: CalendarDate;
  today: CalendarDate;
}): BlockProblem[] {
  const problems: BlockProblem[] = [];
  if (block.startDate < block.today) {
    problems.push({ field: 'startDate', message: BLOCK_MESSAGES.pastStart });
  }
  if (block.endDate <= block.startDate) {
    problems.push({ field: 'endDate', message: BLOCK_MESSAGES.endAfterStart });
  } else if (block.endDate > addDays(horizonEnd(block.today, site.stay.bookingHorizonMonths), 1)) {
    problems.push({ field: 'endDate', message: BLOCK_MESSAGES.beyondHorizon });
  }
  return problems;
}
