import { site } from '@catania/shared/config/site';
import { useLocalizedPath, useMessages } from '../i18n/messages';
import { useFormats } from '../lib/format';
import { Link } from '../lib/navigation';
import { useReviews } from '../queries/reviews';

/**
 * The host's two figures (home 'Chi siamo', the about page): how many reviews and their mean,
 * computed from the published reviews, each leading to how they are verified.
 */
export function ReviewStats({
  className,
  size,
  card = '',
}: {
  className?: string;
  /** The figure's text size. */
  size: string;
  /** Classes of each figure's box. */
  card?: string;
}) {
  const { data } = useReviews();
  const { stats: words } = useMessages('reviews');
  const { number, score } = useFormats();
  const localized = useLocalizedPath();
  const stats = [
    { value: data ? number(data.count) : '\u00a0', label: words.published },
    {
      value: data?.average != null ? score(data.average) : data ? '–' : '\u00a0',
      label: words.average,
    },
  ];
  return (
    <dl className={className} data-testid="review-stats">
      {stats.map((stat) => (
        <div key={stat.label} className={`flex flex-col-reverse ${card}`}>
          <dt className="mt-1 text-sm text-lava-600">
            <Link
              to={localized(site.reviews.policyPath)}
              className="underline-offset-2 hover:underline"
            >
              {stat.label}
            </Link>
          </dt>
          <dd className={`font-display text-lava-900 ${size}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
