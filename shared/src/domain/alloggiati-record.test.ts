import { describe, expect, it } from 'vitest';
import {
  alloggiatiFile,
  buildRecord,
  GUEST_TYPE,
  portalDate,
  RECORD_LENGTH,
  type Registration,
  registrationPeriods,
  registrationRecords,
  withApartmentId,
} from './alloggiati-record';

/** The portal's columns, written out by hand (1-based start, width), not read from the module. */
const COLUMNS = {
  guestType: [1, 2],
  arrivalDate: [3, 10],
  nights: [13, 2],
  surname: [15, 50],
  name: [65, 30],
  sex: [95, 1],
  birthDate: [96, 10],
  birthComune: [106, 9],
  birthProvince: [115, 2],
  birthState: [117, 9],
  citizenship: [126, 9],
  documentType: [135, 5],
  documentNumber: [140, 20],
  documentPlace: [160, 9],
} as const;

const column = (record: string, name: keyof typeof COLUMNS) => {
  const [start, width] = COLUMNS[name];
  return record.slice(start - 1, start - 1 + width);
};

const CATANIA = '419087015';
const GERMANY = '100000216';
const ITALY = '100000100';

const couple: Registration = {
  arrivalDate: '2026-05-10',
  nights: 3,
  travellingAs: 'family',
  lead: {
    surname: 'Sant’Agata',
    name: 'Niccolò',
    sex: 'M',
    birthDate: '1985-03-07',
    birthPlace: { country: 'IT', comune: CATANIA, province: 'CT' },
    citizenship: ITALY,
    document: { type: 'IDELE', number: 'ca12345ab', issuedAt: CATANIA },
  },
  others: [
    {
      surname: 'Müller',
      name: 'Anna Lena',
      sex: 'F',
      birthDate: '1990-11-23',
      birthPlace: { country: 'abroad', state: GERMANY },
      citizenship: GERMANY,
    },
  ],
};

