/**
 * The home's sections below the fold, one chunk: the home hydrates them as they come near the
 * screen (`deferred`, components/deferred.tsx), so their code is not part of its first load.
 */
export { QuickBookingSection } from '../features/availability/quick-booking-section';
export { DiscoverCatania } from '../features/catania/discover-catania';
export { ContactSection } from '../features/contact/contact-section';
export { FaqSection } from '../features/faq/faq-section';
export { HostTeaser } from '../features/host/host-teaser';
export { ReviewsTeaser } from '../features/reviews/reviews-teaser';
