import { randomUUID } from 'node:crypto';
import { site } from '@catania/shared/config/site';
import { euroToCents, formatEuro } from '@catania/shared/domain/money';
import type { CreatePaymentLinkRequest } from '@catania/shared/schemas/booking';
import { requireApartmentId } from '../apartments/apartments';
import { unavailableNightsOfStay } from '../availability/availability';
import { env } from '../lib/env';
import { Conflict, NightsTaken, UpstreamFailed } from '../lib/errors';
import { logger } from '../lib/logger';
import { quoteStay, type StayFieldNames, toPriceBreakdown } from '../pricing/quote';
import { attachCheckoutSession } from './booking-payment-sessions';
import { createPendingBooking } from './booking-repo';
import { setPurchaseSession } from './extras-repo';
import { newGuestToken } from './guest-links';
import { cancelBooking } from './holds';
import { checkoutExtrasPut, priceStayExtras, refusalOfHold } from './stay-extras';
import { type CheckoutSession, createCheckoutSession, SESSION_MARGIN_MINUTES } from './stripe';

const CHECKOUT_FIELDS: StayFieldNames = {
  checkIn: 'bookingDetails.checkIn',
  checkOut: 'bookingDetails.checkOut',
  guests: 'bookingDetails.guests',
};

/**
 * POST /api/create-payment-link: the server's own checks and price, the nights held in one
 * transaction, a pending booking, then Stripe's hosted page. Extras taken with the stay are
 * priced by the server, their purchase written in the same transaction, and paid on the same page
 * (stay-extras.ts). Nothing is written for a refused request.
 */
export async function startCheckout(
  body: CreatePaymentLinkRequest,
  now = new Date(),
): Promise<{ url: string; bookingId: string; sessionId: string }> {
  const apartmentId = requireApartmentId(body.apartmentId);
  const { checkIn, checkOut, guests } = body.bookingDetails;
  // Every check of a booking, the apartment's stay rules included, before anything is written.
  const quote = await quoteStay(apartmentId, checkIn, checkOut, {
    now,
    guests,
    strict: true,
    fields: CHECKOUT_FIELDS,
  });
  const { apartment, price } = quote;
  if (euroToCents(body.amount) !== price.totalCents) {
    throw new Conflict(
      `Il prezzo è cambiato: il totale per queste date è ${formatEuro(price.totalCents / 100)}, non ${formatEuro(body.amount)}. Aggiorna la pagina e riprova.`,
      'price_mismatch',
      [{ field: 'amount', message: `Il totale corretto è ${formatEuro(price.totalCents / 100)}` }],
    );
  }

  // Imported blocks (other platforms) are separate items: checked here, not in the transaction.
  const taken = await unavailableNightsOfStay(apartmentId, checkIn, checkOut, now);
  if (taken.length > 0) throw new NightsTaken(taken);

  // Extras taken with the stay: the server's prices, refused before anything is written.
  const id = randomUUID();
  const stay = { apartmentId, checkIn, checkOut };
  const extras = await priceStayExtras(stay, id, body.extras ?? [], body.extrasAmount, now);

  // The hold outlives the Stripe session (30 + 1 minutes) by a grace period, so a payment made in
  // the session's last second still finds its nights.
  const holdMinutes =
    site.payment.checkoutSessionMinutes + SESSION_MARGIN_MINUTES + env.HOLD_GRACE_MINUTES;
  const booking = await createPendingBooking(
    {
      apartmentId,
      guestName: body.guestDetails.name,
      guestEmail: body.guestDetails.email,
      guestPhone: body.guestDetails.phone || undefined,
      checkIn,
      checkOut,
      guests,
      specialRequests: body.bookingDetails.specialRequests || undefined,
      totalPrice: price.totalCents / 100,
      pricePerNight: price.pricePerNightCents / 100,
      priceBreakdown: toPriceBreakdown(quote),
      ...(body.locale ? { locale: body.locale } : {}),
    },
    {
      id,
      guestToken: newGuestToken(),
      now,
      holdExpiresAt: new Date(now.getTime() + holdMinutes * 60_000),
      ...(extras ? { extras: checkoutExtrasPut(extras) } : {}),
    },
  ).catch((error: unknown) => {
    throw refusalOfHold(error, stay, extras);
  });

  let session: CheckoutSession;
  try {
    session = await createCheckoutSession(
      booking,
      apartment.name,
      now,
      undefined,
      extras && {
        purchaseId: extras.purchase.id,
        lines: extras.lines,
        amountCents: extras.purchase.amountCents,
      },
    );
  } catch (error) {
    logger.error('Stripe refused the checkout session: the hold is released', {
      bookingId: booking.id,
      error,
    });
    await cancelBooking(booking.id, 'checkout_failed').catch((cancelError: unknown) =>
      logger.error('could not release the hold of a failed checkout', { cancelError }),
    );
    throw new UpstreamFailed(
      'Impossibile inizializzare il pagamento. Riprova.',
      'payment_unavailable',
    );
  }
  try {
    await attachCheckoutSession(booking.id, session);
    // Also recorded when it is paid: the refunds of the extras need it.
    if (extras) await setPurchaseSession(extras.purchase, session.id);
  } catch (error) {
    // The webhook and the confirmation page still find the booking by client_reference_id.
    logger.error('could not record the Stripe session on its booking', {
      bookingId: booking.id,
      sessionId: session.id,
      error,
    });
  }
  logger.info('checkout started', {
    bookingId: booking.id,
    sessionId: session.id,
    apartmentId,
    nights: booking.nights,
  });
  return { url: session.url, bookingId: booking.id, sessionId: session.id };
}
