import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/**
 * The API objects the emulator answers with, built to the SDK's own TypeScript types: every
 * required field present (null where Stripe sends null), so `tsc` pins their shape, and the
 * contract test checks the JSON on the wire against the same declarations.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface LineItemInput {
  name: string;
  description?: string;
  unitAmount: number;
  quantity: number;
  currency: string;
}

export interface SessionInput {
  mode: Stripe.Checkout.Session.Mode;
  successUrl: string;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  customerEmail: string | null;
  locale: Stripe.Checkout.Session.Locale | null;
  metadata: Record<string, string>;
  expiresAt: number;
  currency: string;
  lineItems: LineItemInput[];
  paymentMethodTypes: string[];
  url: string;
}

export function buildSession(id: string, input: SessionInput): Stripe.Checkout.Session {
  const amount = input.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: nowSeconds(),
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: input.customerEmail
      ? {
          address: null,
          business_name: null,
          email: input.customerEmail,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: 'none',
          tax_ids: null,
        }
      : null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: input.locale,
    managed_payments: null,
    metadata: input.metadata,
    mode: input.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: input.paymentMethodTypes,
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: input.url,
    wallet_options: null,
  } satisfies Stripe.Checkout.Session;
}

export function buildRefund(input: {
  amount: number;
  currency: string;
  paymentIntent: string;
  charge: string;
  reason: Stripe.Refund.Reason | null;
  metadata: Record<string, string>;
}): Stripe.Refund {
  return {
    id: stripeId('re'),
    object: 'refund',
    amount: input.amount,
    balance_transaction: stripeId('txn'),
    charge: input.charge,
    created: nowSeconds(),
    currency: input.currency,
    customer: null,
    customer_account: null,
    metadata: input.metadata,
    payment_intent: input.paymentIntent,
    payment_method: stripeId('pm'),
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  } satisfies Stripe.Refund;
}

export function buildWebhookEndpoint(input: {
  url: string;
  enabledEvents: string[];
  secret: string;
  description: string | null;
  metadata: Record<string, string>;
}): Stripe.WebhookEndpoint {
  return {
    id: stripeId('we'),
    object: 'webhook_endpoint',
    api_version: null,
    application: null,
    created: nowSeconds(),
    description: input.description,
    enabled_events: input.enabledEvents,
    livemode: false,
    metadata: input.metadata,
    secret: input.secret,
    status: 'enabled',
    url: input.url,
  } satisfies Stripe.WebhookEndpoint;
}

export function buildEvent(
  type: Stripe.Event.Type,
  object: Stripe.Checkout.Session | Stripe.Refund,
  apiVersion: string,
  pendingWebhooks: number,
  previous?: Record<string, unknown>,
): Stripe.Event {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: apiVersion,
    created: nowSeconds(),
    data: {
      object: structuredClone(object),
      ...(previous ? { previous_attributes: previous } : {}),
    },
    livemode: false,
    pending_webhooks: pendingWebhooks,
    request: { id: null, idempotency_key: null },
    type,
  } as Stripe.Event;
}

/** Stripe's error body: `{ error: { type, message, code?, param? } }`. */
export function stripeError(
  message: string,
  extra: { type?: string; code?: string; param?: string } = {},
) {
  return {
    error: {
      type: extra.type ?? 'invalid_request_error',
      message,
      ...(extra.code ? { code: extra.code } : {}),
      ...(extra.param ? { param: extra.param } : {}),
      ...(extra.code === 'resource_missing'
        ? { doc_url: 'https://stripe.com/docs/error-codes/resource-missing' }
        : {}),
    },
  };
}
