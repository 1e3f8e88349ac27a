import { DEFAULT_LOCALE, LOCALES } from '@catania/shared/config/locales';
import { describe, expect, it } from 'vitest';

/** Every catalogue module, by language and namespace. */
const modules = import.meta.glob<{ default: Record<string, unknown> }>('./catalogues/*/*.ts', {
  eager: true,
});
const catalogue = (locale: string, namespace: string) =>
  modules[`./catalogues/${locale}/${namespace}.ts`]?.default;
const namespaces = [
  ...new Set(Object.keys(modules).map((file) => /\/([\w-]+)\.ts$/.exec(file)?.[1] as string)),
];

/** Each message's path and what it is: a text, or a function of so many values. */
function shape(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'function') found.set(path, `function/${value.length}`);
    else if (Array.isArray(value)) found.set(path, `list/${value.length}`);
    else if (typeof value === 'object' && value !== null) {
      for (const [inner, kind] of shape(value as Record<string, unknown>, `${path}.`)) {
        found.set(inner, kind);
      }
    } else found.set(path, typeof value);
  }
  return found;
}

/** Every text of a catalogue, message functions called with sample values. */
function texts(tree: Record<string, unknown>): string[] {
  return Object.values(tree).flatMap((value): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') {
      return [String((value as (...args: unknown[]) => unknown)(...Array(value.length).fill('2')))];
    }
    if (Array.isArray(value)) return value.map(String);
    return texts(value as Record<string, unknown>);
  });
}

describe('message catalogues', () => {
  it('exist for every language and namespace', () => {
    expect(namespaces).toContain('common');
    for (const locale of LOCALES) {
      for (const namespace of namespaces) {
        expect(catalogue(locale, namespace), `${locale}/${namespace}`).toBeDefined();
      }
    }
  });

  it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))(
    '%s has every Italian key, as a text where it is a text, a function of as many values where it is one, and nothing more',
    (locale) => {
      for (const namespace of namespaces) {
        const italian = shape(catalogue(DEFAULT_LOCALE, namespace) ?? {});
        const other = shape(catalogue(locale, namespace) ?? {});
        expect(Object.fromEntries(other), `${locale}/${namespace}`).toEqual(
          Object.fromEntries(italian),
        );
      }
    },
  );

  it.each(LOCALES)('%s has no empty message', (locale) => {
    for (const namespace of namespaces) {
      for (const text of texts(catalogue(locale, namespace) ?? {})) {
        expect(text.trim(), `${locale}/${namespace}`).not.toBe('');
      }
    }
  });
});
