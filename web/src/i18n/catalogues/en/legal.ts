import type { Messages } from '../../namespaces';

/** The frame of the legal pages, in English (it/legal.ts is the reference, key by key). */
export default {
  eyebrow: 'Legal information',
  lastUpdated: 'Last updated:',
  prevails:
    'This is a translation for your convenience: where the two differ, the Italian text prevails,',
  italianText: 'which you can read here',
  vatNumber: 'VAT no.',
  email: 'email',
} satisfies Messages<'legal'>;
