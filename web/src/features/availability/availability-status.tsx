import { AlertTriangle, CalendarCheck } from 'lucide-react';
import { useMessages } from '../../i18n/messages';
import { cn } from '../../lib/cn';

/**
 * The availability status box (product §2): loading, the count of taken dates, or the error state (all
 * dates then appear available, and the guest is told so with the 'Errore API' badge).
 */
export function AvailabilityStatus({
  loading,
  error,
  unavailableCount,
  className,
}: {
  loading: boolean;
  error: boolean;
  unavailableCount: number;
  className?: string;
}) {
  const { status: t } = useMessages('calendarNotices');
  return (
    <div
      className={cn('rounded-2xl bg-cream-100 p-4 text-sm', className)}
      data-testid="availability-status"
      aria-live="polite"
    >
      {loading ? (
        <p className="text-lava-600">{t.loading}</p>
      ) : error ? (
        <p className="flex items-start gap-2 text-red-800">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            {t.error}{' '}
            <span className="ml-1 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t.errorBadge}
            </span>
          </span>
        </p>
      ) : (
        <p className="flex items-center gap-2 text-lava-700">
          <CalendarCheck className="h-4 w-4 text-emerald-700" aria-hidden />
          {t.unavailable(unavailableCount)}
        </p>
      )}
    </div>
  );
}
