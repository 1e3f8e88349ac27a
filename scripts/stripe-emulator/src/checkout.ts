import type Stripe from 'stripe';
import { list, obj, type parseForm, str } from './form';
import { buildSession, type LineItemInput, nowSeconds, stripeId } from './objects';
import { money } from './page';
import {
  type Account,
  ApiError,
  type EmulatorState,
  pendingFor,
  type SessionRecord,
} from './state';
import { emit } from './webhooks';

/**
 * Checkout Sessions: what Stripe checks when one is asked for, how a session is paid or expires,
 * and the events each change sends (its refunds are in refunds.ts).
 */

const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 3600;

/** A session of the account, or Stripe's 404. */
export function findSession(owner: Account, id: string): SessionRecord {
  const record = owner.sessions.get(id);
  if (!record) {
    throw new ApiError(404, `No such checkout.session: '${id}'`, {
      code: 'resource_missing',
      param: 'session',
    });
  }
  return record;
}

/** Expires an open session (sends checkout.session.expired). */
export function expireRecord(state: EmulatorState, record: SessionRecord) {
  if (record.session.status !== 'open') {
    throw new ApiError(400, 'Only Checkout Sessions with a status in ["open"] can be expired.', {
      code: 'checkout_session_not_open',
    });
  }
  record.session.status = 'expired';
  record.session.url = null;
  emit(state, record.account, 'checkout.session.expired', record.session);
  return record.session;
}

/**
 * Pays an open session as the hosted page does: a card at once, a SEPA debit completed unpaid and
 * settled (or failed) a little later.
 */
