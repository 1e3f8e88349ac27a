import type { ApartmentId } from '@catania/shared/config/apartments';
import { useQuery } from '@tanstack/react-query';
import { MINUTE } from '../app/query-client';
import { callApi } from '../lib/api-client';

/**
 * The published reviews and their computed figures (GET /api/reviews, cached at the edge). A
 * prerendered page starts with the figures the build computed from the seed reviews (prerender
 * puts them under these keys), so every figure is in the HTML and keeps its place; the live ones
 * replace them once read.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  of: (apartmentId?: ApartmentId) => [...reviewKeys.all, apartmentId ?? 'all'] as const,
};

export function useReviews(apartmentId?: ApartmentId) {
  return useQuery({
    queryKey: reviewKeys.of(apartmentId),
    queryFn: () => callApi('getReviews', { query: apartmentId ? { apartmentId } : {} }),
    staleTime: 5 * MINUTE,
  });
}
