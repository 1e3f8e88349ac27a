import { apartmentCatalogue } from '@catania/shared/content/apartments';
import { putApartmentIfMissing } from './apartments-repo';

/** Puts the four apartments in an empty table; existing ones (and the owner's edits) are kept. */
export async function seedTable(): Promise<number> {
  const written = await Promise.all(
    apartmentCatalogue.map((apartment) => putApartmentIfMissing(apartment)),
  );
  return written.filter(Boolean).length;
}
