import { site } from '@catania/shared/config/site';
import { HIDE_REASON_LABELS, HIDE_REASONS } from '@catania/shared/domain/review-labels';

/**
 * 'Come verifichiamo le recensioni' (Codice del Consumo art. 22 c. 4-bis and art. 23, D.Lgs.
 * 26/2023): whether and how the site makes sure its reviews come from people who stayed, what it
 * hides and why. Every figure on the site links here.
 */
export function ReviewPolicy() {
  return (
    <section
      id="come-verifichiamo"
      aria-labelledby="review-policy-title"
      className="scroll-mt-28 rounded-3xl bg-white p-7 ring-1 ring-lava-100 sm:p-10"
    >
      <h2 id="review-policy-title" className="text-2xl text-lava-900 sm:text-3xl">
        Come verifichiamo le recensioni
      </h2>
      <div className="mt-5 space-y-4 leading-relaxed text-lava-700">
        <p>
          Le recensioni con la dicitura <strong>«Soggiorno verificato»</strong> possono essere
          scritte solo da chi ha soggiornato: dopo il check-out mandiamo all'ospite un link
          personale, valido {site.reviews.linkValidDaysAfterCheckOut} giorni e utilizzabile una sola
          volta per soggiorno. Il link nasce da una prenotazione pagata su questo sito oppure da un
          soggiorno prenotato su un'altra piattaforma e registrato dall'host con l'e-mail
          dell'ospite; la scheda di ogni recensione dice quale dei due.
        </p>
        <p>
          Le recensioni indicate «da Airbnb» o «da Booking.com» sono state scritte su quelle
          piattaforme e riportate qui dall'host, con la data e il voto originali: le contiamo a
          parte e non le presentiamo come verificate da noi.
        </p>
        <p>
          Pubblichiamo tutte le recensioni, positive e negative, senza modificarne il testo né il
          voto. Ne nascondiamo una solo per uno di questi motivi, annotato nel nostro registro:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          {HIDE_REASONS.map((reason) => (
            <li key={reason}>{HIDE_REASON_LABELS[reason]}</li>
          ))}
        </ul>
        <p>
          Le recensioni nascoste non entrano nella media né nel conteggio. La media, il numero di
          recensioni e i voti per pulizia, posizione, host e qualità/prezzo sono calcolati
          automaticamente dalle recensioni pubblicate. Le recensioni non sono sponsorizzate né
          ricompensate.
        </p>
      </div>
    </section>
  );
}