describe('the Alloggiati Web record', () => {
  it('is 168 characters, the sum of the fields', () => {
    expect(RECORD_LENGTH).toBe(168);
    expect(buildRecord({})).toHaveLength(168);
  });

  it('puts each value of the lead guest in its columns, padded with spaces', () => {
    const [lead] = registrationRecords(couple);
    expect(lead).toHaveLength(168);
    expect(column(lead ?? '', 'guestType')).toBe('17');
    expect(column(lead ?? '', 'arrivalDate')).toBe('10/05/2026');
    expect(column(lead ?? '', 'nights')).toBe('03');
    expect(column(lead ?? '', 'surname')).toBe(`SANT'AGATA${' '.repeat(40)}`);
    expect(column(lead ?? '', 'name')).toBe(`NICCOLO${' '.repeat(23)}`);
    expect(column(lead ?? '', 'sex')).toBe('1');
    expect(column(lead ?? '', 'birthDate')).toBe('07/03/1985');
    expect(column(lead ?? '', 'birthComune')).toBe('419087015');
    expect(column(lead ?? '', 'birthProvince')).toBe('CT');
    expect(column(lead ?? '', 'birthState')).toBe('100000100');
    expect(column(lead ?? '', 'citizenship')).toBe('100000100');
    expect(column(lead ?? '', 'documentType')).toBe('IDELE');
    expect(column(lead ?? '', 'documentNumber')).toBe(`CA12345AB${' '.repeat(11)}`);
    expect(column(lead ?? '', 'documentPlace')).toBe('419087015');
  });

  it('writes a family member born abroad without comune, province or document', () => {
    const [, member] = registrationRecords(couple);
    expect(member).toHaveLength(168);
    expect(column(member ?? '', 'guestType')).toBe('19');
    expect(column(member ?? '', 'arrivalDate')).toBe('10/05/2026');
    expect(column(member ?? '', 'nights')).toBe('03');
    expect(column(member ?? '', 'surname').trimEnd()).toBe('MULLER');
    expect(column(member ?? '', 'name').trimEnd()).toBe('ANNA LENA');
    expect(column(member ?? '', 'sex')).toBe('2');
    expect(column(member ?? '', 'birthDate')).toBe('23/11/1990');
    expect(column(member ?? '', 'birthComune')).toBe(' '.repeat(9));
    expect(column(member ?? '', 'birthProvince')).toBe('  ');
    expect(column(member ?? '', 'birthState')).toBe(GERMANY);
    expect(column(member ?? '', 'citizenship')).toBe(GERMANY);
    expect(column(member ?? '', 'documentType')).toBe(' '.repeat(5));
    expect(column(member ?? '', 'documentNumber')).toBe(' '.repeat(20));
    expect(column(member ?? '', 'documentPlace')).toBe(' '.repeat(9));
  });

  it('matches the whole record written out by hand', () => {
    const expected =
      '17' +
      '10/05/2026' +
      '03' +
      "SANT'AGATA                                        " +
      'NICCOLO                       ' +
      '1' +
      '07/03/1985' +
      '419087015' +
      'CT' +
      '100000100' +
      '100000100' +
      'IDELE' +
      'CA12345AB           ' +
      '419087015';
    expect(registrationRecords(couple)[0]).toBe(expected);
  });

  it('uses the single-guest type alone, and the group types for a group', () => {
    expect(column(registrationRecords({ ...couple, others: [] })[0] ?? '', 'guestType')).toBe(
      GUEST_TYPE.single,
    );
    const group = registrationRecords({ ...couple, travellingAs: 'group' });
    expect(group.map((r) => column(r, 'guestType'))).toEqual(['18', '20']);
  });

  it('refuses a value longer than its field instead of shifting the columns', () => {
    expect(() => buildRecord({ surname: 'X'.repeat(51) })).toThrow(RangeError);
    expect(() => registrationRecords({ ...couple, nights: 31 })).toThrow(RangeError);
  });

  it('makes a file with CRLF between records', () => {
    const file = alloggiatiFile(registrationRecords(couple));
    expect(file.split('\r\n').map((line) => line.length)).toEqual([168, 168]);
    expect(file).not.toMatch(/\r\n$/);
    // One byte per character: the columns hold whatever encoding the portal reads.
    expect(Buffer.byteLength(file, 'utf8')).toBe(file.length);
  });

  it('writes dates as dd/mm/yyyy', () => {
    expect(portalDate('2026-01-02')).toBe('02/01/2026');
  });
});

describe("a property-manager account's record", () => {
  it('ends with the IdAppartamento in 6 digits, zero-filled: 174 characters', () => {
    const record = buildRecord({ guestType: GUEST_TYPE.single, surname: 'ROSSI' });
    expect(withApartmentId(record, '42')).toBe(`${record}000042`);
    expect(withApartmentId(record, '123456')).toHaveLength(174);
  });

  it('refuses an id that is not 1 to 6 digits', () => {
    const record = buildRecord({});
    for (const id of ['', 'A12', '1234567', '12 3']) {
      expect(() => withApartmentId(record, id), id).toThrow(RangeError);
    }
  });
});

describe('registrationPeriods', () => {
  it('registers a stay of up to 30 nights once', () => {
    expect(registrationPeriods('2026-05-10', 3)).toEqual([
      { arrivalDate: '2026-05-10', nights: 3 },
    ]);
    expect(registrationPeriods('2026-05-10', 30)).toEqual([
      { arrivalDate: '2026-05-10', nights: 30 },
    ]);
  });

  it('registers a longer stay again every 30 nights, for the nights left', () => {
    expect(registrationPeriods('2026-05-10', 31)).toEqual([
      { arrivalDate: '2026-05-10', nights: 30 },
      { arrivalDate: '2026-06-09', nights: 1 },
    ]);
    expect(registrationPeriods('2026-01-01', 65)).toEqual([
      { arrivalDate: '2026-01-01', nights: 30 },
      { arrivalDate: '2026-01-31', nights: 30 },
      { arrivalDate: '2026-03-02', nights: 5 },
    ]);
  });
});
