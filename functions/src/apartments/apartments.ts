import { type ApartmentId, resolveApartmentId } from '@catania/shared/config/apartments';
import type { Apartment } from '@catania/shared/schemas/apartment';
import { NotFound } from '../lib/errors';
import { getApartment } from './apartments-repo';

export const apartmentNotFound = () =>
  new NotFound('Appartamento non trovato', 'apartment_not_found');

/**
 * Resolves any alias of an apartment id from a request, or NotFound. Path parameters arrive
 * already decoded (API Gateway and the local gateway both decode them).
 */
export function requireApartmentId(value: string | undefined): ApartmentId {
  const id = value ? resolveApartmentId(value) : undefined;
  if (!id) throw apartmentNotFound();
  return id;
}

/** The apartment, or NotFound. */
export async function requireApartment(id: ApartmentId): Promise<Apartment> {
  const apartment = await getApartment(id);
  if (!apartment) throw apartmentNotFound();
  return apartment;
}
