import { ITALY, type Place, STATES, searchPlaces } from '@catania/shared/alloggiati/codes';
import { INTL_LOCALE, type Locale } from '@catania/shared/config/locales';
import { todayInRome } from '@catania/shared/domain/dates';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocale } from '../../i18n/messages';
import { fetchComuni, precheckinKeys } from './api';
import { inLanguage, type StateNames, useStateNames } from './state-names';

/** What a picker lists for what was typed. */
export interface PlaceResults {
  places: Place[];
  loading: boolean;
  /** The list is empty because too few letters were typed. */
  typeMore?: boolean;
}

/** Where a picker finds its places. */
export type PlaceSource =
  /** States, from the table the page carries; those that existed on `bornOn`, or today. */
  | { kind: 'states'; bornOn?: string; current?: boolean; withoutItaly?: boolean }
  /** Comuni, from the API (the table stays on the server); those that existed on `bornOn`. */
  | { kind: 'comuni'; bornOn?: string }
  /** A document's place of issue: a comune of the last ten years or a foreign state. */
  | { kind: 'issue' };

/** What was typed, once the typing pauses: one search per pause, not per key. */
export function useDebounced<T>(value: T, ms = 200): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const MIN_LETTERS = 2;

const existedOn = (place: Place, date: string | undefined) =>
  !date || place.validUntil === null || date <= place.validUntil;

/** The states named in a language other than Italian, in that language's order (one sort each). */
const translated = new WeakMap<StateNames, readonly Place[]>();
function statesNamed(names: StateNames | null, locale: Locale): readonly Place[] {
  if (!names) return STATES;
  let list = translated.get(names);
  if (!list) {
    list = STATES.map((state) => inLanguage(state, names)).sort((a, b) =>
      a.name.localeCompare(b.name, INTL_LOCALE[locale]),
    );
    translated.set(names, list);
  }
  return list;
}

function states(
  { names, locale }: { names: StateNames | null; locale: Locale },
  options: { bornOn?: string; current?: boolean; withoutItaly?: boolean },
): Place[] {
  const on = options.current ? todayInRome() : options.bornOn;
  return statesNamed(names, locale).filter(
    (state) => !(options.withoutItaly && state.code === ITALY) && existedOn(state, on),
  );
}

/** The places matching `query` for a picker. */
export function usePlaceSearch(source: PlaceSource, query: string): PlaceResults {
  const language = { names: useStateNames(), locale: useLocale() };
  const typed = query.trim();
  const settled = useDebounced(typed);
  const askServer = source.kind !== 'states' && settled.length >= MIN_LETTERS;
  const bornOn = source.kind === 'comuni' ? source.bornOn : undefined;
  const issue = source.kind === 'issue';
  const comuni = useQuery({
    queryKey: precheckinKeys.comuni(settled.toLowerCase(), bornOn, issue),
    queryFn: ({ signal }) => fetchComuni(settled, { ...(bornOn ? { bornOn } : {}), issue, signal }),
    enabled: askServer,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (source.kind === 'states') {
    const candidates = states(language, source);
    return { places: typed ? searchPlaces(candidates, typed, 30) : candidates, loading: false };
  }
  if (typed.length < MIN_LETTERS) return { places: [], loading: false, typeMore: true };
  const loading = comuni.isFetching || settled !== typed;
  const found = comuni.data ?? [];
  if (source.kind === 'comuni') return { places: found, loading };
  const foreign = states(language, { current: true, withoutItaly: true });
  return { places: searchPlaces([...foreign, ...found], typed, 30), loading };
}
