import type { Messages } from '../../namespaces';

/** A booking's checkout opened again, in English (it/checkoutAgain.ts is the reference). */
export default {
  notFound: 'Booking not found',
  loadFailed: 'Your booking could not be loaded',
  notCompletedTitle: 'Payment not completed',
  notCompleted: (until: string | undefined) =>
    `The payment was not completed.${until ? ` The dates stay held for you until ${until}.` : ''} You can try again whenever you like.`,
  rejectedTitle: 'Booking not accepted',
  rejected: 'This booking was not accepted. Contact us and we will find other dates together.',
  expiredTitle: 'Session expired',
  expired:
    'The payment session expired and the dates were released. You can book again if they are still available.',
  bookAgain: 'Book again',
} satisfies Messages<'checkoutAgain'>;
