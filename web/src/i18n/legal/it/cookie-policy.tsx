import { site } from '@catania/shared/config/site';
import { Button } from '../../../components/ui/button';
import { Controller, type LegalText } from '../../../features/legal/legal-page';
import { consentStore } from '../../../lib/consent';
import frame from './frame';

/** The /cookie-policy page's text in Italian: the binding one. Translations beside it. */
const text: LegalText = {
  frame,
  title: 'Cookie Policy',
  description:
    'Quali cookie usa il sito, a cosa servono, quanto durano e come gestire il consenso.',
  intro: (
    <p>
      Questo sito usa cookie tecnici, necessari al suo funzionamento, e, solo se li accetti, cookie
      di analisi e di marketing. Secondo le Linee guida del Garante del 10 giugno 2021, chiudere il
      banner senza scegliere equivale a rifiutare i cookie non tecnici.
    </p>
  ),
  sections: [
    {
      title: 'Titolare',
      body: (
        <p>
          <Controller frame={frame} />.
        </p>
      ),
    },
    {
      title: 'Cookie tecnici (sempre attivi)',
      body: (
        <ul>
          <li>
            <code>{site.consent.cookieName}</code>: memorizza le tue scelte sui cookie (versione{' '}
            {site.consent.version}); dura {site.consent.maxAgeDays} giorni.
          </li>
          <li>
            <code>session</code>: solo per lo staff nell'area riservata, per mantenere l'accesso;
            dura al massimo {site.admin.sessionHours} ore.
          </li>
          <li>
            Archiviazione di sessione del browser: conserva la prenotazione in corso tra il modulo e
            la pagina di pagamento; si cancella alla chiusura della scheda.
          </li>
        </ul>
      ),
    },
    {
      title: 'Cookie di analisi (con consenso)',
      body: (
        <p>
          Google Analytics 4 con indirizzo IP anonimizzato e Consent Mode v2: finché non acconsenti
          non viene caricato alcuno script di Google né impostato alcun cookie. Con il consenso:{' '}
          <code>_ga</code> (2 anni) e <code>_ga_*</code> (2 anni) distinguono le visite,{' '}
          <code>_gid</code> (24 ore). I dati di analisi sono conservati{' '}
          {site.legal.retention.analyticsMonths} mesi.
        </p>
      ),
    },
    {
      title: 'Cookie di marketing (con consenso)',
      body: (
        <p>
          Servono a misurare l'efficacia delle campagne e a mostrare annunci pertinenti. Attualmente
          il sito non carica strumenti di marketing di terze parti; il consenso, se dato, viene
          trasmesso a Google tramite Consent Mode (ad_storage, ad_user_data, ad_personalization).
        </p>
      ),
    },
    {
      title: 'Come cambiare le tue scelte',
      body: (
        <>
          <p>
            Puoi modificare o revocare il consenso in ogni momento dal link «Preferenze cookie» in
            fondo a ogni pagina o da qui:
          </p>
          <Button variant="outline" onClick={() => consentStore.openPreferences()}>
            Apri le preferenze cookie
          </Button>
          <p>Puoi anche cancellare i cookie dalle impostazioni del tuo browser.</p>
        </>
      ),
    },
  ],
};

export default text;
