import { useQuery } from '@tanstack/react-query';
import { MINUTE } from '../app/query-client';
import { callApi } from '../lib/api-client';

export const availabilityKeys = {
  all: ['availability'] as const,
  batch: () => [...availabilityKeys.all, 'batch'] as const,
  apartment: (id: string) => [...availabilityKeys.all, 'apartment', id] as const,
  detail: (id: string) => [...availabilityKeys.all, 'detail', id] as const,
};

/** Every apartment's unavailable dates in one call: 2 min fresh, 5 min retained (product §7). */
export function useAvailabilityBatch() {
  return useQuery({
    queryKey: availabilityKeys.batch(),
    queryFn: () => callApi('getAvailabilityBatch'),
    staleTime: 2 * MINUTE,
    gcTime: 5 * MINUTE,
  });
}

/** One apartment's unavailable dates: 2 min fresh. `enabled` lets the badge use it as fallback. */
export function useAvailability(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: availabilityKeys.apartment(id ?? ''),
    queryFn: () => callApi('getAvailability', { params: { id: id ?? '' } }),
    enabled: Boolean(id) && enabled,
    staleTime: 2 * MINUTE,
  });
}

/** The detail page's calendar: always refetched, with a cache-busting timestamp (product §7). */
export function useFreshAvailability(id: string | undefined) {
  return useQuery({
    queryKey: availabilityKeys.detail(id ?? ''),
    queryFn: () =>
      callApi('getAvailability', {
        params: { id: id ?? '' },
        query: { t: String(Date.now()) },
      }),
    enabled: Boolean(id),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** The detail page's calendar answer as already fetched (no request of its own): its stay rules. */
export function useCachedFreshAvailability(id: string | undefined) {
  return useQuery({
    queryKey: availabilityKeys.detail(id ?? ''),
    queryFn: () => callApi('getAvailability', { params: { id: id ?? '' } }),
    enabled: false,
  });
}
