import { randomUUID } from 'node:crypto';
import { site } from '@catania/shared/config/site';
import { eachNight, todayInRome } from '@catania/shared/domain/dates';
import { centsToEuro, euroToCents } from '@catania/shared/domain/money';
import { checkStayRules } from '@catania/shared/domain/stay';
import { STAY_MESSAGES } from '@catania/shared/domain/stay-terms';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { CreateOwnerBookingRequest } from '@catania/shared/schemas/owner-booking';
import { OWNER_BOOKING_MESSAGES } from '@catania/shared/schemas/owner-booking';
import { requireApartment } from '../apartments/apartments';
import { extendHeldNights } from '../availability/night-ledger/direct-nights';
import { claimOrConflict, nightsTakenConflict, takenNights } from '../availability/taken-nights';
import { env } from '../lib/env';
import { InvalidInput, InvalidTransition, UpstreamFailed } from '../lib/errors';
import { logger } from '../lib/logger';
import { deliverMail, sendQueued } from '../mail/outbox';
import { outboxPut } from '../mail/outbox-repo';
import { quoteStay, toPriceBreakdown } from '../pricing/quote';
import { guestTaxTermsOf } from '../tourist-tax/rates-repo';
import { listPaymentLinksExpiring } from './booking-lists';
import { bookingMail } from './booking-mail-parts';
import { renderGuestConfirmation } from './booking-mails';
import { attachPaymentLink } from './booking-payment-sessions';
import {
  insertBooking,
  newBookingRecord,
  requireBooking,
  type StoredBooking,
} from './booking-repo';
import { guestLinks, newGuestToken } from './guest-links';
import { cancelBooking } from './holds';
import { renderGuestPaymentLink, renderGuestPaymentReminder } from './payment-link-mails';
import { closeCheckoutSession, createCheckoutSession, PAYMENT_LINK_MINUTES } from './stripe';

/**
 * Bookings the owner enters (phone, WhatsApp, walk-in), with the site's guarantees: the server's
 * stay rules and quote, the nights taken through the night ledger in one transaction with the
 * record (never twice), a guest link. Paid outside (cash, bank transfer) the booking is confirmed
 * and paid at once; otherwise the guest is mailed a Stripe payment link that lives as long as
 * Stripe allows, and the nights are held until it expires (then released, the owner told).
 */

const invalid = (issues: { field: string; message: string }[]) =>
  new InvalidInput(
    issues.map((i) => i.message).join('. '),
    issues.map(({ field, message }) => ({ field, message })),
  );

/** The stay's price: the quote, or the owner's own with its reason. Euros. */
function chosenPrice(
  request: CreateOwnerBookingRequest,
  quoteCents: number,
): { total: number; quoted?: number; reason?: string } {
  if (request.price === undefined || euroToCents(request.price) === quoteCents) {
    return { total: centsToEuro(quoteCents) };
  }
  if (!request.priceReason) {
    throw invalid([{ field: 'priceReason', message: OWNER_BOOKING_MESSAGES.priceReason }]);
  }
  return { total: request.price, quoted: centsToEuro(quoteCents), reason: request.priceReason };
}

const mailInput = (booking: StoredBooking, apartment: Apartment) => ({
  booking,
  apartment,
  siteUrl: env.SITE_URL,
  guestLink: guestLinks(booking, env.SITE_URL)?.page,
});

