import { apiRoutes as routes } from 'virtual:api-routes';
import type { CreatePaymentLinkRequest, GuestBooking } from '@catania/shared/schemas/booking';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export type { GuestBooking };

export const checkoutKeys = {
  all: ['checkout'] as const,
  booking: (id: string) => [...checkoutKeys.all, 'booking', id] as const,
};

/** POST /api/create-payment-link: the server holds the nights and answers with Stripe's page. */
export function useCreatePaymentLink() {
  return useMutation({
    mutationFn: (body: CreatePaymentLinkRequest) =>
      callApi<{ url: string; bookingId: string; sessionId: string }>(routes.createPaymentLink, {
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
    queryFn: () =>
      callApi<GuestBooking>(routes.getBooking, { params: { id: id ?? '' }, query: { token } }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
