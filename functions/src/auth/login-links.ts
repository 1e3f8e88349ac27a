import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { site } from '@catania/shared/config/site';
import { env } from '../lib/env';
import { InvalidCredentials } from '../lib/errors';
import { logger } from '../lib/logger';
import { renderMail } from '../mail/layout';
import { deliverMail } from '../mail/outbox';
import { knownDevice } from './known-devices';
import { openSession, type SignIn, type SignInContext } from './login';
import { takeAttempt } from './login-attempts-repo';
import { consumeLoginLink, putLoginLink } from './login-links-repo';
import { tooManyAttempts } from './rate-limit';

/**
 * The owner's way in from a new browser whatever an attacker does to the sign-in (issue 22): a
 * one-time link mailed to the owner's address, valid 15 minutes, used once. Whoever asks, the link
 * goes to the owner's inbox only, so asking for one reveals and grants nothing; asking is limited
 * (3 an hour per address, 10 an hour in all) so nobody can flood that inbox.
 */
export const LINK_MINUTES = 15;
const LINKS_PER_ADDRESS = 3;
const LINKS_IN_ALL = 10;
const HOUR_MS = 60 * 60_000;
/** The counts' user name (login-attempts-repo.ts): apart from any real user's. */
const LINK_COUNTER = '#login-link';

export const LINK_SENT = `Ti abbiamo inviato un link di accesso all'indirizzo e-mail del proprietario. Vale ${LINK_MINUTES} minuti e si può usare una volta sola.`;
const LINK_INVALID = 'Link di accesso non valido, già usato o scaduto. Chiedine uno nuovo.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

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

/** Signs in with a link's token, once; the browser becomes a known one. */
export async function signInWithLink(
  token: string,
  context: SignInContext,
  now = new Date(),
): Promise<SignIn> {
  if (!(await consumeLoginLink(hashToken(token), now))) {
    logger.warn('admin sign-in link refused', { address: context.address });
    throw new InvalidCredentials(LINK_INVALID);
  }
  logger.info('admin login by link', { address: context.address });
  const fromKnownDevice = Boolean(await knownDevice(context.deviceId, now));
  return openSession(context, fromKnownDevice, now);
}
