import { registrationRecords } from '@catania/shared/domain/alloggiati-record';
import { todayInRome } from '@catania/shared/domain/dates';
import type { PrecheckinRequest } from '@catania/shared/schemas/precheckin';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import {
  registerTestAlloggiatiAccount,
  type TestAlloggiatiAccount,
} from '@catania/testing/alloggiati-account';
import { openArrival, paidBooking, submitPrecheckin } from '@catania/testing/checkin-fixtures';
import { couple } from '@catania/testing/precheckin-data';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A property-manager account ("Gestione Appartamenti") at Alloggiati Web: each stay is
 * sent with its apartment's IdAppartamento, and the fallback file carries it at the end of every
 * record (174 characters), as the portal's second layout asks.
 */

let api: TestApi;
let admin: AdminClient;
let police: TestAlloggiatiAccount;
let runAlloggiati: typeof import('./alloggiati-jobs').runAlloggiati;
const today = todayInRome();

beforeAll(async () => {
  police = await registerTestAlloggiatiAccount({ apartments: [4, 12] });
  // Read by the functions when they are first imported: set before the API starts.
  process.env.ALLOGGIATI_APARTMENTS = 'appartamento-2=4, appartamento-3=12';
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
  ({ runAlloggiati } = await import('./alloggiati-jobs'));
});
afterAll(() => api.stop());

async function readyStay(stay: { token: string; stayKey: string }, guests: PrecheckinRequest) {
  expect((await submitPrecheckin(api, stay.token, guests)).status).toBe(200);
  const identified = await admin.send(
    'PUT',
    `/api/admin/checkin/stays/${encodeURIComponent(stay.stayKey)}/identification`,
    { persons: ['in_person', null] },
  );
  expect(identified.status).toBe(200);
}

describe('a property-manager account', { timeout: 120_000 }, () => {
  it("sends each stay with its apartment's IdAppartamento and files 174-character records", async () => {
    const party = (surname: string) => {
      const guests = couple();
      guests.lead.surname = surname;
      for (const other of guests.others) other.surname = surname;
      return guests;
    };
    const direct = party('Russo');
    const imported = party('Esposito');
    const booking = await paidBooking(api, { start: 0 }); // appartamento-2
    await readyStay({ token: booking.token, stayKey: `booking:${booking.bookingId}` }, direct);
    const arrival = await openArrival(admin, { start: 0, mail: false }); // appartamento-3
    await readyStay({ token: arrival.token, stayKey: arrival.arrival.stayKey }, imported);

    expect((await runAlloggiati()).sent).toBe(4);
    const received = await police.received();
    const recordsOf = (guests: PrecheckinRequest) =>
      registrationRecords({ arrivalDate: today, nights: 3, ...guests });
    const apartmentOf = new Map(received.map((r) => [r.record, r.idAppartamento]));
    for (const record of recordsOf(direct)) expect(apartmentOf.get(record)).toBe(4);
    for (const record of recordsOf(imported)) expect(apartmentOf.get(record)).toBe(12);

    // The file for the portal's upload: the same records, each ending with its apartment's id.
    const exported = await admin.send('GET', `/api/admin/checkin/alloggiati?date=${today}`);
    expect(exported.status).toBe(200);
    const lines = (await exported.text()).split('\r\n');
    expect(lines.sort()).toEqual(
      [
        ...recordsOf(direct).map((record) => `${record}000004`),
        ...recordsOf(imported).map((record) => `${record}000012`),
      ].sort(),
    );
    expect(lines.every((line) => line.length === 174)).toBe(true);
  });
});
