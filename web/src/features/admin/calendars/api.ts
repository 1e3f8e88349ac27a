import type { RouteBody } from '@catania/shared/api/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api';

/** The 'Calendari' calls: the imported iCal feeds, the site's export links, the syncs. */

export function useCalendars(refreshSeconds: number) {
  return useQuery({
    queryKey: adminKeys.calendars(),
    queryFn: () => adminApi('listCalendars'),
    staleTime: 0,
    refetchInterval: refreshSeconds * 1000,
  });
}

export function useIcalExports() {
  return useQuery({
    queryKey: adminKeys.exports(),
    queryFn: () => adminApi('listIcalExports'),
  });
}

export function useAddCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'createCalendar'>) => adminApi('createCalendar', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.calendars() }),
  });
}

export function useDeleteCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi('deleteCalendar', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.calendars() }),
  });
}

export function useSyncCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi('syncCalendar', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.calendars() }),
  });
}

/** The owner accepts the nights a sync held back (the safety valve): they become bookable. */
export function useAcceptRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi('acceptCalendarRelease', { params: { id } }),
    onSettled: () => client.invalidateQueries(),
  });
}

export function useSyncAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi('syncAllCalendars'),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.calendars() }),
  });
}
