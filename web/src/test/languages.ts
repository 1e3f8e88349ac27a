import type { Namespace } from '../i18n/namespaces';

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  '../i18n/catalogues/*/*.ts',
  { eager: true },
);

/** Every plain text of a catalogue tree (message functions are checked by the pages' words). */
function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (Array.isArray(tree)) return tree.flatMap(texts);
  if (typeof tree === 'object' && tree !== null) return Object.values(tree).flatMap(texts);
  return [];
}

/**
 * The Italian texts of `namespaces` that English says otherwise: none may show on an English page.
 * Short ones (a word such as 'Host', the same in both) are left to the pages' word lists.
 */
export function italianOnlyTexts(namespaces: readonly Namespace[]): string[] {
  return namespaces.flatMap((namespace) => {
    const english = new Set(texts(modules[`../i18n/catalogues/en/${namespace}.ts`]?.default));
    return texts(modules[`../i18n/catalogues/it/${namespace}.ts`]?.default).filter(
      (text) => text.length > 5 && !english.has(text),
    );
  });
}

/**
 * Everything a guest reads or hears on the page: its visible text and the labels, titles and
 * alternative texts its elements carry.
 */
export function pageWords(root: ParentNode = document.body): string {
  const attributes = [...root.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].map(
    (element) =>
      ['aria-label', 'title', 'alt', 'placeholder']
        .map((name) => element.getAttribute(name) ?? '')
        .join(' '),
  );
  return [root.textContent ?? '', ...attributes].join('\n');
}

/** The Italian catalogue texts of `namespaces` found among the page's words. */
export function italianLeft(namespaces: readonly Namespace[], words = pageWords()): string[] {
  // A whole text, not the start of a longer word ('Notifica' is in 'Notification').
  const found = (text: string) =>
    new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(
      words,
    );
  return italianOnlyTexts(namespaces).filter(found);
}

/**
 * Italian words the public pages use that English never does (names and addresses aside: the
 * tests take those out first).
 */
export const ITALIAN_WORDS =
  /\b(recension[ei]|appartament[oi]|soggiorn[oi]|Scopri|Chiudi|Prenota|Verifica|Dove|Mostra|Ospiti|ospiti|Letti|Bagni|Superficie|Chiama|Contatti|Domande|Scrivici|Messaggio|Cognome|Nome|Telefono|facoltativo|Invia|Titolo|Paese|Voto|Pulizia|Posizione|verificat[oaie]|Torna|Chi siamo|della|degli|nella|sono|tutti|anche|oppure|settembre|luglio)\b/;
