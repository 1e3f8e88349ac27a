import {
  PAYMENT_STATE_LABELS,
  type PaymentState,
  paymentState,
} from '@catania/shared/domain/payment';
import type { BookingStatus } from '@catania/shared/schemas/booking';
import { Badge, type Tone } from '../ui';
import type { AdminBooking } from './api';

export const STATUS_TONE: Record<BookingStatus, Tone> = {
  pending: 'amber',
  confirmed: 'green',
  rejected: 'red',
  cancelled: 'grey',
};

const PAYMENT_TONE: Record<PaymentState, Tone> = {
  paid: 'green',
  due: 'orange',
  refunded: 'blue',
  partly_refunded: 'blue',
  refund_pending: 'purple',
  none: 'grey',
};

/** Whether the booking was paid (Stripe's word), is still to pay, or was refunded. */
export function PaymentBadge({ booking }: { booking: AdminBooking }) {
  const state = paymentState(booking);
  return (
    <Badge tone={PAYMENT_TONE[state]} data-testid="payment-badge">
      {PAYMENT_STATE_LABELS[state]}
    </Badge>
  );
}
