import { randomBytes, randomUUID } from 'node:crypto';
import { site } from '@catania/shared/config/site';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { renderMail } from '../mail/layout';
import { deliverMail } from '../mail/outbox';
import { takeAttempt } from './login-attempts-repo';
import { hashToken, LINK_MINUTES } from './login-links';
import { putLoginLink } from './login-links-repo';
import { tooManyAttempts } from './rate-limit';

/**
 * Asking for a one-time sign-in link (login-links.ts): limited to 3 an hour per address and 10 an
 * hour in all, so nobody can flood the owner's inbox; the link goes to the owner's address only.
 */
const LINKS_PER_ADDRESS = 3;
const LINKS_IN_ALL = 10;
const HOUR_MS = 60 * 60_000;
/** The counts' user name (login-attempts-repo.ts): apart from any real user's. */
const LINK_COUNTER = '#login-link';

export const LINK_SENT = `Ti abbiamo inviato un link di accesso all'indirizzo e-mail del proprietario. Vale ${LINK_MINUTES} minuti e si può usare una volta sola.`;

async function takeLinkRequest(address: string, now: Date): Promise<void> {
  for (const [subject, max] of [
    [address, LINKS_PER_ADDRESS],
    ['*', LINKS_IN_ALL],
  ] as const) {
    const taken = await takeAttempt(LINK_COUNTER, subject, { now, windowMs: HOUR_MS, max });
    if (!taken.taken) throw tooManyAttempts(taken.windowStart + HOUR_MS, now);
  }
}

/** Makes a one-time link and mails it to the owner. Throws RateLimited past the limits. */
export async function requestLoginLink(address: string, now = new Date()): Promise<void> {
  await takeLinkRequest(address, now);
  const token = randomBytes(32).toString('base64url');
  await putLoginLink(hashToken(token), Math.floor(now.getTime() / 1000) + LINK_MINUTES * 60);
  const url = new URL(`/admin?accesso=${token}`, env.SITE_URL).href;
  const subject = `Il tuo link di accesso al pannello di ${site.brand.shortName}`;
  await deliverMail({
    id: `login-link-${randomUUID()}`,
    kind: 'owner-notice',
    to: [env.MAIL_OWNER],
    ...renderMail(subject, {
      preheader: `Vale ${LINK_MINUTES} minuti, una volta sola.`,
      heading: 'Accedi al pannello',
      intro: [
        `Qualcuno (probabilmente tu) ha chiesto di accedere al pannello da un nuovo browser. Il link qui sotto ti fa entrare senza password: vale ${LINK_MINUTES} minuti e si può usare una volta sola.`,
        "Se non l'hai chiesto tu, ignora questa e-mail: senza il link nessuno può entrare.",
      ],
      sections: [],
      action: { label: 'Accedi al pannello', url },
    }),
  });
  logger.info('admin sign-in link sent', { address });
}
