import { Download, Search } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { Card, EmptyState } from './ui';

/**
 * The toolbar above an admin list: the search field, the list's own filters, and the CSV export
 * of what the filters show.
 */
export function ListToolbar({
  search,
  onExport,
  canExport,
  children,
}: {
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  onExport: () => void;
  canExport: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="mb-5 flex flex-wrap items-center gap-3">
      <div className="relative min-w-64 flex-1">
        <Search className="absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-lava-400" />
        <Input
          className="h-11 pl-9 text-sm"
          placeholder={search.placeholder}
          aria-label={search.label}
          value={search.value}
          onChange={(e) => search.onChange(e.target.value)}
        />
      </div>
      {children}
      <Button variant="outline" onClick={onExport} disabled={!canExport}>
        <Download className="h-4 w-4" aria-hidden />
        Esporta CSV
      </Button>
    </Card>
  );
}

/** The list and the detail side by side (Tailwind's lg), as the grid below lays them out. */
const SIDE_BY_SIDE = '(min-width: 64rem)';

export interface ListDetailMessages {
  failed: string;
  loading: string;
  /** Nothing received yet. */
  empty: string;
  /** Nothing matches the filters. */
  noMatch: string;
  /** The detail pane before a choice. */
  choose: string;
}

/**
 * An admin list and the detail of the item chosen in it (bookings, contacts): the loading, failed
 * and empty states, the scrolling list of at most 600 px, and the detail pane beside it (below it
 * on a phone). The chosen item is looked up in `all`, so a filter change keeps it open.
 */
export function ListDetail<T extends { id: string }>({
  label,
  status,
  all,
  shown,
  messages,
  summary,
  detail,
  focus,
  onChoose,
}: {
  label: string;
  status: { isError: boolean; isLoading: boolean };
  all: readonly T[];
  shown: readonly T[];
  messages: ListDetailMessages;
  summary: (item: T) => ReactNode;
  detail: (item: T) => ReactNode;
  /** A record asked for from elsewhere ('Da fare', the planning): opened once it is listed. */
  focus?: { id: string; at: number } | undefined;
  /** The owner opened an item (a contact is then read). */
  onChoose?: (item: T) => void;
}) {
  const [chosenId, setChosenId] = useState<string>();
  const chosen = all.find((item) => item.id === chosenId);
  const detailPane = useRef<HTMLDivElement>(null);
  const focusReady = Boolean(focus && all.some((item) => item.id === focus.id));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new ask (its `at`) opens it again.
  useEffect(() => {
    if (focus && focusReady) {
      setChosenId(focus.id);
      requestAnimationFrame(() => detailPane.current?.scrollIntoView({ block: 'start' }));
    }
  }, [focus?.at, focusReady]);
  const choose = (id: string) => {
    setChosenId(id);
    const item = all.find((candidate) => candidate.id === id);
    if (item) onChoose?.(item);
    // Below the list on a phone, the detail would open out of sight: the tap would seem lost.
    if (!window.matchMedia(SIDE_BY_SIDE).matches) {
      requestAnimationFrame(() => detailPane.current?.scrollIntoView({ block: 'start' }));
    }
  };
  return (
    <div className="grid gap-5 lg:grid-cols-[2fr_3fr]">
      <Card padding="p-2">
        {status.isError ? (
          <EmptyState>{messages.failed}</EmptyState>
        ) : status.isLoading ? (
          <EmptyState>{messages.loading}</EmptyState>
        ) : all.length === 0 ? (
          <EmptyState>{messages.empty}</EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState>{messages.noMatch}</EmptyState>
        ) : (
          <ul className="grid max-h-[600px] gap-1 overflow-y-auto" aria-label={label}>
            {shown.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => choose(item.id)}
                  aria-current={item.id === chosenId ? 'true' : undefined}
                  className={cn(
                    'w-full rounded-xl px-3 py-2.5 text-left hover:bg-cream-100',
                    item.id === chosenId && 'bg-accent-50',
                  )}
                >
                  {summary(item)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {/* scroll-mt: clear of the site's fixed header when scrolled to. */}
      <Card ref={detailPane} className="scroll-mt-24">
        {chosen ? detail(chosen) : <EmptyState>{messages.choose}</EmptyState>}
      </Card>
    </div>
  );
}
