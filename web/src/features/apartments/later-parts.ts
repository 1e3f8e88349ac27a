/**
 * The apartment page's parts below its facts and booking card, one chunk: the page hydrates them
 * as they come near the screen (`deferred`, components/deferred.tsx), so their code is not part
 * of its first load.
 */
export { HostContactCard } from '../contact/host-contact-card';
export { ApartmentReviews } from '../reviews/apartment-reviews';
export { ApartmentDetails } from './apartment-details';
export { ApartmentMap } from './apartment-map';
