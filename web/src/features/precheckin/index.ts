export { StayAccess } from './access-details';
export { usePrecheckin } from './api';
export { PrecheckinSection } from './precheckin-section';
