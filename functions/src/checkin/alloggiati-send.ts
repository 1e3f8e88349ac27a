import { acceptedArrivalDates } from '@catania/shared/domain/alloggiati-deadline';
import {
  portalDate,
  registrationPeriods,
  registrationRecords,
} from '@catania/shared/domain/alloggiati-record';
import { type CalendarDate, todayInRome } from '@catania/shared/domain/dates';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import {
  type AlloggiatiSendRecord,
  countReceiptPersons,
  type GuestError,
  type GuestSend,
  getSendRecord,
  releaseSendLease,
  saveGuestSends,
  takeSendLease,
} from './alloggiati-repo';
import {
  AlloggiatiRefused,
  AlloggiatiUnreachable,
  type LineOutcome,
  sendSchedine,
  testSchedine,
} from './alloggiati-service';
import { type CheckinState, type GuestsRecord, getCheckin } from './precheckin-repo';
import { precheckinStatus } from './precheckin-status';
import type { Stay } from './stays';

/**
 * Sending a stay's guests to Alloggiati Web (ADR 0015). A registration (the arrival,
 * then every 30 nights) is sent on its date or the day after (the service takes no other), once
 * the pre-check-in is complete and the lead guest identified. Its lines are first checked with
 * `Test`: a family's or group's records go together, so when one line is refused none is sent and
 * the refused guest shows the service's message until the data is corrected. Then `Send`, for
 * the guests not yet taken only: a guest once taken is never sent again.
 */

export const WAITING = {
  notConfigured:
    'Invio automatico non configurato (utente e chiavi di Alloggiati Web): scarica il file e caricalo sul portale.',
  precheckin: 'In attesa del pre-check-in completo.',
  identification: 'In attesa del riconoscimento dell\u2019ospite principale.',
  future: (date: CalendarDate) =>
    `Si invia il giorno dell\u2019arrivo (${portalDate(date)}): il servizio non accetta invii anticipati.`,
  late: 'Il servizio accetta solo gli arrivi di oggi e di ieri: caricalo dal portale Alloggiati Web o rivolgiti alla Questura.',
  purged: 'I dati degli ospiti sono stati cancellati.',
  others:
    'In attesa della correzione dei dati degli altri ospiti: la famiglia o il gruppo si invia insieme.',
} as const;

export const SEND_ERRORS = {
  unreachable:
    'Alloggiati Web non risponde o ha dato una risposta non valida: nuovo tentativo automatico tra pochi minuti.',
  uncertain:
    'La risposta di Alloggiati Web all\u2019invio non è arrivata: la schedina potrebbe essere stata acquisita. Controlla in Alloggiati Web (Analisi invii) e, se manca, conferma un nuovo invio.',
  refused: (detail: string) =>
    `Alloggiati Web ha rifiutato l\u2019accesso (${detail}): controlla utente, password e Web Service Key.`,
  record: (detail: string) => `Alloggiati Web: ${detail}. Correggi i dati del pre-check-in.`,
} as const;

/** The account is set up (its password and WsKey are secrets, read only when sending). */
export const isAlloggiatiConfigured = () => Boolean(env.ALLOGGIATI_USER);

/** Longer than every call a send makes (a token, a Test, a Send, each with its timeout). */
const LEASE_MS = 5 * 60_000;

export interface Registration {
  stay: Stay;
  date: CalendarDate;
  nights: number;
}

/** The registration of `stay` that falls on `date`, if any. */
export function registrationOn(stay: Stay, date: CalendarDate): Registration | undefined {
  const period = registrationPeriods(stay.checkIn, stay.nights).find((p) => p.arrivalDate === date);
  return period ? { stay, date, nights: period.nights } : undefined;
}

/** Why the registration cannot be sent now, or undefined when it can. */
export function waitingFor(
  registration: Registration,
  state: CheckinState | undefined,
  today: CalendarDate,
): string | undefined {
  if (!isAlloggiatiConfigured()) return WAITING.notConfigured;
  const status = precheckinStatus(state, today);
  if (status === 'purged') return WAITING.purged;
  if (status !== 'complete') return WAITING.precheckin;
  if (!state?.identified?.[0]) return WAITING.identification;
  if (registration.date > today) return WAITING.future(registration.date);
  if (!acceptedArrivalDates(today).includes(registration.date)) return WAITING.late;
  return undefined;
}

/** Guests the attempt includes: never one taken or in flight (unless the owner checked it). */
function toSend(
  record: AlloggiatiSendRecord | undefined,
  persons: number,
  options: { confirmUncertain: boolean },
): number[] {
  const indices: number[] = [];
  for (let i = 0; i < persons; i++) {
    const send = record?.guests[i];
    if (send?.status === 'sent') continue;
    const uncertain =
      send?.status === 'sending' || (send?.status === 'error' && send.retry === 'check');
    if (uncertain && !options.confirmUncertain) continue;
    indices.push(i);
  }
  return indices;
}

/** Whether a job's attempt is worth making: something new since the last refusal. */
function worthRetrying(record: AlloggiatiSendRecord | undefined, guests: GuestsRecord): boolean {
  const errors = (record?.guests ?? []).filter((g): g is GuestError => g?.status === 'error');
  if (errors.length === 0 || errors.some((g) => g.retry === 'auto')) return true;
  return record?.dataSubmittedAt !== guests.submittedAt;
}

const errorOf = (now: Date, message: string, retry: GuestError['retry'], code?: string) =>
  ({ status: 'error', at: now.toISOString(), message, retry, ...(code ? { code } : {}) }) as const;

const outcomeMessage = (outcome: LineOutcome) =>
  SEND_ERRORS.record(outcome.detail ?? outcome.name ?? 'schedina non valida');

