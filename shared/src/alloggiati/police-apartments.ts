/**
 * The setting that names a property-manager account's apartments at Alloggiati Web:
 * `apartmentId=IdAppartamento` pairs separated by commas (`appartamento-1=101,appartamento-2=102`),
 * checked where it is read (the stack's config, the functions' environment). Its own module: every
 * function's environment reads it, and none should bundle the record builder for it.
 */
export const POLICE_APARTMENTS_SETTING =
  /^\s*[a-z0-9-]+\s*=\s*\d{1,6}\s*(,\s*[a-z0-9-]+\s*=\s*\d{1,6}\s*)*$/;

/** The IdAppartamento the setting gives `apartmentId`, if any. */
export function policeApartmentIdIn(
  setting: string | undefined,
  apartmentId: string,
): string | undefined {
  for (const pair of (setting ?? '').split(',')) {
    const [apartment, id] = pair.split('=').map((part) => part.trim());
    if (apartment === apartmentId && id) return id;
  }
  return undefined;
}
