import { logger } from '../lib/logger';
import {
  claimMail,
  enqueueMail,
  listDueMails,
  markMailFailed,
  markMailSent,
  type OutboxMail,
} from './outbox-repo';
import { sendMail } from './ses';

/**
 * Delivery through the outbox: a mail is an outbox item first, then sent; a send that fails
 * stays in the outbox and the scheduled job retries it with backoff. A mail never undoes what it
 * announces.
 */

/**
 * Sends mails that are already in the outbox and leased to the caller (written with the change
 * they announce). Never throws: a failure is logged and left to the job.
 */
export async function sendQueued(mails: readonly OutboxMail[]): Promise<void> {
  await Promise.all(
    mails.map(async (mail) => {
      try {
        const messageId = await sendMail(mail);
        await markMailSent(mail.id, messageId);
        logger.info('mail sent', { mailId: mail.id, kind: mail.kind, messageId });
      } catch (error) {
        logger.error('mail not sent, left in the outbox for a retry', {
          mailId: mail.id,
          kind: mail.kind,
          error,
        });
        await markMailFailed(mail, String((error as Error)?.message ?? error)).catch(
          (markError: unknown) =>
            logger.error('could not record the failed mail', { mailId: mail.id, markError }),
        );
      }
    }),
  );
}

/** Queues a mail (once per id) and sends it at once. Never throws. */
export async function deliverMail(mail: OutboxMail): Promise<void> {
  try {
    if (!(await enqueueMail(mail))) {
      logger.info('mail already queued', { mailId: mail.id, kind: mail.kind });
      return;
    }
  } catch (error) {
    // Without the outbox there is no retry; still try once so the owner hears of it.
    logger.error('mail outbox unavailable, sending without a retry', { mailId: mail.id, error });
    await sendMail(mail).catch((sendError: unknown) =>
      logger.error('mail lost', { mailId: mail.id, kind: mail.kind, sendError }),
    );
    return;
  }
  await sendQueued([mail]);
}

/**
 * Sends every mail due in the outbox (the job's retry): each is claimed first, so two runs, or a
 * run and the original sender, never send the same mail at once.
 */
export async function flushOutbox(now = new Date()): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const due of await listDueMails(now)) {
    const mail = await claimMail(due.id, now);
    if (!mail) continue;
    try {
      const messageId = await sendMail(mail);
      await markMailSent(mail.id, messageId);
      sent++;
    } catch (error) {
      failed++;
      const { attempts, gaveUp } = await markMailFailed(
        mail,
        String((error as Error)?.message ?? error),
      );
      const log = gaveUp ? logger.error.bind(logger) : logger.warn.bind(logger);
      log(gaveUp ? 'mail given up after its last attempt' : 'mail retry failed', {
        mailId: mail.id,
        kind: mail.kind,
        attempts,
        error,
      });
    }
  }
  return { sent, failed };
}
