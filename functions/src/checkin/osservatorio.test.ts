import { addDays, todayInRome } from '@catania/shared/domain/dates';
import type {
  OsservatorioDaysResponse,
  OsservatorioDayView,
} from '@catania/shared/schemas/osservatorio';
import type { PrecheckinRequest } from '@catania/shared/schemas/precheckin';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { openArrival, paidBooking, submitPrecheckin } from '@catania/testing/checkin-fixtures';
import {
  registerTestOsservatorioAccount,
  type TestOsservatorioAccount,
} from '@catania/testing/osservatorio-account';
import { CATANIA, couple, GERMANY, ITALY } from '@catania/testing/precheckin-data';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Sicily's tourism statistics, against the Region's emulator and DynamoDB Local: each
 * day's movements (arrivals and departures of the registered guests, direct and imported stays)
 * then its end of day, for every day including one without movement; never a day or an arrival
 * twice; the Region's refusals and silences become the day's Italian state, retried and resent.
 */

const DAY = 86_400_000;
const today = todayInRome();
let api: TestApi;
let admin: AdminClient;
let region: TestOsservatorioAccount;
let runOsservatorio: typeof import('./osservatorio-send').runOsservatorio;
let osservatorioDays: typeof import('./osservatorio-days').osservatorioDays;

beforeAll(async () => {
  region = await registerTestOsservatorioAccount();
  // The structure started sending two days ago.
  process.env.OSSERVATORIO_START_DATE = addDays(today, -2);
  // A silent Region is given up on quickly here.
  process.env.OSSERVATORIO_TIMEOUT_MS = '2000';
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
  ({ runOsservatorio } = await import('./osservatorio-send'));
  ({ osservatorioDays } = await import('./osservatorio-days'));
});
afterAll(() => api.stop());

/** The job as it runs `days` days from now, with the Region's clock on the same day. */
async function runOn(days: number) {
  await region.setClock(days * DAY);
  return runOsservatorio(new Date(Date.now() + days * DAY));
}

/** The panel's list of days, through the route (today) or as it reads `days` days from now. */
async function daysView(days = 0): Promise<Map<string, OsservatorioDayView>> {
  let body: OsservatorioDaysResponse;
  if (days === 0) {
    const response = await admin.send('GET', '/api/admin/osservatorio/days');
    expect(response.status).toBe(200);
    body = (await response.json()) as OsservatorioDaysResponse;
  } else body = await osservatorioDays({}, new Date(Date.now() + days * DAY));
  expect(body.configured).toBe(true);
  return new Map(body.days.map((d) => [d.day, d]));
}

const withSurname = (surname: string): PrecheckinRequest => {
  const guests = couple();
  guests.lead.surname = surname;
  return guests;
};

const resend = (day: string) => admin.send('POST', `/api/admin/osservatorio/days/${day}/send`);

