import { randomBytes, randomUUID } from 'node:crypto';
import { routes } from '@catania/shared/api/routes';
import { seedReviews } from '@catania/shared/content/reviews';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { publicReview } from '@catania/shared/schemas/review';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The language a review is written in, through the API as deployed (DynamoDB Local): the review
 * page's language, sent as `?lang=` (none from an Italian page), stored on the review and shown
 * with it on the public pages; the one the owner gives a review copied from another platform;
 * the seed's, Italian, also on a table an earlier deploy seeded.
 */

let api: TestApi;
let admin: AdminClient;
beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
});
afterAll(() => api.stop());

const today = todayInRome();

/** The token of the review link of an arrival that ended yesterday. */
async function endedStayLink(): Promise<string> {
  const { putArrival } = await import('../checkin/arrivals-repo');
  const { getStay, stayKeyOf } = await import('../checkin/stays');
  const { reviewLinkForStay } = await import('./review-links');
  const id = randomUUID();
  await putArrival({
    id,
    apartmentId: 'appartamento-4',
    checkIn: addDays(today, -4),
    checkOut: addDays(today, -1),
    nights: 3,
    guests: 2,
    source: 'booking',
    guestName: 'Hannah Schmidt',
    linkToken: randomBytes(32).toString('base64url'),
    createdAt: new Date().toISOString(),
  });
  const link = await reviewLinkForStay(await getStay(stayKeyOf('arrival', id)));
  return link.split('/recensione/')[1] ?? '';
}

const submit = (token: string, search = '') =>
  api.fetch(`/api/review-links/${token}${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      overall: 9,
      cleanliness: 9,
      position: 10,
      host: 10,
      value: 8,
      title: 'A great stay',
      text: 'Spacious, bright and right by the castle. We would come back.',
      firstName: 'Hannah',
      country: 'Germany',
      consent: true,
    }),
  });

/** The review as stored, and as the public pages get it. */
async function stored(response: Response) {
  expect(response.status).toBe(201);
  const { id } = routes.submitReview.response.parse(await response.json());
  const { getReview } = await import('./reviews-repo');
  const { toPublic } = await import('./reviews');
  const review = await getReview(id);
  if (!review) throw new Error(`review ${id} not stored`);
  return { review, shown: publicReview.parse(toPublic(review)) };
}

describe('a review sent from the review page', () => {
  it("records the English page's language", async () => {
    const { review, shown } = await stored(await submit(await endedStayLink(), '?lang=en'));
    expect(review.language).toBe('en');
    expect(shown.language).toBe('en');
  });

  it('records Italian from the Italian page, which sends no language', async () => {
    const { review, shown } = await stored(await submit(await endedStayLink()));
    expect(review.language).toBe('it');
    expect(shown.language).toBe('it');
  });

  it("records Italian for a language the site has no page in (the page's default)", async () => {
    const { review } = await stored(await submit(await endedStayLink(), '?lang=xx'));
    expect(review.language).toBe('it');
  });
});

describe("the seed's reviews", () => {
  it('are in Italian; one an earlier deploy put without its language gets it, and only that', async () => {
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tableName } = await import('../lib/db');
    const { keys } = await import('../lib/keys');
    const { getReview } = await import('./reviews-repo');
    const { seedImportedReviews } = await import('./seed');
    const { reviews } = routes.getReviews.response.parse(
      await (await api.fetch('/api/reviews')).json(),
    );
    const seeds = reviews.filter((review) => review.id.startsWith('seed-'));
    expect(seeds).toHaveLength(seedReviews.length);
    expect(new Set(seeds.map((review) => review.language))).toEqual(new Set(['it']));

    // As an earlier deploy left it, and the owner hid it since.
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.review('seed-r2'),
        UpdateExpression: 'SET #status = :hidden REMOVE #language',
        ExpressionAttributeNames: { '#status': 'status', '#language': 'language' },
        ExpressionAttributeValues: { ':hidden': 'hidden' },
      }),
    );
    const before = await getReview('seed-r2');
    expect(before).not.toHaveProperty('language');
    expect(await seedImportedReviews()).toBe(1);
    expect(await getReview('seed-r2')).toEqual({ ...before, language: 'it' });
    expect(await seedImportedReviews()).toBe(0);
  });
});

describe('a review the owner copies from another platform', () => {
  const copied = (language?: unknown) => ({
    action: 'import',
    apartmentId: 'appartamento-1',
    source: 'booking',
    date: '2025-08-10',
    overall: 9,
    text: 'Très bien situé, à deux pas de la cathédrale.',
    firstName: 'Claire',
    country: 'Francia',
    ...(language === undefined ? {} : { language }),
  });

  it('keeps the language the owner gives, none when not given, and refuses one that is no tag', async () => {
    const refused = await admin.send('POST', '/api/admin/reviews', copied('Francese'));
    expect(refused.status).toBe(400);
    const error = (await refused.json()) as { issues: { field: string }[] };
    expect(error.issues.map((issue) => issue.field)).toEqual(['language']);

    const inFrench = routes.moderateReview.response.parse(
      await (await admin.send('POST', '/api/admin/reviews', copied('fr'))).json(),
    );
    const unstated = routes.moderateReview.response.parse(
      await (await admin.send('POST', '/api/admin/reviews', copied())).json(),
    );
    const { reviews } = routes.getReviews.response.parse(
      await (await api.fetch('/api/reviews?apartmentId=appartamento-1')).json(),
    );
    expect(reviews.find((review) => review.id === inFrench.id)?.language).toBe('fr');
    expect(reviews.find((review) => review.id === unstated.id)).not.toHaveProperty('language');
  });
});
