import * as z from 'zod';
import { apartmentId, calendarDate, refineRange, stayRuleReason } from './common';
import { publicStayRule } from './stay-rules';

export const availabilityResponse = z.object({
  unavailableDates: z.array(calendarDate),
  /** The apartment's stay rules, so that the date pickers show them before the guest chooses. */
  stayRules: z.array(publicStayRule).optional(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/** Map by apartment id of `{ success, data: { unavailableDates } }` (product §3). */
export const availabilityBatchResponse = z.record(
  z.string(),
  z.union([
    z.object({ success: z.literal(true), data: availabilityResponse }),
    z.object({ success: z.literal(false), error: z.string() }),
  ]),
);
export type AvailabilityBatchResponse = z.infer<typeof availabilityBatchResponse>;

export const availabilityQuery = z.object({
  /** The detail page adds a cache-busting timestamp; it has no other meaning. */
  t: z.string().optional(),
});

export const checkAvailabilityRequest = z
  .strictObject({ apartmentId: z.string().min(1), checkIn: calendarDate, checkOut: calendarDate })
  .superRefine(refineRange('checkIn', 'checkOut'));
export type CheckAvailabilityRequest = z.infer<typeof checkAvailabilityRequest>;

export const checkAvailabilityResponse = z.object({
  available: z.boolean(),
  unavailableDates: z.array(calendarDate),
});
export type CheckAvailabilityResponse = z.infer<typeof checkAvailabilityResponse>;

export const searchAvailabilityRequest = z
  .strictObject({ startDate: calendarDate, endDate: calendarDate })
  .superRefine(refineRange('startDate', 'endDate'));
export type SearchAvailabilityRequest = z.infer<typeof searchAvailabilityRequest>;

export const searchResultApartment = z.object({
  id: apartmentId,
  name: z.string(),
  description: z.string(),
  image: z.string(),
  maxGuests: z.number().int(),
  amenities: z.array(z.string()),
  nights: z.number().int(),
  totalPrice: z.number(),
  pricePerNight: z.number(),
});

/**
 * An apartment free on the searched nights whose stay rules refuse the dates (a minimum stay by
 * period, a day closed to arrival), with the first rule's reason: the search tells the guest why.
 */
export const searchRestrictedApartment = z.object({
  id: apartmentId,
  name: z.string(),
  /** The reason in Italian. */
  reason: z.string(),
  /** The reason's code and figures, which a page in another language words itself. */
  rule: stayRuleReason.optional(),
});
export const searchAvailabilityResponse = z.object({
  availableApartments: z.array(searchResultApartment),
  totalFound: z.number().int(),
  restricted: z.array(searchRestrictedApartment),
});
export type SearchAvailabilityResponse = z.infer<typeof searchAvailabilityResponse>;
