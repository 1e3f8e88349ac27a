import { describe, expect, it } from 'vitest';
import { fullPrecheckinContext } from '../alloggiati/full-context';
import { type PrecheckinRequest, precheckinRequest } from './precheckin';
import { precheckinProblems, precheckinSchema } from './precheckin-checks';

const TODAY = '2026-11-20';
const CATANIA = '419087015';
const GERMANY = '100000216';
const ITALY = '100000100';

const valid = (): PrecheckinRequest => ({
  travellingAs: 'family',
  lead: {
    surname: 'Russo',
    name: 'Giulia',
    sex: 'F',
    birthDate: '1988-04-12',
    birthPlace: { country: 'IT', comune: CATANIA, province: 'CT' },
    citizenship: ITALY,
    document: { type: 'IDELE', number: 'CA 12345 AB', issuedAt: CATANIA },
  },
  others: [
    {
      surname: 'Schmidt',
      name: 'Jonas',
      sex: 'M',
      birthDate: '1987-02-01',
      birthPlace: { country: 'abroad', state: GERMANY },
      citizenship: GERMANY,
    },
  ],
});

const problems = (request: PrecheckinRequest, guests = 2) =>
  precheckinProblems(precheckinRequest.parse(request), fullPrecheckinContext(TODAY, guests)).map(
    (p) => [p.path.join('.'), p.message],
  );

