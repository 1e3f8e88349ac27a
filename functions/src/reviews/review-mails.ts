import { site } from '@catania/shared/config/site';
import { apartmentNameOf } from '@catania/shared/content/apartments';
import { formatLongDate, formatShortDate } from '@catania/shared/domain/booking';
import { ASPECT_LABELS, REVIEW_ASPECTS } from '@catania/shared/schemas/review';
import { env } from '../lib/env';
import { type RenderedMail, renderMail } from '../mail/layout';
import { deliverMail } from '../mail/outbox';
import type { ReviewInvite } from './review-invites-repo';
import type { ReviewRecord } from './reviews-repo';

/**
 * The reviews' mails: the guest's thank-you after check-out with the personal review link (sent
 * by the daily job until the scheduled messages carry it), and the owner's notice that a review
 * waits for moderation. The guest's words reach the owner as text (the layout escapes them).
 */

export function renderReviewInvite(invite: ReviewInvite, link: string): RenderedMail {
  const name = apartmentNameOf(invite.apartmentId);
  return renderMail(`Grazie per il soggiorno – ${name}`, {
    preheader: 'Com’è andata? Raccontalo in due minuti: la tua recensione aiuta altri viaggiatori.',
    heading: 'Grazie per aver soggiornato da noi',
    intro: [
      invite.firstName ? `Ciao ${invite.firstName},` : 'Ciao,',
      `grazie per aver scelto ${site.brand.shortName}: speriamo che i giorni in ${name} (dal ${formatLongDate(invite.checkIn)} al ${formatLongDate(invite.checkOut)}) ti abbiano lasciato un bel ricordo di Catania.`,
      'Ci aiuteresti con una recensione? Dai un voto al soggiorno, alla pulizia, alla posizione, all’host e al rapporto qualità/prezzo, e scrivi com’è andata: la leggiamo sempre, e dopo la nostra verifica la pubblichiamo con la dicitura «Soggiorno verificato».',
    ],
    sections: [
      {
        title: 'Il tuo link personale',
        paragraphs: [
          `Il link vale per questo soggiorno e si usa una sola volta, fino al ${formatLongDate(invite.validUntil)}. Non inoltrarlo: chi lo apre scrive a nome tuo.`,
        ],
      },
    ],
    action: { label: 'Scrivi la recensione', url: link },
  });
}

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
