import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { apartmentCatalogue } from '@catania/shared/content/apartments';
import { bookingCode, bookingLocale } from '@catania/shared/domain/booking';
import { extraLineIn, extraWordsIn } from '@catania/shared/domain/extra-language';
import {
  canStillBuy,
  EXTRA_ERRORS,
  type ExtraChoice,
  type ExtraDefinition,
  type ExtraLine,
  extrasTotal,
  LATE_CHECKOUT_ID,
  maxCountOf,
  offeredIn,
  priceExtra,
  stayDays,
} from '@catania/shared/domain/extras';
import { euroToCents } from '@catania/shared/domain/money';
import type { BookingExtra, ExtraOffer } from '@catania/shared/schemas/extras';
import type Stripe from 'stripe';
import { holdNights } from '../availability/night-ledger/direct-nights';
import { listOccupiedNights } from '../availability/night-ledger/night-reads';
import { env } from '../lib/env';
import { Conflict, InvalidInput, NightsTaken } from '../lib/errors';
import type { StoredBooking } from './booking-repo';
import { extrasCatalogue } from './extras-catalogue';
import { EXTRAS_PURPOSE } from './extras-refunds';
import { type ExtrasPurchase, purchasePut, putPurchase } from './extras-repo';
import { guestLinks } from './guest-links';
import { requireOwnBooking } from './guest-view';
import { closeCheckoutSession, extraLineItems, SESSION_MARGIN_MINUTES, stripe } from './stripe';

/**
 * The guest's extras: what a confirmed booking can add now, priced by the server and
 * paid on Stripe Checkout. A late check-out is offered only when nobody arrives in the apartment
 * that day; its day is held while the guest pays and then sold to the booking in the night
 * ledger, so it can no longer be sold as a check-in day (availability, the export feed).
 */

export const EXTRA_MESSAGES = {
  notConfirmed: 'Gli extra si possono aggiungere solo a una prenotazione confermata.',
  tooLate: (name: string) => `${name}: non è più possibile acquistarlo per questo soggiorno`,
  bought: (name: string) => `${name}: è già stato acquistato per questo soggiorno`,
  lateCheckoutTaken:
    'Check-out posticipato non disponibile: quel giorno arriva un altro ospite in questo appartamento',
  nothingNow: 'Al momento non ci sono extra da aggiungere a questo soggiorno.',
} as const;

/** A stay as its extras see it: a booking, or one being booked (no extras bought yet). */
export type ExtrasStay = Pick<StoredBooking, 'apartmentId' | 'checkIn' | 'checkOut' | 'extras'>;

/** Whether the departure day is free of any other arrival (a night not sold, held or blocked). */
async function departureDayFree(stay: ExtrasStay, now: Date): Promise<boolean> {
  const [night] = await listOccupiedNights(stay.apartmentId, stay.checkOut, stay.checkOut);
  if (!night) return true;
  return night.kind === 'held' && (night.holdExpiresAt ?? 0) < now.getTime();
}

const bought = (stay: ExtrasStay, id: string) =>
  (stay.extras ?? []).some((extra) => extra.id === id);

/** Why an extra cannot be bought now, or undefined when it can. */
async function refusal(
  stay: ExtrasStay,
  extra: ExtraDefinition,
  now: Date,
): Promise<string | undefined> {
  if (!offeredIn(extra, stay.apartmentId)) return EXTRA_ERRORS.unknown;
  if (bought(stay, extra.id)) return EXTRA_MESSAGES.bought(extra.name);
  if (!canStillBuy(extra, stay, now)) return EXTRA_MESSAGES.tooLate(extra.name);
  if (extra.rule === 'late-checkout' && !(await departureDayFree(stay, now))) {
    return EXTRA_MESSAGES.lateCheckoutTaken;
  }
  return undefined;
}

/**
 * What a stay can take now, with the server's prices (the guest page's and the dialog's), in the
 * guest's language.
 */
