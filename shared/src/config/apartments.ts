/**
 * The four apartments' identities: the canonical id used everywhere, and every alias the site has used
 * (the public `appartamentoN` ids and the legacy slugs) so that old links keep working.
 */
export const APARTMENT_IDS = [
  'appartamento-1',
  'appartamento-2',
  'appartamento-3',
  'appartamento-4',
] as const;
export type ApartmentId = (typeof APARTMENT_IDS)[number];

export const APARTMENT_CATEGORIES = ['moderna', 'deluxe', 'romantica', 'famiglia'] as const;
export type ApartmentCategory = (typeof APARTMENT_CATEGORIES)[number];

/** Legacy slugs of the old site, one per apartment, in id order. */
export const LEGACY_SLUGS: Record<ApartmentId, string> = {
  'appartamento-1': 'moderno-duomo',
  'appartamento-2': 'deluxe-via-etnea',
  'appartamento-3': 'romantico-bellini',
  'appartamento-4': 'famiglia-castello-ursino',
};

const aliasIndex = new Map<string, ApartmentId>();
for (const [index, id] of APARTMENT_IDS.entries()) {
  const n = index + 1;
  for (const alias of [
    id,
    `appartamento${n}`,
    `apartment-${n}`,
    `apartment${n}`,
    LEGACY_SLUGS[id],
  ]) {
    aliasIndex.set(alias, id);
  }
}

/** Every alias (lower case) with the canonical id it stands for: the edge redirects old paths. */
export function apartmentAliases(): [alias: string, id: ApartmentId][] {
  return [...aliasIndex];
}

/** Resolves any known alias (case-insensitive, surrounding blanks ignored) to the canonical id. */
export function resolveApartmentId(value: string): ApartmentId | undefined {
  return aliasIndex.get(value.trim().toLowerCase());
}

export function isApartmentId(value: string): value is ApartmentId {
  return (APARTMENT_IDS as readonly string[]).includes(value);
}
