import type { Messages } from '../../namespaces';

/** The server's refusals by their code, in English (it/refusals.ts is the reference). */
export default {
  checkout: {
    dates_unavailable: 'The dates you chose are no longer available',
    price_mismatch: 'The price has changed. Reload the page and try again.',
    validation_error:
      'Some details of the booking are not valid. Change the dates or details and try again.',
    too_many_attempts: 'Too many attempts. Please try again in a few minutes.',
  },
} satisfies Messages<'refusals'>;
