import { randomBytes, randomUUID } from 'node:crypto';
import { REVIEWS_EDGE_CACHE } from '@catania/shared/api/edge-cache';
import { routes } from '@catania/shared/api/routes';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { addDays, countNights, todayInRome } from '@catania/shared/domain/dates';
import { DEFAULT_MESSAGE_TEMPLATES } from '@catania/shared/domain/guest-messages';
import { romeInstant } from '@catania/shared/domain/rome-time';
import type { ReviewSubmission } from '@catania/shared/schemas/review';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { eventually, guestAddress, mailsTo } from '@catania/testing/payments';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Reviews from real stays through the API as deployed (DynamoDB Local, the SES
 * emulator): the thank-you after check-out with the personal link, the review, once; the owner's
 * moderation and reply, logged; the public figures computed from what is published.
 */

let api: TestApi;
let admin: AdminClient;
const today = todayInRome();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
});
afterAll(() => api.stop());

/**
 * A confirmed (paid) direct booking on past or future dates. The API books only the future, and
 * a stay must be over to be reviewed, so the record is written as the checkout would leave it.
 */
async function confirmedBooking(apartmentId: ApartmentId, checkIn: string, checkOut: string) {
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { db, tableName } = await import('../lib/db');
  const { keys } = await import('../lib/keys');
  const id = randomUUID();
  const createdAt = new Date(`${addDays(checkIn, -30)}T10:00:00Z`).toISOString();
  const email = guestAddress('review');
  const nights = countNights(checkIn, checkOut);
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.booking(id),
        entity: 'booking',
        gsi2pk: keys.collections.bookings,
        gsi2sk: keys.bookingCollectionSort(createdAt, id),
        id,
        apartmentId,
        guestName: 'Giulia Russo',
        guestEmail: email,
        checkIn,
        checkOut,
        nights,
        guests: 2,
        totalPrice: nights * 90,
        pricePerNight: 90,
        status: 'confirmed',
        createdAt,
        updatedAt: createdAt,
        paidAt: createdAt,
        amountPaid: nights * 90,
        confirmedBy: 'stripe',
      },
    }),
  );
  return { id, email, stayKey: `booking:${id}` };
}

/**
 * The scheduled messages run the morning after check-out: the thank-you carries the
 * stay's personal review link. Its token, read from the mail to `email`.
 */
async function thankYouLink(email: string, checkOut: string) {
  const { sendDueMessages } = await import('../messages/schedule');
  await sendDueMessages(new Date(romeInstant(addDays(checkOut, 1), '10:00').getTime() + 60_000));
  const mail = await eventually(
    async () => (await mailsTo(api, email)).find((m) => m.subject.startsWith(THANK_YOU)),
    { what: 'the thank-you mail' },
  );
  const link = /Lascia una recensione: (\S+)/.exec(mail.body.text ?? '')?.[1] ?? '';
  expect(link).toMatch(/\/recensione\/[A-Za-z0-9_-]{43}$/);
  return link.split('/recensione/')[1] ?? '';
}
const THANK_YOU = DEFAULT_MESSAGE_TEMPLATES['thank-you'].subject.split('{{')[0] ?? '';

