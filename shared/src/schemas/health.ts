import * as z from 'zod';
import { todoResponse } from './todo';

/**
 * GET /api/health: the API answers and reaches its table. Public and cheap, for the smoke script
 * after a deploy (scripts/src/smoke.ts); it says nothing about the data.
 */
export const healthResponse = z.object({
  status: z.literal('ok'),
  /** When the server answered (ISO), so a cached answer would show. */
  time: z.iso.datetime(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

const iso = z.iso.datetime();

/** Why a mail will not arrive without a person (functions/src/mail/outbox-repo.ts). */
export const undeliveredReason = z.enum(['retries', 'suppressed', 'bounced', 'rejected']);

/**
 * GET /api/admin/system-health: 'Stato del sistema' in the admin panel. What failed and what is
 * in flight, from the table itself, the same on the local stack as in AWS.
 */
export const systemHealthResponse = z.object({
  checkedAt: iso,
  /** 'Da fare', the same list the panel shows first: all is well only when its total is 0. */
  todo: todoResponse,
  feeds: z.array(
    z.object({
      id: z.string(),
      apartmentId: z.string(),
      icalUrl: z.string(),
      isActive: z.boolean(),
      lastSyncAt: iso.nullable(),
      lastAttemptAt: iso.nullable(),
      lastError: z.string().nullable(),
      /** The last sync failed, from the first failure (shared/src/domain/feed-health.ts). */
      failing: z.boolean(),
    }),
  ),
  undeliveredMails: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      to: z.array(z.string()),
      subject: z.string(),
      failedAt: iso,
      reason: undeliveredReason,
      error: z.string().nullable(),
      attempts: z.number().int(),
    }),
  ),
  suppressedAddresses: z.array(
    z.object({
      address: z.string(),
      reason: z.enum(['bounce', 'complaint']),
      detail: z.string(),
      at: iso,
    }),
  ),
  /** Pending bookings whose nights are held while the guest pays. */
  holds: z.array(
    z.object({
      bookingId: z.string(),
      apartmentId: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      guestName: z.string(),
      holdExpiresAt: iso,
      paymentProcessing: z.boolean(),
    }),
  ),
  /**
   * Refunds owed to guests that Stripe has not made yet, or is still processing (a rejection, a
   * cancellation, a payment that reached a booking which cannot be a stay): listed until Stripe
   * says the refund succeeded.
   */
  pendingRefunds: z.array(
    z.object({
      bookingId: z.string(),
      apartmentId: z.string(),
      guestName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      /** Euros. */
      amount: z.number(),
      reason: z.enum([
        'owner_rejection',
        'guest_cancellation',
        'late_payment',
        'refund_failed',
        // Extras: a cancelled stay's, a returned deposit, a removed late check-out.
        'extras_cancellation',
        'deposit_returned',
        'late_checkout_removed',
      ]),
      /** An extras refund: its purchase (a booking can owe its stay's and its extras'). */
      purchaseId: z.string().optional(),
      attempts: z.number().int(),
      /** Stripe's last refusal, or its word that the refund failed. */
      lastError: z.string().nullable(),
      /** Stripe made the refund and is processing it (e.g. 'pending'); null while not made. */
      refundStatus: z.string().nullable(),
    }),
  ),
  recentFailures: z.array(
    z.object({
      id: z.string(),
      at: iso,
      source: z.enum(['calendar-sync', 'mail', 'stripe-webhook', 'job']),
      message: z.string(),
      /** The same failure within the hour is counted, not repeated. */
      occurrences: z.number().int().min(1),
    }),
  ),
});
export type SystemHealth = z.infer<typeof systemHealthResponse>;

/** POST /api/admin/mails/{id}/retry: what the new attempt did. */
export const retryMailResponse = z.object({
  outcome: z.enum(['sent', 'failed', 'undelivered']),
});
export type RetryMailResponse = z.infer<typeof retryMailResponse>;
