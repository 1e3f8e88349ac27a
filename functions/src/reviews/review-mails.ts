import { apartmentNameOf } from '@catania/shared/content/apartments';
import { formatShortDate } from '@catania/shared/domain/booking';
import { ASPECT_LABELS, REVIEW_ASPECTS } from '@catania/shared/schemas/review';
import { env } from '../lib/env';
import { type RenderedMail, renderMail } from '../mail/layout';
import { deliverMail } from '../mail/outbox';
import type { ReviewRecord } from './reviews-repo';

/**
 * The reviews' mail: the owner's notice that a review waits for moderation, the guest's words as
 * text (the layout escapes them). The guest's invitation is the scheduled thank-you after
 * check-out (messages/), which carries the stay's personal link (review-links.ts).
 */

function renderOwnerReviewNotice(review: ReviewRecord): RenderedMail {
  const name = apartmentNameOf(review.apartmentId);
  const scores = review.aspects
    ? REVIEW_ASPECTS.map((aspect) => `${ASPECT_LABELS[aspect]} ${review.aspects?.[aspect]}`).join(
        ' · ',
      )
    : '';
  return renderMail(`Nuova recensione da moderare: ${name}, ${review.overall}/10`, {
    preheader: review.title ?? review.text.slice(0, 120),
    heading: `Nuova recensione di ${review.firstName}`,
    intro: [
      `${review.firstName} (${review.country}) ha recensito il soggiorno in ${name}${review.checkIn && review.checkOut ? ` dal ${formatShortDate(review.checkIn)} al ${formatShortDate(review.checkOut)}` : ''}. La recensione non è pubblica finché non la pubblichi dalla scheda Recensioni del pannello.`,
    ],
    sections: [
      {
        title: review.title ?? 'Recensione',
        paragraphs: [review.text],
        rows: [
          ['Voto', `${review.overall}/10`],
          ...(scores ? ([['Dettaglio', scores]] as const) : []),
        ],
      },
    ],
    action: { label: 'Apri le recensioni nel pannello', url: `${env.SITE_URL}/admin` },
  });
}

/** The owner hears of each new review once (the outbox id is the review's). Never throws. */
export async function notifyOwnerOfReview(review: ReviewRecord): Promise<void> {
  await deliverMail({
    id: `review-${review.id}`,
    kind: 'owner-review',
    to: [env.MAIL_OWNER],
    ...renderOwnerReviewNotice(review),
  });
}
