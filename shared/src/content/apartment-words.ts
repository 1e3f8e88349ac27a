import { type ApartmentId, isApartmentId } from '../config/apartments';

/**
 * The grammatical gender of each apartment's name, for the sentences built from it: 'Suite
 * Romantica Bellini è libera', 'Appartamento Moderno Duomo è libero'. Its head noun decides
 * (Appartamento, Deluxe as an apartment: masculine; Suite, Casa: feminine).
 */
export const APARTMENT_GENDER: Record<ApartmentId, 'm' | 'f'> = {
  'appartamento-1': 'm',
  'appartamento-2': 'm',
  'appartamento-3': 'f',
  'appartamento-4': 'f',
};

/** The form that agrees with the apartment's name (masculine for an unknown id). */
export function agreeWithApartment(
  apartmentId: string,
  forms: { masculine: string; feminine: string },
): string {
  const gender = isApartmentId(apartmentId) ? APARTMENT_GENDER[apartmentId] : 'm';
  return gender === 'f' ? forms.feminine : forms.masculine;
}

/** 'Suite Romantica Bellini è libera.' */
export function apartmentIsFree(apartment: { id: string; name: string }): string {
  return `${apartment.name} è ${agreeWithApartment(apartment.id, { masculine: 'libero', feminine: 'libera' })}.`;
}
