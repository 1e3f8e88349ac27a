import { site } from '@catania/shared/config/site';
import { formatScore } from '@catania/shared/domain/review-format';
import { Link } from 'react-router-dom';
import { useReviews } from './api';

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
  const stats = [
    { value: data ? data.count.toLocaleString('it-IT') : '\u00a0', label: 'recensioni pubblicate' },
    {
      value: data?.average != null ? formatScore(data.average) : data ? '–' : '\u00a0',
      label: `valutazione media su ${site.reviews.ratingScale}`,
    },
  ];
  return (
    <dl className={className} data-testid="review-stats">
      {stats.map((stat) => (
        <div key={stat.label} className={`flex flex-col-reverse ${card}`}>
          <dt className="mt-1 text-sm text-lava-600">
            <Link to={site.reviews.policyPath} className="underline-offset-2 hover:underline">
              {stat.label}
            </Link>
          </dt>
          <dd className={`font-display text-lava-900 ${size}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
