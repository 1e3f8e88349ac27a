import { describe, expect, it } from 'vitest';
import { displayName, foldToAscii, searchKey } from './text';

describe('foldToAscii', () => {
  it('drops accents and spells out letters without a decomposition', () => {
    expect(foldToAscii('Niccolò Müller-Straße')).toBe('NICCOLO MULLER-STRASSE');
    expect(foldToAscii('Søren Łukasz Æbelø')).toBe('SOREN LUKASZ AEBELO');
    expect(foldToAscii('D’Angelo')).toBe("D'ANGELO");
  });

  it('leaves scripts it cannot spell in Latin letters as they are (the form refuses them)', () => {
    expect(foldToAscii('Иван')).toBe('ИВАН');
  });
});

describe('searchKey', () => {
  it('ignores case, accents, apostrophes and dashes', () => {
    expect(searchKey("Sant'Agata li Battiati")).toBe('SANT AGATA LI BATTIATI');
    expect(searchKey('  città ')).toBe('CITTA');
  });
});

describe('displayName', () => {
  it('reads the tables’ upper case as a person writes it', () => {
    expect(displayName("CARTA DI IDENTITA'")).toBe('Carta di Identità');
    expect(displayName('MILITELLO IN VAL DI CATANIA')).toBe('Militello in Val di Catania');
    expect(displayName("SANT'AGATA LI BATTIATI")).toBe("Sant'Agata Li Battiati");
    expect(displayName("L'AQUILA")).toBe("L'Aquila");
    expect(displayName("PORTO D'ARMI USO SPORTIVO")).toBe("Porto d'Armi Uso Sportivo");
    expect(displayName('GERMANIA')).toBe('Germania');
  });
});
