import { type ApartmentId, resolveApartmentId } from '@catania/shared/config/apartments';
import { HttpError } from '../http/errors';

export const apartmentNotFound = () =>
  new HttpError(404, 'apartment_not_found', 'Appartamento non trovato');

/**
 * Resolves any alias of an apartment id from a request, or answers 404. Path parameters arrive
 * already decoded (API Gateway and the local gateway both decode them).
 */
export function requireApartmentId(value: string | undefined): ApartmentId {
  const id = value ? resolveApartmentId(value) : undefined;
  if (!id) throw apartmentNotFound();
  return id;
}
