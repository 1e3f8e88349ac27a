import { randomUUID } from 'node:crypto';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import type { ContactMessage } from '@catania/shared/schemas/contact';
import { env } from '../config/env';
import {
  claimMail,
  enqueueMail,
  listDueMails,
  markMailFailed,
  markMailSent,
  type OutboxMail,
} from '../data/mail-outbox-repo';
import { logger } from '../http/logger';
import { renderOwnerContactNotice, renderOwnerNotice } from '../mail/contact-mail';

/**
 * Mail through SES (v1 SendEmail), HTML and plain text. Locally the endpoint comes from the SDK's
 * own `AWS_ENDPOINT_URL_SES` setting (the aws-ses-v2-local emulator), so this code is the same in
 * AWS. The SDK retries throttling and network errors with backoff; a send that still fails stays
 * in the outbox for the scheduled job. A mail never undoes what it announces.
 */
const ses = new SESClient({ maxAttempts: 4 });

export interface MailMessage {
  to: string[];
  replyTo?: string[];
  subject: string;
  html: string;
  text: string;
}

/** Sends one mail now; resolves with SES's message id, throws if SES refused it after retries. */
export async function sendMail(message: MailMessage): Promise<string> {
  const charset = 'UTF-8';
  const { MessageId } = await ses.send(
    new SendEmailCommand({
      Source: env.MAIL_FROM,
      Destination: { ToAddresses: message.to },
      ...(message.replyTo?.length ? { ReplyToAddresses: message.replyTo } : {}),
      Message: {
        Subject: { Data: message.subject, Charset: charset },
        Body: {
          Html: { Data: message.html, Charset: charset },
          Text: { Data: message.text, Charset: charset },
        },
      },
    }),
  );
  return MessageId ?? 'unknown';
}

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

/** The owner's notice of a contact-form message (reply goes to the guest). Never throws. */
export async function notifyOwnerOfContact(contact: ContactMessage): Promise<void> {
  const rendered = renderOwnerContactNotice(contact, env.SITE_URL);
  await deliverMail({
    id: `contact-${contact.id}`,
    kind: 'owner-contact',
    to: [env.MAIL_OWNER],
    replyTo: [contact.email],
    ...rendered,
  });
}

/** A free-form notice to the owner's inbox. Never throws. */
export async function notifyOwner(subject: string, text: string, id = randomUUID()): Promise<void> {
  await deliverMail({
    id: `notice-${id}`,
    kind: 'owner-notice',
    to: [env.MAIL_OWNER],
    ...renderOwnerNotice(subject, text),
  });
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
