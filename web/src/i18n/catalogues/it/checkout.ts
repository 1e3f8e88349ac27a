import { site } from '@catania/shared/config/site';

/**
 * The checkout (/checkout, /checkout/{id}): the stay's summary, the guest's details, the payment
 * English is en/checkout.ts, key by key. Its refusals by the server's code are in refusals.ts.
 */
export default {
  metaTitle: 'Checkout',
  metaDescription: 'Completa la prenotazione e paga in modo sicuro.',
  eyebrow: 'Prenotazione',
  title: 'Completa la prenotazione',
  loading: 'Caricamento dati prenotazione...',
  lostBooking: 'Non trovi la tua prenotazione?',
  chooseAgain: 'Scegli di nuovo le date',
  home: 'Torna alla Home',
  summary: 'Riepilogo soggiorno',
  apartment: 'Appartamento',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  from: (day: string) => `${day}, dalle ${site.stay.checkIn.from}`,
  by: (day: string) => `${day}, entro le ${site.stay.checkOut.by}`,
  nights: 'Notti',
  guests: 'Ospiti',
  guestCount: (count: number) => (count === 1 ? '1 ospite' : `${count} ospiti`),
  total: 'Totale',
  /** Extras taken in the booking dialog, paid with the stay. */
  stay: 'Soggiorno',
  deposit: (amount: string) => `cauzione ${amount}, restituita dopo la partenza`,
  guestDetails: "Dati dell'ospite",
  name: 'Nome',
  email: 'Email',
  phone: 'Telefono',
  requests: 'Richieste speciali',
  secureTitle: 'Pagamento sicuro.',
  secureText: `Verrai reindirizzato alla pagina protetta del nostro fornitore di pagamenti (Stripe). I dati della tua carta non passano dai nostri server. La prenotazione è confermata appena il pagamento è completato; le date restano riservate per te per ${site.payment.checkoutSessionMinutes} minuti.`,
  cancellation: 'Cancellazione:',
  cancellationPolicy: site.cancellation.summary as string,
  redirecting: 'Reindirizzamento...',
  pay: (amount: string) => `Paga ${amount}`,
  changeDates: 'Cambia le date del soggiorno',
  paymentErrorTitle: 'Errore di Pagamento',
  paymentError: 'Impossibile inizializzare il pagamento. Riprova.',
};
