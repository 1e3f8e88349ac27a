import type { ApartmentId } from '@catania/shared/config/apartments';
import { todayInRome } from '@catania/shared/domain/dates';
import {
  isNightInRome,
  MESSAGE_DAYS_OFFSET,
  MESSAGE_KIND_RULES,
  MESSAGE_KINDS,
  type MessageKind,
  type MessageTemplateContent,
  messageTiming,
} from '@catania/shared/domain/guest-messages';
import type { StayMessage } from '@catania/shared/schemas/messages';
import { env } from '../lib/env';
import { Conflict, NotFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { sendQueued } from '../mail/outbox';
import { getMail, type StoredMail } from '../mail/outbox-repo';
import { reviewLinkForStay } from '../reviews/review-links';
import { renderStayMessage } from './message-mail';
import { listStaysAround, loadMessageStay, type MessageStay } from './message-stays';
import {
  listStayMessageRecords,
  recordSent,
  recordSkipped,
  type StayMessageRecord,
} from './stay-messages-repo';
import { loadTemplateSet, type TemplateSet } from './templates';

/**
 * Each stay's messages: planned from its dates and the templates in force, sent by the job at
 * their Rome time (never at night: one due at night waits for the morning), each at most once,
 * through the outbox (its retries, SES's events, the suppressions). The owner sees the timeline
 * on the booking, sends one at once or skips it.
 */

export const MESSAGE_KIND_NOT_FOUND = 'Messaggio non trovato';
const ALREADY_DONE = 'Questo messaggio è già stato inviato o saltato';
const STAY_INACTIVE = 'La prenotazione non è confermata: nessun messaggio da inviare';
const NO_EMAIL = 'Il soggiorno non ha un indirizzo e-mail dell’ospite';

/** A message that could not go at its time is worth sending at least this long after it. */
const LATE_GRACE_MS = 12 * 3_600_000;

function timing(
  kind: MessageKind,
  template: MessageTemplateContent,
  stay: MessageStay | { checkIn: string; checkOut: string },
) {
  const { dueAt, lastUsefulAt } = messageTiming(kind, template, stay);
  return {
    dueAt,
    lastUsefulAt: new Date(Math.max(lastUsefulAt.getTime(), dueAt.getTime() + LATE_GRACE_MS)),
  };
}

const mailIdOf = (stayKey: string, kind: MessageKind) => `${stayKey}#message-${kind}`;

export function parseMessageKind(kind: string): MessageKind {
  const known = MESSAGE_KINDS.find((k) => k === kind);
  if (!known) throw new NotFound(MESSAGE_KIND_NOT_FOUND);
  return known;
}

function entry(
  kind: MessageKind,
  stay: MessageStay,
  template: MessageTemplateContent,
  record: StayMessageRecord | undefined,
  mail: StoredMail | undefined,
  now: Date,
): StayMessage {
  const { dueAt, lastUsefulAt } = timing(kind, template, stay);
  const base = { kind, dueAt: dueAt.toISOString() };
  if (record?.status === 'skipped') return { ...base, status: 'skipped', skippedAt: record.at };
  if (record?.status === 'sent') {
    const failed = mail?.undelivered !== undefined || (!mail?.sentAt && Boolean(mail?.lastError));
    return {
      ...base,
      status: failed ? 'failed' : 'sent',
      sentAt: mail?.sentAt ?? record.at,
      ...(record.byOwner ? { byOwner: true } : {}),
      ...(record.subject ? { subject: record.subject } : {}),
      ...(failed && mail?.lastError ? { error: mail.lastError } : {}),
    };
  }
  if (!stay.active) return { ...base, status: 'cancelled' };
  if (!template.enabled) return { ...base, status: 'off' };
  if (!stay.guestEmail) return { ...base, status: 'no-email' };
  if (now > lastUsefulAt) return { ...base, status: 'missed' };
  return { ...base, status: now >= dueAt ? 'waiting' : 'planned' };
}

/** The timeline of a stay, in the order the messages go. */
export async function stayTimeline(
  stayKey: string,
  now = new Date(),
): Promise<{ guestEmail?: string; messages: StayMessage[] }> {
  const [stay, templates, records] = await Promise.all([
    loadMessageStay(stayKey),
    loadTemplateSet(),
    listStayMessageRecords(stayKey),
  ]);
  const mails = await Promise.all(
    records.map((r) => (r.mailId ? getMail(r.mailId) : Promise.resolve(undefined))),
  );
  const messages = MESSAGE_KINDS.map((kind) => {
    const index = records.findIndex((r) => r.kind === kind);
    return entry(kind, stay, templates(kind, stay.apartmentId), records[index], mails[index], now);
  }).sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  return { ...(stay.guestEmail ? { guestEmail: stay.guestEmail } : {}), messages };
}

async function send(
  stay: MessageStay,
  kind: MessageKind,
  template: MessageTemplateContent,
  now: Date,
  byOwner: boolean,
): Promise<boolean> {
  if (!stay.guestEmail) return false;
  const mailId = mailIdOf(stay.key, kind);
  // The thank-you carries the stay's personal review link, made when it is sent.
  const rendered = renderStayMessage(kind, template, {
    ...stay,
    ...(MESSAGE_KIND_RULES[kind].action === 'review' && stay.checkOut <= todayInRome(now)
      ? { reviewUrl: await reviewLinkForStay(stay, now) }
      : {}),
  });
  const mail = {
    id: mailId,
    kind: 'guest-message' as const,
    to: [stay.guestEmail],
    // The guest's reply reaches the owner, not the sending address.
    replyTo: [env.MAIL_OWNER],
    ...rendered,
    ...(stay.kind === 'booking' ? { bookingId: stay.id } : {}),
  };
  const recorded = await recordSent(
    {
      stayKey: stay.key,
      kind,
      status: 'sent',
      at: now.toISOString(),
      mailId,
      subject: rendered.subject,
      ...(byOwner ? { byOwner: true } : {}),
    },
    mail,
    now,
  );
  if (recorded) await sendQueued([mail]);
  return recorded;
}

async function entryNow(stayKey: string, kind: MessageKind, now: Date): Promise<StayMessage> {
  const { messages } = await stayTimeline(stayKey, now);
  const found = messages.find((m) => m.kind === kind);
  if (!found) throw new NotFound(MESSAGE_KIND_NOT_FOUND);
  return found;
}

/** 'Invia ora': the message goes at once, whatever its time (the owner decides). */
export async function sendStayMessageNow(
  stayKey: string,
  kindName: string,
  now = new Date(),
): Promise<StayMessage> {
  const kind = parseMessageKind(kindName);
  const [stay, templates] = await Promise.all([loadMessageStay(stayKey), loadTemplateSet()]);
  if (!stay.active) throw new Conflict(STAY_INACTIVE);
  if (!stay.guestEmail) throw new Conflict(NO_EMAIL);
  if (!(await send(stay, kind, templates(kind, stay.apartmentId), now, true))) {
    throw new Conflict(ALREADY_DONE);
  }
  return entryNow(stayKey, kind, now);
}

/** 'Salta': the message will not be sent for this stay. */
export async function skipStayMessage(
  stayKey: string,
  kindName: string,
  now = new Date(),
): Promise<StayMessage> {
  const kind = parseMessageKind(kindName);
  await loadMessageStay(stayKey);
  const skipped = await recordSkipped({
    stayKey,
    kind,
    status: 'skipped',
    at: now.toISOString(),
  });
  if (!skipped) throw new Conflict(ALREADY_DONE);
  return entryNow(stayKey, kind, now);
}

/** The kinds due now for a stay (on, at or past their time, still worth sending). */
function dueKinds(
  stay: { apartmentId: ApartmentId; checkIn: string; checkOut: string },
  templates: TemplateSet,
  now: Date,
): MessageKind[] {
  return MESSAGE_KINDS.filter((kind) => {
    const template = templates(kind, stay.apartmentId);
    if (!template.enabled) return false;
    const { dueAt, lastUsefulAt } = timing(kind, template, stay);
    return now >= dueAt && now <= lastUsefulAt;
  });
}

/**
 * The job: sends every message due, once. At night it sends nothing (the morning's first run
 * sends what fell due). Returns how many were sent.
 */
export async function sendDueMessages(now = new Date()): Promise<number> {
  if (isNightInRome(now)) return 0;
  const templates = await loadTemplateSet();
  const stays = await listStaysAround(todayInRome(now), {
    daysBeforeCheckIn: -MESSAGE_DAYS_OFFSET.min + 1,
    daysAfterCheckOut: MESSAGE_DAYS_OFFSET.max + 8,
  });
  let sent = 0;
  for (const candidate of stays) {
    if (!candidate.guestEmail) continue;
    const kinds = dueKinds(candidate, templates, now);
    if (kinds.length === 0) continue;
    const done = new Set((await listStayMessageRecords(candidate.key)).map((r) => r.kind));
    const pending = kinds.filter((kind) => !done.has(kind));
    if (pending.length === 0) continue;
    try {
      // Read again: the stay as it is now (not cancelled in the meantime), with its pre-check-in.
      const stay = await loadMessageStay(candidate.key);
      if (!stay.active) continue;
      for (const kind of pending) {
        if (await send(stay, kind, templates(kind, stay.apartmentId), now, false)) sent += 1;
      }
    } catch (error) {
      // One stay's failure must not hold back the others' messages.
      logger.error('scheduled message not sent', { stayKey: candidate.key, error });
    }
  }
  return sent;
}
