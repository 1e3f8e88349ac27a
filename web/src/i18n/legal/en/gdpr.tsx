import { localizedPath } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { Controller, type LegalText } from '../../../features/legal/legal-page';
import frame from './frame';

const mail = `mailto:${site.contacts.privacyEmail}?subject=${encodeURIComponent('GDPR rights request')}`;

/** The /gdpr page's text in English: a translation of it/gdpr.tsx, which prevails. */
const text: LegalText = {
  frame,
  title: 'Your rights (GDPR)',
  description:
    'How to exercise your rights under Regulation (EU) 2016/679: access, rectification, erasure, portability, objection.',
  intro: (
    <p>
      Regulation (EU) 2016/679 gives you rights over your personal data. Exercising them is free of
      charge. Controller: <Controller frame={frame} />.
    </p>
  ),
  sections: [
    {
      title: 'Your rights',
      body: (
        <ul>
          <li>Access (art. 15): to know whether and which data we process, and to get a copy.</li>
          <li>Rectification (art. 16): to correct inaccurate or incomplete data.</li>
          <li>
            Erasure (art. 17): to have the data deleted, unless the law requires us to keep it (e.g.
            for tax purposes).
          </li>
          <li>Restriction (art. 18) and portability (art. 20) of the data you provided.</li>
          <li>
            Objection (art. 21) and withdrawal of consent at any time (art. 7), marketing included.
          </li>
        </ul>
      ),
    },
    {
      title: 'How to exercise them',
      body: (
        <p>
          Write to <a href={mail}>{site.contacts.privacyEmail}</a> or use the{' '}
          <a href={`${localizedPath('/', 'en')}#contatti`}>contact form</a>. We answer within{' '}
          {site.legal.rightsAnswerDays} days, which may be extended by a further{' '}
          {site.legal.rightsExtensionDays} in complex cases (art. 12.3 GDPR); we may ask you to
          confirm your identity.
        </p>
      ),
    },
    {
      title: 'Complaints to the supervisory authority',
      body: (
        <p>
          If you believe the processing breaches the GDPR, you can lodge a complaint with the
          Italian Data Protection Authority (Garante per la protezione dei dati personali), Piazza
          Venezia 11, 00187 Rome, www.garanteprivacy.it.
        </p>
      ),
    },
  ],
};

export default text;
