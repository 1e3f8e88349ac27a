import { registrationDeadline } from '@catania/shared/domain/alloggiati-deadline';
import type { CalendarDate } from '@catania/shared/domain/dates';
import type { AlloggiatiGuestView, AlloggiatiView } from '@catania/shared/schemas/alloggiati';
import type { AlloggiatiSendRecord } from './alloggiati-repo';
import {
  isAlloggiatiConfigured,
  type Registration,
  SEND_ERRORS,
  WAITING,
  waitingFor,
} from './alloggiati-send';
import type { CheckinState } from './precheckin-repo';

/** A stay's police registration as the panel shows it: sent, waiting (and for what), or refused. */

/** The owner's view of a registration: each guest's state and what the sending waits for. */
export function alloggiatiViewOf(
  registration: Registration,
  context: {
    state: CheckinState | undefined;
    record: AlloggiatiSendRecord | undefined;
    receiptDays: ReadonlySet<CalendarDate>;
    today: CalendarDate;
  },
): AlloggiatiView {
  const { stay } = registration;
  const { state, record, today } = context;
  const persons = Math.max(state?.persons?.length ?? 0, record?.guests.length ?? 0);
  const waiting = waitingFor(registration, state, today);
  const guests = Array.from({ length: persons || stay.guests }, (_, i): AlloggiatiGuestView => {
    const send = record?.guests[i];
    if (send?.status === 'sent') {
      return {
        status: 'inviato',
        sentAt: send.at,
        receiptDate: send.day,
        receiptAvailable: context.receiptDays.has(send.day),
        uncertain: false,
      };
    }
    if (send?.status === 'sending') {
      return {
        status: 'in_invio',
        receiptAvailable: false,
        uncertain: true,
        message: SEND_ERRORS.uncertain,
      };
    }
    if (send?.status === 'error') {
      return {
        status: send.message === WAITING.others ? 'da_inviare' : 'errore',
        message: send.message,
        receiptAvailable: false,
        uncertain: send.retry === 'check',
      };
    }
    return {
      status: 'da_inviare',
      receiptAvailable: false,
      uncertain: false,
      ...(waiting ? { message: waiting } : {}),
    };
  });
  const { deadline } = registrationDeadline({
    registrationDate: registration.date,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
  });
  const allSent = guests.every((g) => g.status === 'inviato');
  return {
    configured: isAlloggiatiConfigured(),
    registrationDate: registration.date,
    deadline: deadline.toISOString(),
    ...(waiting && !allSent ? { waitingFor: waiting } : {}),
    guests,
  };
}
