export { priceKeys, type StayPrice, usePriceQuote, useStayPrice } from './api';
export {
  BookingDialog,
  type BookingDialogApartment,
  type BookingDialogProps,
} from './booking-dialog';
