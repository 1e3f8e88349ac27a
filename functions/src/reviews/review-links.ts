import { randomBytes, randomUUID } from 'node:crypto';
import type { Locale } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { apartmentNameOf } from '@catania/shared/content/apartments';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { GUEST_TOKEN_PATTERN } from '@catania/shared/schemas/guest-booking';
import type { ReviewLinkView, reviewSubmission } from '@catania/shared/schemas/review';
import type { z } from 'zod';
import { getStay, type Stay } from '../checkin/stays';
import { env } from '../lib/env';
import { Conflict, NotFound } from '../lib/errors';
import { findInviteByToken, putInviteIfMissing, type ReviewInvite } from './review-invites-repo';
import { notifyOwnerOfReview } from './review-mails';
import { putGuestReview, type ReviewRecord } from './reviews-repo';

/**
 * The personal review link: one per stay, 256 random bits, opening for
 * `site.reviews.linkValidDaysAfterCheckOut` days after check-out, used once. The stay behind it
 * is read again at every use, so a booking no longer confirmed, or an arrival the owner removed,
 * opens nothing.
 */

export const REVIEW_LINK_INVALID =
  'Il link per la recensione non è valido. Apri il link completo dalla e-mail ricevuta dopo il soggiorno, oppure contattaci.';
export const REVIEW_LINK_EXPIRED = `Il link per la recensione è scaduto: vale ${site.reviews.linkValidDaysAfterCheckOut} giorni dalla fine del soggiorno.`;
export const STAY_NOT_ENDED =
  'Il soggiorno non è ancora terminato: potrai scrivere la recensione dal giorno del check-out.';

/** The page where the guest writes the review. */
export const reviewPageUrl = (token: string) => `${env.SITE_URL}/recensione/${token}`;

const firstNameOf = (guestName: string | undefined) => guestName?.trim().split(/\s+/)[0] ?? '';

/**
 * The review link of a stay, for the thank-you after check-out (the scheduled messages'
 * `{{link_recensione}}`, messages/message-mail.ts): its invitation is made the first time the
 * link is asked for, and the same link comes back every time after.
 */
export async function reviewLinkForStay(stay: Stay, now = new Date()): Promise<string> {
  const invite = await putInviteIfMissing({
    stayKey: stay.key,
    token: randomBytes(32).toString('base64url'),
    apartmentId: stay.apartmentId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    verification: stay.kind === 'booking' ? 'paid_booking' : 'registered_stay',
    firstName: firstNameOf(stay.guestName),
    ...(stay.guestEmail ? { guestEmail: stay.guestEmail } : {}),
    validUntil: addDays(stay.checkOut, site.reviews.linkValidDaysAfterCheckOut),
    createdAt: now.toISOString(),
  });
  return reviewPageUrl(invite.token);
}

/** The invitation a link opens, its stay still standing and ended; the refusals otherwise. */
async function openInvite(token: string | undefined, now: Date): Promise<ReviewInvite> {
  if (!token || !GUEST_TOKEN_PATTERN.test(token)) throw new NotFound(REVIEW_LINK_INVALID);
  const invite = await findInviteByToken(token);
  if (!invite) throw new NotFound(REVIEW_LINK_INVALID);
  const today = todayInRome(now);
  if (today > invite.validUntil) throw new NotFound(REVIEW_LINK_EXPIRED, 'link_expired');
  // Still a confirmed booking, or an arrival the owner keeps.
  await getStay(invite.stayKey).catch(() => {
    throw new NotFound(REVIEW_LINK_INVALID);
  });
  if (today < invite.checkOut) throw new Conflict(STAY_NOT_ENDED, 'stay_not_ended');
  return invite;
}

export async function reviewLinkView(
  token: string | undefined,
  now = new Date(),
): Promise<ReviewLinkView> {
  const invite = await openInvite(token, now);
  return {
    apartmentId: invite.apartmentId,
    apartmentName: apartmentNameOf(invite.apartmentId),
    checkIn: invite.checkIn,
    checkOut: invite.checkOut,
    verification: invite.verification,
    firstName: invite.firstName,
    validUntil: invite.validUntil,
    submitted: Boolean(invite.usedAt),
  };
}

/**
 * The guest's review from the link: stored as pending (the owner publishes it), the link used up
 * in the same transaction, then the owner told. Conflict for a link already used. `language` is
 * the review page's: the guest wrote in it.
 */
export async function submitReview(
  token: string | undefined,
  body: z.output<typeof reviewSubmission>,
  language: Locale,
  now = new Date(),
): Promise<ReviewRecord> {
  const invite = await openInvite(token, now);
  const createdAt = now.toISOString();
  const review: ReviewRecord = {
    id: randomUUID(),
    stayKey: invite.stayKey,
    apartmentId: invite.apartmentId,
    checkIn: invite.checkIn,
    checkOut: invite.checkOut,
    stayMonth: invite.checkIn.slice(0, 7),
    origin: 'direct',
    verification: invite.verification,
    overall: body.overall,
    aspects: {
      cleanliness: body.cleanliness,
      position: body.position,
      host: body.host,
      value: body.value,
    },
    title: body.title,
    text: body.text,
    language,
    firstName: body.firstName,
    country: body.country,
    status: 'pending',
    createdAt,
    log: [{ at: createdAt, action: 'received' }],
  };
  await putGuestReview(review, invite.stayKey);
  await notifyOwnerOfReview(review);
  return review;
}
