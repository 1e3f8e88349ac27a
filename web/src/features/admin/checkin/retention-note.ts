import { site } from '@catania/shared/config/site';

/** How the retention reads in the admin: the same number the privacy page gives. */
export const RETENTION_NOTE = `Date di nascita e documenti vengono cancellati automaticamente ${site.legal.retention.guestIdentityDays} giorni dopo il check-out.`;
