import { type Locale, localizedPath } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { bookingLocale, formatShortDate } from '@catania/shared/domain/booking';
import { extraLineIn } from '@catania/shared/domain/extra-language';
import type { ExtraLine } from '@catania/shared/domain/extras';
import { guestsLabel, nightsLabel } from '@catania/shared/domain/formats';
import { euroToCents } from '@catania/shared/domain/money';
import Stripe from 'stripe';
import { env } from '../lib/env';
import { getSecret } from '../lib/secrets';
import type { StoredBooking } from './booking-repo';

/**
 * The Stripe SDK, pointed at Stripe or, through its own host/port/protocol settings, at the local
 * emulator. Built on first use: the secret is read at run time (env locally, SSM in AWS).
 * Imported statically, so a cold start pays for it up front and the bundle report measures it:
 * the package is side-effect free, so only functions that call this module carry it (infra marks
 * `stripe` external elsewhere, and the report flags any function that would import it anyway).
 */
let client: Promise<Stripe> | undefined;

export function stripe(): Promise<Stripe> {
  client ??= getSecret('STRIPE_SECRET_KEY').then(
    (key) =>
      new Stripe(key, {
        maxNetworkRetries: 2,
        timeout: 10_000,
        ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
        ...(env.STRIPE_API_PORT ? { port: env.STRIPE_API_PORT } : {}),
        ...(env.STRIPE_API_PROTOCOL ? { protocol: env.STRIPE_API_PROTOCOL } : {}),
      }),
  );
  client.catch(() => {
    client = undefined;
  });
  return client;
}

/** The API's "no such object" answer: an unknown id is a 404 for us too, not a 500. */
export function isMissingResource(error: unknown): boolean {
  const e = error as { statusCode?: number; code?: string };
  return e?.statusCode === 404 || e?.code === 'resource_missing';
}

/**
 * Stripe refuses an `expires_at` less than 30 minutes after it creates the session; computed here
 * before the request travels, exactly 30 minutes would be refused now and then. One more minute.
 */
export const SESSION_MARGIN_MINUTES = 1;

/**
 * A payment link the owner sends lasts as long as Stripe lets a Checkout Session live: Stripe
 * refuses an `expires_at` 24 hours or more after it creates the session, counted on its own clock,
 * so a few minutes under it.
 */
export const PAYMENT_LINK_MINUTES = 24 * 60 - 5;

export interface CheckoutSession {
  id: string;
  url: string;
  expiresAt: number;
}

/** The stay as the payment page's line describes it, in the booking's language. */
const STAY_LINE: Record<Locale, (from: string, to: string, guests: string) => string> = {
  it: (from, to, guests) => `Dal ${from} al ${to}, ${guests}`,
  en: (from, to, guests) => `From ${from} to ${to}, ${guests}`,
};

/** A deposit's line on the payment page, in the booking's language. */
const DEPOSIT_LINE: Record<Locale, (name: string) => string> = {
  it: (name) => `Cauzione (restituita dopo la partenza): ${name}`,
  en: (name) => `Deposit (returned after your stay): ${name}`,
};

/**
 * The payment page's lines of extras, named in the guest's language: each extra at its server price (`of`: what it is for, the
 * apartment), and its deposit, if any, as a line of its own so the guest sees it for what it is.
 */
export function extraLineItems(
  lines: readonly ExtraLine[],
  locale: Locale,
  of: string,
): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const item = (name: string, euro: number) => ({
    quantity: 1,
    price_data: { currency: 'eur', unit_amount: euroToCents(euro), product_data: { name } },
  });
  return lines.flatMap((line) => {
    const { name } = extraLineIn(line, locale);
    return [
      item(`${name} – ${of}`, line.totalEuro),
      ...(line.depositEuro ? [item(DEPOSIT_LINE[locale](name), line.depositEuro)] : []),
    ];
  });
}

/** Cents of a booking's session that pay for its extras (metadata `extrasCents`), not the stay. */
export const extrasCentsOf = (session: Pick<Stripe.Checkout.Session, 'metadata'>) =>
  Number(session.metadata?.extrasCents ?? 0) || 0;

/**
 * A Stripe-hosted Checkout Session for a booking to pay: amount in cents, the page in the
 * booking's language (and its return pages under that language's prefix), the
 * booking as client_reference_id and metadata, expiring with the booking's hold (a guest's
 * checkout) or after PAYMENT_LINK_MINUTES (`link`: a payment link the owner sends). The
 * idempotency key is the booking's (and the link's), so a retried request never opens a second
 * session for it.
 */