const review = (overrides: Partial<Record<keyof ReviewSubmission, unknown>> = {}) => ({
  overall: 9,
  cleanliness: 10,
  position: 10,
  host: 9,
  value: 8,
  title: 'Una settimana perfetta',
  text: 'Appartamento pulitissimo, a due passi dal Duomo. <script>alert(1)</script> Torneremo!',
  firstName: 'Giulia',
  country: 'Italia',
  consent: true,
  ...overrides,
});
const submit = (token: string, body: unknown) =>
  api.fetch(`/api/review-links/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const publicReviews = async (apartmentId?: ApartmentId) => {
  const response = await api.fetch(
    `/api/reviews${apartmentId ? `?apartmentId=${apartmentId}` : ''}`,
  );
  expect(response.status).toBe(200);
  return routes.getReviews.response.parse(await response.json());
};
const ownerReviews = async () =>
  routes.listAdminReviews.response.parse(await (await admin.fetch('/api/admin/reviews')).json());

describe('a paid stay that has ended', () => {
  // Some thirty calls in a row: more than the default 20 s on a busy machine.
  it('is reviewed once from the thank-you link, published, replied to, hidden; the figures follow', {
    timeout: 90_000,
  }, async () => {
    const stay = await confirmedBooking('appartamento-2', day(-5), day(-2));
    const token = await thankYouLink(stay.email, day(-2));

    const opened = await api.fetch(`/api/review-links/${token}`);
    expect(opened.status).toBe(200);
    expect(routes.getReviewLink.response.parse(await opened.json())).toMatchObject({
      apartmentName: 'Deluxe Via Etnea',
      checkIn: day(-5),
      checkOut: day(-2),
      verification: 'paid_booking',
      firstName: 'Giulia',
      validUntil: addDays(day(-2), 60),
      submitted: false,
    });

    // Bad input: a 400 naming the field, in Italian, and nothing stored.
    const before = (await ownerReviews()).length;
    for (const [body, field] of [
      [review({ overall: 11 }), 'overall'],
      [review({ cleanliness: 0 }), 'cleanliness'],
      [review({ value: 7.5 }), 'value'],
      [review({ text: '   ' }), 'text'],
      [review({ text: 'x'.repeat(2001) }), 'text'],
      [review({ consent: false }), 'consent'],
      [review({ title: '' }), 'title'],
    ] as const) {
      const refused = await submit(token, body);
      expect(refused.status).toBe(400);
      const error = (await refused.json()) as { issues: { field: string; message: string }[] };
      expect(error.issues.map((i) => i.field)).toContain(field);
    }
    expect(await ownerReviews()).toHaveLength(before);

    const figuresBefore = await publicReviews('appartamento-2');
    const accepted = await submit(token, review());
    expect(accepted.status).toBe(201);
    const { id } = routes.submitReview.response.parse(await accepted.json());
    const again = await submit(
      token,
      review({ overall: 1, text: 'Ci riprovo con lo stesso link.' }),
    );
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(/una sola volta/);
    expect(
      (await ownerReviews()).filter((r) => r.id === id || r.text.includes('Ci riprovo')),
    ).toHaveLength(1);
    const reopened = routes.getReviewLink.response.parse(
      await (await api.fetch(`/api/review-links/${token}`)).json(),
    );
    expect(reopened.submitted).toBe(true);

    // The owner is told; the review waits, unpublished, and counts nowhere.
    await eventually(
      async () =>
        (await mailsTo(api, 'info@cataniacentroapartments.it')).find((m) =>
          m.subject.includes('Nuova recensione da moderare'),
        ),
      { what: "the owner's notice" },
    );
    const pending = (await ownerReviews()).find((r) => r.id === id);
    expect(pending).toMatchObject({
      status: 'pending',
      origin: 'direct',
      log: [{ action: 'received' }],
    });
    expect((await publicReviews('appartamento-2')).count).toBe(figuresBefore.count);

    const published = await admin.send('POST', '/api/admin/reviews', {
      id,
      action: 'publish',
    });
    expect(published.status).toBe(200);
    const shown = await publicReviews('appartamento-2');
    expect(shown.count).toBe(figuresBefore.count + 1);
    const all = [...figuresBefore.reviews.map((r) => r.overall), 9];
    expect(shown.average).toBe(Math.round((all.reduce((a, b) => a + b, 0) / all.length) * 10) / 10);
    expect(shown.byOrigin.direct).toBe(figuresBefore.byOrigin.direct + 1);
    expect(shown.aspects.cleanliness).not.toBeNull();
    const mine = shown.reviews.find((r) => r.id === id);
    expect(mine).toMatchObject({
      origin: 'direct',
      verification: 'paid_booking',
      stayMonth: day(-5).slice(0, 7),
      apartmentName: 'Deluxe Via Etnea',
      // Stored as the guest wrote it: the pages escape it when they show it.
      text: review().text,
    });
    expect(JSON.stringify(mine)).not.toMatch(/review@|Russo|booking:/);
    expect((await publicReviews()).apartments['appartamento-2']).toMatchObject({
      count: shown.count,
      average: shown.average,
    });

    // A reply by a signed-out caller: 401, nothing stored. The owner's reply is public.
    const anonymous = await api.fetch('/api/admin/reviews', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, action: 'reply', text: 'Grazie!' }),
    });
    expect(anonymous.status).toBe(401);
    expect(
      (await publicReviews('appartamento-2')).reviews.find((r) => r.id === id)?.reply,
    ).toBeUndefined();
    expect(
      (
        await admin.send('POST', '/api/admin/reviews', {
          id,
          action: 'reply',
          text: 'x'.repeat(1501),
        })
      ).status,
    ).toBe(400);
    const replied = await admin.send('POST', '/api/admin/reviews', {
      id,
      action: 'reply',
      text: 'Grazie Giulia, a presto!',
    });
    expect(replied.status).toBe(200);
    expect(
      (await publicReviews('appartamento-2')).reviews.find((r) => r.id === id)?.reply?.text,
    ).toBe('Grazie Giulia, a presto!');

    // Hiding needs a reason from the list; a hidden review leaves the figures.
    expect((await admin.send('POST', '/api/admin/reviews', { id, action: 'hide' })).status).toBe(
      400,
    );
    expect(
      (
        await admin.send('POST', '/api/admin/reviews', {
          id,
          action: 'hide',
          reason: 'antipatico',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin.send('POST', '/api/admin/reviews', {
          id,
          action: 'edit',
          text: 'meglio',
        })
      ).status,
    ).toBe(400);
    const hidden = await admin.send('POST', '/api/admin/reviews', {
      id,
      action: 'hide',
      reason: 'personal_data',
    });
    expect(hidden.status).toBe(200);
    const after = await publicReviews('appartamento-2');
    expect(after.count).toBe(figuresBefore.count);
    expect(after.reviews.some((r) => r.id === id)).toBe(false);

    // Everything the owner did is on the review's log; the guest's words are untouched.
    const logged = (await ownerReviews()).find((r) => r.id === id);
    expect(logged?.log.map((e) => e.action)).toEqual([
      'received',
      'published',
      'replied',
      'hidden',
    ]);
    expect(logged).toMatchObject({
      status: 'hidden',
      hiddenReason: 'personal_data',
      overall: 9,
      text: review().text,
      title: review().title,
    });
    expect(
      (await admin.send('POST', '/api/admin/reviews', { id: 'sconosciuta', action: 'publish' }))
        .status,
    ).toBe(404);
  });
});

describe('links that open nothing', () => {
  it('refuses a stay not ended, an expired link and a guessed one, storing nothing', async () => {
    const { reviewLinkForStay } = await import('./review-links');
    const { getStay } = await import('../checkin/stays');
    const future = await confirmedBooking('appartamento-1', day(3), day(6));
    const early =
      (await reviewLinkForStay(await getStay(future.stayKey))).split('/recensione/')[1] ?? '';
    // The same link every time for a stay.
    expect((await reviewLinkForStay(await getStay(future.stayKey))).endsWith(early)).toBe(true);
    const notEnded = await api.fetch(`/api/review-links/${early}`);
    expect(notEnded.status).toBe(409);
    expect(((await notEnded.json()) as { error: string }).error).toMatch(/non è ancora terminato/);
    expect((await submit(early, review())).status).toBe(409);

    const old = await confirmedBooking('appartamento-1', day(-70), day(-61));
    const expired =
      (await reviewLinkForStay(await getStay(old.stayKey))).split('/recensione/')[1] ?? '';
    const refused = await api.fetch(`/api/review-links/${expired}`);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: string }).error).toMatch(/scaduto/);
    expect((await submit(expired, review())).status).toBe(404);

    const guessed = randomBytes(32).toString('base64url');
    expect((await api.fetch(`/api/review-links/${guessed}`)).status).toBe(404);
    expect((await submit(guessed, review())).status).toBe(404);
    expect((await submit('abc', review())).status).toBe(404);

    const stored = await ownerReviews();
    expect(stored.some((r) => r.checkIn === day(3) || r.checkIn === day(-70))).toBe(false);
  });
});

describe('an imported stay the owner registered with the guest e-mail', () => {
  it('gets the thank-you with its link, and its review is marked as a registered stay', async () => {
    const { putArrival } = await import('../checkin/arrivals-repo');
    const email = guestAddress('review-arrival');
    const withEmail = randomUUID();
    const base = {
      apartmentId: 'appartamento-3',
      checkIn: day(-4),
      checkOut: day(-1),
      nights: 3,
      guests: 2,
      source: 'airbnb',
      createdAt: new Date().toISOString(),
    } as const;
    await putArrival({
      ...base,
      id: withEmail,
      guestName: 'Hannah Schmidt',
      guestEmail: email,
      linkToken: randomBytes(32).toString('base64url'),
    });
    const token = await thankYouLink(email, day(-1));
    const view = routes.getReviewLink.response.parse(
      await (await api.fetch(`/api/review-links/${token}`)).json(),
    );
    expect(view).toMatchObject({ verification: 'registered_stay', firstName: 'Hannah' });
    const accepted = await submit(token, review({ firstName: 'Hannah', country: 'Germania' }));
    expect(accepted.status).toBe(201);
    const { id } = (await accepted.json()) as { id: string };
    expect((await admin.send('POST', '/api/admin/reviews', { id, action: 'publish' })).status).toBe(
      200,
    );
    expect((await publicReviews('appartamento-3')).reviews.find((r) => r.id === id)).toMatchObject({
      origin: 'direct',
      verification: 'registered_stay',
    });
  });
});

describe('reviews the owner brings from other platforms', () => {
  it('are published labelled by source and counted apart', async () => {
    const before = await publicReviews('appartamento-4');
    // The seed: the reviews the site launched with, labelled by their platform, none presented as verified here.
    expect(before.reviews.filter((r) => r.id.startsWith('seed-')).length).toBeGreaterThan(0);
    expect(
      before.reviews
        .filter((r) => r.id.startsWith('seed-'))
        .every((r) => r.origin !== 'direct' && !r.verification),
    ).toBe(true);
    const created = await admin.send('POST', '/api/admin/reviews', {
      action: 'import',
      apartmentId: 'appartamento-4',
      source: 'booking',
      date: '2025-11-02',
      overall: 8,
      text: 'Casa grande e comoda, quartiere vivace.',
      firstName: 'Marta',
      country: 'Spagna',
    });
    expect(created.status).toBe(201);
    const after = await publicReviews('appartamento-4');
    expect(after.count).toBe(before.count + 1);
    expect(after.byOrigin.booking).toBe(before.byOrigin.booking + 1);
    expect(after.byOrigin.direct).toBe(before.byOrigin.direct);
    expect(after.reviews.find((r) => r.firstName === 'Marta')).toMatchObject({
      origin: 'booking',
      stayMonth: '2025-11',
    });
    expect(
      (
        await admin.send('POST', '/api/admin/reviews', {
          action: 'import',
          apartmentId: 'appartamento-4',
          source: 'tripadvisor',
          date: '2025-11-02',
          overall: 8,
          text: 'x',
          firstName: 'M',
          country: 'S',
        })
      ).status,
    ).toBe(400);
  });

  it('answers the public route cacheable at the edge, and refuses an unknown apartment', async () => {
    const response = await api.fetch('/api/reviews?apartmentId=appartamento-1');
    expect(response.headers.get('cache-control')).toBe(REVIEWS_EDGE_CACHE.cacheControl);
    const body = routes.getReviews.response.parse(await response.json());
    expect(body.reviews.every((r) => r.apartmentId === 'appartamento-1')).toBe(true);
    expect((await api.fetch('/api/reviews?apartmentId=appartamento-9')).status).toBe(400);
  });
});
