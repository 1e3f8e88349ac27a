import type { RouteBody } from '@catania/shared/api/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api';

/** The 'Recensioni' calls: every review with its log, the decisions, the reply, the imports. */
const reviewsKey = [...adminKeys.all, 'reviews'] as const;

export function useAdminReviews() {
  return useQuery({ queryKey: reviewsKey, queryFn: () => adminApi('listAdminReviews') });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reviewsKey });
}

export function useDecideReview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RouteBody<'decideReview'> }) =>
      adminApi('decideReview', { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useReplyToReview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      adminApi('replyToReview', { params: { id }, body: { text } }),
    onSuccess: refresh,
  });
}

export function useImportReview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RouteBody<'importReview'>) => adminApi('importReview', { body }),
    onSuccess: refresh,
  });
}
