import { apartmentCatalogue } from '@catania/shared/content/apartments';
import type { Apartment, ApartmentTranslations } from '@catania/shared/schemas/apartment';
import { getApartment, putApartmentIfMissing, putTranslationsIfMissing } from './apartments-repo';

/**
 * Puts the four apartments in an empty table; existing ones (and the owner's edits) are kept. An
 * apartment stored before its words had an English version gets the repository's English for the
 * texts the owner has not changed (seedTranslationsFor).
 */
export async function seedTable(): Promise<number> {
  const written = await Promise.all(
    apartmentCatalogue.map(async (apartment) => {
      if (await putApartmentIfMissing(apartment)) return true;
      const stored = await getApartment(apartment.id);
      if (stored && !stored.translations) {
        await putTranslationsIfMissing(apartment.id, seedTranslationsFor(stored, apartment));
      }
      return false;
    }),
  );
  return written.filter(Boolean).length;
}

/**
 * The seed's translations of the texts `stored` still has as the seed wrote them: the seed's
 * English says what the seed's Italian says, not what the owner wrote in its place (that one
 * shows in Italian on the English page until she translates it).
 */
export function seedTranslationsFor(stored: Apartment, seed: Apartment): ApartmentTranslations {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const seedAlts = new Map(seed.gallery.map((photo) => [photo.src, photo.alt]));
  return Object.fromEntries(
    Object.entries(seed.translations ?? {}).map(([locale, words]) => {
      const photoAlts = Object.entries(words.photoAlts ?? {}).filter(([src]) =>
        stored.gallery.some((photo) => photo.src === src && photo.alt === seedAlts.get(src)),
      );
      return [
        locale,
        {
          ...(stored.shortDescription === seed.shortDescription
            ? { shortDescription: words.shortDescription }
            : {}),
          ...(stored.description === seed.description ? { description: words.description } : {}),
          ...(same(stored.highlights, seed.highlights) ? { highlights: words.highlights } : {}),
          ...(photoAlts.length > 0 ? { photoAlts: Object.fromEntries(photoAlts) } : {}),
        },
      ];
    }),
  );
}
