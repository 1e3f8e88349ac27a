import type { RouteBody } from '@catania/shared/api/types';
import { useMutation } from '@tanstack/react-query';
import { useLocale } from '../../i18n/messages';
import { callApi } from '../../lib/api-client';
import { languageQuery } from '../../lib/api-language';

// Apart from the queries (api.ts), which the booking pages' calendars read at once: TanStack
// Query's mutation code (the `mutations` chunk, web/build/chunk-members.ts) loads with the home's
// search and the quick booking, not with the apartment page.

/** The search's answer describes the apartments in the page's language. */
export function useSearchAvailability() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (body: RouteBody<'searchAvailability'>) =>
      callApi('searchAvailability', { body, query: languageQuery(locale) }),
  });
}

export function useCheckAvailability() {
  return useMutation({
    mutationFn: (body: RouteBody<'checkAvailability'>) => callApi('checkAvailability', { body }),
  });
}
