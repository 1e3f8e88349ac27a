import type { ApartmentId } from '../config/apartments';

/**
 * The apartments' words in English where the Italian content (content/apartments.ts) is prose and
 * not a name: what an English page or mail says instead. Names and addresses are the same in
 * every language.
 */
export const APARTMENT_FLOOR_EN: Record<ApartmentId, string> = {
  'appartamento-1': 'Second floor with lift',
  'appartamento-2': 'First floor',
  'appartamento-3': 'Top floor with terrace',
  'appartamento-4': 'Raised ground floor',
};
