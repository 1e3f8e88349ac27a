export {
  availabilityKeys,
  useAvailability,
  useAvailabilityBatch,
  useFreshAvailability,
} from './api';
export { AvailabilityBadge } from './availability-badge';
export { HeroSearch } from './hero-search';
export { type QuickBookingChoice, QuickBookingWidget } from './quick-booking-widget';
export type { SearchResult } from './search-results-dialog';
