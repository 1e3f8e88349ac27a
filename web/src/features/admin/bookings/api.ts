import type { RouteBody, RouteResponse } from '@catania/shared/api/types';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys, retryTwice, useRefreshAfter, useRefreshNights } from '../api';

/**
 * The 'Prenotazioni' calls: the list (retried up to 2 times, product §7), the owner's decisions,
 * deposits, late check-outs, refunds and payment links.
 */

export type AdminBooking = RouteResponse<'listBookings'>[number];

export function useBookings() {
  return useQuery({
    queryKey: adminKeys.bookings(),
    queryFn: () => adminApi('listBookings'),
    retry: retryTwice,
  });
}

export function useUpdateBookingStatus() {
  const refresh = useRefreshAfter(['bookings', 'planning', 'todo'], { andPublic: true });
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RouteBody<'updateBookingStatus'>) =>
      adminApi('updateBookingStatus', { params: { id }, body }),
    onSettled: refresh,
  });
}

export function useSendPaymentLink() {
  const refresh = useRefreshNights();
  return useMutation({
    mutationFn: (id: string) => adminApi('sendPaymentLink', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useRecordRefundByHand() {
  const refresh = useRefreshAfter(['bookings', 'todo']);
  return useMutation({
    mutationFn: (id: string) => adminApi('recordRefundByHand', { params: { id } }),
    onSettled: refresh,
  });
}

/** 'Cauzione restituita' / 'trattenuta' on an extra of a booking. */
export function useDecideDeposit() {
  const refresh = useRefreshAfter(['bookings', 'todo']);
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RouteBody<'decideBookingDeposit'>) =>
      adminApi('decideBookingDeposit', { params: { id }, body }),
    onSettled: refresh,
  });
}

/** 'Rimuovi check-out posticipato': the departure day free again, refunded or not. */
export function useRemoveLateCheckout() {
  const refresh = useRefreshAfter(['bookings', 'todo', 'planning', 'system-health']);
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RouteBody<'removeBookingLateCheckout'>) =>
      adminApi('removeBookingLateCheckout', { params: { id }, body }),
    onSettled: refresh,
  });
}
