import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { chunk } from '@catania/shared/domain/booking';
import { addDays, type CalendarDate, todayInRome } from '@catania/shared/domain/dates';
import type { AlloggiatiView } from '@catania/shared/schemas/alloggiati';
import { db, tableName } from '../lib/db';
import { NotFound } from '../lib/errors';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import {
  type AlloggiatiSendRecord,
  getReceipt,
  getSendRecord,
  listReceiptDays,
} from './alloggiati-repo';
import { currentRegistration, sendRegistration } from './alloggiati-send';
import { alloggiatiViewOf } from './alloggiati-view';
import { recordAudit } from './audit-repo';
import type { Actor } from './owner-access';
import type { CheckinState } from './precheckin-repo';
import { getCheckin } from './precheckin-repo';
import { getStay, type Stay } from './stays';

/**
 * The owner's side of Alloggiati Web: each arrival's state in the arrivals view, 'Invia ora', and
 * a day's receipt. Sending and downloading are written to the audit log (the records and the
 * receipt carry the guests' identities).
 */

/** Receipts are looked for this far back in the arrivals view (they are kept for good). */
const RECEIPT_LOOKBACK_DAYS = 400;

async function keptReceiptDays(today: CalendarDate): Promise<Set<CalendarDate>> {
  const days = await listReceiptDays(addDays(today, -RECEIPT_LOOKBACK_DAYS), today);
  return new Set(days.filter((d) => d.fetchedAt).map((d) => d.day));
}

/** The registration state of each stay of the arrivals view (one batch read). */
export async function alloggiatiViews(
  stays: readonly Stay[],
  states: ReadonlyMap<string, CheckinState>,
  today: CalendarDate,
): Promise<Map<string, AlloggiatiView>> {
  const registrations = stays.map((stay) => currentRegistration(stay, today));
  const records = new Map<string, AlloggiatiSendRecord>();
  for (const batch of chunk(registrations, 100)) {
    let pending: Record<string, unknown>[] = batch.map((r) =>
      keys.alloggiatiSend(r.stay.key, r.date),
    );
    for (let attempt = 0; pending.length > 0 && attempt < 8; attempt++) {
      const { Responses, UnprocessedKeys } = await db.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending } } }),
      );
      for (const item of Responses?.[tableName] ?? []) {
        const record = fromItem<AlloggiatiSendRecord>(item);
        records.set(`${record.stayKey}#${record.registrationDate}`, record);
      }
      pending = (UnprocessedKeys?.[tableName]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  const receiptDays = stays.length > 0 ? await keptReceiptDays(today) : new Set<CalendarDate>();
  return new Map(
    registrations.map((registration) => [
      registration.stay.key,
      alloggiatiViewOf(registration, {
        state: states.get(registration.stay.key),
        record: records.get(`${registration.stay.key}#${registration.date}`),
        receiptDays,
        today,
      }),
    ]),
  );
}

/** POST /api/admin/checkin/stays/{stayKey}/alloggiati: 'Invia ora'. */
export async function sendStayNow(
  stayKey: string,
  options: { confirmUncertain?: boolean },
  actor: Actor,
  now = new Date(),
): Promise<{ alloggiati: AlloggiatiView; sent: number }> {
  const stay = await getStay(stayKey);
  const today = todayInRome(now);
  const registration = currentRegistration(stay, today);
  const result = await sendRegistration(registration, {
    now,
    trigger: 'owner',
    confirmUncertain: Boolean(options.confirmUncertain),
  });
  if (result.sent > 0) {
    await recordAudit(
      {
        action: 'send_alloggiati',
        actor: actor.username,
        subject: stay.key,
        persons: result.sent,
        ...(actor.requestId ? { requestId: actor.requestId } : {}),
      },
      now,
    );
  }
  const [{ state }, record, receiptDays] = await Promise.all([
    getCheckin(stay.key, today),
    getSendRecord(stay.key, registration.date),
    keptReceiptDays(today),
  ]);
  return {
    alloggiati: alloggiatiViewOf(registration, { state, record, receiptDays, today }),
    sent: result.sent,
  };
}

export const RECEIPT_NOT_AVAILABLE =
  'Nessuna ricevuta per questo giorno: la Questura la rilascia il giorno dopo l\u2019invio (la scarichiamo in automatico).';

/** GET /api/admin/checkin/alloggiati/receipts/{date}: the police's PDF of a day's sends. */
export async function receiptForOwner(
  day: CalendarDate,
  actor: Actor,
  now = new Date(),
): Promise<{ fileName: string; pdf: Buffer }> {
  const receipt = await getReceipt(day);
  if (!receipt?.pdf) throw new NotFound(RECEIPT_NOT_AVAILABLE);
  await recordAudit(
    {
      action: 'download_alloggiati_receipt',
      actor: actor.username,
      subject: day,
      persons: receipt.persons,
      ...(actor.requestId ? { requestId: actor.requestId } : {}),
    },
    now,
  );
  return { fileName: `ricevuta-alloggiati-${day}.pdf`, pdf: Buffer.from(receipt.pdf) };
}
