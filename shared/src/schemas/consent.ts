import * as z from 'zod';
import { site } from '../config/site';

/** product §3 Consent record, stored as JSON in the `consent_state` cookie. */
export const consentRecord = z.object({
  version: z.literal(site.consent.version),
  timestamp: z.number().int().nonnegative(),
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;
