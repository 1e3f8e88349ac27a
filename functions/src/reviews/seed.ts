import { seedReviews } from '@catania/shared/content/reviews';
import { putReviewIfMissing } from './reviews-repo';

/**
 * The twelve reviews the site launched with as published imported reviews, in an empty table (a review the
 * owner hid stays hidden: an existing one is never rewritten). How many were written.
 */
export async function seedImportedReviews(now = new Date()): Promise<number> {
  const at = now.toISOString();
  const written = await Promise.all(
    seedReviews.map((seed) =>
      putReviewIfMissing({
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
      }),
    ),
  );
  return written.filter(Boolean).length;
}
