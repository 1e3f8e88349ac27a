import type { PrecheckinRequest } from '@catania/shared/schemas/precheckin';

/**
 * The tests' pre-check-in: Alloggiati Web codes and two persons. Imports nothing that runs, so
 * the browser tests (DOM types) can use it too.
 */
export const CATANIA = '419087015';
export const GERMANY = '100000216';
export const ITALY = '100000100';

/** Two persons: the lead born in Catania with an electronic ID card, the other in Germany. */
export const couple = (): PrecheckinRequest => ({
  travellingAs: 'family',
  lead: {
    surname: 'Russo',
    name: 'Giulia',
    sex: 'F',
    birthDate: '1988-04-12',
    birthPlace: { country: 'IT', comune: CATANIA, province: 'CT' },
    citizenship: ITALY,
    document: { type: 'IDELE', number: 'CA12345AB', issuedAt: CATANIA },
  },
  others: [
    {
      surname: 'Müller',
      name: 'Jonas',
      sex: 'M',
      birthDate: '1987-02-01',
      birthPlace: { country: 'abroad', state: GERMANY },
      citizenship: GERMANY,
    },
  ],
});
