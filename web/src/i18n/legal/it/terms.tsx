import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { formatEuro } from '@catania/shared/domain/money';
import { Controller, type LegalText } from '../../../features/legal/legal-page';
import frame from './frame';

const { stay, cancellation, payment, houseRules, touristTax } = site;

/** The /terms page's text in Italian: the binding one. Translations beside it. */
const text: LegalText = {
  frame,
  title: 'Termini e Condizioni',
  description:
    'Condizioni di prenotazione e soggiorno: pagamento, cancellazione, check-in, regole della casa.',
  intro: (
    <p>
      Prenotando sul sito accetti le condizioni che seguono. Il contratto di locazione turistica è
      concluso con <Controller frame={frame} />.
    </p>
  ),
  sections: [
    {
      title: 'Prenotazione e conferma',
      body: (
        <p>
          La prenotazione è confermata solo dopo il pagamento completo dell'importo, effettuato
          sulla pagina sicura di Stripe. Ricevi la conferma via email subito dopo il pagamento; ti
          contattiamo entro {houseRules.confirmationWithinMinutes} minuti per organizzare l'arrivo.
          Il soggiorno va da {stay.minNights} a {stay.maxNights} notti; ogni appartamento ospita al
          massimo {stay.maxGuests} persone.
        </p>
      ),
    },
    {
      title: 'Prezzi e pagamento',
      body: (
        <p>
          I prezzi sono per appartamento e per notte, IVA inclusa ove applicabile, pulizie finali e
          biancheria comprese. Il pagamento è anticipato e per intero; non è richiesta caparra
          {payment.depositPercentage === 0 ? '' : ''}. L'imposta di soggiorno del Comune di Catania
          ({formatEuro(touristTax.euroPerPersonPerNight)} a persona per notte, per le prime{' '}
          {touristTax.maxNights} notti, esenti i minori di {touristTax.exemptUnderAge} anni) non è
          inclusa e si paga all'arrivo.
        </p>
      ),
    },
    {
      title: 'Cancellazione e modifiche',
      body: (
        <>
          <ul>
            <li>
              Cancellazione gratuita fino a {cancellation.freeUntilDaysBefore} giorni prima del
              check-in: rimborso del 100%.
            </li>
            <li>
              Tra {cancellation.partialRefund.fromDaysBefore} e{' '}
              {cancellation.partialRefund.untilDaysBefore} giorni prima: rimborso del{' '}
              {cancellation.partialRefund.refundPercentage}%.
            </li>
            <li>
              Nei {cancellation.noRefundWithinDays} giorni precedenti l'arrivo o in caso di mancata
              presentazione: nessun rimborso.
            </li>
          </ul>
          <p>
            I rimborsi sono accreditati sulla carta usata entro {payment.refundWorkingDays.from}-
            {payment.refundWorkingDays.to} giorni lavorativi. Le date possono essere cambiate,
            secondo disponibilità, fino a {houseRules.dateChangeMinDaysBefore} giorni prima del
            check-in originale.
          </p>
        </>
      ),
    },
    {
      title: 'Check-in e check-out',
      body: (
        <p>
          Check-in dalle {stay.checkIn.from} alle {stay.checkIn.to}, in autonomia con codice; arrivi
          diversi vanno concordati. Check-out entro le {stay.checkOut.by}; late check-out fino alle{' '}
          {stay.checkOut.lateUntil} con supplemento di {formatEuro(stay.checkOut.lateFeeEuro)}, se
          disponibile. All'arrivo è obbligatorio un documento d'identità valido per ogni ospite.
        </p>
      ),
    },
    {
      title: 'Regole della casa',
      body: (
        <ul>
          <li>
            Silenzio dalle {houseRules.quietHours.from} alle {houseRules.quietHours.to}; vietato
            fumare all'interno; niente feste.
          </li>
          <li>
            Animali fino a {houseRules.pets.maxKg} kg ammessi:{' '}
            {formatEuro(houseRules.pets.euroPerNight)} a notte e deposito di{' '}
            {formatEuro(houseRules.pets.depositEuro)}.
          </li>
          <li>
            Parcheggio convenzionato: {formatEuro(houseRules.parkingEuroPerDay)} al giorno. Pulizia
            a metà soggiorno gratuita da {houseRules.cleaning.freeFromNights} notti, altrimenti{' '}
            {formatEuro(houseRules.cleaning.midStayEuro)}.
          </li>
          <li>L'ospite risponde dei danni causati all'appartamento durante il soggiorno.</li>
        </ul>
      ),
    },
    {
      title: 'Legge applicabile e foro',
      body: (
        <p>
          Il contratto è regolato dalla legge italiana. Per le controversie è competente il{' '}
          {site.legal.jurisdiction}, fatti salvi i diritti del consumatore di rivolgersi al giudice
          del proprio luogo di residenza. Codici identificativi:{' '}
          {APARTMENT_IDS.map(
            (id, index) => `Appartamento ${index + 1} CIN ${site.registrations[id].cin}`,
          ).join('; ')}
          .
        </p>
      ),
    },
  ],
};

export default text;
