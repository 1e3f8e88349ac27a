import { metricNames } from '@catania/shared/config/metrics';
import { recordFailure } from '../lib/failure-log';
import { logger } from '../lib/logger';
import { count } from '../lib/metrics';
import { getMailByMessageId, markMailUndelivered } from './outbox-repo';
import { putSuppression } from './suppressions-repo';

/**
 * SES's events about mail it accepted (the configuration set publishes them to EventBridge, whose
 * rule hands them to jobs/handle-mail-event.ts): a permanent bounce or a complaint marks the
 * address, so nothing is sent to it again; a bounce, a rejection or a rendering failure marks the
 * mail undelivered, where the owner sees it. The shape is SES's event publishing format.
 */
export interface SesMailEvent {
  eventType: string;
  mail: { messageId: string; destination?: string[]; timestamp?: string };
  bounce?: {
    bounceType: 'Permanent' | 'Transient' | 'Undetermined';
    bounceSubType?: string;
    bouncedRecipients: { emailAddress: string; diagnosticCode?: string; status?: string }[];
    timestamp?: string;
  };
  complaint?: {
    complainedRecipients: { emailAddress: string }[];
    complaintFeedbackType?: string;
    timestamp?: string;
  };
  reject?: { reason?: string };
  failure?: { errorMessage?: string; templateName?: string };
}

export interface MailEventOutcome {
  suppressed: string[];
  /** The outbox mail now listed as undelivered, if it was found. */
  undeliveredMailId?: string;
}

export async function handleMailEvent(
  event: SesMailEvent,
  now = new Date(),
): Promise<MailEventOutcome> {
  const messageId = event.mail.messageId;
  const at = now.toISOString();
  const outcome: MailEventOutcome = { suppressed: [] };
  const undelivered = async (reason: 'bounced' | 'rejected', error: string) => {
    const mail = await getMailByMessageId(messageId);
    if (mail && (await markMailUndelivered(mail.id, reason, error, now))) {
      outcome.undeliveredMailId = mail.id;
    }
    count(metricNames.mailsUndeliverable);
    await recordFailure(
      'mail',
      `Mail «${mail?.subject ?? messageId}» non consegnata: ${error}`,
      now,
    );
  };

  switch (event.eventType) {
    case 'Bounce': {
      const bounce = event.bounce;
      const recipients = bounce?.bouncedRecipients ?? [];
      const describe = (r: { emailAddress: string; diagnosticCode?: string }) =>
        `${r.emailAddress}${r.diagnosticCode ? ` (${r.diagnosticCode})` : ''}`;
      // A permanent bounce (no such mailbox, or already on SES's list) will bounce again.
      if (bounce?.bounceType === 'Permanent') {
        for (const r of recipients) {
          await putSuppression({
            address: r.emailAddress,
            reason: 'bounce',
            detail: r.diagnosticCode ?? bounce.bounceSubType ?? 'Permanent',
            at,
            messageId,
          });
          outcome.suppressed.push(r.emailAddress.toLowerCase());
        }
      }
      const kind = bounce?.bounceType === 'Permanent' ? 'Rimbalzata' : 'Rimbalzata (temporaneo)';
      await undelivered('bounced', `${kind}: ${recipients.map(describe).join(', ')}`);
      break;
    }
    case 'Complaint': {
      for (const r of event.complaint?.complainedRecipients ?? []) {
        await putSuppression({
          address: r.emailAddress,
          reason: 'complaint',
          detail: event.complaint?.complaintFeedbackType ?? 'abuse',
          at,
          messageId,
        });
        outcome.suppressed.push(r.emailAddress.toLowerCase());
      }
      // Delivered, but nothing more will be: the next mail to the address is held back.
      count(metricNames.mailsUndeliverable);
      await recordFailure(
        'mail',
        `Mail segnalata come spam da ${outcome.suppressed.join(', ')}: non riceverà altre mail`,
        now,
      );
      break;
    }
    case 'Reject':
      await undelivered(
        'rejected',
        `Rifiutata da SES: ${event.reject?.reason ?? 'motivo non indicato'}`,
      );
      break;
    case 'Rendering Failure':
      await undelivered(
        'rejected',
        `Modello non valido: ${event.failure?.errorMessage ?? 'errore non indicato'}`,
      );
      break;
    default:
      logger.info('mail event ignored', { eventType: event.eventType, messageId });
  }
  logger.warn('mail event', { eventType: event.eventType, messageId, ...outcome });
  return outcome;
}
