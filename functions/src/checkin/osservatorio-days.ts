import { addDays, type CalendarDate, todayInRome } from '@catania/shared/domain/dates';
import type {
  OsservatorioDaysResponse,
  OsservatorioDayView,
} from '@catania/shared/schemas/osservatorio';
import { env } from '../lib/env';
import {
  listOsservatorioDays,
  type OsservatorioDayRecord,
  readStartDay,
} from './osservatorio-repo';
import { isOsservatorioConfigured } from './osservatorio-service';

/** The days of the Region's statistics as the panel lists them: each day's state, and what it says. */

/**
 * Sicily's tourism statistics (ADR 0018): after each day ends, its movements go to the
 * Region's PMS interface (the arrivals of the registered guests added, the departures reported
 * on the stays added before), then the end-of-day message, every day, even without movement. A
 * day the Region accepted is never sent again; a stay's arrival is added once (a lost answer
 * leaves it `adding`, and the next attempt asks the Region with an update before adding again).
 * A day whose movements were refused is not closed: once closed, the Region takes none of its
 * movements any more, so the owner corrects the data and sends the day again ('Reinvia').
 */

export const DAY_MESSAGES = {
  notConfigured:
    'Invio non configurato: servono l\u2019utente PMS, la password e il codice struttura rilasciati dall\u2019Osservatorio Turistico.',
  today: 'La giornata si invia dopo la mezzanotte, con i suoi arrivi e partenze.',
  waiting: 'In attesa dell\u2019invio automatico (ogni ora, dopo la mezzanotte).',
  refused:
    'L\u2019Osservatorio Turistico ha rifiutato l\u2019accesso: controlla utente PMS e password della struttura. Nuovo tentativo automatico ogni ora.',
  unreachable:
    'L\u2019Osservatorio Turistico non risponde o ha dato una risposta non valida: nuovo tentativo automatico entro un\u2019ora.',
  movements: (details: string) =>
    `La Regione ha rifiutato dei movimenti: ${details}. Correggi i dati e usa \u2018Reinvia\u2019: la giornata si chiude solo dopo i suoi movimenti.`,
  endDay: (details: string) => `La Regione ha rifiutato la chiusura della giornata: ${details}.`,
  notRegistered: 'Pre-check-in non completato: arrivo non comunicato alla Regione.',
  purged: 'Dati degli ospiti già cancellati: arrivo non comunicato alla Regione.',
} as const;

export const latestOf = (a: CalendarDate, b: CalendarDate) => [a, b].sort()[1] as CalendarDate;

export function dayView(
  day: CalendarDate,
  record: OsservatorioDayRecord | undefined,
  now: Date,
): OsservatorioDayView {
  const today = todayInRome(now);
  const inFlight = Boolean(record?.leaseUntil && record.leaseUntil > now.toISOString());
  const status =
    record?.status === 'inviato'
      ? 'inviato'
      : inFlight
        ? 'in_invio'
        : (record?.status ?? 'da_inviare');
  const message =
    status === 'da_inviare'
      ? !isOsservatorioConfigured()
        ? DAY_MESSAGES.notConfigured
        : day >= today
          ? DAY_MESSAGES.today
          : DAY_MESSAGES.waiting
      : record?.message;
  return {
    day,
    status,
    arrivals: record?.arrivals ?? 0,
    departures: record?.departures ?? 0,
    skipped: record?.skipped ?? [],
    sendable:
      isOsservatorioConfigured() && day < today && (status === 'errore' || status === 'da_inviare'),
    ...(record?.sentAt ? { sentAt: record.sentAt } : {}),
    ...(record?.attemptedAt ? { attemptedAt: record.attemptedAt } : {}),
    ...(message && status !== 'inviato' ? { message } : {}),
  };
}

/** The days the panel lists, newest first: from the first day sent (or `from`) to today. */
export async function osservatorioDays(
  query: { from?: CalendarDate; to?: CalendarDate },
  now: Date,
): Promise<OsservatorioDaysResponse> {
  const today = todayInRome(now);
  const start = (await readStartDay(env.OSSERVATORIO_START_DATE)) ?? addDays(today, -1);
  const to = query.to && query.to < today ? query.to : today;
  const requested = query.from ?? addDays(to, -30);
  const from = latestOf(requested, start);
  const records = new Map(
    (from <= to ? await listOsservatorioDays(from, to) : []).map((r) => [r.day, r]),
  );
  const days: OsservatorioDayView[] = [];
  for (let day = to; day >= from; day = addDays(day, -1)) {
    days.push(dayView(day, records.get(day), now));
  }
  return { configured: isOsservatorioConfigured(), days };
}
