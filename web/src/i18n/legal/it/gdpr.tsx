import { site } from '@catania/shared/config/site';
import { Controller, type LegalText } from '../../../features/legal/legal-page';
import frame from './frame';

const mail = `mailto:${site.contacts.privacyEmail}?subject=${encodeURIComponent('Richiesta esercizio diritti GDPR')}`;

/** The /gdpr page's text in Italian: the binding one. Translations beside it. */
const text: LegalText = {
  frame,
  title: 'I tuoi diritti (GDPR)',
  description:
    'Come esercitare i diritti previsti dal Regolamento (UE) 2016/679: accesso, rettifica, cancellazione, portabilità, opposizione.',
  intro: (
    <p>
      Il Regolamento (UE) 2016/679 ti riconosce diritti sui tuoi dati personali. Esercitarli è
      gratuito. Titolare: <Controller frame={frame} />.
    </p>
  ),
  sections: [
    {
      title: 'Quali diritti hai',
      body: (
        <ul>
          <li>Accesso (art. 15): sapere se e quali dati trattiamo e riceverne copia.</li>
          <li>Rettifica (art. 16): correggere dati inesatti o incompleti.</li>
          <li>
            Cancellazione (art. 17): ottenere la cancellazione, salvo obblighi di legge (es.
            conservazione fiscale).
          </li>
          <li>Limitazione (art. 18) e portabilità (art. 20) dei dati forniti.</li>
          <li>
            Opposizione (art. 21) e revoca del consenso in ogni momento (art. 7), anche per il
            marketing.
          </li>
        </ul>
      ),
    },
    {
      title: 'Come esercitarli',
      body: (
        <p>
          Scrivi a <a href={mail}>{site.contacts.privacyEmail}</a> oppure usa il{' '}
          <a href="/#contatti">modulo di contatto</a>. Rispondiamo entro{' '}
          {site.legal.rightsAnswerDays} giorni, prorogabili di altri{' '}
          {site.legal.rightsExtensionDays} nei casi complessi (art. 12.3 GDPR); potremmo chiederti
          di verificare la tua identità.
        </p>
      ),
    },
    {
      title: 'Reclamo al Garante',
      body: (
        <p>
          Se ritieni che il trattamento violi il GDPR puoi proporre reclamo al Garante per la
          protezione dei dati personali, Piazza Venezia 11, 00187 Roma, www.garanteprivacy.it.
        </p>
      ),
    },
  ],
};

export default text;
