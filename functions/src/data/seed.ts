import { putApartmentIfMissing } from './apartments-repo';
import { seedApartments } from './seed-apartments';

/** Puts the four apartments in an empty table; existing ones (and the owner's edits) are kept. */
export async function seedTable(): Promise<number> {
  const written = await Promise.all(
    seedApartments.map((apartment) => putApartmentIfMissing(apartment)),
  );
  return written.filter(Boolean).length;
}
