import type { RouteBody } from '@catania/shared/api/types';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys, retryTwice, useRefreshAfter } from '../api';

/**
 * The 'Messaggi di contatto' calls: the list (retried up to 2 times, product §7) and each
 * message's state.
 */

export function useContacts() {
  return useQuery({
    queryKey: adminKeys.contacts(),
    queryFn: () => adminApi('listContacts'),
    retry: retryTwice,
  });
}

export function useUpdateContactState() {
  const refresh = useRefreshAfter(['contacts', 'todo']);
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RouteBody<'updateContactState'>) =>
      adminApi('updateContactState', { params: { id }, body }),
    onSettled: refresh,
  });
}
