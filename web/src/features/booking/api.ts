import { countNights } from '@catania/shared/domain/dates';
import { skipToken, useQuery } from '@tanstack/react-query';
import { MINUTE } from '../../app/query-client';
import { callApi } from '../../lib/api-client';

export const priceKeys = {
  all: ['prices'] as const,
  calculate: (id: string, startDate: string, endDate: string) =>
    [...priceKeys.all, 'calculate', id, startDate, endDate] as const,
};

/** The dynamic price of a stay: 5 min fresh, 10 min retained (product §7). */
export function usePriceQuote(id: string | undefined, startDate?: string, endDate?: string) {
  return useQuery({
    queryKey: priceKeys.calculate(id ?? '', startDate ?? '', endDate ?? ''),
    queryFn:
      id && startDate && endDate && startDate < endDate
        ? () => callApi('calculatePrice', { params: { id }, query: { startDate, endDate } })
        : skipToken,
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
  });
}

export interface StayPrice {
  nights: number;
  pricePerNight: number;
  total: number;
  /** True when the dynamic price could not be had and the base price is shown (product §5). */
  fallback: boolean;
  loading: boolean;
}

/**
 * product §5: price per night is the dynamic price when it is above 0, else the base price; the total
 * is the server's total (which includes stay discounts), else price per night times nights.
 */
export function useStayPrice(
  id: string | undefined,
  basePrice: number,
  checkIn?: string,
  checkOut?: string,
): StayPrice {
  const quote = usePriceQuote(id, checkIn, checkOut);
  const nights = checkIn && checkOut && checkIn < checkOut ? countNights(checkIn, checkOut) : 0;
  const data = quote.data;
  if (data && data.pricePerNight > 0) {
    return {
      nights,
      pricePerNight: data.pricePerNight,
      total: data.totalPrice > 0 ? data.totalPrice : data.pricePerNight * nights,
      fallback: false,
      loading: false,
    };
  }
  return {
    nights,
    pricePerNight: basePrice,
    total: basePrice * nights,
    fallback: quote.isError,
    loading: quote.isLoading,
  };
}
