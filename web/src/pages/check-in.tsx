import { CalendarDays, Home, Users } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { PrecheckinSection, usePrecheckin } from '../features/precheckin';
import { formatLongDay, nightsLabel } from '../lib/format';
import { usePageMeta } from '../lib/seo';

/**
 * /check-in/{token}: the pre-check-in page of a stay booked on another platform (the link the
 * owner sends). A direct booking's guest finds the same section on the guest's booking page.
 * Never indexed: the token is a secret.
 */
export default function CheckInPage() {
  const { token = '' } = useParams();
  usePageMeta({
    title: 'Pre-check-in online',
    description: 'Il pre-check-in online del tuo soggiorno.',
    path: '/check-in',
    robots: 'noindex, nofollow',
  });
  const stay = usePrecheckin(token).data?.stay;

  return (
    <div className="bg-cream-50 pt-28 pb-20 sm:pt-32">
      <div className="container-site grid max-w-3xl gap-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            Il tuo soggiorno
          </p>
          <h1 className="mt-1 font-display text-3xl text-lava-900 sm:text-4xl">
            {stay ? stay.apartmentName : 'Pre-check-in online'}
          </h1>
          {stay ? (
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-lava-700">
              <li className="flex items-center gap-1.5">
                <CalendarDays className="h-4 w-4 text-accent-600" aria-hidden />
                {formatLongDay(stay.checkIn)} – {formatLongDay(stay.checkOut)}
              </li>
              <li className="flex items-center gap-1.5">
                <Home className="h-4 w-4 text-accent-600" aria-hidden />
                {nightsLabel(stay.nights)}
              </li>
              <li className="flex items-center gap-1.5">
                <Users className="h-4 w-4 text-accent-600" aria-hidden />
                {stay.guests === 1 ? '1 ospite' : `${stay.guests} ospiti`}
              </li>
            </ul>
          ) : null}
        </header>
        <PrecheckinSection token={token} />
      </div>
    </div>
  );
}
