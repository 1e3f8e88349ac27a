import { DEFAULT_LOCALE, type Locale } from '@catania/shared/config/locales';
import { useQuery } from '@tanstack/react-query';
import { MINUTE } from '../app/query-client';
import { useLocale } from '../i18n/messages';
import { callApi } from '../lib/api-client';
import { languageQuery } from '../lib/api-language';

/** The apartments as a page in each language reads them: their words are in its language. */
export const apartmentKeys = {
  all: ['apartments'] as const,
  list: (locale: Locale) => [...apartmentKeys.all, 'list', locale] as const,
  detail: (id: string, locale: Locale) => [...apartmentKeys.all, 'detail', id, locale] as const,
};

/** What GET /api/apartments/{id} is asked at: the prerendered page preloads exactly this. */
export const apartmentUrl = (id: string, locale: Locale) =>
  `/api/apartments/${id}${locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`}`;

function useApartmentsQuery(staleTime: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: apartmentKeys.list(locale),
    queryFn: () => callApi('listApartments', { query: languageQuery(locale) }),
    staleTime,
  });
}

/** The apartments list: 5 minutes fresh (product §7). */
export const useApartments = () => useApartmentsQuery(5 * MINUTE);

/** Smart booking's list has no stale time (product §7): refetched on every visit. */
export const useApartmentsAlwaysFresh = () => useApartmentsQuery(0);

export function useApartment(id: string | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: apartmentKeys.detail(id ?? '', locale),
    queryFn: () =>
      callApi('getApartment', { params: { id: id ?? '' }, query: languageQuery(locale) }),
    enabled: Boolean(id),
    staleTime: 5 * MINUTE,
  });
}
