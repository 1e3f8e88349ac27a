import * as z from 'zod';
import { site } from '../config/site';

/**
 * Identification the law accepts (the Interior Ministry's circular of 18 November 2024,
 * in force again since the Consiglio di Stato's ruling of 21 November 2025): the host checks that
 * whoever enters is the holder of the document, in person or by a real-time video call, never by
 * a document photo and a key-box code alone. The access details reach the guest only once the
 * pre-check-in is complete and the lead guest has been identified.
 */

export const IDENTIFICATION_METHODS = ['in_person', 'video_call'] as const;
export const identificationMethod = z.enum(IDENTIFICATION_METHODS, {
  error: 'Indica come è stato riconosciuto: di persona o in videochiamata',
});
export type IdentificationMethod = z.infer<typeof identificationMethod>;
export const IDENTIFICATION_METHOD_LABELS: Record<IdentificationMethod, string> = {
  in_person: 'Di persona',
  video_call: 'In videochiamata',
};

/** How the guest would like to be identified, chosen in the pre-check-in. */
export {
  IDENTIFICATION_PREFERENCE_LABELS,
  IDENTIFICATION_PREFERENCES,
  type IdentificationPreferenceKind,
} from '../domain/precheckin-messages';

/** A local time in Rome, `yyyy-MM-ddTHH:mm`, on the half hour. */
const slotTime = z
  .string({ error: 'Scegli l\u2019orario della videochiamata' })
  .regex(
    /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):(00|30)$/,
    'Orario non valido: scegli un orario tra quelli proposti',
  );

/** PUT /api/checkin/{token}/identification: the guest's choice. */
export const identificationPreferenceRequest = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('video_slot'), slot: slotTime }),
    z.strictObject({ kind: z.literal('call_on_arrival') }),
    z.strictObject({ kind: z.literal('in_person') }),
  ],
  { error: 'Scegli come vuoi essere riconosciuto' },
);
export type IdentificationPreference = z.infer<typeof identificationPreferenceRequest>;

/** One person's identification, as the owner recorded it. */
export const personIdentification = z.object({
  method: identificationMethod,
  at: z.iso.datetime(),
});

/** What both sides read of a stay's identification. */
export const identificationView = z.object({
  preference: identificationPreferenceRequest.optional(),
  /** The room of the video call (the owner starts it from the arrivals view). */
  videoUrl: z.string().optional(),
  /** Per person of the pre-check-in, in its order: identified how and when, or not (null). */
  persons: z.array(personIdentification.nullable()),
  /** Which persons are adults (only adults need identifying). */
  adults: z.array(z.boolean()),
  leadIdentified: z.boolean(),
});
export type IdentificationView = z.infer<typeof identificationView>;

/** PUT /api/admin/checkin/stays/{stayKey}/identification: per person, how (null: not yet). */
export const recordIdentificationRequest = z.strictObject({
  persons: z
    .array(identificationMethod.nullable(), { error: 'Indica il riconoscimento di ogni ospite' })
    .min(1, 'Indica il riconoscimento di ogni ospite')
    .max(site.stay.maxGuests * 4),
});

/** Whether the guest may read the access details, and if not, what is missing (Italian). */
export const accessView = z.object({
  released: z.boolean(),
  missing: z.array(z.string()),
  /** Only when released. */
  instructions: z.string().optional(),
});
export type AccessView = z.infer<typeof accessView>;

/** PUT /api/admin/apartments/{id}/access. */
export const updateAccessRequest = z.strictObject({
  instructions: z
    .string({ error: 'Scrivi le istruzioni di accesso' })
    .trim()
    .min(4, 'Scrivi le istruzioni di accesso (almeno 4 caratteri)')
    .max(2000, 'Al massimo 2000 caratteri'),
});
export const accessDetailsResponse = z.object({
  apartmentId: z.string(),
  /** The owner's own text back (admin only). */
  instructions: z.string().optional(),
  updatedAt: z.iso.datetime().optional(),
});
