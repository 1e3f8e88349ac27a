import { site } from '@catania/shared/config/site';

/**
 * The booking dialog (opened from the apartment pages, /prenota and the home's search): the stay's
 * summary, the guest form, its checks and the cancellation terms, in Italian (the site's own
 * words, as the site first wrote them). English is en/booking.ts, key by key. Loaded with the dialog.
 */
export default {
  title: (apartment: string) => `Prenota ${apartment}`,
  description: "Controlla il riepilogo e inserisci i dati dell'ospite principale.",
  apartment: 'Appartamento',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  nights: 'Notti',
  pricePerNight: 'Prezzo per notte',
  total: 'Totale',
  priceDetails: 'Dettaglio del prezzo',
  name: 'Nome e cognome *',
  email: 'Email *',
  phone: 'Telefono',
  guests: 'Ospiti',
  guestCount: (count: number) => (count === 1 ? '1 ospite' : `${count} ospiti`),
  requests: 'Richieste speciali',
  requestsPlaceholder: 'Orario di arrivo, esigenze particolari…',
  cancellationTerms: 'Termini di cancellazione:',
  cancellationPolicy: site.cancellation.summary as string,
  cancel: 'Annulla',
  book: 'Prenota Ora',
  redirectTitle: 'Reindirizzamento al checkout',
  redirectText: 'Completa il pagamento per confermare la prenotazione.',
  errorTitle: 'Errore',
  errorText: 'Si è verificato un errore. Riprova.',
  /** The dialog's 'Extra' section: what the house offers with the stay, paid with it. */
  extras: {
    title: 'Extra per il soggiorno',
    intro: 'Aggiungili ora: li paghi insieme al soggiorno, sulla stessa pagina sicura di Stripe.',
    pricing: { stay: 'a soggiorno', day: 'al giorno', night: 'a notte' },
    deposit: (amount: string) => ` + cauzione ${amount}`,
    fromDay: 'Dal giorno',
    toDay: 'Al giorno (compreso)',
    quantity: 'Quantità',
    subtotal: 'Extra',
    depositNote: (amount: string) => `di cui ${amount} di cauzione, restituita dopo la partenza`,
    lateCheckoutNote: 'Disponibile perché quel giorno non arriva nessun altro ospite.',
  },
  /**
   * The guest form's checks by field: an Italian page shows the shared schema's own words (these,
   * product §5's), another language its catalogue's.
   */
  fieldErrors: {
    guestName: 'Nome deve avere almeno 2 caratteri',
    guestEmail: 'Email non valida',
    guestPhone: 'Numero di telefono non valido',
    guests: `Almeno 1 ospite, massimo ${site.stay.maxGuests}`,
  },
};
