/**
 * The home's sections below the fold, one chunk: the home hydrates them as they come near the
 * screen (`deferred`, components/deferred.tsx), so their code is not part of its first load.
 */
export { DiscoverCatania } from '../catania/discover-catania';
export { ContactSection } from '../contact/contact-section';
export { FaqSection } from '../faq/faq-section';
export { HostTeaser } from '../host/host-teaser';
export { ReviewsTeaser } from '../reviews/reviews-teaser';
