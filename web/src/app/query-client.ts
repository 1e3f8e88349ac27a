import { QueryClient } from '@tanstack/react-query';

/**
 * product §7: reads are never stale by default, never refetched on focus, never polled, never
 * retried. Each query sets its own stale and retain times (see the features' api modules).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const MINUTE = 60_000;
