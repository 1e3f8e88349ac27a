import type { LegalFrame } from '../../../features/legal/legal-page';

/** The legal pages' frame in Italian: the heading's words and the controller's VAT label. */
const frame: LegalFrame = {
  eyebrow: 'Informazioni legali',
  lastUpdated: 'Ultimo aggiornamento:',
  vatNumber: 'P. IVA',
  email: 'email',
};

export default frame;
