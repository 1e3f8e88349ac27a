import type { CalendarDate } from '../domain/dates';
import type { PrecheckinContext } from '../schemas/precheckin-checks';
import { findDocumentType, findState } from './codes';
import { findComune } from './comuni';

/**
 * The pre-check-in rules with every table at hand: the server's view (it carries the comuni
 * table; the browser asks the API for comuni instead).
 */
export function fullPrecheckinContext(
  today: CalendarDate,
  expectedGuests: number,
): PrecheckinContext {
  return {
    today,
    expectedGuests,
    state: findState,
    comune: findComune,
    documentType: (code) => findDocumentType(code)?.name,
  };
}
