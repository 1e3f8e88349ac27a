import type { ApartmentId } from '@catania/shared/config/apartments';
import { DEFAULT_LOCALE, type Locale } from '@catania/shared/config/locales';
import type { CalendarDate } from '@catania/shared/domain/dates';
import { type ExtraChoice, type ExtraLine, extrasTotal } from '@catania/shared/domain/extras';
import { euroToCents, formatEuro } from '@catania/shared/domain/money';
import type { ExtraOffer } from '@catania/shared/schemas/extras';
import type Stripe from 'stripe';
import { sellNights } from '../availability/night-ledger/direct-nights';
import { Conflict, InvalidInput, NightsTaken } from '../lib/errors';
import { logger } from '../lib/logger';
import { notifyOwner } from '../mail/owner-notice';
import { requireBooking } from './booking-repo';
import { EXTRA_MESSAGES, holdsDepartureDay, offersFor, priceChoices } from './extras';
import { cancelStayExtras } from './extras-events';
import {
  type ExtrasPurchase,
  getPurchase,
  markPurchasePaid,
  purchasePut,
  withStayPurchaseId,
} from './extras-repo';
import { extrasCentsOf } from './stripe';

/**
 * Extras taken with the stay, in the booking dialog: offered for the stay being booked, priced
 * by the server and paid in the booking's own Stripe Checkout (a line each, deposits as such).
 * They are an extras purchase of their own (`stay-<bookingId>`), written with the booking's hold,
 * so the booking's `amountPaid` stays the stay's: refunds of the stay never give the extras back
 * twice, and the extras are refunded through their own path (extras-refunds.ts), once.
 */

interface ProspectiveStay {
  apartmentId: ApartmentId;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
}

/** GET /api/prices/{id}/extras: what a stay being booked can take now, with server prices. */
export async function listStayExtras(
  stay: ProspectiveStay,
  locale: Locale = DEFAULT_LOCALE,
  now = new Date(),
): Promise<{ available: ExtraOffer[] }> {
  return { available: await offersFor(stay, now, locale) };
}

/** What the booking's checkout carries of its extras: the purchase, and how it holds the day. */
export interface CheckoutExtras {
  purchase: ExtrasPurchase;
  lines: ExtraLine[];
  /** A late check-out: the departure day is held with the nights, sold with them. */
  departureDay: boolean;
}

/**
 * The extras a new booking takes, priced by the server (400 naming `extras.N.field` for one that
 * cannot be had); `shownEuro`, the guest's total of them, must be the server's (409 otherwise,
 * like the stay's price). Nothing is written here.
 */
export async function priceStayExtras(
  stay: ProspectiveStay,
  bookingId: string,
  choices: readonly ExtraChoice[],
  shownEuro: number | undefined,
  now: Date,
): Promise<CheckoutExtras | undefined> {
  if (choices.length === 0) return undefined;
  const lines = await priceChoices(stay, choices, now, 'extras');
  const { totalEuro, depositEuro } = extrasTotal(lines);
  const amountCents = euroToCents(totalEuro + depositEuro);
  if (shownEuro !== undefined && euroToCents(shownEuro) !== amountCents) {
    const total = formatEuro(amountCents / 100);
    throw new Conflict(
      `Il prezzo degli extra è cambiato: oggi è ${total}, non ${formatEuro(shownEuro)}. Aggiorna la pagina e riprova.`,
      'price_mismatch',
      [{ field: 'extrasAmount', message: `Il totale corretto degli extra è ${total}` }],
    );
  }
  return {
    purchase: {
      id: withStayPurchaseId(bookingId),
      bookingId,
      lines,
      amountCents,
      status: 'pending',
      createdAt: now.toISOString(),
    },
    lines,
    departureDay: holdsDepartureDay(lines),
  };
}

/** The purchase's write, for the booking's hold transaction. */
export const checkoutExtrasPut = (extras: CheckoutExtras) => ({
  put: purchasePut(extras.purchase),
  departureDay: extras.departureDay,
});

/**
 * The hold was refused: a taken departure day is the late check-out's fault (a 400 naming it),
 * anything else is the stay's.
 */
export function refusalOfHold(
  error: unknown,
  stay: ProspectiveStay,
  extras: CheckoutExtras | undefined,
): unknown {
  if (!(error instanceof NightsTaken) || !extras?.departureDay) return error;
  if (!error.nights.includes(stay.checkOut)) return error;
  const index = extras.lines.findIndex((line) => holdsDepartureDay([line]));
  const message = EXTRA_MESSAGES.lateCheckoutTaken;
  return new InvalidInput(message, [{ field: `extras.${index}.id`, message }]);
}

/** The purchase a booking's session pays for, with the stay, if any. */
async function purchaseOfSession(bookingId: string, session: Stripe.Checkout.Session) {
  const purchaseId = session.metadata?.extrasPurchaseId;
  return purchaseId ? getPurchase(bookingId, purchaseId) : undefined;
}

/**
 * Stripe took the booking's session's money: its extras are paid (once; even when the checkout
 * was given up here meanwhile, so that money is refunded with the stay that cannot be). Called
 * before the stay's own outcome, so its mails list them. Checks the cents are the purchase's.
 */
export async function recordStayExtrasPaid(
  bookingId: string,
  session: Stripe.Checkout.Session,
  paidAt: Date,
): Promise<void> {
  const purchase = await purchaseOfSession(bookingId, session);
  if (!purchase || (purchase.status !== 'pending' && purchase.status !== 'expired')) return;
  if (purchase.amountCents !== extrasCentsOf(session)) {
    logger.error('Stripe session extras differ from their purchase: not recorded', {
      bookingId,
      sessionId: session.id,
      expectedCents: purchase.amountCents,
      sessionCents: extrasCentsOf(session),
    });
    return;
  }
  await markPurchasePaid(purchase, paidAt, { sessionId: session.id, evenIfExpired: true });
}

/**
 * After the stay's outcome of a paid session: a confirmed stay sells its late check-out's day; a
 * stay that cannot be (rejected, cancelled, its nights lost) refunds its extras by their path.
 * Safe to repeat (a late or repeated event finishes what a crash left).
 */
export async function settleStayExtras(
  bookingId: string,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<void> {
  const purchase = await purchaseOfSession(bookingId, session);
  if (purchase?.status !== 'paid' && purchase?.status !== 'refunded') return;
  const booking = await requireBooking(bookingId);
  if (booking.status === 'cancelled' || booking.status === 'rejected') {
    await cancelStayExtras(booking, now);
    return;
  }
  // The day once: not again after the owner removed the late check-out (a late event).
  const lateCheckout = (booking.extras ?? []).find(
    (line) => line.purchaseId === purchase.id && holdsDepartureDay([line]),
  );
  if (booking.status !== 'confirmed' || !lateCheckout || lateCheckout.removed) return;
  try {
    await sellNights(booking.apartmentId, booking.id, [booking.checkOut], now);
  } catch (error) {
    if (!(error instanceof NightsTaken)) throw error;
    // Held with the nights, so only a hold that lapsed before the payment loses it.
    logger.error('late check-out paid with the stay but its day is taken', { bookingId });
    await notifyOwner(
      'Check-out posticipato pagato ma giorno occupato',
      `${booking.guestName} ha pagato il check-out posticipato del ${booking.checkOut}, ma quel giorno nel frattempo arriva un altro ospite. Decidi se rimuoverlo e rimborsarlo dalla prenotazione nel pannello.`,
      `late-checkout-taken-${bookingId}`,
    );
  }
}