export async function createCheckoutSession(
  booking: StoredBooking,
  apartmentName: string,
  now = new Date(),
  link?: { issuedAt: Date },
  /** Extras taken with the stay: lines of their own, their purchase named in the metadata. */
  extras?: { purchaseId: string; lines: readonly ExtraLine[]; amountCents: number },
): Promise<CheckoutSession> {
  const api = await stripe();
  const minutes = link
    ? PAYMENT_LINK_MINUTES
    : site.payment.checkoutSessionMinutes + SESSION_MARGIN_MINUTES;
  const expiresAt = Math.floor(now.getTime() / 1000) + minutes * 60;
  // The guest link's token rides on both return URLs: the pages they open show the booking only
  // with it (Stripe fills in the session id).
  const token = `token=${encodeURIComponent(booking.guestToken ?? '')}`;
  const locale = bookingLocale(booking);
  const page = (path: string) => `${env.SITE_URL}${localizedPath(path, locale)}`;
  const metadata = {
    bookingId: booking.id,
    apartmentId: booking.apartmentId,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guests: String(booking.guests),
    ...(extras
      ? { extrasPurchaseId: extras.purchaseId, extrasCents: String(extras.amountCents) }
      : {}),
  };
  const session = await api.checkout.sessions.create(
    {
      mode: 'payment',
      locale,
      client_reference_id: booking.id,
      customer_email: booking.guestEmail,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: euroToCents(booking.totalPrice),
            product_data: {
              name: `${apartmentName} – ${nightsLabel(booking.nights, locale)}`,
              description: STAY_LINE[locale](
                formatShortDate(booking.checkIn, locale),
                formatShortDate(booking.checkOut, locale),
                guestsLabel(booking.guests, locale),
              ),
            },
          },
        },
        ...(extras ? extraLineItems(extras.lines, locale, apartmentName) : []),
      ],
      metadata,
      payment_intent_data: { metadata, description: `Prenotazione ${booking.id}` },
      expires_at: expiresAt,
      success_url: `${page('/booking/success')}?session_id={CHECKOUT_SESSION_ID}&${token}`,
      cancel_url: `${page(`/checkout/${encodeURIComponent(booking.id)}`)}?${token}`,
    },
    {
      idempotencyKey: link
        ? `payment-link-${booking.id}-${link.issuedAt.getTime()}`
        : `checkout-session-${booking.id}`,
    },
  );
  if (!session.url) throw new Error(`Stripe returned session ${session.id} without a url`);
  return { id: session.id, url: session.url, expiresAt: session.expires_at };
}

/** The session as Stripe knows it now; undefined when Stripe has no such session. */
export async function retrieveCheckoutSession(
  sessionId: string,
): Promise<Stripe.Checkout.Session | undefined> {
  const api = await stripe();
  try {
    return await api.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isMissingResource(error)) return undefined;
    throw error;
  }
}

/** Stripe's word that a session is paid (an async payment only once it settled). */
export const isSessionPaid = (session: Stripe.Checkout.Session) =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

/**
 * The stay's payment a paid session reports: when, and the euros it charged for the stay (extras
 * taken with it are their purchase's, so a refund of the stay never gives them back twice).
 */
export const paymentOfSession = (session: Stripe.Checkout.Session, paidAt: Date) => ({
  paidAt: paidAt.toISOString(),
  amountPaid: ((session.amount_total ?? 0) - extrasCentsOf(session)) / 100,
});

/**
 * Closes a booking's Checkout Session before the owner's rejection, so the guest cannot pay a
 * rejected stay: 'closed' when it is expired now (or was already, or Stripe has no such session),
 * or the paid session when the guest paid before it could be closed.
 */
export async function closeCheckoutSession(
  sessionId: string,
): Promise<{ closed: true } | { closed: false; paid: Stripe.Checkout.Session }> {
  const api = await stripe();
  try {
    await api.checkout.sessions.expire(sessionId);
    return { closed: true };
  } catch (error) {
    if (isMissingResource(error)) return { closed: true };
    if ((error as { statusCode?: number })?.statusCode !== 400) throw error;
  }
  // Not open any more: expired, or completed by the guest.
  const session = await api.checkout.sessions.retrieve(sessionId);
  return session.status === 'complete' && isSessionPaid(session)
    ? { closed: false, paid: session }
    : { closed: true };
}

/** An id Stripe gives either bare or as the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.id;

/** The Checkout Session that made a payment (for refund and dispute events), if any. */
export async function sessionOfPayment(
  paymentIntent: string,
): Promise<Stripe.Checkout.Session | undefined> {
  const api = await stripe();
  const { data } = await api.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
  return data[0];
}
