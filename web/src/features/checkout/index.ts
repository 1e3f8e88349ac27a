export { checkoutKeys, useCreatePaymentLink, useGuestBooking } from './api';
export { type CheckoutStay, CheckoutSummary, PaySection } from './checkout-summary';
export { readPendingBooking, removePendingBooking } from './pending-booking';
