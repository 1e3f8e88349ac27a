import { site } from '@catania/shared/config/site';
import { formatScore, reviewCountLabel } from '@catania/shared/domain/review-format';
import type { ReviewFigures } from '@catania/shared/schemas/review';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';

/**
 * The computed figures as words, each linked to how the reviews are verified (Codice del Consumo
 * art. 22 c. 4-bis): '9,6 su 15 recensioni'. Nothing is shown for no review.
 */
export function ratingHeadline(figures: ReviewFigures): string {
  return figures.average === null
    ? 'Ancora nessuna recensione'
    : `${formatScore(figures.average)} su ${reviewCountLabel(figures.count)}`;
}

/** '3 verificate qui · 8 da Airbnb · 4 da Booking.com': the count, apart by origin. */
export function originBreakdown(figures: ReviewFigures): string {
  const parts = [
    figures.byOrigin.direct
      ? `${figures.byOrigin.direct} ${figures.byOrigin.direct === 1 ? 'verificata' : 'verificate'} qui`
      : '',
    figures.byOrigin.airbnb ? `${figures.byOrigin.airbnb} da Airbnb` : '',
    figures.byOrigin.booking ? `${figures.byOrigin.booking} da Booking.com` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The link every figure carries to the policy on /recensioni. */
export function PolicyLink({
  className,
  children,
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <Link to={site.reviews.policyPath} className={cn('underline underline-offset-2', className)}>
      {children ?? 'Come verifichiamo le recensioni'}
    </Link>
  );
}
