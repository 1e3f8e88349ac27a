import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, findDocumentType, findState, ITALY, STATES, searchPlaces } from './codes';
import { findComune, isComuneValidOn, searchComuni } from './comuni';
import STATE_NAMES_EN from './state-names-en';

describe('states', () => {
  it('finds a state by its code, with its name as people read it', () => {
    expect(findState('100000216')).toMatchObject({ name: 'Germania', validUntil: null });
    expect(findState(ITALY)?.name).toBe('Italia');
    expect(findState('100000210')).toMatchObject({ validUntil: '1993-01-01' });
    expect(STATES.length).toBeGreaterThan(200);
  });

  it('searches names from their start first', () => {
    expect(searchPlaces(STATES, 'germ', 5).map((s) => s.name)).toEqual(['Germania']);
    expect(searchPlaces(STATES, 'ital', 5)[0]?.name).toBe('Italia');
  });
});

describe("the states' English names", () => {
  it('name every state of the table, and nothing else', () => {
    expect(Object.keys(STATE_NAMES_EN).sort()).toEqual(STATES.map((s) => s.code).sort());
    for (const state of STATES) {
      const name = STATE_NAMES_EN[state.code] ?? '';
      // Written as a person reads it, not in the table's capitals.
      expect(name, state.code).toMatch(/^[A-Z][\p{L}\d ’'().,-]*[\p{Ll})]$/u);
    }
    expect(STATE_NAMES_EN['100000216']).toBe('Germany');
    expect(STATE_NAMES_EN['100000219']).toBe('United Kingdom');
    expect(STATE_NAMES_EN['100000536']).toBe('United States');
    expect(STATE_NAMES_EN['100000999']).toBe('Stateless');
  });

  it('give every current state a name of its own, so a guest never meets two alike', () => {
    const current = STATES.filter((s) => s.validUntil === null).map((s) => STATE_NAMES_EN[s.code]);
    expect(new Set(current).size).toBe(current.length);
  });
});

describe('documents', () => {
  it('offers the usual documents first', () => {
    expect(DOCUMENT_TYPES.slice(0, 4).map((d) => d.code)).toEqual([
      'IDENT',
      'IDELE',
      'PASOR',
      'PATEN',
    ]);
    expect(findDocumentType('PASOR')?.name).toBe('Passaporto Ordinario');
  });
});

describe('comuni', () => {
  it('finds Catania and its neighbours as a person types', () => {
    const names = searchComuni('catania').map((c) => c.name);
    expect(names[0]).toBe('Catania');
    expect(names).toContain('Gravina di Catania');
    expect(findComune('419087015')).toMatchObject({ province: 'CT', validUntil: null });
  });

  it('matches without accents or apostrophes', () => {
    expect(searchComuni('sant agata li').map((c) => c.name)).toContain("Sant'Agata Li Battiati");
    expect(searchComuni('aglie')[0]?.code).toBe('401001001');
  });

  it('offers on a date of birth only the comuni that existed then', () => {
    // Bellagio (CO) got a new code when merged in 2014: the old one until 3 Feb 2014.
    const before = searchComuni('bellagio', { validOn: '1980-01-01' }).map((c) => c.code);
    const after = searchComuni('bellagio', { validOn: '2020-01-01' }).map((c) => c.code);
    expect(before).toEqual(expect.arrayContaining(['403013019', '403013250']));
    expect(after).toEqual(['403013250']);
    expect(isComuneValidOn('403013019', '2014-02-03')).toBe(true);
    expect(isComuneValidOn('403013019', '2014-02-04')).toBe(false);
  });

  it('needs two letters and returns at most the limit', () => {
    expect(searchComuni('c')).toEqual([]);
    expect(searchComuni('san', { limit: 5 })).toHaveLength(5);
  });
});
