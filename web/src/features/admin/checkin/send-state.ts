import type { Tone } from '../ui';

/**
 * How the panel shows a send to an authority (Alloggiati Web's guests, the Region's days): the
 * same four states in the same colours.
 */
export const SEND_STATE_TONE: Record<'da_inviare' | 'in_invio' | 'inviato' | 'errore', Tone> = {
  da_inviare: 'amber',
  in_invio: 'blue',
  inviato: 'green',
  errore: 'red',
};
