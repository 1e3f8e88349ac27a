import { describe, expect, it } from 'vitest';
import { APARTMENT_GENDER, apartmentIsFree } from './apartment-words';
import { apartmentCatalogue } from './apartments';

describe('sentences built from an apartment name agree with it', () => {
  it('says libero / libera by the name', () => {
    const said = (id: string) => {
      const apartment = apartmentCatalogue.find((a) => a.id === id);
      if (!apartment) throw new Error(`no ${id}`);
      return apartmentIsFree(apartment);
    };
    expect(said('appartamento-1')).toBe('Appartamento Moderno Duomo è libero.');
    expect(said('appartamento-3')).toBe('Suite Romantica Bellini è libera.');
    expect(said('appartamento-4')).toBe('Casa Famiglia Castello Ursino è libera.');
  });
  it('knows the gender of every apartment in the catalogue, by its head noun', () => {
    for (const apartment of apartmentCatalogue) {
      const head = apartment.name.split(' ')[0] ?? '';
      const expected = ['Suite', 'Casa', 'Villa', 'Dimora'].includes(head) ? 'f' : 'm';
      expect(APARTMENT_GENDER[apartment.id], apartment.name).toBe(expected);
    }
  });
});
