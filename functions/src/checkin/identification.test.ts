import { routes } from '@catania/shared/api/routes';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { paidBooking, submitPrecheckin } from '@catania/testing/checkin-fixtures';
import { couple } from '@catania/testing/precheckin-data';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Identification the law accepts and the access details it unlocks, through the API as
 * deployed: the guest page of a paid booking never carries the key-box code before the
 * pre-check-in is complete and the owner has identified the lead guest; after it, it does.
 */

let api: TestApi;
let admin: AdminClient;
const CODE = 'Cassetta accanto al portone, codice 4821#';

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
});
afterAll(() => api.stop());

/** An answer's status and JSON body, read loosely: each test checks the fields it cares about. */
const json = async (response: Response) => ({
  status: response.status,
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' fields loosely.
  body: (await response.json()) as any,
});

describe('the access details of an apartment', () => {
  it('are kept by the owner through the panel, and refused when empty or for an unknown apartment', async () => {
    const empty = await json(
      await admin.send('GET', '/api/admin/apartments/appartamento-2/access'),
    );
    expect(empty).toEqual({ status: 200, body: { apartmentId: 'appartamento-2' } });
    const saved = await json(
      await admin.send('PUT', '/api/admin/apartments/appartamento-2/access', {
        instructions: CODE,
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.instructions).toBeUndefined();
    const read = await json(await admin.send('GET', '/api/admin/apartments/appartamento-2/access'));
    expect(read.body.instructions).toBe(CODE);

    const blank = await json(
      await admin.send('PUT', '/api/admin/apartments/appartamento-2/access', {
        instructions: '  ',
      }),
    );
    expect(blank.status).toBe(400);
    expect(blank.body.issues[0].field).toBe('instructions');
    const unknown = await admin.send('PUT', '/api/admin/apartments/appartamento-9/access', {
      instructions: CODE,
    });
    expect(unknown.status).toBe(404);
    expect((await api.fetch('/api/admin/apartments/appartamento-2/access')).status).toBe(401);
  });
});

describe('the guest page of a paid booking', () => {
  it('shows the code only once the pre-check-in is complete and the lead guest identified', async () => {
    const booking = await paidBooking(api, { start: 6 });
    const stayKey = `booking:${booking.bookingId}`;
    const guestView = async () => {
      const response = await api.fetch(`/api/checkin/${booking.token}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      return { text, view: routes.getPrecheckin.response.parse(JSON.parse(text)) };
    };
    const identify = (persons: unknown) =>
      admin.send('PUT', `/api/admin/checkin/stays/${stayKey}/identification`, { persons });

    // Nothing done: both steps are missing, and the code is nowhere in the answer.
    let page = await guestView();
    expect(page.view.access).toMatchObject({ released: false });
    expect(page.view.access.missing).toHaveLength(2);
    expect(page.text).not.toContain('4821');
    // The owner cannot identify persons the pre-check-in has not named yet.
    expect((await identify(['in_person', null])).status).toBe(409);

    // Pre-check-in done: the identification is what is missing.
    expect((await submitPrecheckin(api, booking.token, couple())).status).toBe(200);
    page = await guestView();
    expect(page.view.access.released).toBe(false);
    expect(page.view.access.missing).toEqual([expect.stringMatching(/riconoscimento/)]);
    expect(page.text).not.toContain('4821');

    // The guest picks a video-call slot on the day of arrival; a slot at night is refused.
    const choose = (body: unknown) =>
      api.fetch(`/api/checkin/${booking.token}/identification`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const night = await json(
      await choose({ kind: 'video_slot', slot: `${booking.checkIn}T23:00` }),
    );
    expect(night.status).toBe(400);
    expect(night.body.issues[0].field).toBe('slot');
    const late = await json(
      await choose({ kind: 'video_slot', slot: `${addDays(booking.checkIn, 1)}T10:00` }),
    );
    expect(late.status).toBe(400);
    expect((await choose({ kind: 'telepathy' })).status).toBe(400);
    const chosen = await json(
      await choose({ kind: 'video_slot', slot: `${booking.checkIn}T16:30` }),
    );
    expect(chosen.status).toBe(200);
    expect(chosen.body.videoUrl).toMatch(/^https:\/\/meet\.jit\.si\/CataniaCentro-[\w-]{22}$/);

    // The owner sees the choice and the call's link in the arrivals view.
    const arrivals = await json(
      await admin.send(
        'GET',
        `/api/admin/checkin/arrivals?from=${todayInRome()}&to=${booking.checkOut}`,
      ),
    );
    const arrival = arrivals.body.arrivals.find((a: { stayKey: string }) => a.stayKey === stayKey);
    expect(arrival).toMatchObject({
      accessReleased: false,
      identification: {
        preference: { kind: 'video_slot', slot: `${booking.checkIn}T16:30` },
        videoUrl: chosen.body.videoUrl,
        adults: [true, true],
        leadIdentified: false,
      },
    });

    // One entry per person of the pre-check-in, each method one of the two the law accepts.
    expect((await identify(['video_call'])).status).toBe(400);
    expect((await identify(['photo', null])).status).toBe(400);
    const marked = await json(await identify(['video_call', null]));
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({
      leadIdentified: true,
      persons: [{ method: 'video_call' }, null],
    });

    page = await guestView();
    expect(page.view.access).toEqual({ released: true, missing: [], instructions: CODE });

    // Taken back (marked by mistake): the code leaves the page again.
    expect((await identify([null, null])).status).toBe(200);
    page = await guestView();
    expect(page.view.access.released).toBe(false);
    expect(page.text).not.toContain('4821');
  }, 60_000);
});