export async function createOwnerBooking(
  request: CreateOwnerBookingRequest,
  now = new Date(),
): Promise<{ bookingId: string; paymentUrl?: string }> {
  const { apartmentId, checkIn, checkOut, guests } = request;
  const problems = checkStayRules({ checkIn, checkOut, guests, today: todayInRome(now) }).filter(
    // The owner may accept a shorter stay than the site sells; the booking says so.
    (p) => !(request.minStayOverride && p.message === STAY_MESSAGES.minStay),
  );
  if (problems.length > 0) throw invalid(problems);
  // The apartment's stay rules hold for the owner too, unless they set them aside.
  const quote = await quoteStay(apartmentId, checkIn, checkOut, {
    now,
    fields: { checkIn: 'checkIn', checkOut: 'checkOut', guests: 'guests' },
    ...(request.minStayOverride
      ? { override: { reason: request.note?.trim() || 'Deroga del proprietario' } }
      : {}),
  });
  const price = chosenPrice(request, quote.price.totalCents);
  const nights = eachNight(checkIn, checkOut);
  const shortStay = nights.length < site.stay.minNights;

  // Imported nights are separate items: checked here; direct nights and blocks by the transaction.
  const taken = await takenNights(apartmentId, checkIn, checkOut, now);
  if (taken.length > 0) throw nightsTakenConflict(taken, 'checkIn');

  const base = newBookingRecord(
    {
      apartmentId,
      guestName: request.guestName,
      guestEmail: request.guestEmail,
      guestPhone: request.guestPhone || undefined,
      checkIn,
      checkOut,
      guests,
      totalPrice: price.total,
      pricePerNight: Math.round((price.total / nights.length) * 100) / 100,
      priceBreakdown: toPriceBreakdown(quote),
      ...(quote.override ? { stayRuleOverride: quote.override } : {}),
      // The language the owner chose, kept where a site booking keeps its page's.
      ...(request.locale ? { locale: request.locale } : {}),
    },
    { id: randomUUID(), guestToken: newGuestToken(), now },
  );
  const owned: Omit<StoredBooking, 'status'> = {
    ...base,
    source: 'owner',
    ...(price.quoted !== undefined ? { quotedPrice: price.quoted, priceReason: price.reason } : {}),
    ...((shortStay || quote.override) && request.minStayOverride ? { minStayOverride: true } : {}),
    ...(request.note ? { ownerNote: request.note } : {}),
  };

  if (request.payment === 'offline') {
    const booking: StoredBooking = {
      ...owned,
      status: 'confirmed',
      confirmedBy: 'admin',
      paidAt: now.toISOString(),
      amountPaid: price.total,
      paidOffline: true,
    };
    const mail = bookingMail(
      booking,
      'guest-confirmation',
      'guest-confirmation',
      renderGuestConfirmation({
        ...mailInput(booking, quote.apartment),
        touristTax: await guestTaxTermsOf(booking.checkIn, booking.checkOut),
      }),
    );
    // Sold at once, the guest's confirmation in the same transaction: it exists once.
    await claimOrConflict(
      () => insertBooking(booking, { now, with: [{ Put: outboxPut(mail, now) }] }),
      'checkIn',
    );
    await sendQueued([mail]);
    logger.info('owner booking entered, paid outside', { bookingId: booking.id, apartmentId });
    return { bookingId: booking.id };
  }

  const holdUntil = linkHoldUntil(now);
  const booking: StoredBooking = {
    ...owned,
    status: 'pending',
    holdExpiresAt: holdUntil.toISOString(),
  };
  await claimOrConflict(() => insertBooking(booking, { now, holdUntil }), 'checkIn');
  try {
    const { paymentUrl } = await issueLink(booking, quote.apartment, now);
    logger.info('owner booking entered, payment link sent', { bookingId: booking.id, apartmentId });
    return { bookingId: booking.id, paymentUrl };
  } catch (error) {
    // No link, no hold: the owner is told and may try again.
    await cancelBooking(booking.id, 'checkout_failed', now).catch((cancelError: unknown) =>
      logger.error('could not release the hold of a failed payment link', { cancelError }),
    );
    throw error;
  }
}

/** The nights of a booking paid by link wait for it, plus the grace a late payment gets. */
const linkHoldUntil = (now: Date) =>
  new Date(now.getTime() + (PAYMENT_LINK_MINUTES + env.HOLD_GRACE_MINUTES) * 60_000);

