import { apiRoutes as routes } from 'virtual:api-routes';
import { buildPath } from '@catania/shared/api/path';
import type { RouteBody } from '@catania/shared/api/types';
import type { Locale } from '@catania/shared/config/locales';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { GuestBooking } from '@catania/shared/schemas/guest-booking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../i18n/messages';
import { ApiError, callApi } from '../../lib/api-client';
import { languageQuery } from '../../lib/api-language';

export interface MyBooking {
  booking: GuestBooking;
  apartment: Apartment;
}

/** Everything the page holds about one booking (its extras too), and the booking in a language. */
const bookingKey = (id: string) => ['my-booking', id] as const;
const myBookingKey = (id: string, locale: Locale) => [...bookingKey(id), locale] as const;

/**
 * The guest's booking and its apartment, by the guest link (never cached in the browser's
 * storage: the page shows the booking as the server has it now, cancellation quote included).
 * The apartment is read in the page's language, as its other public reads are.
 */
export function useMyBooking(id: string, token: string) {
  const locale = useLocale();
  return useQuery<MyBooking>({
    queryKey: myBookingKey(id, locale),
    queryFn: async () => {
      const booking = await callApi('getBooking', {
        params: { id },
        query: { token },
      });
      const apartment = await callApi('getApartment', {
        params: { id: booking.apartmentId },
        query: languageQuery(locale),
      });
      return { booking, apartment };
    },
    enabled: Boolean(id && token),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** The guest's cancellation, with the refund the page showed (the server recomputes it). */
export function useCancelBooking(id: string, token: string) {
  const queryClient = useQueryClient();
  const key = myBookingKey(id, useLocale());
  return useMutation({
    mutationFn: (refund: number) =>
      callApi('cancelBooking', {
        params: { id },
        body: { token, refund },
      }),
    onSuccess: ({ booking }) =>
      queryClient.setQueryData<MyBooking>(key, (current) =>
        current ? { ...current, booking } : current,
      ),
    // A refund changed at midnight, or a decision taken meanwhile: show the booking as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKey(id) }),
  });
}

/** 'Aggiungi al calendario': the stay's .ics, by the guest link. */
export function calendarUrl(id: string, token: string): string {
  return `${buildPath(routes.getBookingCalendar.path, { id })}?${new URLSearchParams({ token })}`;
}

const extrasKey = (id: string) => [...bookingKey(id), 'extras'] as const;

/** The extras the guest can add now, and those added. */
export function useBookingExtras(id: string, token: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...extrasKey(id), locale],
    queryFn: () =>
      callApi('listBookingExtras', { params: { id }, query: { token, ...languageQuery(locale) } }),
  });
}

/** Buys the chosen extras: the answer is Stripe's page, where the browser goes. */
export function buyBookingExtras(
  id: string,
  token: string,
  items: RouteBody<'buyBookingExtras'>['items'],
) {
  return callApi('buyBookingExtras', { params: { id }, query: { token }, body: { items } });
}
