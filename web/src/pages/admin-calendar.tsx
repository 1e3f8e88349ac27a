import { isApartmentId } from '@catania/shared/config/apartments';
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminGate, CalendarManager } from '../features/admin';

/** /admin/calendar: the calendars screen alone; `?apartmentId=` fixes the apartment. */
export default function AdminCalendarPage() {
  const [params] = useSearchParams();
  const apartmentId = params.get('apartmentId') ?? undefined;
  return (
    <AdminGate>
      <section className="container-site pt-28 pb-16">
        <Link
          to="/admin"
          className="mb-4 inline-flex items-center gap-1 text-sm text-lava-600 hover:text-accent-700"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Pannello di amministrazione
        </Link>
        <CalendarManager
          apartmentId={apartmentId && isApartmentId(apartmentId) ? apartmentId : undefined}
        />
      </section>
    </AdminGate>
  );
}