export interface SendResult {
  sent: number;
  /** Set when nothing was attempted: why. */
  skipped?: 'waiting' | 'nothing' | 'busy' | 'unchanged';
}

/**
 * Sends what is due of one registration. Never throws for the service's failures: they become
 * the guests' states. `trigger`: the job skips a refused registration whose data has not changed;
 * the owner's 'Invia ora' always tries (a Test costs nothing).
 */
export async function sendRegistration(
  registration: Registration,
  options: { now?: Date; trigger: 'job' | 'owner'; confirmUncertain?: boolean },
): Promise<SendResult> {
  const now = options.now ?? new Date();
  const today = todayInRome(now);
  const { stay } = registration;
  const { state, guests } = await getCheckin(stay.key, today);
  if (waitingFor(registration, state, today) || !guests) {
    return { sent: 0, skipped: 'waiting' };
  }
  const existing = await getSendRecord(stay.key, registration.date);
  const persons = 1 + guests.others.length;
  const indices = toSend(existing, persons, {
    confirmUncertain: Boolean(options.confirmUncertain),
  });
  if (indices.length === 0) return { sent: 0, skipped: 'nothing' };
  if (options.trigger === 'job' && !worthRetrying(existing, guests)) {
    return { sent: 0, skipped: 'unchanged' };
  }
  const until = new Date(now.getTime() + LEASE_MS);
  const lease = until.toISOString();
  const ref = { stayKey: stay.key, registrationDate: registration.date };
  const record = await takeSendLease({ ...ref, apartmentId: stay.apartmentId }, now, until);
  if (!record) return { sent: 0, skipped: 'busy' };
  // Another sender may have finished just before the lease was ours: decide on what it wrote.
  const due = toSend(record, persons, { confirmUncertain: Boolean(options.confirmUncertain) });
  const sends: (GuestSend | null)[] = Array.from(
    { length: persons },
    (_, i) => record.guests[i] ?? null,
  );
  const save = (release: boolean) =>
    saveGuestSends(ref, sends, { lease, release, now, dataSubmittedAt: guests.submittedAt });
  if (due.length === 0) {
    await releaseSendLease(ref, lease);
    return { sent: 0, skipped: 'nothing' };
  }
  const all = registrationRecords({
    arrivalDate: registration.date,
    nights: registration.nights,
    travellingAs: guests.travellingAs,
    lead: guests.lead,
    others: guests.others,
  });
  const lines = due.map((i) => all[i] as string);
  try {
    const tested = await testSchedine(lines, stay.apartmentId);
    if (tested.some((outcome) => !outcome.ok)) {
      tested.forEach((outcome, k) => {
        const i = due[k] as number;
        sends[i] = outcome.ok
          ? errorOf(now, WAITING.others, 'correction')
          : errorOf(now, outcomeMessage(outcome), 'correction', outcome.code);
      });
      await save(true);
      return { sent: 0 };
    }
    for (const i of due) sends[i] = { status: 'sending', at: now.toISOString() };
    if (!(await save(false))) return { sent: 0, skipped: 'busy' };
    let outcomes: LineOutcome[];
    try {
      outcomes = await sendSchedine(lines, stay.apartmentId);
    } catch (error) {
      if (error instanceof AlloggiatiUnreachable && error.uncertain) {
        for (const i of due) sends[i] = errorOf(now, SEND_ERRORS.uncertain, 'check');
        logger.warn('alloggiati send: answer lost', { stayKey: stay.key, lines: due.length });
        await save(true);
        return { sent: 0 };
      }
      throw error;
    }
    let taken = 0;
    outcomes.forEach((outcome, k) => {
      const i = due[k] as number;
      if (outcome.ok) taken += 1;
      sends[i] = outcome.ok
        ? { status: 'sent', at: now.toISOString(), day: today }
        : errorOf(now, outcomeMessage(outcome), 'correction', outcome.code);
    });
    if (taken > 0) await countReceiptPersons(today, taken);
    if (!(await save(true))) {
      // The lease ran out during the call: the guests stay 'sending', shown as unknown.
      logger.error('alloggiati send: results not saved, lease lost', { stayKey: stay.key });
    }
    logger.info('alloggiati sent', { stayKey: stay.key, taken, refused: due.length - taken });
    return { sent: taken };
  } catch (error) {
    // Nothing was taken: the call was refused or never got a usable answer before Send.
    const message =
      error instanceof AlloggiatiRefused
        ? SEND_ERRORS.refused(error.detail)
        : error instanceof AlloggiatiUnreachable
          ? SEND_ERRORS.unreachable
          : undefined;
    if (!message) {
      await releaseSendLease(ref, lease);
      throw error;
    }
    logger.warn('alloggiati send failed', {
      stayKey: stay.key,
      reason:
        error instanceof AlloggiatiRefused ? error.code : (error as AlloggiatiUnreachable).reason,
    });
    for (const i of due) {
      if (sends[i]?.status !== 'sending') sends[i] = errorOf(now, message, 'auto');
    }
    await save(true);
    return { sent: 0 };
  }
}

/** The registration the owner acts on: today's or yesterday's if due, else the arrival's. */
export function currentRegistration(stay: Stay, today: CalendarDate): Registration {
  for (const date of [...acceptedArrivalDates(today)].reverse()) {
    const registration = registrationOn(stay, date);
    if (registration) return registration;
  }
  return registrationOn(stay, stay.checkIn) ?? { stay, date: stay.checkIn, nights: stay.nights };
}

/** The registrations the service takes today: those dated yesterday or today. */
export function dueRegistrations(stays: readonly Stay[], today: CalendarDate): Registration[] {
  return stays.flatMap((stay) =>
    acceptedArrivalDates(today).flatMap((date) => registrationOn(stay, date) ?? []),
  );
}