describe('precheckinRequest (shape)', () => {
  it('accepts a complete pre-check-in and normalises the document number', () => {
    const parsed = precheckinRequest.parse(valid());
    expect(parsed.lead.document.number).toBe('CA12345AB');
    expect(problems(valid())).toEqual([]);
  });

  it('names every missing or malformed field in Italian', () => {
    const result = precheckinRequest.safeParse({
      travellingAs: 'family',
      lead: { ...valid().lead, surname: '', sex: 'X', birthDate: '1988-02-30', citizenship: 'DE' },
      others: [],
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(issues).toMatchObject({
      'lead.surname': 'Inserisci il cognome',
      'lead.sex': 'Indica il sesso, come sul documento',
      'lead.birthDate': 'Inserisci una data di nascita valida',
      'lead.citizenship': 'Scegli la cittadinanza dall’elenco',
    });
  });

  it('refuses names in a non-Latin script or longer than the file’s field', () => {
    const request = valid();
    const result = precheckinRequest.safeParse({
      ...request,
      lead: { ...request.lead, name: 'Иван', surname: 'A'.repeat(51) },
    });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(
      'Usa solo lettere latine, spazi, apostrofi e trattini, come sul documento',
    );
    expect(messages).toContain('Il cognome può avere al massimo 50 caratteri');
  });

  it('refuses a year before 1000 without throwing', () => {
    const request = valid();
    const result = precheckinRequest.safeParse({
      ...request,
      lead: { ...request.lead, birthDate: '0050-01-01' },
    });
    expect(result.success).toBe(false);
  });
});

describe('precheckinProblems (rules)', () => {
  it('wants a date of birth in the past', () => {
    const request = valid();
    request.lead.birthDate = TODAY;
    expect(problems(request)).toEqual([
      ['lead.birthDate', 'La data di nascita deve essere nel passato'],
    ]);
  });

  it('wants a comune that still existed on the date of birth', () => {
    const request = valid();
    // Abbadia Alpina (TO) ceased on 31 Dec 1983.
    request.lead.birthPlace = { country: 'IT', comune: '401001501', province: 'TO' };
    request.lead.birthDate = '1990-05-05';
    expect(problems(request)).toEqual([
      [
        'lead.birthPlace.comune',
        'Abbadia Alpina non era più un comune alla data di nascita (soppresso il 31/12/1983): scegli il comune di allora',
      ],
    ]);
    request.lead.birthDate = '1983-12-31';
    expect(problems(request)).toEqual([]);
  });

  it('checks the province and an unknown comune', () => {
    const request = valid();
    request.lead.birthPlace = { country: 'IT', comune: CATANIA, province: 'PA' };
    request.others[0] = {
      ...(request.others[0] as PrecheckinRequest['others'][number]),
      birthPlace: { country: 'IT', comune: '999999999', province: 'CT' },
    };
    expect(problems(request)).toEqual([
      ['lead.birthPlace.province', 'La provincia non corrisponde al comune di nascita'],
      ['others.0.birthPlace.comune', 'Scegli il comune di nascita dall’elenco'],
    ]);
  });

  it('wants the comune for the born in Italy, not the state', () => {
    const request = valid();
    request.lead.birthPlace = { country: 'abroad', state: ITALY };
    expect(problems(request)).toEqual([
      ['lead.birthPlace.state', 'Per chi è nato in Italia scegli «Italia» e il comune di nascita'],
    ]);
  });

  it('checks the document number against its type for an Italian document', () => {
    const request = valid();
    request.lead.document = { type: 'IDENT', number: '12345', issuedAt: CATANIA };
    expect(problems(request)).toEqual([
      [
        'lead.document.number',
        'Numero non valido per carta di identità: controlla il documento (es. AA1234567)',
      ],
    ]);
    request.lead.document = { type: 'IDENT', number: 'AB1234567', issuedAt: CATANIA };
    expect(problems(request)).toEqual([]);
  });

  it('accepts a foreign document’s own numbering, within the field', () => {
    const request = valid();
    request.lead.document = { type: 'PASOR', number: 'C01X00T47', issuedAt: GERMANY };
    expect(problems(request)).toEqual([]);
    request.lead.document = { type: 'PASOR', number: 'C0!', issuedAt: GERMANY };
    expect(problems(request).map(([path]) => path)).toEqual(['lead.document.number']);
  });

  it('wants as many persons as the booking', () => {
    expect(problems(valid(), 3)).toEqual([
      ['others', 'Inserisci i dati di tutte le 3 persone della prenotazione'],
    ]);
    expect(problems(valid(), 1)).toEqual([
      ['others', 'Inserisci i dati di una persona della prenotazione'],
    ]);
  });

  it('refuses unknown document types and places of issue', () => {
    const request = valid();
    request.lead.document = { type: 'XXXXX', number: 'AB1234567', issuedAt: '123456789' };
    expect(problems(request).map(([path]) => path)).toEqual([
      'lead.document.type',
      'lead.document.issuedAt',
    ]);
  });
});

describe("the lead guest's residence (for the Region's statistics)", () => {
  it('is optional, and a comune or a foreign state when given', () => {
    expect(problems(valid())).toEqual([]);
    for (const residence of [CATANIA, GERMANY]) {
      const request = valid();
      request.lead.residence = residence;
      expect(problems(request), residence).toEqual([]);
    }
  });

  it('is refused as Italy itself or an unknown code, naming the field', () => {
    for (const residence of [ITALY, '123456789']) {
      const request = valid();
      request.lead.residence = residence;
      expect(problems(request), residence).toEqual([
        ['lead.residence', 'Scegli il comune italiano o lo stato estero di residenza dall’elenco'],
      ]);
    }
    const malformed = precheckinRequest.safeParse({
      ...valid(),
      lead: { ...valid().lead, residence: 'Catania' },
    });
    expect(malformed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'lead.residence',
    ]);
  });
});

describe('precheckinSchema (the form)', () => {
  it('applies the rules of the parts already well formed (a date of birth, the document) while other fields are empty', () => {
    const schema = precheckinSchema(fullPrecheckinContext(TODAY, 2));
    const result = schema.safeParse({
      travellingAs: 'family',
      lead: {
        ...valid().lead,
        surname: '',
        birthDate: '2026-11-21',
        document: { type: 'IDENT', number: '12345', issuedAt: CATANIA },
      },
      others: [{ ...valid().others[0], birthDate: '2030-01-01', name: '' }],
    });
    const issues = (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['lead.surname', 'Inserisci il cognome'],
        ['lead.birthDate', 'La data di nascita deve essere nel passato'],
        ['lead.document.number', expect.stringMatching(/^Numero non valido per carta di identità/)],
        ['others.0.name', 'Inserisci il nome'],
        ['others.0.birthDate', 'La data di nascita deve essere nel passato'],
      ]),
    );
  });

  it('says of a complete form what the server says', () => {
    const request = { ...valid(), others: [] };
    const result = precheckinSchema(fullPrecheckinContext(TODAY, 2)).safeParse(request);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      problems(request),
    );
  });
});
