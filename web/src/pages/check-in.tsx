import { CalendarDays, Home, Users } from 'lucide-react';
import { PrecheckinSection, usePrecheckin } from '../features/precheckin';
import { useMessages } from '../i18n/messages';
import { useFormats } from '../lib/format';
import { useParams } from '../lib/navigation';
import { usePageMeta } from '../lib/seo';

/**
 * /check-in/{token}: the pre-check-in page of a stay booked on another platform (the link the
 * owner sends). A direct booking's guest finds the same section on the guest's booking page.
 * Never indexed: the token is a secret.
 */
export default function CheckInPage() {
  const { token = '' } = useParams();
  const t = useMessages('precheckin');
  const { nights } = useMessages('common');
  const format = useFormats();
  usePageMeta({
    title: t.metaTitle,
    description: t.metaDescription,
    path: '/check-in',
    robots: 'noindex, nofollow',
  });
  const stay = usePrecheckin(token).data?.stay;

  return (
    <div className="bg-cream-50 pt-28 pb-20 sm:pt-32">
      <div className="container-site grid max-w-3xl gap-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {t.yourStay}
          </p>
          <h1 className="mt-1 font-display text-3xl text-lava-900 sm:text-4xl">
            {stay ? stay.apartmentName : t.title}
          </h1>
          {stay ? (
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-lava-700">
              <li className="flex items-center gap-1.5">
                <CalendarDays className="h-4 w-4 text-accent-600" aria-hidden />
                {format.longDay(stay.checkIn)} – {format.longDay(stay.checkOut)}
              </li>
              <li className="flex items-center gap-1.5">
                <Home className="h-4 w-4 text-accent-600" aria-hidden />
                {nights(stay.nights)}
              </li>
              <li className="flex items-center gap-1.5">
                <Users className="h-4 w-4 text-accent-600" aria-hidden />
                {t.guestCount(stay.guests)}
              </li>
            </ul>
          ) : null}
        </header>
        <PrecheckinSection token={token} />
      </div>
    </div>
  );
}
