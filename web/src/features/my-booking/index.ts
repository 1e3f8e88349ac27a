export { MY_BOOKING_MESSAGES, messageOf, useMyBooking } from './api';
export { MyBookingView } from './my-booking-view';
