import { describe, expect, it } from 'vitest';
import { isLocale, localeOfPath, localizedPath, unlocalizedPath } from './locales';

describe('locales', () => {
  it('reads the language from the path prefix, Italian without one', () => {
    expect(localeOfPath('/')).toBe('it');
    expect(localeOfPath('/chi-siamo')).toBe('it');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/')).toBe('en');
    expect(localeOfPath('/en/appartamento/appartamento-1')).toBe('en');
  });

  it('takes no look-alike for a prefix', () => {
    expect(localeOfPath('/english')).toBe('it');
    expect(localeOfPath('/en-gb/chi-siamo')).toBe('it');
    expect(localeOfPath('/de/chi-siamo')).toBe('it');
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale('<script>')).toBe(false);
  });

  it('moves a path between languages, the same page by the same slug', () => {
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/chi-siamo', 'en')).toBe('/en/chi-siamo');
    expect(localizedPath('/chi-siamo', 'it')).toBe('/chi-siamo');
    expect(unlocalizedPath('/en')).toBe('/');
    expect(unlocalizedPath('/en/chi-siamo')).toBe('/chi-siamo');
    expect(unlocalizedPath('/chi-siamo')).toBe('/chi-siamo');
  });
});
