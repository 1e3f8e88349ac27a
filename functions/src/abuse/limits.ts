import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { site } from '@catania/shared/config/site';
import { db, tableName } from '../lib/db';
import { env } from '../lib/env';
import { RateLimited } from '../lib/errors';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

/**
 * Abuse limits (docs/decisions/0010): how many times one client address or one e-mail
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
const HELD_NIGHTS_MESSAGE =
  'Hai già troppe notti in attesa di pagamento: completa il pagamento avviato o riprova tra {wait}. Per un soggiorno più lungo scrivici dalla pagina Contatti.';

/**
 * Unpaid holds, counted in nights: a hold keeps its nights from every other guest for
 * about 36 minutes (Stripe's 30-minute session, a minute's margin and the grace), so what one
 * caller may hold at once is a number of nights, not of checkouts. One e-mail holds at most the
 * longest stay the site sells; one address twice that, so a family or several guests behind a
 * mobile carrier's shared address can still book while one of them pays.
 */
export interface NightsLimit {
  readonly name: string;
  readonly maxNights: number;
  /** At least a hold's lifetime: a hold is counted in its window and the next. */
  readonly windowSeconds: number;
  readonly message: string;
}

export const HELD_NIGHTS = {
  byEmail: {
    name: 'held-nights-mail',
    maxNights: site.stay.maxNights,
    windowSeconds: 40 * 60,
    message: HELD_NIGHTS_MESSAGE,
  },
  byAddress: {
    name: 'held-nights-addr',
    maxNights: 2 * site.stay.maxNights,
    windowSeconds: 40 * 60,
    message: HELD_NIGHTS_MESSAGE,
  },
} as const satisfies Record<string, NightsLimit>;
const CONTACT_MESSAGE = 'Troppi messaggi inviati in poco tempo. Riprova tra {wait}.';

export const LIMITS = {
  /** Checkouts started (each opens a Stripe session): an address may be a carrier's, shared. */
  checkoutsPerHourByAddress: {
    name: 'checkout-hour-addr',
    max: 20,
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

/**
 * An e-mail as one person: trimmed, lower case, without a `+tag` (anna+1@example.it and
 * Anna@example.it are the same inbox, so the same guest for every limit).
 */
export function normaliseEmail(email: string): string {
  const [local = '', ...domain] = email.trim().toLowerCase().split('@');
  return domain.length > 0 ? `${local.split('+')[0]}@${domain.join('@')}` : local;
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

/** Adds `nights` to a window's held-nights count; false (nothing added) past `max`. */
async function addNights(
  limit: NightsLimit,
  subject: string,
  window: number,
  nights: number,
  max?: number,
): Promise<boolean> {
  const windowEnd = (window + 1) * limit.windowSeconds * 1000;
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.abuseCounter(limit.name, subject, window),
        UpdateExpression:
          'ADD nights :nights SET expiresAt = if_not_exists(expiresAt, :expires), entity = :entity',
        // Atomic: parallel checkouts can never hold more than the limit between them.
        ...(max !== undefined
          ? {
              ConditionExpression: 'attribute_not_exists(nights) OR nights <= :room',
              ExpressionAttributeValues: {
                ':nights': nights,
                ':room': max - nights,
                ':expires': Math.ceil(windowEnd / 1000) + 60,
                ':entity': 'abuseCounter',
              },
            }
          : {
              ExpressionAttributeValues: {
                ':nights': nights,
                ':expires': Math.ceil(windowEnd / 1000) + 60,
                ':entity': 'abuseCounter',
              },
            }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Counts a new hold of `nights` against a held-nights limit, or throws RateLimited (nothing
 * counted). A hold is added to its window, refused if that passes the limit, and to the next
 * window too: the window outlasts a hold, so whenever a hold is alive its nights are in the
 * current window's count (a hold that ended early, paid or lapsed, still counts until then).
 */
async function holdNightsOf(limit: NightsLimit, subject: string, nights: number, now: Date) {
  const windowMs = limit.windowSeconds * 1000;
  const window = Math.floor(now.getTime() / windowMs);
  if (!(await addNights(limit, subject, window, nights, limit.maxNights))) {
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - now.getTime()) / 1000));
    throw new RateLimited(limit.message.replace('{wait}', waitInWords(retryAfter)), retryAfter);
  }
  await addNights(limit, subject, window + 1, nights);
}

/** Gives back what holdNightsOf counted (a later limit refused the checkout). */
async function returnNights(limit: NightsLimit, subject: string, nights: number, now: Date) {
  const window = Math.floor(now.getTime() / (limit.windowSeconds * 1000));
  await addNights(limit, subject, window, -nights);
  await addNights(limit, subject, window + 1, -nights);
}

/**
 * A checkout started by `address` for `email`, holding `nights`: checkouts per hour by each, then
 * the unpaid nights held at once by the e-mail and by the address. The e-mail is normalised
 * (case, `+tags`). A refused checkout holds nothing, and its nights are not counted.
 */
export async function countCheckout(
  address: string,
  email: string,
  nights: number,
  now = new Date(),
): Promise<void> {
  const person = normaliseEmail(email);
  await countUses(
    [
      [LIMITS.checkoutsPerHourByAddress, address],
      [LIMITS.checkoutsPerHourByEmail, person],
    ],
    now,
  );
  if (env.ABUSE_LIMITS === 'off') return;
  await holdNightsOf(HELD_NIGHTS.byEmail, person, nights, now);
  try {
    await holdNightsOf(HELD_NIGHTS.byAddress, address.trim().toLowerCase(), nights, now);
  } catch (error) {
    await returnNights(HELD_NIGHTS.byEmail, person, nights, now);
    throw error;
  }
}

/** A contact message sent by `address` as `email`. */
export const countContact = (address: string, email: string, now = new Date()) =>
  countUses(
    [
      [LIMITS.contactsByAddress, address],
      [LIMITS.contactsByEmail, normaliseEmail(email)],
    ],
    now,
  );

/** An availability search (one apartment or all) by `address`. */
export const countSearch = (address: string, now = new Date()) =>
  countUse(LIMITS.searchesByAddress, address, now);
