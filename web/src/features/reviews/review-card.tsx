import { site } from '@catania/shared/config/site';
import type { PublicReview } from '@catania/shared/schemas/review';
import { MessageCircle, ShieldCheck, Star } from 'lucide-react';
import { useLocale, useMessages } from '../../i18n/messages';
import { useFormats } from '../../lib/format';

/**
 * One published review: the guest's words as text (React escapes them) in their own language
 * (`lang`, so they are read out in it), and a note naming it when it is not the page's; the score,
 * the month of the stay and the apartment, how it was verified (or which platform it comes from),
 * and the host's reply.
 */
export function ReviewCard({ review }: { review: PublicReview }) {
  const { card, origins, verifications } = useMessages('reviews');
  const { month, languageName } = useFormats();
  const locale = useLocale();
  const otherLanguage =
    review.language && review.language !== locale ? languageName(review.language) : undefined;
  const initials = review.firstName
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .map((word) => word[0]?.toUpperCase())
    .slice(0, 2)
    .join('');
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-lava-100">
      <div className="flex items-center justify-between gap-3">
        <span className="flex gap-0.5" role="img" aria-label={card.score(review.overall)}>
          {[2, 4, 6, 8, 10].map((step) => (
            <Star
              key={step}
              className={
                review.overall >= step
                  ? 'h-4 w-4 fill-ochre-400 text-ochre-400'
                  : review.overall >= step - 1
                    ? 'h-4 w-4 fill-ochre-200 text-ochre-400'
                    : 'h-4 w-4 text-lava-200'
              }
              aria-hidden
            />
          ))}
        </span>
        <span className="rounded-full bg-cream-100 px-2.5 py-1 text-sm font-semibold text-lava-900">
          {review.overall}/{site.reviews.ratingScale}
        </span>
      </div>
      {review.title ? (
        <p lang={review.language} className="mt-5 font-semibold text-lava-900">
          {review.title}
        </p>
      ) : null}
      <blockquote
        lang={review.language}
        className={`${review.title ? 'mt-2' : 'mt-5'} flex-1 font-display text-lg leading-relaxed break-words whitespace-pre-line text-lava-800`}
      >
        “{review.text}”
      </blockquote>
      {otherLanguage ? (
        <p className="mt-2 text-xs text-lava-500">{card.writtenIn(otherLanguage)}</p>
      ) : null}
      {review.reply ? (
        <div className="mt-5 rounded-2xl bg-cream-50 p-4 text-sm text-lava-700 ring-1 ring-lava-100">
          <p className="flex items-center gap-1.5 font-semibold text-lava-900">
            <MessageCircle className="h-4 w-4 text-accent-700" aria-hidden />
            {card.hostReply}
          </p>
          <p className="mt-1.5 break-words whitespace-pre-line">{review.reply.text}</p>
        </div>
      ) : null}
      <figcaption className="mt-6 flex items-center gap-3 border-t border-lava-100 pt-5">
        <span
          className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-accent-100 text-sm font-bold text-accent-800"
          aria-hidden
        >
          {initials}
        </span>
        <span className="min-w-0 text-sm">
          <span className="block font-semibold text-lava-900">{review.firstName}</span>
          <span className="block text-lava-600">
            {review.country} · {card.stay(month(review.stayMonth))}
          </span>
          <span className="block truncate text-xs text-lava-500">{review.apartmentName}</span>
        </span>
      </figcaption>
      <p className="mt-4 text-xs">
        {review.origin === 'direct' ? (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 font-semibold text-emerald-800"
            title={review.verification ? verifications[review.verification] : undefined}
          >
            <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
            {card.verified}
            {review.verification ? (
              <span className="sr-only">: {verifications[review.verification]}</span>
            ) : null}
          </span>
        ) : (
          <span className="inline-flex rounded-full bg-lava-50 px-2.5 py-1 font-semibold text-lava-700">
            {origins[review.origin]}
          </span>
        )}
      </p>
    </figure>
  );
}
