import type { RouteBody } from '@catania/shared/api/types';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys, useRefreshNights } from '../api';

/** The planning's calls: the grid of nights, blocks and the owner's own bookings. */

export function usePlanning(from: string, to: string) {
  return useQuery({
    queryKey: adminKeys.planning(from, to),
    queryFn: () => adminApi('getPlanning', { query: { from, to } }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export function useCreateBlock() {
  const refresh = useRefreshNights();
  return useMutation({
    mutationFn: (body: RouteBody<'createBlock'>) => adminApi('createBlock', { body }),
    onSuccess: refresh,
  });
}

export function useDeleteBlock() {
  const refresh = useRefreshNights();
  return useMutation({
    mutationFn: (id: string) => adminApi('deleteBlock', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useCreateOwnerBooking() {
  const refresh = useRefreshNights();
  return useMutation({
    mutationFn: (body: RouteBody<'createOwnerBooking'>) => adminApi('createOwnerBooking', { body }),
    onSuccess: refresh,
  });
}
