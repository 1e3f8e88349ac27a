import type { CalendarConfig } from '@catania/shared/schemas/calendar';

/** A feed as the owner knows it: the apartment's name, then its URL cut to the column. */
export function FeedTitle({
  calendar,
  names,
  nameClassName,
}: {
  calendar: Pick<CalendarConfig, 'apartmentId' | 'icalUrl'>;
  names: Record<string, string>;
  nameClassName: string;
}) {
  return (
    <div className="min-w-0">
      <p className={nameClassName}>{names[calendar.apartmentId] ?? calendar.apartmentId}</p>
      <p className="truncate text-xs text-lava-500" title={calendar.icalUrl}>
        {calendar.icalUrl}
      </p>
    </div>
  );
}
