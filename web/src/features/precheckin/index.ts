export { usePrecheckin } from './api';
export { PrecheckinSection } from './precheckin-section';
