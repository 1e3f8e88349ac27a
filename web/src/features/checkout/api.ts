import type { RouteBody } from '@catania/shared/api/types';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const checkoutKeys = {
  all: ['checkout'] as const,
  booking: (id: string) => [...checkoutKeys.all, 'booking', id] as const,
};

/** POST /api/create-payment-link: the server holds the nights and answers with Stripe's page. */
export function useCreatePaymentLink() {
  return useMutation({
    mutationFn: (body: RouteBody<'createPaymentLink'>) =>
      callApi('createPaymentLink', {
        body,
      }),
  });
}

/**
 * A booking the guest returns to from the payment page ('Annulla'), with the guest link's token
 * Stripe's return URL carries; always read afresh.
 */
export function useGuestBooking(id: string | undefined, token: string | undefined) {
  return useQuery({
    queryKey: checkoutKeys.booking(id ?? ''),
    // Without the link's token the server refuses, and the page says so.
    queryFn: () =>
      callApi('getBooking', { params: { id: id ?? '' }, query: { token: token ?? '' } }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
