import { site } from '@catania/shared/config/site';
import { CANCELLATION_REFUSALS } from '@catania/shared/domain/cancellation';

const { checkIn, checkOut } = site.stay;
const { refundWorkingDays } = site.payment;
const days = (count: number) => (count === 1 ? '1 giorno' : `${count} giorni`);

/**
 * The guest's pages after booking: the confirmation (/booking/success) and 'La mia prenotazione'
 * (its stay, payment, arrival, extras, cancellation and host). English is en/guest.ts, key by
 * key. Where the server words a state itself (the confirmation's status, a refusal), an Italian
 * page shows the server's words and another language these texts.
 */
export default {
  /** Why the booking cannot be shown (product §8's confirmation-page messages). */
  failures: {
    missingId: 'ID prenotazione mancante',
    /** The guest link's token is missing: the booking is shown only with it. */
    missingToken: "Link incompleto: apri la prenotazione dal link nell'e-mail di conferma.",
    fetchFailed: 'Errore nel recupero della prenotazione',
    notFound: 'Prenotazione non trovata',
    apartmentMissing: 'Dati appartamento non trovati',
    loadFailed: 'Errore nel caricamento dei dati',
    noData: 'Dati prenotazione non disponibili.',
  },
  confirmation: {
    description: 'I dettagli della tua prenotazione.',
    /** The page's title: what it shows, never 'confermata' over an error. */
    titles: {
      booking: 'La tua prenotazione',
      unavailable: 'Prenotazione non disponibile',
      confirmed: 'Prenotazione confermata',
      pending: 'Pagamento in elaborazione',
      cancelled: 'Prenotazione annullata',
      rejected: 'Prenotazione non accettata',
    },
    cancelled: 'La sessione di pagamento è scaduta e la prenotazione è stata annullata.',
    rejected: 'La prenotazione non è stata accettata.',
    heading: 'Prenotazione Confermata!',
    thanksPaid: (name: string) =>
      `Grazie, ${name}. Il pagamento è stato ricevuto e il tuo soggiorno è confermato.`,
    thanksUnpaid: (name: string, amount: string) =>
      `Grazie, ${name}. Il tuo soggiorno è confermato; il pagamento non risulta ancora ricevuto: importo da pagare ${amount}.`,
    code: 'Codice prenotazione',
    pricePerNight: 'Prezzo per notte',
    guestDetails: "Dati dell'ospite",
    leadGuest: 'Ospite principale',
    requests: 'Richieste speciali',
    nextSteps: 'Prossimi passi',
    /** `Ti abbiamo inviato un'e-mail di conferma a {e-mail} con tutti i dettagli.` */
    mailSent: ["Ti abbiamo inviato un'e-mail di conferma a", 'con tutti i dettagli.'],
    hostWillCall: `${site.host.name} ti contatterà prima dell'arrivo per accordarsi sull'orario.`,
    checkInStep: `Check-in dalle ${checkIn.from}: dopo il pre-check-in ti riconosciamo di persona o in videochiamata, come chiede la legge, e ricevi le istruzioni per l'accesso.`,
    cancellationPolicy: site.cancellation.summary as string,
    myBooking: 'La mia prenotazione',
    home: 'Torna alla Home',
    loading: 'Caricamento dettagli prenotazione...',
    pendingText:
      'Stiamo aspettando la conferma del pagamento: riceverai una e-mail appena sarà completato.',
    help: `Se hai appena pagato, controlla la tua e-mail o contattaci al ${site.contacts.phone}.`,
  },
  /** A stay's facts, as both pages show them. */
  stay: {
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    checkInHours: `dalle ${checkIn.from} alle ${checkIn.to}`,
    checkOutBy: `entro le ${checkOut.by}`,
    guests: 'Ospiti',
    guestCount: (count: number) => (count === 1 ? '1 ospite' : `${count} ospiti`),
    nights: 'Notti',
    /** The stay's own share of what was paid, beside the extras bought with it. */
    stayShare: 'Soggiorno',
    totalPaid: 'Totale pagato',
    totalDue: 'Totale da pagare',
    total: 'Totale',
  },
  myBooking: {
    title: 'La mia prenotazione',
    description: 'La tua prenotazione, le istruzioni per l’arrivo e la cancellazione.',
    incompleteLink:
      "Link incompleto: apri la tua prenotazione dal link nell'e-mail di conferma, oppure contattaci.",
    loadFailed: 'Non è stato possibile caricare la prenotazione. Riprova tra poco.',
    /** The server's refusal of a link it does not know (or no longer), by its code. */
    refusals: {
      not_found:
        'Link della prenotazione non valido o scaduto. Apri il link completo dalla tua e-mail di conferma, oppure contattaci.',
    },
    status: {
      confirmed: 'Confermata',
      pending: 'In attesa di pagamento',
      cancelled: 'Cancellata',
      rejected: 'Non accettata',
    },
    code: 'Codice',
    ended: {
      cancelled: 'Questa prenotazione è stata cancellata: le date sono di nuovo disponibili.',
      rejected:
        'Questa prenotazione non è stata accettata. Contattaci: saremo felici di proporti altre date.',
      pending:
        'Il pagamento non è ancora stato completato: la prenotazione sarà confermata appena arriva.',
    },
    yourStay: 'Il tuo soggiorno',
    noCharge: 'nessun addebito',
    refunded: 'Rimborsato',
    refundedByHost: 'restituito dall’host con lo stesso mezzo del pagamento',
    refundedToCard: `sulla carta usata, in ${refundWorkingDays.from}-${refundWorkingDays.to} giorni lavorativi`,
    refundPending: 'Rimborso in corso',
    refundPendingByHost:
      'te lo restituiamo noi, con lo stesso mezzo del pagamento: ti contatteremo',
    arrival: 'Arrivo e casa',
    openMap: 'Apri nella mappa',
    hours: `Check-in dalle ${checkIn.from} alle ${checkIn.to}, check-out entro le ${checkOut.by}.`,
    addToCalendar: 'Aggiungi al calendario',
    precheckin: 'Pre-check-in online',
    houseInstructions: 'Istruzioni della casa',
    host: `Il tuo host: ${site.host.name}`,
    hostText: `Per ogni domanda sul soggiorno scrivici su WhatsApp o chiamaci; puoi anche rispondere alle nostre e-mail. ${site.contacts.assistance}.`,
    whatsappGreeting: (code: string) =>
      `Ciao ${site.host.name}, sono l'ospite della prenotazione ${code}.`,
    mailSubject: (code: string) => `Prenotazione ${code}`,
  },
  cancellation: {
    title: 'Cancellazione',
    policy: site.cancellation.summary as string,
    refusals: CANCELLATION_REFUSALS as Record<keyof typeof CANCELLATION_REFUSALS, string>,
    unpaid: (daysBefore: number) =>
      `Mancano ${days(daysBefore)} al check-in. La prenotazione non risulta pagata: cancellandola oggi non devi nulla e non c'è nulla da rimborsare.`,
    noRefund: (daysBefore: number) =>
      `Mancano ${days(daysBefore)} al check-in: secondo le condizioni, cancellando oggi non è previsto alcun rimborso.`,
    refund: (daysBefore: number, amount: string, percentage: number) =>
      `Mancano ${days(daysBefore)} al check-in: cancellando oggi ti rimborsiamo ${amount} (il ${percentage}% di quanto pagato).`,
    cancel: 'Cancella la prenotazione',
    confirmTitle: 'Vuoi cancellare la prenotazione?',
    confirmText: 'La cancellazione è definitiva: le date tornano disponibili per altri ospiti.',
    refundToCard: (amount: string) =>
      `Ti rimborseremo ${amount} sulla carta usata per il pagamento, in ${refundWorkingDays.from}-${refundWorkingDays.to} giorni lavorativi.`,
    noRefundPaid: 'Secondo le condizioni di cancellazione non è previsto alcun rimborso.',
    nothingCharged: 'Non è stato effettuato alcun addebito: non devi nulla.',
    keep: 'No, mantieni',
    cancelling: 'Cancellazione…',
    confirm: 'Sì, cancella',
    done: 'Prenotazione cancellata',
    mailSent: 'Ti abbiamo inviato una e-mail di conferma.',
    refundDelayed:
      'Prenotazione cancellata, ma Stripe non ha ancora eseguito il rimborso: verrà ritentato automaticamente nei prossimi minuti.',
    /** The server's refusals of a cancellation, by their code. */
    refused: {
      refund_changed:
        "L'importo del rimborso è cambiato rispetto a quello mostrato: ricarica la pagina per vedere quello di oggi prima di confermare.",
      invalid_transition:
        'Lo stato della prenotazione è cambiato nel frattempo: ricarica la pagina.',
    },
    failedTitle: 'Cancellazione non riuscita',
    failed: 'Non è stato possibile cancellare la prenotazione. Riprova tra poco o contattaci.',
  },
  extras: {
    title: 'Extra per il soggiorno',
    loading: 'Caricamento extra...',
    paid: 'Pagamento ricevuto: gli extra compaiono qui appena Stripe lo conferma.',
    pricing: { stay: 'a soggiorno', day: 'al giorno', night: 'a notte' },
    days,
    deposit: (amount: string) => ` + cauzione ${amount}`,
    refundedWithDeposit: 'rimborsato, cauzione compresa',
    depositReturnedAfter: 'cauzione restituita dopo la partenza',
    depositKept: (reason: string | undefined) =>
      `cauzione trattenuta${reason ? `: ${reason}` : ''}`,
    depositReturned: 'cauzione restituita',
    depositReturning: 'cauzione in restituzione',
    /** Nothing to add now (an Italian page shows the server's own notice). */
    nothingNow: 'Al momento non ci sono extra da aggiungere a questo soggiorno.',
    failed: 'Non è stato possibile aggiungere gli extra. Riprova tra poco.',
    choose: 'Scegli un extra',
    pay: (amount: string) => `Paga ${amount} con carta`,
    recomputed:
      'Il totale è ricalcolato da noi al momento del pagamento, sulla pagina sicura di Stripe.',
    fromDay: 'Dal giorno',
    toDay: 'Al giorno (compreso)',
    /** How many of an extra (cars a day, pets), up to the owner's limit. */
    /** A late check-out the host removed, with or without its refund. */
    removed: (refunded: boolean) =>
      refunded ? 'annullato dall’host, con rimborso' : 'annullato dall’host',
    quantity: 'Quantità',
  },
};
