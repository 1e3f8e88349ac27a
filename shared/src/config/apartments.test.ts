import { describe, expect, it } from 'vitest';
import { APARTMENT_IDS, isApartmentId, LEGACY_SLUGS, resolveApartmentId } from './apartments';

describe('resolveApartmentId', () => {
  it('resolves the canonical ids to themselves', () => {
    for (const id of APARTMENT_IDS) expect(resolveApartmentId(id)).toBe(id);
  });

  it('resolves the public ids appartamento1..4', () => {
    expect(resolveApartmentId('appartamento1')).toBe('appartamento-1');
    expect(resolveApartmentId('appartamento2')).toBe('appartamento-2');
    expect(resolveApartmentId('appartamento3')).toBe('appartamento-3');
    expect(resolveApartmentId('appartamento4')).toBe('appartamento-4');
  });

  it('resolves every legacy slug to its own apartment', () => {
    for (const id of APARTMENT_IDS) expect(resolveApartmentId(LEGACY_SLUGS[id])).toBe(id);
    expect(new Set(Object.values(LEGACY_SLUGS)).size).toBe(4);
  });

  it('ignores case and surrounding blanks', () => {
    expect(resolveApartmentId('Appartamento-2')).toBe('appartamento-2');
    expect(resolveApartmentId('APPARTAMENTO3')).toBe('appartamento-3');
    expect(resolveApartmentId('  appartamento4 ')).toBe('appartamento-4');
    expect(resolveApartmentId(LEGACY_SLUGS['appartamento-1'].toUpperCase())).toBe('appartamento-1');
  });

  it('resolves the English forms too', () => {
    expect(resolveApartmentId('apartment-1')).toBe('appartamento-1');
    expect(resolveApartmentId('apartment4')).toBe('appartamento-4');
  });

  it('gives undefined for anything unknown', () => {
    for (const value of [
      'appartamento5',
      'appartamento-0',
      'appartamento-01',
      'appartamento',
      '',
      'constructor',
      '__proto__',
      'appartamento-1/../appartamento-2',
    ]) {
      expect(resolveApartmentId(value), value).toBeUndefined();
    }
  });
});

describe('isApartmentId', () => {
  it('is true only for the canonical ids', () => {
    expect(isApartmentId('appartamento-1')).toBe(true);
    expect(isApartmentId('appartamento1')).toBe(false);
    expect(isApartmentId('Appartamento-1')).toBe(false);
  });
});
