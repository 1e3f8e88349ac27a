import type { ApartmentCategory } from '@catania/shared/config/apartments';

export const CATEGORY_LABELS: Record<ApartmentCategory, string> = {
  moderna: 'Moderna',
  deluxe: 'Deluxe',
  romantica: 'Romantica',
  famiglia: 'Famiglia',
};
