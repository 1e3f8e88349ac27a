/**
 * The apartment page's parts below its facts and booking card, one chunk: the page hydrates them
 * as they come near the screen (`deferred`, components/deferred.tsx), so their code is not part
 * of its first load.
 */

export { ApartmentDetails } from '../features/apartments/apartment-details';
export { ApartmentMap } from '../features/apartments/apartment-map';
export { HostContactCard } from '../features/contact/host-contact-card';
export { ApartmentReviews } from '../features/reviews/apartment-reviews';
