import { todayInRome } from '@catania/shared/domain/dates';
import { type AccountState, nowOf, type ReceivedCall } from './state';
import {
  checkGuest,
  isValid,
  MESSAGES,
  parseBody,
  type ReadStay,
  readStays,
  resultsXml,
  romeDayOf,
  type StayGuest,
  type ValidationResult,
} from './stays';

/**
 * What the structure's state adds to the checks of stays.ts: a stay known or not, a day closed, a
 * date after the structure's today; and what a valid stay or end of day changes in that state.
 */

/** The checks of a stay that depend on the structure's state. */
function checkStay(
  account: AccountState,
  stay: ReadStay,
  kind: 'add' | 'update',
): ValidationResult {
  const today = todayInRome(new Date(nowOf(account)));
  const closed = new Set(account.closedDays.map((d) => d.day));
  const messages: ValidationResult['messages'] = [];
  if (!stay.stayId)
    messages.push({ ...MESSAGES.required('StayId'), fieldName: 'StayId', fieldValue: '' });
  if (stay.hotelCode !== account.hotelCode) {
    messages.push({ ...MESSAGES.hotelCode, fieldName: 'HotelCode', fieldValue: stay.hotelCode });
  }
  const known = account.stays.has(stay.stayId);
  if (kind === 'add' && known) {
    messages.push({ ...MESSAGES.duplicateStay, fieldName: 'StayId', fieldValue: stay.stayId });
  }
  if (kind === 'update' && stay.stayId && !known) {
    messages.push({ ...MESSAGES.unknownStay, fieldName: 'StayId', fieldValue: stay.stayId });
  }
  if (stay.guests.length === 0)
    messages.push({ ...MESSAGES.noGuests, fieldName: 'Guests', fieldValue: '' });
  const nested = stay.guests.map((guest) => {
    const result = checkGuest(guest);
    const dated = (field: 'ArrivalDate' | 'DepartureDate', value: string) => {
      const day = romeDayOf(value);
      if (!day) return;
      if (day > today)
        result.messages.push({ ...MESSAGES.futureDate, fieldName: field, fieldValue: value });
      else if (closed.has(day)) {
        result.messages.push({ ...MESSAGES.closedDay, fieldName: field, fieldValue: value });
      }
    };
    // An arrival is dated on the day it is added; a departure on the day it is reported.
    if (kind === 'add') dated('ArrivalDate', guest.arrivalDate);
    const before = account.stays.get(stay.stayId);
    const wasOut = before?.updates
      .at(-1)
      ?.guests.find((g) => g.guestId === guest.guestId)?.checkout;
    if (guest.checkout && !wasOut) dated('DepartureDate', guest.departureDate);
    return result;
  });
  return { objectType: 'Stay', objectId: stay.stayId, messages, nested };
}

/**
 * An add, update or end of day of the structure: each object checked, the valid ones taken, and
 * the answer (200 when all are valid, else 400) with its ArrayOfValidationResultDTO.
 */
export function operate(
  account: AccountState,
  operation: 'add' | 'update' | 'endDay',
  body: string,
  call: ReceivedCall,
): { status: number; body: string } {
  const now = new Date(nowOf(account));
  const at = now.toISOString();
  const refused = (result: ValidationResult) => ({ status: 400, body: resultsXml([result]) });
  const badBody = (objectType: ValidationResult['objectType']) =>
    refused({
      objectType,
      objectId: '',
      messages: [{ ...MESSAGES.badBody, fieldName: '', fieldValue: '' }],
      nested: [],
    });
  if (operation === 'endDay') {
    const root = parseBody(body, 'EndDayPmsDTO');
    if (!root) return badBody('EndDay');
    const hotelCode = typeof root.HotelCode === 'string' ? root.HotelCode.trim() : '';
    const currentDate = typeof root.CurrentDate === 'string' ? root.CurrentDate.trim() : '';
    const day = romeDayOf(currentDate);
    const result: ValidationResult = {
      objectType: 'EndDay',
      objectId: hotelCode,
      messages: [],
      nested: [],
    };
    const add = (m: { code: string; message: string }, fieldName: string, fieldValue: string) =>
      result.messages.push({ ...m, fieldName, fieldValue });
    if (hotelCode !== account.hotelCode) add(MESSAGES.hotelCode, 'HotelCode', hotelCode);
    if (!day) add(MESSAGES.format('CurrentDate'), 'CurrentDate', currentDate);
    else if (day > todayInRome(now)) add(MESSAGES.futureDate, 'CurrentDate', currentDate);
    else if (account.closedDays.some((d) => d.day === day)) {
      add(MESSAGES.dayClosedAlready, 'CurrentDate', currentDate);
    }
    if (day) call.day = day;
    if (!isValid(result) || !day) return refused(result);
    account.closedDays.push({ day, at });
    return { status: 200, body: resultsXml([result]) };
  }
  const root = parseBody(body, 'StaysPmsDTO');
  if (!root) return badBody('Request');
  const stays = readStays(root);
  if (stays.length === 0) return badBody('Request');
  call.stayIds = stays.map(({ stay }) => stay.stayId);
  const results = stays.map(({ stay }) => {
    const result = checkStay(account, stay, operation);
    if (!isValid(result)) return result;
    const guests: StayGuest[] = stay.guests.map(({ rooms: _rooms, ...guest }) => guest);
    if (operation === 'add') {
      account.stays.set(stay.stayId, {
        hotelCode: stay.hotelCode,
        stayId: stay.stayId,
        guests,
        addedAt: at,
        updates: [],
      });
    } else {
      account.stays.get(stay.stayId)?.updates.push({ at, guests });
    }
    return result;
  });
  return { status: results.every(isValid) ? 200 : 400, body: resultsXml(results) };
}