export async function offersFor(
  stay: ExtrasStay,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ExtraOffer[]> {
  const catalogue = await extrasCatalogue();
  const open = await Promise.all(catalogue.map(async (x) => !(await refusal(stay, x, now))));
  return catalogue
    .filter((_, i) => open[i])
    .map((extra) => ({
      id: extra.id,
      ...extraWordsIn(extra, locale),
      pricing: extra.pricing,
      priceEuro: extra.priceEuro,
      ...(extra.depositEuro ? { depositEuro: extra.depositEuro } : {}),
      ...(maxCountOf(extra) > 1 ? { maxQuantity: maxCountOf(extra) } : {}),
      ...(extra.pricing === 'day' ? { days: stayDays(stay) } : {}),
    }));
}

/** GET /api/bookings/{id}/extras?token=&lang=: what can be bought now, and what was bought. */
export async function listExtras(
  id: string,
  token: string | undefined,
  locale: Locale = DEFAULT_LOCALE,
  now = new Date(),
) {
  const booking = await requireOwnBooking(id, token, now);
  const purchased: BookingExtra[] = (booking.extras ?? []).map((line) => extraLineIn(line, locale));
  if (booking.status !== 'confirmed') {
    return { available: [], purchased, notice: EXTRA_MESSAGES.notConfirmed };
  }
  const available = await offersFor(booking, now, locale);
  return {
    available,
    purchased,
    ...(available.length === 0 ? { notice: EXTRA_MESSAGES.nothingNow } : {}),
  };
}

/**
 * The guest's choices priced by the server (its catalogue, the stay's dates), each checked to be
 * had now; the first refused is a 400 naming its field under `field` (`items`, `extras`).
 */
export async function priceChoices(
  stay: ExtrasStay,
  items: readonly ExtraChoice[],
  now: Date,
  field: string,
): Promise<ExtraLine[]> {
  const catalogue = await extrasCatalogue();
  const lines: ExtraLine[] = [];
  for (const [index, choice] of items.entries()) {
    const refuse = (message: string, name = 'id'): never => {
      throw new InvalidInput(message, [{ field: `${field}.${index}.${name}`, message }]);
    };
    const extra = catalogue.find((x) => x.id === choice.id);
    const refused = extra ? await refusal(stay, extra, now) : EXTRA_ERRORS.unknown;
    if (refused || !extra) return refuse(refused ?? EXTRA_ERRORS.unknown);
    // The owner's limit: more than it allows is refused, not trimmed (the guest chose a number).
    const max = maxCountOf(extra);
    if ((choice.count ?? 1) > max) return refuse(EXTRA_ERRORS.tooMany(extra.name, max), 'count');
    const line = priceExtra(extra, choice, stay);
    if (typeof line === 'string') return refuse(line, extra.pricing === 'day' ? 'from' : 'id');
    lines.push(line);
  }
  return lines;
}

/** Whether lines hold the departure day: a late check-out (the seed's rule, kept on its id). */
export const holdsDepartureDay = (lines: readonly Pick<ExtraLine, 'id'>[]) =>
  lines.some((line) => line.id === LATE_CHECKOUT_ID);

const apartmentName = (booking: StoredBooking) =>
  apartmentCatalogue.find((a) => a.id === booking.apartmentId)?.name ?? booking.apartmentId;

/** The Stripe-hosted page for a purchase: its lines, a deposit as a line of its own. */
async function createExtrasSession(
  booking: StoredBooking,
  purchaseId: string,
  lines: readonly ExtraLine[],
  now: Date,
): Promise<Stripe.Checkout.Session> {
  const api = await stripe();
  const page = guestLinks(booking, env.SITE_URL)?.page ?? env.SITE_URL;
  const metadata = { purpose: EXTRAS_PURPOSE, bookingId: booking.id, purchaseId };
  // The guest's page, lines and mails speak the booking's language.
  const locale = bookingLocale(booking);
  const lineItems = extraLineItems(lines, locale, apartmentName(booking));
  const session = await api.checkout.sessions.create(
    {
      mode: 'payment',
      locale,
      client_reference_id: booking.id,
      customer_email: booking.guestEmail,
      line_items: lineItems,
      metadata,
      payment_intent_data: {
        metadata,
        description: `Extra della prenotazione ${bookingCode(booking.id)}`,
      },
      expires_at:
        Math.floor(now.getTime() / 1000) +
        (site.payment.checkoutSessionMinutes + SESSION_MARGIN_MINUTES) * 60,
      success_url: `${page}&extras=paid`,
      cancel_url: `${page}&extras=cancelled`,
    },
    { idempotencyKey: `extras-session-${purchaseId}` },
  );
  if (!session.url) throw new Error(`Stripe returned session ${session.id} without a url`);
  return session;
}

/**
 * POST /api/bookings/{id}/extras?token=: prices the choices (the server's prices), checks each
 * can be had now, holds a late check-out's day and answers the Stripe page. Nothing is charged
 * or kept when a choice is refused.
 */
export async function buyExtras(
  id: string,
  token: string | undefined,
  items: readonly ExtraChoice[],
  now = new Date(),
): Promise<{ url: string }> {
  const booking = await requireOwnBooking(id, token, now);
  if (booking.status !== 'confirmed') throw new Conflict(EXTRA_MESSAGES.notConfirmed);
  const lines = await priceChoices(booking, items, now, 'items');
  const { totalEuro, depositEuro } = extrasTotal(lines);
  const purchaseId = randomUUID();
  const session = await createExtrasSession(booking, purchaseId, lines, now);
  const purchase: ExtrasPurchase = {
    id: purchaseId,
    bookingId: booking.id,
    lines,
    amountCents: euroToCents(totalEuro + depositEuro),
    status: 'pending',
    sessionId: session.id,
    createdAt: now.toISOString(),
  };
  try {
    if (holdsDepartureDay(lines)) {
      // The day waits for the payment as a stay's nights do, and lapses with the session.
      const until = new Date((session.expires_at + env.HOLD_GRACE_MINUTES * 60) * 1000);
      await holdNights(booking.apartmentId, booking.id, [booking.checkOut], {
        now,
        until,
        withLastRun: [purchasePut(purchase)],
      });
    } else {
      await putPurchase(purchase);
    }
  } catch (error) {
    await closeCheckoutSession(session.id).catch(() => undefined);
    if (error instanceof NightsTaken) throw new InvalidInput(EXTRA_MESSAGES.lateCheckoutTaken);
    throw error;
  }
  return { url: session.url ?? '' };
}
