import { useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api';

/** The 'Da fare' list, read again every minute. */

export function useTodo() {
  return useQuery({
    queryKey: adminKeys.todo(),
    queryFn: () => adminApi('getTodo'),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