export function payRecord(
  state: EmulatorState,
  record: SessionRecord,
  method: 'card' | 'sepa_debit',
  details: { name?: string; email?: string } = {},
  asyncOutcome: 'succeeded' | 'failed' = 'succeeded',
) {
  const { session } = record;
  if (session.status !== 'open') {
    throw new ApiError(400, `This Checkout Session is ${session.status}.`, {
      code: 'checkout_session_not_open',
    });
  }
  session.status = 'complete';
  session.url = null;
  session.payment_intent = stripeId('pi');
  session.payment_method_types = [method];
  record.chargeId = stripeId('ch');
  session.customer_details = {
    address: null,
    business_name: null,
    email: details.email || session.customer_email,
    individual_name: null,
    name: details.name || null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  if (method === 'card') {
    session.payment_status = 'paid';
    emit(state, record.account, 'checkout.session.completed', session);
    return session;
  }
  session.payment_status = 'unpaid';
  emit(state, record.account, 'checkout.session.completed', session);
  const settle = new Promise<void>((resolve) => {
    setTimeout(() => {
      resolve();
      if (state.stopped) return;
      if (asyncOutcome === 'succeeded') {
        session.payment_status = 'paid';
        emit(state, record.account, 'checkout.session.async_payment_succeeded', session);
      } else {
        emit(state, record.account, 'checkout.session.async_payment_failed', session);
      }
    }, state.asyncSettleMs).unref();
  });
  pendingFor(record.account, settle);
  return session;
}

/** POST /v1/checkout/sessions: Stripe's checks on what this product sends, then an open session. */
export function createSession(
  state: EmulatorState,
  owner: Account,
  params: ReturnType<typeof parseForm>,
) {
  const mode = str(params.mode);
  if (mode !== 'payment') {
    throw new ApiError(400, 'This emulator supports mode=payment only.', { param: 'mode' });
  }
  const successUrl = str(params.success_url);
  if (!successUrl || !URL.canParse(successUrl.replace('{CHECKOUT_SESSION_ID}', 'x'))) {
    throw new ApiError(400, 'Not a valid URL', { param: 'success_url' });
  }
  const cancelUrl = str(params.cancel_url) ?? null;
  if (cancelUrl && !URL.canParse(cancelUrl)) {
    throw new ApiError(400, 'Not a valid URL', { param: 'cancel_url' });
  }
  const items = list(params.line_items);
  if (items.length === 0) {
    throw new ApiError(400, 'You must provide at least one line item.', {
      param: 'line_items',
    });
  }
  const lineItems = items.map((raw, i): LineItemInput => {
    const item = obj(raw) ?? {};
    if (item.price) {
      throw new ApiError(400, `No such price: '${str(item.price)}'`, {
        code: 'resource_missing',
        param: `line_items[${i}][price]`,
      });
    }
    const priceData = obj(item.price_data);
    const product = obj(priceData?.product_data);
    const currency = str(priceData?.currency)?.toLowerCase();
    const unitAmount = Number(str(priceData?.unit_amount));
    const quantity = Number(str(item.quantity) ?? '1');
    if (!priceData || !currency || !str(product?.name)) {
      throw new ApiError(400, 'Missing required param: line_items[0][price_data].', {
        param: `line_items[${i}][price_data]`,
      });
    }
    if (!Number.isInteger(unitAmount) || unitAmount < 0) {
      throw new ApiError(400, 'Invalid integer: unit_amount', {
        param: `line_items[${i}][price_data][unit_amount]`,
      });
    }
    if (!Number.isInteger(quantity) || quantity < 1) {
      throw new ApiError(400, 'Invalid integer: quantity', {
        param: `line_items[${i}][quantity]`,
      });
    }
    return {
      name: str(product?.name) as string,
      description: str(product?.description),
      unitAmount,
      quantity,
      currency,
    };
  });
  const currency = lineItems[0]?.currency ?? 'eur';
  if (lineItems.some((item) => item.currency !== currency)) {
    throw new ApiError(400, 'All line items must have the same currency.', {
      param: 'line_items',
    });
  }
  const total = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  if (total < 50) {
    throw new ApiError(
      400,
      "The Checkout Session's total amount due must add up to at least €0.50 eur",
      { param: 'line_items' },
    );
  }
  const now = nowSeconds();
  const expiresAtParam = str(params.expires_at);
  const expiresAt = expiresAtParam ? Number(expiresAtParam) : now + MAX_EXPIRY_SECONDS;
  if (!Number.isInteger(expiresAt)) {
    throw new ApiError(400, 'Invalid integer: expires_at', { param: 'expires_at' });
  }
  if (expiresAt - now < MIN_EXPIRY_SECONDS) {
    throw new ApiError(
      400,
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      { param: 'expires_at' },
    );
  }
  if (expiresAt - now > MAX_EXPIRY_SECONDS) {
    throw new ApiError(
      400,
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      { param: 'expires_at' },
    );
  }
  const reference = str(params.client_reference_id) ?? null;
  if (reference && reference.length > 200) {
    throw new ApiError(400, 'Invalid string: client_reference_id is too long', {
      param: 'client_reference_id',
    });
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(obj(params.metadata) ?? {})) {
    if (typeof value !== 'string') continue;
    if (key.length > 40 || value.length > 500) {
      throw new ApiError(400, `Invalid metadata: ${key}`, { param: `metadata[${key}]` });
    }
    metadata[key] = value;
  }
  const id = stripeId('cs_test', 58);
  const session = buildSession(id, {
    mode: 'payment',
    successUrl,
    cancelUrl,
    clientReferenceId: reference,
    customerEmail: str(params.customer_email) ?? null,
    locale: (str(params.locale) as Stripe.Checkout.Session.Locale | undefined) ?? null,
    metadata,
    expiresAt,
    currency,
    lineItems,
    paymentMethodTypes: list(params.payment_method_types).map(String).length
      ? list(params.payment_method_types).map(String)
      : ['card'],
    url: `${state.baseUrl}/c/pay/${id}`,
  });
  const lifetimeMs =
    state.expireAfterSeconds !== undefined
      ? Math.min(state.expireAfterSeconds, expiresAt - now) * 1000
      : (expiresAt - now) * 1000;
  const record: SessionRecord = {
    session,
    account: owner,
    lineItems,
    expiresAtMs: state.clock() + lifetimeMs,
    refunded: 0,
  };
  owner.sessions.set(id, record);
  state.sessions.set(id, record);
  state.log(`session ${id} created (${money(total, currency)}, ref ${reference ?? '-'})`);
  return session;
}

/** Expires every open session whose lifetime is over by the clock. */
export function expireDue(state: EmulatorState) {
  const now = state.clock();
  for (const record of state.sessions.values()) {
    if (record.session.status === 'open' && now >= record.expiresAtMs) {
      state.log(`session ${record.session.id} expired`);
      expireRecord(state, record);
    }
  }
}
