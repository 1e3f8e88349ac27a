import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CalendarDays, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../components/ui/skeleton';
import { PolicyLink } from '../features/reviews/review-figures';
import { ReviewForm } from '../features/reviews/review-form';
import { useLocale, useLocalizedPath, useMessages } from '../i18n/messages';
import { callApi } from '../lib/api-client';
import { useFormats } from '../lib/format';
import { Link, useParams } from '../lib/navigation';
import { refusalText } from '../lib/refusal-text';
import { usePageMeta } from '../lib/seo';
import { reviewKeys } from '../queries/reviews';

/** The stay a personal review link is for (no retry: a wrong link stays wrong). */
function useReviewLink(token: string) {
  return useQuery({
    queryKey: [...reviewKeys.all, 'link', token],
    queryFn: () => callApi('getReviewLink', { params: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * /recensione/{token}: the guest's review of a stay, from the personal link of the thank-you
 * after check-out. Never indexed: the token is a secret.
 */
export default function ReviewPage() {
  const { token = '' } = useParams();
  const words = useMessages('reviewForm');
  const { verifications } = useMessages('reviews');
  const { longDay } = useFormats();
  const locale = useLocale();
  const localized = useLocalizedPath();
  usePageMeta({
    ...words.meta,
    path: '/recensione',
    robots: 'noindex, nofollow',
  });
  const link = useReviewLink(token);
  const [sent, setSent] = useState(false);
  const stay = link.data;

  return (
    <div className="bg-cream-50 pt-28 pb-20 sm:pt-32">
      <div className="container-site grid max-w-3xl gap-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {words.eyebrow}
          </p>
          <h1 className="mt-1 font-display text-3xl text-lava-900 sm:text-4xl">
            {stay ? words.title(stay.apartmentName) : words.untitled}
          </h1>
          {stay ? (
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-lava-700">
              <li className="flex items-center gap-1.5">
                <CalendarDays className="h-4 w-4 text-accent-600" aria-hidden />
                {longDay(stay.checkIn)} – {longDay(stay.checkOut)}
              </li>
              <li className="flex items-center gap-1.5">
                <BadgeCheck className="h-4 w-4 text-emerald-700" aria-hidden />
                {verifications[stay.verification]}
              </li>
            </ul>
          ) : null}
        </header>
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-lava-100 sm:p-8">
          {link.isPending ? (
            <Skeleton className="h-96" />
          ) : link.isError ? (
            <div role="alert" className="grid gap-4">
              <p className="text-lava-800">
                {refusalText(link.error, locale, words.refusals, words.openFailed)}
              </p>
              <Link to={localized('/')} className="font-semibold text-accent-700 underline">
                {words.home}
              </Link>
            </div>
          ) : sent || stay?.submitted ? (
            <div className="grid gap-3 text-lava-800" role="status">
              <p className="flex items-center gap-2 text-xl font-semibold text-lava-900">
                <CheckCircle2 className="h-6 w-6 text-emerald-700" aria-hidden />
                {words.thanks}
              </p>
              <p>{words.thanksText}</p>
              <PolicyLink className="text-accent-700" />
            </div>
          ) : stay ? (
            <>
              <p className="mb-6 text-sm text-lava-600">
                {words.validUntil(longDay(stay.validUntil))}{' '}
                <PolicyLink className="text-accent-700" />
              </p>
              <ReviewForm token={token} firstName={stay.firstName} onSent={() => setSent(true)} />
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
