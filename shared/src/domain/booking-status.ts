import type { BookingStatus } from '../schemas/booking';

/**
 * The owner's transitions of a booking (SPEC 4): pending to confirmed or rejected; confirmed to
 * rejected (after a confirm dialog: it is already paid). Rejected and cancelled are final.
 */
const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'rejected'],
  confirmed: ['rejected'],
  rejected: [],
  cancelled: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export interface BookingAction {
  to: 'confirmed' | 'rejected';
  label: string;
  /** Ask the browser's confirm dialog first. */
  confirm?: string;
  variant: 'default' | 'destructive';
}

/** The buttons the detail pane offers for a booking in `status`. */
export function bookingActions(status: BookingStatus): BookingAction[] {
  switch (status) {
    case 'pending':
      return [
        { to: 'confirmed', label: 'Conferma', variant: 'default' },
        { to: 'rejected', label: 'Rifiuta', variant: 'destructive' },
      ];
    case 'confirmed':
      return [
        {
          to: 'rejected',
          label: 'Rifiuta Prenotazione Pagata',
          variant: 'destructive',
          confirm:
            'Questa prenotazione è già stata pagata. Rifiutarla libera le date. Vuoi continuare?',
        },
      ];
    default:
      return [];
  }
}
