import { metricNames } from '@catania/shared/config/metrics';
import { NotFound } from '../lib/errors';
import { recordFailure } from '../lib/failure-log';
import { logger } from '../lib/logger';
import { count } from '../lib/metrics';
import {
  claimMail,
  enqueueMail,
  listDueMails,
  markMailFailed,
  markMailSent,
  markMailUndelivered,
  type OutboxMail,
  requeueMail,
  type StoredMail,
} from './outbox-repo';
import { describeSendFailure } from './send-failure';
import { sendMail } from './ses';
import { suppressedAmong } from './suppressions-repo';

/**
 * Delivery through the outbox: a mail is an outbox item first, then sent; a send that fails
 * stays in the outbox and the scheduled job retries it with backoff. A mail that cannot arrive
 * (retries used up, a suppressed recipient) leaves the outbox for the undelivered list, where the
 * owner sees it and can resend it: nothing is dropped in silence. A mail never undoes what it
 * announces.
 */
export type Attempt = 'sent' | 'failed' | 'undelivered';

const recipients = (mail: OutboxMail) => mail.to.join(', ');

/** One attempt at a mail the caller holds the lease of. Never throws for SES's refusal. */
async function attempt(mail: OutboxMail | StoredMail, now: Date): Promise<Attempt> {
  const suppressed = await suppressedAmong(mail.to);
  if (suppressed.length > 0) {
    // SES would accept it and drop it (its suppression list): say so instead of retrying forever.
    const list = suppressed.map(
      (s) => `${s.address} (${s.reason === 'bounce' ? 'rimbalzo' : 'segnalata come spam'})`,
    );
    await markMailUndelivered(
      mail.id,
      'suppressed',
      `Indirizzo soppresso: ${list.join(', ')}`,
      now,
    );
    count(metricNames.mailsUndeliverable);
    logger.warn('mail not sent: recipient suppressed', { mailId: mail.id, kind: mail.kind });
    return 'undelivered';
  }
  try {
    const messageId = await sendMail(mail);
    await markMailSent(mail.id, messageId, now);
    count(metricNames.mailsSent);
    logger.info('mail sent', { mailId: mail.id, kind: mail.kind, messageId });
    return 'sent';
  } catch (error) {
    count(metricNames.mailsFailed);
    const { attempts, gaveUp } = await markMailFailed(mail, describeSendFailure(error), now);
    if (gaveUp) {
      count(metricNames.mailsUndeliverable);
      await recordFailure(
        'mail',
        `Mail «${mail.subject}» a ${recipients(mail)} non consegnata dopo ${attempts} tentativi`,
        now,
      );
    }
    const log = gaveUp ? logger.error.bind(logger) : logger.warn.bind(logger);
    log(gaveUp ? 'mail undelivered after its last attempt' : 'mail not sent, retried later', {
      mailId: mail.id,
      kind: mail.kind,
      attempts,
      error,
    });
    return gaveUp ? 'undelivered' : 'failed';
  }
}

/**
 * Sends mails that are already in the outbox and leased to the caller (written with the change
 * they announce). Never throws: a failure is logged and left to the job.
 */
export async function sendQueued(mails: readonly OutboxMail[]): Promise<void> {
  await Promise.all(
    mails.map((mail) =>
      attempt(mail, new Date()).catch((error: unknown) =>
        logger.error('could not record the mail attempt', { mailId: mail.id, error }),
      ),
    ),
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
 * Sends every mail due in the outbox (the job's retry, and 'Riprova'): each is claimed first, so
 * two runs, or a run and the original sender, never send the same mail at once.
 */
export async function flushOutbox(
  now = new Date(),
): Promise<{ sent: number; failed: number; undelivered: number }> {
  const tally = { sent: 0, failed: 0, undelivered: 0 };
  for (const due of await listDueMails(now)) {
    const mail = await claimMail(due.id, now);
    if (!mail) continue;
    tally[await attempt(mail, now)]++;
  }
  return tally;
}

/**
 * 'Riprova' in the admin panel: an undelivered mail goes back to the outbox and is attempted at
 * once; a failure leaves it to the job's retries again (or, for a suppressed recipient, back in
 * the undelivered list at once: such a mail is never retried by itself).
 */
export async function resendMail(id: string, now = new Date()): Promise<Attempt> {
  if (!(await requeueMail(id, now))) {
    throw new NotFound('Mail non trovata tra quelle non consegnate');
  }
  const mail = await claimMail(id, now);
  // Another sender (the job) took it in the meantime: it is on its way.
  if (!mail) return 'failed';
  return attempt(mail, now);
}