describe('sending the tourism statistics', { timeout: 180_000 }, () => {
  let bookingId = '';
  let arrivalId = '';

  it("closes each past day without movement; the owner resends a failed one ('Reinvia'), never twice", async () => {
    const [first, second] = [addDays(today, -2), addDays(today, -1)];
    await region.misbehave('error', 1, 'endDay');
    expect(await runOn(0)).toEqual({ sent: 1, failed: 1 });
    let view = await daysView();
    expect(view.get(first)).toMatchObject({ status: 'errore', arrivals: 0, departures: 0 });
    expect(view.get(first)?.message).toContain('non risponde');
    expect(view.get(first)?.sendable).toBe(true);
    expect(view.get(second)).toMatchObject({
      status: 'inviato',
      arrivals: 0,
      departures: 0,
      sendable: false,
    });
    expect(view.get(today)).toMatchObject({ status: 'da_inviare', sendable: false });
    expect(view.get(today)?.message).toContain('dopo la mezzanotte');

    const resent = await resend(first);
    expect(resent.status).toBe(200);
    expect(((await resent.json()) as { day: OsservatorioDayView }).day).toMatchObject({
      day: first,
      status: 'inviato',
    });
    expect((await region.received()).closedDays.map((d) => d.day)).toEqual([second, first]);

    const twice = await resend(first);
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: string }).error).toContain('non si invia due volte');
    for (const [day, status] of [
      [today, 400],
      [addDays(today, 1), 400],
      [addDays(today, -3), 400],
      ['ieri', 400],
    ] as const) {
      expect((await resend(day)).status, day).toBe(status);
    }
    // Nothing more reached the Region.
    expect((await region.received()).closedDays).toHaveLength(2);
    view = await daysView();
    expect(view.get(first)?.status).toBe('inviato');
  });

  it('sends each day after midnight: arrivals, departures and the end of day, even without movement', async () => {
    const booking = await paidBooking(api, { start: 0, nights: 3 });
    expect((await submitPrecheckin(api, booking.token, withSurname('Russo'))).status).toBe(200);
    const imported = await openArrival(admin, { start: 0, nights: 2, mail: false });
    // This party says where it lives: Germany, though its document was issued in Catania.
    const greco = withSurname('Greco');
    greco.lead.residence = GERMANY;
    expect((await submitPrecheckin(api, imported.token, greco)).status).toBe(200);
    // Opened for a stay whose guests never registered: not sent, and listed on its day.
    const unregistered = await openArrival(admin, { start: 0, nights: 1, mail: false });
    bookingId = `booking-${booking.bookingId}`;
    arrivalId = imported.arrival.stayKey.replace(':', '-');

    // Today is not over: nothing goes.
    expect(await runOn(0)).toEqual({ sent: 0, failed: 0 });

    expect(await runOn(1)).toEqual({ sent: 1, failed: 0 });
    let received = await region.received();
    const since = (days: { day: string }[]) => days.map((d) => d.day).filter((d) => d >= today);
    expect(since(received.closedDays)).toEqual([today]);
    expect(received.stays.map((s) => s.stayId).sort()).toEqual([arrivalId, bookingId].sort());
    // The guests as registered: age on arrival, sex, citizenship, birthplace, residence, type.
    const sent = received.stays.find((s) => s.stayId === bookingId);
    const age = (born: string) =>
      Number(today.slice(0, 4)) -
      Number(born.slice(0, 4)) -
      (today.slice(5) < born.slice(5) ? 1 : 0);
    expect(sent?.guests).toEqual([
      expect.objectContaining({
        guestId: `${bookingId}-1`,
        age: age('1988-04-12'),
        gender: 2,
        nationalityCode: ITALY,
        birthPlaceCode: CATANIA,
        residencePlaceCode: CATANIA,
        type: 17,
        checkout: false,
        roomIds: ['appartamento-2'],
      }),
      expect.objectContaining({
        guestId: `${bookingId}-2`,
        age: age('1987-02-01'),
        gender: 1,
        nationalityCode: GERMANY,
        birthPlaceCode: GERMANY,
        type: 19,
      }),
    ]);
    // The party's residence, where the lead guest gave it; the document's issuer where not.
    const arrived = received.stays.find((s) => s.stayId === arrivalId);
    expect(arrived?.guests.map((g) => g.residencePlaceCode)).toEqual([GERMANY, GERMANY]);
    let view = await daysView(1);
    expect(view.get(today)).toMatchObject({ status: 'inviato', arrivals: 4, departures: 0 });
    expect(view.get(today)?.skipped).toEqual([
      expect.objectContaining({
        stayKey: unregistered.arrival.stayKey,
        reason: expect.stringContaining('Pre-check-in non completato'),
      }),
    ]);

    // Two days on: the imported stay left yesterday; the day before had no movement at all.
    expect(await runOn(3)).toEqual({ sent: 2, failed: 0 });
    received = await region.received();
    expect(since(received.closedDays)).toEqual([today, addDays(today, 1), addDays(today, 2)]);
    const left = received.stays.find((s) => s.stayId === arrivalId);
    expect(left?.updates.at(-1)?.guests.every((g) => g.checkout)).toBe(true);
    expect(received.stays.find((s) => s.stayId === bookingId)?.updates).toEqual([]);
    view = await daysView(3);
    expect(view.get(addDays(today, 1))).toMatchObject({
      status: 'inviato',
      arrivals: 0,
      departures: 0,
    });
    expect(view.get(addDays(today, 2))).toMatchObject({ status: 'inviato', departures: 2 });

    // Nothing twice: the same run again sends nothing, and each stay was added once.
    const calls = received.calls.length;
    expect(await runOn(3)).toEqual({ sent: 0, failed: 0 });
    expect((await region.received()).calls).toHaveLength(calls);
    const adds = received.calls.filter((c) => c.operation === 'add');
    expect(adds.flatMap((c) => c.stayIds).sort()).toEqual([arrivalId, bookingId].sort());
  });

  it('keeps a day the Region did not accept in error, in Italian, and sends it on the next run', async () => {
    // Wrong password: the day waits, nothing was taken.
    process.env.OSSERVATORIO_PASSWORD = 'sbagliata';
    try {
      expect(await runOn(4)).toEqual({ sent: 0, failed: 1 });
    } finally {
      process.env.OSSERVATORIO_PASSWORD = 'password-test';
    }
    let day = (await daysView(4)).get(addDays(today, 3));
    expect(day).toMatchObject({ status: 'errore' });
    expect(day?.message).toContain('ha rifiutato l\u2019accesso');

    // A silent Region, then one that answers an HTML page.
    await region.misbehave('timeout', 1, 'update');
    expect(await runOn(4)).toEqual({ sent: 0, failed: 1 });
    day = (await daysView(4)).get(addDays(today, 3));
    expect(day?.message).toContain('non risponde');
    await region.misbehave('garbage', 1, 'endDay');
    expect(await runOn(4)).toEqual({ sent: 0, failed: 1 });

    // Then it answers: the departure once, the day closed once.
    expect(await runOn(4)).toEqual({ sent: 1, failed: 0 });
    const received = await region.received();
    expect(received.closedDays.map((d) => d.day)).toContain(addDays(today, 3));
    expect(received.closedDays.filter((d) => d.day === addDays(today, 3))).toHaveLength(1);
    const booking = received.stays.find((s) => s.stayId === bookingId);
    expect(booking?.updates.at(-1)?.guests.every((g) => g.checkout)).toBe(true);
    expect((await daysView(4)).get(addDays(today, 3))).toMatchObject({
      status: 'inviato',
      departures: 2,
    });
  });

  it('never adds an arrival twice when the answer to its add was lost', async () => {
    const late = await openArrival(admin, { start: 5, nights: 1, mail: false });
    expect((await submitPrecheckin(api, late.token, withSurname('Bruno'))).status).toBe(200);
    const lateId = late.arrival.stayKey.replace(':', '-');
    // Days 4 and 5: day 4 goes; the add of day 5 is taken but its answer never comes.
    await region.misbehave('lost', 1, 'add');
    expect(await runOn(6)).toEqual({ sent: 1, failed: 1 });
    const day = (await daysView(6)).get(addDays(today, 5));
    expect(day?.status).toBe('errore');
    expect(day?.message).toContain('non risponde');
    expect((await region.received()).stays.map((s) => s.stayId)).toContain(lateId);

    // The next run asks the Region (an update), finds the stay there, and closes the day.
    expect(await runOn(6)).toEqual({ sent: 1, failed: 0 });
    // It was asked with an update, accepted: no second add, no refused duplicate.
    const calls = (await region.received()).calls.filter((c) => c.stayIds?.includes(lateId));
    expect(calls.map((c) => [c.operation, c.status])).toEqual([['update', 200]]);
    expect((await daysView(6)).get(addDays(today, 5))).toMatchObject({
      status: 'inviato',
      arrivals: 2,
    });
  });
});
