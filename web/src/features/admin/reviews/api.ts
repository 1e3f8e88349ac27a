import type { RouteBody } from '@catania/shared/api/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api';

/** The 'Recensioni' calls: every review with its log, the moderation (reply included), the imports. */
const reviewsKey = [...adminKeys.all, 'reviews'] as const;

export function useAdminReviews() {
  return useQuery({ queryKey: reviewsKey, queryFn: () => adminApi('listAdminReviews') });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reviewsKey });
}

/** Import, or on one review: publish, hide with a reason, reply (an empty reply removes it). */
export function useModerateReview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RouteBody<'moderateReview'>) => adminApi('moderateReview', { body }),
    onSuccess: refresh,
  });
}
