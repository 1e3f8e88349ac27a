import type { Tone } from '../ui';

/**
 * How the panel shows a send to an authority (Alloggiati Web's guests, the Region's days): the
 * same four states, the same colours, the same short time.
 */
export const SEND_STATE_TONE: Record<'da_inviare' | 'in_invio' | 'inviato' | 'errore', Tone> = {
  da_inviare: 'amber',
  in_invio: 'blue',
  inviato: 'green',
  errore: 'red',
};

/** `27 nov, 08:38` in Rome's time. */
export const sendTime = (iso: string) =>
  new Date(iso).toLocaleString('it-IT', {
    timeZone: 'Europe/Rome',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
