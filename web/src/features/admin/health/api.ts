import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api';

/** The 'Stato del sistema' calls. */

export function useSystemHealth() {
  return useQuery({
    queryKey: adminKeys.systemHealth(),
    queryFn: () => adminApi('getSystemHealth'),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** 'Riprova' on an undelivered mail: one new attempt now; the list is read again either way. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi('retryMail', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.systemHealth() }),
  });
}
