import { useQuery } from '@tanstack/react-query';
import { MINUTE } from '../../app/query-client';
import { callApi } from '../../lib/api-client';

export const apartmentKeys = {
  all: ['apartments'] as const,
  list: () => [...apartmentKeys.all, 'list'] as const,
  detail: (id: string) => [...apartmentKeys.all, 'detail', id] as const,
};

const fetchApartments = () => callApi('listApartments');

/** The apartments list: 5 minutes fresh (product §7). */
export function useApartments() {
  return useQuery({
    queryKey: apartmentKeys.list(),
    queryFn: fetchApartments,
    staleTime: 5 * MINUTE,
  });
}

/** Smart booking's list has no stale time (product §7): refetched on every visit. */
export function useApartmentsAlwaysFresh() {
  return useQuery({ queryKey: apartmentKeys.list(), queryFn: fetchApartments, staleTime: 0 });
}

export function useApartment(id: string | undefined) {
  return useQuery({
    queryKey: apartmentKeys.detail(id ?? ''),
    queryFn: () => callApi('getApartment', { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    staleTime: 5 * MINUTE,
  });
}
