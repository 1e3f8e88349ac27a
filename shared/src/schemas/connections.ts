import * as z from 'zod';

/**
 * The owner's check of a public service the site sends to (Alloggiati Web, the
 * Region's Osservatorio Turistico): whether its account is set up, and whether the service takes
 * the stored credentials now. Never a secret: the account's user name at most.
 */
export const connectionCheckResponse = z.object({
  configured: z.boolean(),
  /** The account the site signs in with (user, structure code, apartments' ids). */
  account: z.string().optional(),
  ok: z.boolean(),
  /** In Italian: what the service answered, and what to do about it. */
  message: z.string(),
  checkedAt: z.iso.datetime(),
});
export type ConnectionCheck = z.infer<typeof connectionCheckResponse>;
