import { handleMailEvent, type MailEventOutcome, type SesMailEvent } from '../mail/mail-events';

/**
 * EventBridge: an SES event of this stage's configuration set (a bounce, a complaint, a rejected
 * mail). A failure throws: Lambda retries, then the event lands in the failure queue (its alarm
 * mails the operator).
 */
export async function handler(event: {
  'detail-type'?: string;
  detail: SesMailEvent;
}): Promise<MailEventOutcome> {
  return handleMailEvent(event.detail);
}
