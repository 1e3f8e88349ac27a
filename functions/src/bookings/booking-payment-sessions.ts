import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { keys } from '../lib/keys';
import { updateBooking } from './booking-updates';

/** The Stripe session a booking is paid through: the guest's checkout, or the owner's payment link. */

/** Records the Stripe Checkout Session of a pending booking, and makes it findable by it. */
export async function attachCheckoutSession(
  id: string,
  session: { id: string; url: string },
): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.booking(id),
      UpdateExpression:
        'SET paymentIntentId = :session, gsi1pk = :lookup, checkoutUrl = :url, updatedAt = :now',
      // Only a booking still awaiting payment gets (or changes) its session.
      ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':session': session.id,
        ':lookup': keys.stripeSessionLookup(session.id),
        ':url': session.url,
        ':now': new Date().toISOString(),
        ':pending': 'pending',
      },
    }),
  );
}

/**
 * Records a Stripe payment link on a booking the guest still has to pay (an owner's booking
 * pending its payment, or one the owner confirmed unpaid), replacing any earlier link: the
 * earlier session no longer matches the booking, so its expiry changes nothing. A pending
 * booking's hold runs until `holdUntil`. False when the booking was paid or decided meanwhile.
 */
export async function attachPaymentLink(
  id: string,
  session: { id: string; url: string; expiresAt: string },
  options: { now: Date; holdUntil?: Date },
): Promise<boolean> {
  const updated = await updateBooking(id, {
    set: `SET paymentIntentId = :session, gsi1pk = :lookup, checkoutUrl = :url, paymentLinkSentAt = :now, paymentLinkExpiresAt = :expires, updatedAt = :now${options.holdUntil ? ', holdExpiresAt = :hold' : ''}`,
    // Only a booking still to be paid gets a link: pending, or confirmed without a payment.
    condition: '#status IN (:pending, :confirmed) AND attribute_not_exists(paidAt)',
    values: {
      ':session': session.id,
      ':lookup': keys.stripeSessionLookup(session.id),
      ':url': session.url,
      ':expires': session.expiresAt,
      ':now': options.now.toISOString(),
      ':pending': 'pending',
      ':confirmed': 'confirmed',
      ...(options.holdUntil ? { ':hold': options.holdUntil.toISOString() } : {}),
    },
  });
  return updated !== undefined;
}
