import type { LegalFrame } from '../../../features/legal/legal-page';

/** The legal pages' frame in English: a translation, which says that the Italian text prevails. */
const frame: LegalFrame = {
  eyebrow: 'Legal information',
  lastUpdated: 'Last updated:',
  vatNumber: 'VAT no.',
  email: 'email',
  translation: {
    prevails:
      'This is a translation for your convenience: where the two differ, the Italian text prevails,',
    italianText: 'which you can read here',
  },
};

export default frame;
