import { apiRoutes as routes } from 'virtual:api-routes';
import type { ContactRequest } from '@catania/shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactRequest) =>
      callApi<{ success: true; id: string }>(routes.createContact, { body }),
  });
}
