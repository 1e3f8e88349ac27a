/**
 * The server's refusals by their code (ApiErrorBody.code), as a page in another language says
 * them: an Italian page shows the server's own sentence (with its figures), so these Italian texts
 * are the reference the other languages follow. Loaded only when a refusal is to be shown, out of
 * the pages' first load. English is en/refusals.ts, key by key.
 */
export default {
  /** A checkout's payment refused. */
  checkout: {
    dates_unavailable: 'Le date selezionate non sono più disponibili',
    price_mismatch: 'Il prezzo è cambiato. Aggiorna la pagina e riprova.',
    validation_error:
      'Alcuni dati della prenotazione non sono validi. Cambia le date o i dati e riprova.',
    too_many_attempts: 'Troppi tentativi. Riprova tra qualche minuto.',
  },
};
