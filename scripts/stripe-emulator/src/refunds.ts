import type Stripe from 'stripe';
import { obj, type parseForm, str } from './form';
import { buildRefund } from './objects';
import { money } from './page';
import { type Account, ApiError, type EmulatorState } from './state';
import { emit } from './webhooks';

/** Refunds of a paid session's payment: what Stripe checks, and the event each one sends. */

/** POST /v1/refunds: a refund of a paid session's payment, whole or in part. */
export function createRefund(
  state: EmulatorState,
  owner: Account,
  params: ReturnType<typeof parseForm>,
) {
  const paymentIntent = str(params.payment_intent);
  const charge = str(params.charge);
  if (!paymentIntent && !charge) {
    throw new ApiError(400, 'One of `charge` or `payment_intent` is required.', {
      param: 'payment_intent',
    });
  }
  const record = [...owner.sessions.values()].find(
    (r) =>
      (paymentIntent && r.session.payment_intent === paymentIntent) ||
      (charge && r.chargeId === charge),
  );
  if (!record?.chargeId) {
    throw new ApiError(
      404,
      paymentIntent ? `No such payment_intent: '${paymentIntent}'` : `No such charge: '${charge}'`,
      { code: 'resource_missing', param: paymentIntent ? 'payment_intent' : 'charge' },
    );
  }
  if (record.session.payment_status !== 'paid') {
    throw new ApiError(400, 'This PaymentIntent does not have a successful charge to refund.', {
      code: 'charge_not_refundable',
    });
  }
  const total = record.session.amount_total ?? 0;
  const remaining = total - record.refunded;
  if (remaining <= 0) {
    throw new ApiError(400, `Charge ${record.chargeId} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  const amount = str(params.amount) ? Number(str(params.amount)) : remaining;
  if (!Number.isInteger(amount) || amount < 1) {
    throw new ApiError(400, 'Invalid integer: amount', { param: 'amount' });
  }
  if (amount > remaining) {
    throw new ApiError(
      400,
      `Refund amount (${money(amount, record.session.currency)}) is greater than unrefunded amount on charge (${money(remaining, record.session.currency)})`,
      { param: 'amount', code: 'amount_too_large' },
    );
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(obj(params.metadata) ?? {})) {
    if (typeof value === 'string') metadata[key] = value;
  }
  const refund = buildRefund({
    amount,
    currency: record.session.currency ?? 'eur',
    paymentIntent: record.session.payment_intent as string,
    charge: record.chargeId,
    reason: (str(params.reason) as Stripe.Refund.Reason | undefined) ?? null,
    metadata,
  });
  record.refunded += amount;
  owner.refunds.set(refund.id, refund);
  emit(state, owner, 'refund.created', refund);
  return refund;
}
