/**
 * The frame of the legal pages (privacy, cookie policy, terms, GDPR rights), in Italian; their
 * texts are i18n/legal/<locale>/<page>.tsx. English is en/legal.ts, key by key.
 */
export default {
  eyebrow: 'Informazioni legali',
  lastUpdated: 'Ultimo aggiornamento:',
  /** Shown on a translation only: the Italian text is the one that binds. */
  prevails: 'Questa è una traduzione: in caso di differenze prevale il testo italiano,',
  italianText: 'che trovi qui',
  vatNumber: 'P. IVA',
  email: 'email',
};
