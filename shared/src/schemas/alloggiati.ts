import * as z from 'zod';
import { calendarDate } from './common';

/**
 * The registration of a stay's guests with Alloggiati Web through its web service, as
 * the owner's arrivals view shows it: per guest of the pre-check-in (the lead first), sent with
 * the day of its receipt, not yet, in flight, or refused with the service's message in Italian.
 */

export const ALLOGGIATI_GUEST_STATUSES = ['da_inviare', 'in_invio', 'inviato', 'errore'] as const;
export const alloggiatiGuestStatus = z.enum(ALLOGGIATI_GUEST_STATUSES);
export type AlloggiatiGuestStatus = z.infer<typeof alloggiatiGuestStatus>;

export const ALLOGGIATI_STATUS_LABELS: Record<AlloggiatiGuestStatus, string> = {
  da_inviare: 'Da inviare',
  in_invio: 'Invio in corso',
  inviato: 'Inviato',
  errore: 'Errore',
};

export const alloggiatiGuestView = z.object({
  status: alloggiatiGuestStatus,
  sentAt: z.iso.datetime().optional(),
  /** The day whose receipt lists the guest. */
  receiptDate: calendarDate.optional(),
  /** The receipt is kept and may be downloaded (the police issue it the day after). */
  receiptAvailable: z.boolean(),
  /** The service's message (errore), or why it waits (da_inviare). */
  message: z.string().optional(),
  /** The answer was lost: the owner checks the portal, then confirms a new send. */
  uncertain: z.boolean(),
});
export type AlloggiatiGuestView = z.infer<typeof alloggiatiGuestView>;

export const alloggiatiView = z.object({
  /** The web service is set up (account and keys); otherwise the file is the way. */
  configured: z.boolean(),
  registrationDate: calendarDate,
  /** The legal deadline: 24 hours from arrival, 6 for a stay of a day or less. */
  deadline: z.iso.datetime(),
  /** Why nothing can be sent now (pre-check-in, identification, arrival day), if so. */
  waitingFor: z.string().optional(),
  guests: z.array(alloggiatiGuestView),
});
export type AlloggiatiView = z.infer<typeof alloggiatiView>;

export const sendAlloggiatiRequest = z.strictObject({
  /** Sends again guests whose earlier answer was lost, after the owner checked the portal. */
  confirmUncertain: z.boolean().optional(),
});

export const sendAlloggiatiResponse = z.object({
  alloggiati: alloggiatiView,
  /** Guests taken by the service in this call. */
  sent: z.number().int(),
});

/** A day's receipt: the police's PDF. */
export const alloggiatiReceiptResponse = z.unknown();
