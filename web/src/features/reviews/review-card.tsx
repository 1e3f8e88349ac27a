import { Star } from 'lucide-react';
import { formatDate } from '../../lib/format';
import type { Review } from './reviews';

export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-lava-100">
      <div className="flex items-center justify-between">
        <span className="flex gap-0.5" role="img" aria-label={`Voto ${review.rating} su 10`}>
          {[1, 2, 3, 4, 5].map((star) => (
            <Star key={star} className="h-4 w-4 fill-ochre-400 text-ochre-400" aria-hidden />
          ))}
        </span>
        <span className="rounded-full bg-cream-100 px-2.5 py-1 text-sm font-semibold text-lava-900">
          {review.rating}/10
        </span>
      </div>
      <blockquote className="mt-5 flex-1 font-display text-lg leading-relaxed text-lava-800">
        “{review.comment}”
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-lava-100 pt-5">
        <span
          className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-accent-100 text-sm font-bold text-accent-800"
          aria-hidden
        >
          {review.avatar}
        </span>
        <span className="min-w-0 text-sm">
          <span className="block font-semibold text-lava-900">{review.name}</span>
          <span className="block text-lava-600">
            {review.location} · {formatDate(review.date)}
          </span>
          <span className="block truncate text-xs text-lava-500">{review.apartment}</span>
        </span>
      </figcaption>
    </figure>
  );
}
