import { site } from '@catania/shared/config/site';
import { countNights } from '@catania/shared/domain/dates';
import type { SearchAvailabilityResponse } from '@catania/shared/schemas/availability';
import { CalendarDays, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Range } from '../../components/date-range-picker';
import { Button } from '../../components/ui/button';
import { loadMessages, useLocale, useMessages } from '../../i18n/messages';
import { callApi } from '../../lib/api-client';
import { languageQuery } from '../../lib/api-language';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import type { SearchResult } from './search-results-dialog';

// The picker (Radix popover and its positioning code, about 20 KB) loads when the guest reaches
// for it: a look-alike trigger starts the download on hover, focus or touch and opens the picker
// on click, so a visit that never picks dates never fetches it (the first load's JavaScript).
const loadPicker = () => import('../../components/date-range-picker');
const DateRangePicker = lazy(() => loadPicker().then((m) => ({ default: m.DateRangePicker })));
const pickerClass = 'border-transparent bg-cream-100';
const pickerLook = `flex h-12 w-full items-center gap-3 rounded-xl border px-4 text-lava-600 ${pickerClass}`;
function PickerPlaceholder() {
  const t = useMessages('common').heroSearch;
  return (
    <div className={pickerLook}>
      <CalendarDays className="h-5 w-5 shrink-0 text-accent-700" aria-hidden />
      <span className="truncate">{t.placeholder}</span>
    </div>
  );
}

function PickerTrigger({ ready, onOpen }: { ready: boolean; onOpen: () => void }) {
  const t = useMessages('common').heroSearch;
  const prefetch = () => void loadPicker().catch(() => undefined);
  return (
    <button
      id="hero-dates"
      type="button"
      data-ready={ready || undefined}
      disabled={!ready}
      aria-label={`${t.datesLabel}: ${t.placeholder}`}
      className={`${pickerLook} text-left text-base`}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onClick={onOpen}
    >
      <CalendarDays className="h-5 w-5 shrink-0 text-accent-700" aria-hidden />
      <span className="truncate" data-testid="date-range-text">
        {t.placeholder}
      </span>
    </button>
  );
}

const SearchResultsDialog = lazy(() =>
  import('./search-results-dialog').then((m) => ({ default: m.SearchResultsDialog })),
);

/**
 * The hero's availability search (product §2, §4, §5, §8): both dates and at least 2 nights, then the
 * results dialog or a destructive notice. Choosing an apartment hands it to the page.
 */
export function HeroSearch({
  onChoose,
}: {
  onChoose: (choice: { result: SearchResult; checkIn: string; checkOut: string }) => void;
}) {
  const [range, setRange] = useState<Range>({});
  const [results, setResults] = useState<SearchAvailabilityResponse | null>(null);
  // A plain request rather than TanStack Query's mutation: nothing else observes or caches a
  // search, and the mutation's code (two files) then stays off the home's first load.
  const [searching, setSearching] = useState(false);
  const hydrated = useHydrated();
  const [pickerWanted, setPickerWanted] = useState(false);
  const t = useMessages('common').heroSearch;
  const locale = useLocale();
  // The notices' words load when the guest searches, not with the home.
  const notices = () => loadMessages(locale, 'search');

  const submit = async () => {
    const n = await notices();
    const { checkIn, checkOut } = range;
    if (!checkIn || !checkOut) {
      toast({ variant: 'destructive', title: n.required, description: n.requiredDates });
      return;
    }
    if (countNights(checkIn, checkOut) < site.stay.minNights) {
      toast({ variant: 'destructive', title: n.minStayTitle, description: n.minStayText });
      return;
    }
    setSearching(true);
    try {
      const data = await callApi('searchAvailability', {
        body: { startDate: checkIn, endDate: checkOut },
        query: languageQuery(locale),
      });
      if (data.totalFound === 0) {
        // Free, but not for these dates: the owner's stay rules say why (a longer minimum), in
        // the words of the calendar's catalogue; both loaded then, not with the home.
        const [restrictions, calendar] =
          data.restricted.length > 0
            ? await Promise.all([import('./search-restrictions'), loadMessages(locale, 'calendar')])
            : [];
        toast({
          variant: 'destructive',
          title: n.noneTitle,
          description:
            restrictions && calendar
              ? n.noneRestricted(restrictions.restrictionsText(data.restricted, calendar.stayRules))
              : n.noneText,
        });
        return;
      }
      toast({ variant: 'success', title: n.found(data.totalFound), description: n.foundText });
      setResults(data);
    } catch {
      toast({ variant: 'destructive', title: n.errorTitle, description: n.errorText });
    } finally {
      setSearching(false);
    }
  };

  return (
    <div className="w-full rounded-3xl bg-white/95 p-3 shadow-2xl shadow-black/25 backdrop-blur sm:p-4">
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-center"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="min-w-0 flex-1">
          {pickerWanted ? (
            <Suspense fallback={<PickerPlaceholder />}>
              <DateRangePicker
                id="hero-dates"
                label={t.datesLabel}
                checkIn={range.checkIn}
                checkOut={range.checkOut}
                onChange={setRange}
                placeholder={t.placeholder}
                className={pickerClass}
                defaultOpen
              />
            </Suspense>
          ) : (
            <PickerTrigger ready={hydrated} onOpen={() => setPickerWanted(true)} />
          )}
        </div>
        <Button
          type="submit"
          size="lg"
          className="h-12 disabled:opacity-100"
          disabled={searching || !hydrated}
        >
          <Search className="h-5 w-5" aria-hidden />
          {searching ? t.searching : t.search}
        </Button>
      </form>
      {results && range.checkIn && range.checkOut ? (
        <Suspense>
          <SearchResultsDialog
            open
            results={results}
            checkIn={range.checkIn}
            checkOut={range.checkOut}
            onOpenChange={(open) => {
              if (!open) setResults(null);
            }}
            onChoose={(result) => {
              setResults(null);
              if (range.checkIn && range.checkOut) {
                onChoose({ result, checkIn: range.checkIn, checkOut: range.checkOut });
              }
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
