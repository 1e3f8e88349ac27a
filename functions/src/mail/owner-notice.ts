import { randomUUID } from 'node:crypto';
import { env } from '../lib/env';
import { type RenderedMail, renderMail } from './layout';
import { deliverMail } from './outbox';

/** A free-form notice to the owner (calendar conflicts and the like). */
function renderOwnerNotice(subject: string, text: string): RenderedMail {
  const paragraphs = text.split(/\n{2,}/);
  return renderMail(subject, {
    preheader: paragraphs[0] ?? subject,
    heading: subject,
    intro: paragraphs,
    sections: [],
  });
}

/** A free-form notice to the owner's inbox, sent once per id. Never throws. */
export async function notifyOwner(
  subject: string,
  text: string,
  id: string = randomUUID(),
): Promise<void> {
  await deliverMail({
    id: `notice-${id}`,
    kind: 'owner-notice',
    to: [env.MAIL_OWNER],
    ...renderOwnerNotice(subject, text),
  });
}
