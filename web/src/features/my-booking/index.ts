export { messageOf } from '../../lib/api-client';
export { MY_BOOKING_MESSAGES, useMyBooking } from './api';
export { MyBookingView } from './my-booking-view';
