import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { env } from '../lib/env';
import { RateLimited } from '../lib/errors';
import { keys } from '../lib/keys';

/**
 * Abuse limits (issue 10, docs/decisions/0015): how many times one client address or one e-mail
 * may do something costly within a window. Counted in fixed windows, one table item per subject
 * and window (its TTL removes it), so a flood from one address costs that address alone: a guest
 * on another address is never slowed down by it.
 *
 * The values are above what a person reaches: a guest rarely starts more than two or three
 * checkouts (changing dates, a card refused), writes one or two messages, and searches a few
 * times a minute.
 */
export interface Quota {
  /** Part of the counter's key; never shown. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
}

export interface Limit extends Quota {
  /** The Italian answer, `{wait}` replaced by "N minuti" / "N secondi". */
  readonly message: string;
}

/**
 * The owner's mail about contact messages, all senders together: a flood spread over many
 * addresses and e-mails passes the limits above, but past this many notices an hour the messages
 * are only stored (the panel lists them), so it cannot spend the SES sending quota that the
 * guests' confirmations need.
 */
export const CONTACT_NOTICES_PER_HOUR: Quota = {
  name: 'contact-notices',
  max: 20,
  windowSeconds: 60 * 60,
};

const CHECKOUT_MESSAGE =
  'Troppe prenotazioni avviate in poco tempo. Riprova tra {wait} o scrivici dalla pagina Contatti.';
const CONTACT_MESSAGE = 'Troppi messaggi inviati in poco tempo. Riprova tra {wait}.';

export const LIMITS = {
  /**
   * Unpaid holds at once: a hold lives about 36 minutes (Stripe's 30-minute session, margin and
   * grace), so the checkouts started within that time bound the holds one caller has in flight.
   */
  checkoutsAtOnceByAddress: {
    name: 'checkout-now-addr',
    max: 3,
    windowSeconds: 40 * 60,
    message: CHECKOUT_MESSAGE,
  },
  checkoutsAtOnceByEmail: {
    name: 'checkout-now-mail',
    max: 3,
    windowSeconds: 40 * 60,
    message: CHECKOUT_MESSAGE,
  },
  checkoutsPerHourByAddress: {
    name: 'checkout-hour-addr',
    max: 10,
    windowSeconds: 60 * 60,
    message: CHECKOUT_MESSAGE,
  },
  checkoutsPerHourByEmail: {
    name: 'checkout-hour-mail',
    max: 10,
    windowSeconds: 60 * 60,
    message: CHECKOUT_MESSAGE,
  },
  contactsByAddress: {
    name: 'contact-addr',
    max: 5,
    windowSeconds: 60 * 60,
    message: CONTACT_MESSAGE,
  },
  contactsByEmail: {
    name: 'contact-mail',
    max: 5,
    windowSeconds: 60 * 60,
    message: CONTACT_MESSAGE,
  },
  searchesByAddress: {
    name: 'search-addr',
    max: 60,
    windowSeconds: 60,
    message: 'Troppe ricerche in poco tempo. Riprova tra {wait}.',
  },
} as const satisfies Record<string, Limit>;

function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}`;
}

/** Counts one use by `subject` in the quota's current window: the uses so far, and the window's end. */
async function recordUse(quota: Quota, subject: string, now: Date) {
  const windowMs = quota.windowSeconds * 1000;
  const window = Math.floor(now.getTime() / windowMs);
  const windowEnd = (window + 1) * windowMs;
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.abuseCounter(quota.name, subject.trim().toLowerCase(), window),
      UpdateExpression:
        'ADD uses :one SET expiresAt = if_not_exists(expiresAt, :expires), entity = :entity',
      ExpressionAttributeValues: {
        ':one': 1,
        ':expires': Math.ceil(windowEnd / 1000) + 60,
        ':entity': 'abuseCounter',
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return { uses: Number(Attributes?.uses ?? 1), windowEnd };
}

/**
 * Counts one use of `limit` by `subject` (an address, an e-mail) and throws RateLimited, with
 * the seconds to the window's end for Retry-After, once the window's count passes the limit.
 * Refused attempts count too: a caller that keeps pushing stays refused until the window ends.
 */
export async function countUse(limit: Limit, subject: string, now = new Date()): Promise<void> {
  if (env.ABUSE_LIMITS === 'off') return;
  const { uses, windowEnd } = await recordUse(limit, subject, now);
  if (uses <= limit.max) return;
  const retryAfter = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
  throw new RateLimited(limit.message.replace('{wait}', waitInWords(retryAfter)), retryAfter);
}

/** Counts one use of a quota by everyone; the uses in its window so far (0 with limits off). */
export async function quotaUsed(quota: Quota, now = new Date()): Promise<number> {
  if (env.ABUSE_LIMITS === 'off') return 0;
  return (await recordUse(quota, 'everyone', now)).uses;
}

/** Every limit in turn; the first one passed refuses. */
export async function countUses(
  uses: ReadonlyArray<readonly [Limit, string]>,
  now = new Date(),
): Promise<void> {
  for (const [limit, subject] of uses) await countUse(limit, subject, now);
}

/** A checkout started by `address` for `email`: holds at once and per hour, by each. */
export const countCheckout = (address: string, email: string, now = new Date()) =>
  countUses(
    [
      [LIMITS.checkoutsAtOnceByAddress, address],
      [LIMITS.checkoutsPerHourByAddress, address],
      [LIMITS.checkoutsAtOnceByEmail, email],
      [LIMITS.checkoutsPerHourByEmail, email],
    ],
    now,
  );

/** A contact message sent by `address` as `email`. */
export const countContact = (address: string, email: string, now = new Date()) =>
  countUses(
    [
      [LIMITS.contactsByAddress, address],
      [LIMITS.contactsByEmail, email],
    ],
    now,
  );

/** An availability search (one apartment or all) by `address`. */
export const countSearch = (address: string, now = new Date()) =>
  countUse(LIMITS.searchesByAddress, address, now);
