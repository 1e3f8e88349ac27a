export { useMyBooking } from './api';
export { MyBookingView } from './my-booking-view';