/** Opens a Stripe session for the booking, records it on the booking, and mails it to the guest. */
async function issueLink(
  booking: StoredBooking,
  apartment: Apartment,
  now: Date,
): Promise<{ paymentUrl: string; expiresAt: string }> {
  let session: Awaited<ReturnType<typeof createCheckoutSession>>;
  try {
    session = await createCheckoutSession(booking, apartment.name, now, { issuedAt: now });
  } catch (error) {
    logger.error('Stripe refused the payment link', { bookingId: booking.id, error });
    throw new UpstreamFailed(
      'Stripe non ha creato il link di pagamento. Riprova tra poco.',
      'payment_unavailable',
    );
  }
  const expiresAt = new Date(session.expiresAt * 1000).toISOString();
  const holdUntil = booking.status === 'pending' ? linkHoldUntil(now) : undefined;
  const attached = await attachPaymentLink(
    booking.id,
    { id: session.id, url: session.url, expiresAt },
    { now, ...(holdUntil ? { holdUntil } : {}) },
  );
  if (!attached) {
    await closeCheckoutSession(session.id).catch(() => undefined);
    throw new InvalidTransition('La prenotazione è stata pagata o decisa nel frattempo.');
  }
  if (holdUntil) {
    await extendHeldNights(
      booking.apartmentId,
      booking.id,
      eachNight(booking.checkIn, booking.checkOut),
      holdUntil,
    );
  }
  const previous = booking.paymentIntentId;
  if (previous && previous !== session.id) {
    // The earlier link must not take a payment any more: the guest pays through the new one.
    await closeCheckoutSession(previous).catch((error: unknown) =>
      logger.warn('could not expire the earlier payment link', { bookingId: booking.id, error }),
    );
  }
  await deliverMail(
    bookingMail(
      booking,
      `payment-link-${session.id}`,
      'guest-payment-link',
      renderGuestPaymentLink({
        ...mailInput(booking, apartment),
        paymentUrl: session.url,
        expiresAt,
      }),
    ),
  );
  return { paymentUrl: session.url, expiresAt };
}

/**
 * 'Invia link di pagamento': a new Stripe link for a booking still to be paid (confirmed unpaid,
 * or an owner's booking whose link is about to lapse: its nights are then held until the new link
 * expires). The guest is mailed; a reminder follows before it expires.
 */
export async function sendPaymentLink(
  bookingId: string,
  now = new Date(),
): Promise<{ paymentUrl: string; expiresAt: string }> {
  const booking = await requireBooking(bookingId);
  const live =
    booking.status === 'confirmed' || (booking.status === 'pending' && booking.source === 'owner');
  if (!live || booking.paidAt) {
    throw new InvalidTransition(
      booking.paidAt
        ? 'La prenotazione è già pagata.'
        : 'Il link di pagamento si invia solo per una prenotazione confermata non pagata o inserita da te in attesa di pagamento.',
    );
  }
  if (
    booking.status === 'pending' &&
    booking.holdExpiresAt &&
    booking.holdExpiresAt < now.toISOString()
  ) {
    throw new InvalidTransition(
      'Il link è già scaduto e le notti sono state liberate: inserisci di nuovo la prenotazione.',
    );
  }
  return issueLink(booking, await requireApartment(booking.apartmentId), now);
}

/** The guest is reminded this long before a payment link expires. */
export const PAYMENT_REMINDER_HOURS = 6;

/**
 * The scheduled reminder: each open payment link expiring within PAYMENT_REMINDER_HOURS gets one
 * mail to the guest (its id names the link, so a link is reminded once however often this runs).
 */
export async function remindPaymentLinks(now = new Date()): Promise<number> {
  const soon = new Date(now.getTime() + PAYMENT_REMINDER_HOURS * 3_600_000);
  let reminded = 0;
  for (const booking of await listPaymentLinksExpiring(now, soon)) {
    if (!booking.checkoutUrl || !booking.paymentIntentId || !booking.paymentLinkExpiresAt) continue;
    const apartment = await requireApartment(booking.apartmentId);
    await deliverMail(
      bookingMail(
        booking,
        `payment-reminder-${booking.paymentIntentId}`,
        'guest-payment-link',
        renderGuestPaymentReminder({
          ...mailInput(booking, apartment),
          paymentUrl: booking.checkoutUrl,
          expiresAt: booking.paymentLinkExpiresAt,
        }),
      ),
    );
    reminded++;
  }
  return reminded;
}
