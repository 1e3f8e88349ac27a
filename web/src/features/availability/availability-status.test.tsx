import { describe, expect, it } from 'vitest';
import calendarEn from '../../i18n/catalogues/en/calendarNotices';
import calendarIt from '../../i18n/catalogues/it/calendarNotices';

describe('the availability status count', () => {
  it("keeps the product's words, in the right number, and no '0 ... trovate'", () => {
    const unavailable = calendarIt.status.unavailable;
    expect(unavailable(3)).toBe('3 date non disponibili trovate');
    expect(unavailable(1)).toBe('1 data non disponibile trovata');
    expect(unavailable(0)).toBe('Tutte le date sono disponibili');
  });

  it('says the same in English', () => {
    const unavailable = calendarEn.status.unavailable;
    expect(unavailable(3)).toBe('3 unavailable dates found');
    expect(unavailable(1)).toBe('1 unavailable date found');
    expect(unavailable(0)).toBe('All dates are available');
  });
});
