/**
 * A booking's checkout opened again (/checkout/{id}: back from Stripe without paying, or from the
 * guest's mail): what became of it. Apart from the first checkout's texts (checkout.ts), so the
 * first checkout does not load them. English is en/checkoutAgain.ts, key by key.
 */
export default {
  notFound: 'Prenotazione non trovata',
  loadFailed: 'Errore nel caricamento dei dati',
  notCompletedTitle: 'Pagamento non completato',
  notCompleted: (until: string | undefined) =>
    `Il pagamento non è stato completato.${until ? ` Le date restano riservate per te fino alle ${until}.` : ''} Puoi riprovare quando vuoi.`,
  rejectedTitle: 'Prenotazione non accettata',
  rejected: 'Questa prenotazione non è stata accettata. Contattaci per trovare insieme altre date.',
  expiredTitle: 'Sessione scaduta',
  expired:
    'La sessione di pagamento è scaduta e le date sono state liberate. Puoi prenotare di nuovo se sono ancora disponibili.',
  bookAgain: 'Prenota di nuovo',
};
