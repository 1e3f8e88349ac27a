import { site } from '@catania/shared/config/site';
import { Controller, type LegalText } from '../../../features/legal/legal-page';
import { Link } from '../../../lib/navigation';
import frame from './frame';

const r = site.legal.retention;

/** The /privacy page's text in Italian: the binding one. Translations beside it. */
const text: LegalText = {
  frame,
  title: 'Privacy Policy',
  description:
    'Come trattiamo i dati personali di chi prenota, ci contatta o visita il sito, ai sensi del Regolamento (UE) 2016/679.',
  intro: (
    <p>
      Questa informativa spiega quali dati personali raccogliamo, perché e per quanto tempo, ai
      sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR) e del D.Lgs. 196/2003.
    </p>
  ),
  sections: [
    {
      title: 'Titolare del trattamento',
      body: (
        <p>
          <Controller frame={frame} />.
        </p>
      ),
    },
    {
      title: 'Dati che raccogliamo',
      body: (
        <ul>
          <li>
            Prenotazioni: nome, email, telefono, date del soggiorno, numero di ospiti, richieste
            speciali, dati del pagamento (gestiti da Stripe: non vediamo né conserviamo il numero
            della carta).
          </li>
          <li>
            Richieste di contatto: nome, cognome, email, telefono facoltativo, date indicative e il
            messaggio.
          </li>
          <li>
            Navigazione: dati tecnici necessari al funzionamento del sito e, solo con il tuo
            consenso, statistiche anonime di utilizzo.
          </li>
          <li>
            Ospiti, con il pre-check-in online: cognome, nome, sesso, data e luogo di nascita e
            cittadinanza di ogni persona, e il documento d'identità di chi prenota, richiesti dalla
            legge (art. 109 TULPS) per la comunicazione alla Questura e usati anche per l'imposta di
            soggiorno.
          </li>
        </ul>
      ),
    },
    {
      title: 'Finalità e basi giuridiche',
      body: (
        <ul>
          <li>
            Gestire la prenotazione e il soggiorno: esecuzione del contratto (art. 6.1.b GDPR).
          </li>
          <li>
            Rispondere alle richieste di contatto: misure precontrattuali su tua richiesta (art.
            6.1.b).
          </li>
          <li>
            Adempiere obblighi di legge fiscali, contabili e di pubblica sicurezza (art. 6.1.c).
          </li>
          <li>
            Inviarti offerte e novità: solo con il tuo consenso, revocabile in ogni momento (art.
            6.1.a).
          </li>
          <li>
            Statistiche di utilizzo del sito: solo con il tuo consenso ai cookie di analisi (art.
            6.1.a).
          </li>
        </ul>
      ),
    },
    {
      title: 'Per quanto tempo conserviamo i dati',
      body: (
        <ul>
          <li>
            Dati delle prenotazioni: {r.bookingsYears} anni, per gli obblighi fiscali e contabili.
          </li>
          <li>
            Date e luoghi di nascita e documenti d'identità degli ospiti: cancellati automaticamente{' '}
            {r.guestIdentityDays} giorni dopo il check-out.
          </li>
          <li>Richieste di contatto: {r.contactsMonths} mesi dalla ricezione.</li>
          <li>
            Dati per il marketing: fino alla revoca del consenso o dopo {r.marketingMonths} mesi di
            inattività.
          </li>
          <li>Dati di analisi: {r.analyticsMonths} mesi.</li>
          <li>
            Cookie tecnici: per la durata della sessione o al massimo {r.technicalCookiesMonths}{' '}
            mesi.
          </li>
        </ul>
      ),
    },
    {
      title: 'A chi comunichiamo i dati',
      body: (
        <p>
          A fornitori che trattano i dati per nostro conto come responsabili (art. 28 GDPR): Amazon
          Web Services (hosting, Unione Europea), Stripe (pagamenti), Google (statistiche, solo con
          consenso), il commercialista; alle autorità quando la legge lo impone. Eventuali
          trasferimenti fuori dall'UE avvengono con le garanzie degli articoli 45-46 GDPR (decisione
          di adeguatezza o clausole contrattuali standard).
        </p>
      ),
    },
    {
      title: 'I tuoi diritti',
      body: (
        <p>
          Puoi chiedere accesso, rettifica, cancellazione, limitazione, portabilità, opporti al
          trattamento e revocare il consenso; puoi anche reclamare al Garante per la protezione dei
          dati personali. Tutti i dettagli nella pagina <Link to="/gdpr">Diritti GDPR</Link>. Per i
          cookie leggi la <Link to="/cookie-policy">Cookie Policy</Link>.
        </p>
      ),
    },
  ],
};

export default text;
