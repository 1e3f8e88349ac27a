import type { RouteBody } from '@catania/shared/api/types';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export function useSendContact() {
  return useMutation({
    mutationFn: (body: RouteBody<'createContact'>) => callApi('createContact', { body }),
  });
}
