import type { RouteBody } from '@catania/shared/api/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client';

/** The pre-check-in's calls: the guest's view and submission by secret link, the comuni search. */
export const precheckinKeys = {
  all: ['precheckin'] as const,
  view: (token: string) => [...precheckinKeys.all, 'view', token] as const,
  comuni: (query: string, bornOn: string | undefined, issue: boolean) =>
    [...precheckinKeys.all, 'comuni', query, bornOn ?? '', issue] as const,
};

export function usePrecheckin(token: string) {
  return useQuery({
    queryKey: precheckinKeys.view(token),
    queryFn: () => callApi('getPrecheckin', { params: { token } }),
    // A wrong link stays wrong: no retry.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
}

export function useSubmitPrecheckin(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'submitPrecheckin'>) =>
      callApi('submitPrecheckin', { params: { token }, body }),
    onSuccess: (view) => client.setQueryData(precheckinKeys.view(token), view),
  });
}

/** Comuni matching what was typed (the table stays on the server), cached per query. */
export function fetchComuni(
  query: string,
  options: { bornOn?: string; issue?: boolean; signal?: AbortSignal },
) {
  return callApi('searchComuni', {
    query: {
      q: query,
      ...(options.bornOn ? { nato: options.bornOn } : {}),
      ...(options.issue ? { rilascio: '1' } : {}),
    },
    ...(options.signal ? { signal: options.signal } : {}),
  }).then((body) => body.comuni);
}

/** The guest's choice of identification: a video-call slot, 'chiamami all'arrivo' or in person. */
export function useChooseIdentification(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'chooseIdentification'>) =>
      callApi('chooseIdentification', { params: { token }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: precheckinKeys.view(token) }),
  });
}
