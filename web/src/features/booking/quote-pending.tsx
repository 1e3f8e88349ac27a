import { useMessages } from '../../i18n/messages';

/**
 * What the stay's quote shows while its price (or, from the chooser, its code) is on the way: one
 * element for both, so the space it holds does not change when the code arrives.
 */
export function QuotePending() {
  const t = useMessages('calendar');
  return (
    <div
      className="h-28 animate-pulse rounded-2xl bg-lava-100"
      role="status"
      aria-label={t.quotePending}
    />
  );
}
