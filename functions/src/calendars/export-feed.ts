import { createHmac } from 'node:crypto';
import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { addDays, type CalendarDate } from '@catania/shared/domain/dates';
import {
  escapeIcalText,
  icalDate,
  icalDocument,
  icalStamp,
} from '@catania/shared/domain/ical-text';
import { getApartment } from '../apartments/apartments-repo';
import { publishedWindow } from '../availability/availability';
import { listLedgerNights } from '../availability/night-ledger/night-reads';
import { env } from '../lib/env';
import { findFeedApartment, getOrCreateFeedToken } from './feed-tokens-repo';

/**
 * An apartment's own bookings as an iCal feed, for Airbnb and Booking.com to import
 * (product §10, iCal): the sold nights of direct bookings (paid, or confirmed by the owner),
 * each booking as one all-day event, `DTEND` exclusive. Unpaid holds are never published: a hold
 * lives half an hour while a guest pays, and publishing it would let anyone who starts checkouts
 * block the apartment on the other platforms. The owner's own blocks (family, repairs)
 * are published too, without their note. Imported blocks are never exported (they came from those
 * platforms; sending them back would echo blocks between platforms forever). No guest data: the
 * feed URL is a secret, but a secret that other platforms keep.
 */
interface ExportEvent {
  /** The booking's id, or the owner block's: what the event's UID is made from. */
  bookingId: string;
  /** An owner's block rather than a stay. */
  block?: boolean;
  start: CalendarDate;
  /** Exclusive, the check-out day. */
  end: CalendarDate;
}

/** Runs of consecutive nights of the same booking (or the same owner's block). */
function groupNights(
  nights: readonly { date: CalendarDate; bookingId: string }[],
  block = false,
): ExportEvent[] {
  const sorted = [...nights].sort((a, b) => a.date.localeCompare(b.date));
  const events: ExportEvent[] = [];
  for (const night of sorted) {
    const last = events.at(-1);
    if (last && last.bookingId === night.bookingId && last.end === night.date) {
      last.end = addDays(night.date, 1);
    } else {
      events.push({
        bookingId: night.bookingId,
        start: night.date,
        end: addDays(night.date, 1),
        ...(block ? { block } : {}),
      });
    }
  }
  return events;
}

/**
 * An event's UID: stable for the platforms that import the feed (they track events by it), yet
 * nothing that opens anything. A keyed hash (HMAC-SHA-256, the feed's own secret token as key) of
 * the booking id: the id cannot be read back from it, nor the UID of another feed guessed.
 */
const eventUid = (feedToken: string, bookingId: string) =>
  createHmac('sha256', feedToken).update(bookingId).digest('base64url').slice(0, 32);

function renderFeed(
  apartmentId: ApartmentId,
  apartmentName: string,
  events: readonly ExportEvent[],
  options: { feedToken: string; now: Date },
): string {
  const { now } = options;
  const domain = new URL(site.brand.url).hostname.replace(/^www\./, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.brand.name}//Calendario ${apartmentId}//IT`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcalText(`${site.brand.shortName} - ${apartmentName}`)}`,
    'X-PUBLISHED-TTL:PT15M',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcalText(`${eventUid(options.feedToken, event.bookingId)}-${icalDate(event.start)}@${domain}`)}`,
      `DTSTAMP:${icalStamp(now)}`,
      `DTSTART;VALUE=DATE:${icalDate(event.start)}`,
      `DTEND;VALUE=DATE:${icalDate(event.end)}`,
      `SUMMARY:${escapeIcalText(`${site.brand.shortName} - ${event.block ? 'Non disponibile' : 'Prenotato'}`)}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return icalDocument(lines);
}

/**
 * The feed a secret token opens: the apartment's bookings from 30 days ago to the end of the
 * published window; undefined for an unknown token.
 */
export async function exportFeed(
  token: string,
  now = new Date(),
): Promise<{ apartmentId: ApartmentId; ics: string } | undefined> {
  const apartmentId = await findFeedApartment(token);
  if (!apartmentId) return undefined;
  const apartment = await getApartment(apartmentId);
  const window = publishedWindow(now);
  const ledger = await listLedgerNights(apartmentId, addDays(window.from, -30), window.to);
  const sold = ledger.flatMap((n) => (n.kind === 'sold' ? [n] : []));
  const blocks = ledger.flatMap((n) =>
    n.kind === 'owner-block' ? [{ date: n.date, bookingId: n.blockId }] : [],
  );
  const events = [...groupNights(sold), ...groupNights(blocks, true)].sort((a, b) =>
    a.start.localeCompare(b.start),
  );
  const name = apartment?.name ?? apartmentId;
  return { apartmentId, ics: renderFeed(apartmentId, name, events, { feedToken: token, now }) };
}

/** Each apartment's secret export feed URL (the token is made on first use). */
export function exportFeedUrls(): Promise<{ apartmentId: ApartmentId; url: string }[]> {
  return Promise.all(
    APARTMENT_IDS.map(async (apartmentId) => ({
      apartmentId,
      url: new URL(`/api/ical/${await getOrCreateFeedToken(apartmentId)}.ics`, env.SITE_URL).href,
    })),
  );
}
