import type { RouteBody } from '@catania/shared/api/types';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

// Apart from the queries (api.ts), which the booking pages' calendars read at once: TanStack
// Query's mutation code (the `mutations` chunk, web/build/chunk-members.ts) loads with the quick
// booking, not with the apartment page nor the home's first screen.

export function useCheckAvailability() {
  return useMutation({
    mutationFn: (body: RouteBody<'checkAvailability'>) => callApi('checkAvailability', { body }),
  });
}
