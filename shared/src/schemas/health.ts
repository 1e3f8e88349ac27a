import * as z from 'zod';

/**
 * GET /api/health: the API answers and reaches its table. Public and cheap, for the smoke script
 * after a deploy (scripts/src/smoke.ts); it says nothing about the data.
 */
export const healthResponse = z.object({
  status: z.literal('ok'),
  /** When the server answered (ISO), so a cached answer would show. */
  time: z.iso.datetime(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
