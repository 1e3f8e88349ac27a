import { seedReviews } from '@catania/shared/content/reviews';
import { putReviewIfMissing, recordLanguageIfMissing } from './reviews-repo';

/**
 * The twelve reviews the site launched with as published imported reviews, in an empty table (a review the
 * owner hid stays hidden: an existing one is never rewritten; one an earlier deploy put without its
 * language gets it, and only that). How many were written or given their language.
 */
export async function seedImportedReviews(now = new Date()): Promise<number> {
  const at = now.toISOString();
  const written = await Promise.all(
    seedReviews.map(async (seed) => {
      const put = await putReviewIfMissing({
        id: seed.id,
        apartmentId: seed.apartmentId,
        stayMonth: seed.date.slice(0, 7),
        checkIn: seed.date,
        origin: seed.source,
        overall: seed.overall,
        text: seed.text,
        language: seed.language,
        firstName: seed.firstName,
        country: seed.country,
        status: 'published',
        createdAt: `${seed.date}T12:00:00.000Z`,
        log: [
          { at, action: 'imported' },
          { at, action: 'published' },
        ],
      });
      return put || recordLanguageIfMissing(seed.id, seed.language);
    }),
  );
  return written.filter(Boolean).length;
}
