import * as z from 'zod';
import { BLOCK_MESSAGES } from '../domain/owner-block';
import { apartmentId, calendarDate, entityId } from './common';

/** POST /api/admin/blocks: the owner keeps nights for themself (family, repairs). */
export const createBlockRequest = z
  .strictObject({
    apartmentId,
    startDate: calendarDate,
    /** Excluded, like a check-out: the block covers the nights before it. */
    endDate: calendarDate,
    note: z.string().trim().max(500, 'La nota può avere al massimo 500 caratteri').optional(),
  })
  .refine((block) => block.endDate > block.startDate, {
    path: ['endDate'],
    message: BLOCK_MESSAGES.endAfterStart,
  });
export type CreateBlockRequest = z.infer<typeof createBlockRequest>;
export const createBlockResponse = z.object({ id: entityId });

/** An owner's block as the admin reads it. The note never leaves the admin panel. */
export const ownerBlock = z.object({
  id: entityId,
  apartmentId,
  startDate: calendarDate,
  endDate: calendarDate,
  nights: z.number().int().positive(),
  note: z.string().optional(),
  createdAt: z.iso.datetime(),
});
export type OwnerBlock = z.infer<typeof ownerBlock>;

export const listBlocksQuery = z.object({ apartmentId: apartmentId.optional() });
export const listBlocksResponse = z.object({ blocks: z.array(ownerBlock) });
