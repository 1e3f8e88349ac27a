import { useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api';

/** The business numbers of a year. */

export function useBusinessNumbers(year: number) {
  return useQuery({
    queryKey: adminKeys.numbers(year),
    queryFn: () => adminApi('getBusinessNumbers', { query: { year } }),
  });
}
