import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OsservatorioEmulator,
  type OsservatorioReceived,
  startOsservatorioEmulator,
} from './index';

/**
 * The emulator against the Region's PMS protocol: login by headers and a bearer token, StaysPmsDTO
 * and EndDayPmsDTO bodies in, ArrayOfValidationResultDTO out (200 or 400, one result per stay with
 * its guests nested), the code tables, the day rules (nothing after today, a closed day takes no
 * movement and is not closed twice), add vs update.
 */

const account = { userId: 'PMS-TEST', password: 'segreta', hotelCode: 'TRS-IT-SIC-00042' };
let emulator: OsservatorioEmulator;
const parser = new XMLParser({
  parseTagValue: false,
  isArray: (n) => n === 'ValidationResultDTO' || n === 'ValidationMessageDTO',
});

beforeAll(async () => {
  emulator = await startOsservatorioEmulator({ accounts: [account] });
});
afterAll(() => emulator.stop());

async function login(password = account.password) {
  return fetch(`${emulator.apiUrl}/auth/login`, {
    headers: { UserId: account.userId, Password: password },
  });
}

async function token() {
  const response = await login();
  expect(response.status).toBe(200);
  return response.headers.get('authorization') as string;
}

async function post(path: string, body: string, auth: string) {
  const response = await fetch(`${emulator.apiUrl}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml', Authorization: auth },
    body,
  });
  const text = await response.text();
  const results = text ? parser.parse(text).ArrayOfValidationResultDTO?.ValidationResultDTO : [];
  return { status: response.status, results };
}

const today = todayInRome();
const yesterday = addDays(today, -1);
const utc = (day: string) => `${day}T13:00:00.000Z`;

function guest(overrides: Record<string, string> = {}) {
  const g = {
    GuestId: 'G1',
    Age: '41',
    NationalityCode: '100000100',
    BirthPlaceCode: '419087015',
    ResidencePlaceCode: '419087015',
    Type: '16',
    Gender: '1',
    ArrivalDate: utc(yesterday),
    DepartureDate: utc(addDays(yesterday, 3)),
    Checkout: 'false',
    BedOccupancy: 'true',
    ...overrides,
  };
  const fields = Object.entries(g)
    .map(([k, v]) => `<${k}>${v}</${k}>`)
    .join('');
  return `<Guest>${fields}<Rooms><Room><RoomId>A1</RoomId><StartDate>${g.ArrivalDate}</StartDate><EndDate>${g.DepartureDate}</EndDate></Room></Rooms></Guest>`;
}

const stays = (...list: { id: string; guests: string[]; hotel?: string }[]) =>
  `<?xml version="1.0" encoding="utf-8"?><StaysPmsDTO>${list
    .map(
      (s) =>
        `<Stay><HotelCode>${s.hotel ?? account.hotelCode}</HotelCode><StayId>${s.id}</StayId><Guests>${s.guests.join('')}</Guests></Stay>`,
    )
    .join('')}</StaysPmsDTO>`;

const endDay = (day: string, hotel = account.hotelCode) =>
  `<?xml version="1.0" encoding="utf-8"?><EndDayPmsDTO><HotelCode>${hotel}</HotelCode><CurrentDate>${utc(day)}</CurrentDate></EndDayPmsDTO>`;

async function received(): Promise<OsservatorioReceived> {
  const response = await fetch(`${emulator.url}/_emulator/accounts/${account.userId}/received`);
  return (await response.json()) as OsservatorioReceived;
}

describe('Osservatorio Turistico emulator: the PMS protocol', () => {
  it('logs in with the UserId and Password headers and answers a bearer token; refuses others', async () => {
    const ok = await login();
    expect(ok.status).toBe(200);
    expect(ok.headers.get('authorization')).toMatch(/^Bearer \S{16,}$/);
    expect(await ok.text()).toBe(`"${ok.headers.get('authorization')}"`);
    expect((await login('sbagliata')).status).toBe(401);
    const noToken = await post(
      'stay/addfrompms',
      stays({ id: 'X', guests: [guest()] }),
      'Bearer nope',
    );
    expect(noToken.status).toBe(401);
  });

  it('adds a stay once, refuses a duplicate StayId and an update of an unknown one', async () => {
    const auth = await token();
    const first = await post('stay/addfrompms', stays({ id: 'S-1', guests: [guest()] }), auth);
    expect(first.status).toBe(200);
    expect(first.results).toHaveLength(1);
    expect(first.results[0]).toMatchObject({
      ObjectType: 'Stay',
      ObjectId: 'S-1',
      IsValid: 'true',
    });
    const again = await post('stay/addfrompms', stays({ id: 'S-1', guests: [guest()] }), auth);
    expect(again.status).toBe(400);
    expect(again.results[0].Messages.ValidationMessageDTO[0]).toMatchObject({
      Level: 'Error',
      FieldName: 'StayId',
    });
    const unknown = await post(
      'stay/updatefrompms',
      stays({ id: 'S-404', guests: [guest()] }),
      auth,
    );
    expect(unknown.status).toBe(400);
    expect((await received()).stays.filter((s) => s.stayId === 'S-1')).toHaveLength(1);
  });

  it('checks each guest field against the code tables, naming the field; takes the valid stays of a request', async () => {
    const auth = await token();
    const answer = await post(
      'stay/addfrompms',
      stays(
        { id: 'S-OK', guests: [guest()] },
        {
          id: 'S-BAD',
          guests: [
            guest({
              GuestId: 'G9',
              NationalityCode: '999999999',
              ResidencePlaceCode: 'ROMA',
              Gender: 'M',
              Age: '-1',
              Type: '12',
            }),
          ],
        },
        { id: 'S-HOTEL', guests: [guest()], hotel: 'TRS-IT-SIC-99999' },
      ),
      auth,
    );
    expect(answer.status).toBe(400);
    expect(answer.results.map((r: { IsValid: string }) => r.IsValid)).toEqual([
      'true',
      'false',
      'false',
    ]);
    const bad = answer.results[1].NestedValidation.ValidationResultDTO[0];
    expect(bad).toMatchObject({ ObjectType: 'Guest', ObjectId: 'G9', IsValid: 'false' });
    const fields = bad.Messages.ValidationMessageDTO.map((m: { FieldName: string }) => m.FieldName);
    expect(fields).toEqual(['Age', 'NationalityCode', 'ResidencePlaceCode', 'Type', 'Gender']);
    expect(answer.results[2].Messages.ValidationMessageDTO[0].FieldName).toBe('HotelCode');
    const ids = (await received()).stays.map((s) => s.stayId);
    expect(ids).toContain('S-OK');
    expect(ids).not.toContain('S-BAD');
  });

  it('refuses an arrival after today, and a departure reported before its day', async () => {
    const auth = await token();
    const future = guest({
      ArrivalDate: utc(addDays(today, 1)),
      DepartureDate: utc(addDays(today, 3)),
    });
    const answer = await post('stay/addfrompms', stays({ id: 'S-FUT', guests: [future] }), auth);
    expect(answer.status).toBe(400);
    const early = await post(
      'stay/updatefrompms',
      stays({ id: 'S-OK', guests: [guest({ Checkout: 'true' })] }),
      auth,
    );
    expect(early.status).toBe(400);
    expect(
      early.results[0].NestedValidation.ValidationResultDTO[0].Messages.ValidationMessageDTO[0]
        .FieldName,
    ).toBe('DepartureDate');
  });

  it('closes a day once, not a future one; a closed day takes no more arrivals', async () => {
    const auth = await token();
    const dayBefore = addDays(today, -2);
    expect((await post('entity/enddayfrompms', endDay(dayBefore), auth)).status).toBe(200);
    const twice = await post('entity/enddayfrompms', endDay(dayBefore), auth);
    expect(twice.status).toBe(400);
    expect(twice.results[0].Messages.ValidationMessageDTO[0].FieldName).toBe('CurrentDate');
    expect((await post('entity/enddayfrompms', endDay(addDays(today, 1)), auth)).status).toBe(400);
    expect((await post('entity/enddayfrompms', endDay(today, 'ALTRO'), auth)).status).toBe(400);
    const late = guest({ ArrivalDate: utc(dayBefore), DepartureDate: utc(today) });
    const answer = await post('stay/addfrompms', stays({ id: 'S-LATE', guests: [late] }), auth);
    expect(answer.status).toBe(400);
    expect((await received()).closedDays.map((d) => d.day)).toEqual([dayBefore]);
  });

  it('answers a body it cannot read with a 400 that says so, and logs out a token', async () => {
    const auth = await token();
    const garbage = await post('stay/addfrompms', 'non è XML', auth);
    expect(garbage.status).toBe(400);
    const out = await fetch(`${emulator.apiUrl}/auth/logout`, {
      method: 'POST',
      headers: { UserId: account.userId, Authorization: auth },
    });
    expect(out.status).toBe(200);
    expect((await post('entity/enddayfrompms', endDay(yesterday), auth)).status).toBe(401);
  });
});
