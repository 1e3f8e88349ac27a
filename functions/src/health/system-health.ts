import { hasFeedFailed } from '@catania/shared/domain/feed-health';
import type { SystemHealth } from '@catania/shared/schemas/health';
import { listActiveHolds } from '../bookings/booking-lists';
import { listPendingExtrasRefunds } from '../bookings/extras-refunds';
import { listPendingRefunds } from '../bookings/refunds';
import { listCalendars } from '../calendars/calendars-repo';
import { listRecentFailures } from '../lib/failure-log';
import { listUndeliveredMails } from '../mail/outbox-repo';
import { listSuppressions } from '../mail/suppressions-repo';
import { todoList } from './todo';

/**
 * 'Stato del sistema': what the owner needs to see without AWS's console. Each feed's last good
 * sync and last error, the mails that will not arrive without a person, the addresses SES refuses,
 * the bookings on hold while a guest pays, the refunds Stripe has not made yet (the stays' and the extras'), and the last failures: read from the table, so the local
 * stack shows the same as AWS.
 */
export async function systemHealth(now = new Date()): Promise<SystemHealth> {
  const [todo, calendars, mails, suppressions, holds, refunds, extrasRefunds, failures] =
    await Promise.all([
      todoList(now),
      listCalendars(),
      listUndeliveredMails(),
      listSuppressions(),
      listActiveHolds(now),
      listPendingRefunds(),
      listPendingExtrasRefunds(),
      listRecentFailures(),
    ]);
  return {
    checkedAt: now.toISOString(),
    todo,
    feeds: calendars.map((c) => ({
      id: c.id,
      apartmentId: c.apartmentId,
      icalUrl: c.icalUrl,
      isActive: c.isActive,
      lastSyncAt: c.lastSyncAt,
      lastAttemptAt: c.lastAttemptAt,
      lastError: c.lastError,
      failing: hasFeedFailed(c),
    })),
    undeliveredMails: mails.map((m) => ({
      id: m.id,
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      failedAt: m.failedAt ?? m.createdAt,
      reason: m.undelivered ?? 'retries',
      error: m.lastError ?? null,
      attempts: m.attempts,
    })),
    suppressedAddresses: suppressions.map(({ address, reason, detail, at }) => ({
      address,
      reason,
      detail,
      at,
    })),
    holds: holds.map((b) => ({
      bookingId: b.id,
      apartmentId: b.apartmentId,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      guestName: b.guestName,
      holdExpiresAt: b.holdExpiresAt ?? b.createdAt,
      paymentProcessing: Boolean(b.paymentProcessing),
    })),
    pendingRefunds: [...refunds, ...extrasRefunds],
    recentFailures: failures,
  };
}
