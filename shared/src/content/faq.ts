import { site } from '../config/site';
import { formatEuro } from '../domain/money';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

const { stay, houseRules, payment, cancellation, touristTax, contacts } = site;

/**
 * The home's FAQ as the repository seeds it (product §9): every figure from the site config. From the
 * first publish of the owner's texts ('Foto e testi') the stored ones are shown instead
 * (content/site-texts.ts).
 */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'cancellazione',
    question: 'Qual è la politica di cancellazione?',
    answer: `${cancellation.summary} I rimborsi arrivano sulla carta usata entro ${payment.refundWorkingDays.from}-${payment.refundWorkingDays.to} giorni lavorativi. Puoi cambiare le date fino a ${houseRules.dateChangeMinDaysBefore} giorni prima dell'arrivo, secondo disponibilità.`,
  },
  {
    id: 'pagamento',
    question: 'Devo versare un acconto o una caparra?',
    answer:
      'No, nessuna caparra: il soggiorno si paga per intero al momento della prenotazione, con carta sul sistema di pagamento sicuro di Stripe. Il prezzo comprende IVA, pulizie finali, biancheria e Wi-Fi.',
  },
  {
    id: 'orari',
    question: 'A che ora posso fare il check-in e il check-out?',
    answer: `Il check-in è dalle ${stay.checkIn.from} alle ${stay.checkIn.to}, dopo il pre-check-in online: ti riconosciamo di persona all'arrivo o con una breve videochiamata, come chiede la legge, e subito dopo ricevi il codice per le chiavi. Il check-out è entro le ${stay.checkOut.by}; il late check-out fino alle ${stay.checkOut.lateUntil} costa ${formatEuro(stay.checkOut.lateFeeEuro)}, se l'appartamento è libero.`,
  },
  {
    id: 'parcheggio',
    question: "C'è un parcheggio?",
    answer: `Il centro storico è zona a traffico limitato. Ti riserviamo un posto in un garage custodito convenzionato a 300 metri, a ${formatEuro(houseRules.parkingEuroPerDay)} al giorno: chiedilo al momento della prenotazione.`,
  },
  {
    id: 'animali',
    question: 'Posso portare il mio animale?',
    answer: `Sì, gli animali fino a ${houseRules.pets.maxKg} kg sono i benvenuti, con un supplemento di ${formatEuro(houseRules.pets.euroPerNight)} a notte e un deposito cauzionale di ${formatEuro(houseRules.pets.depositEuro)}, restituito alla partenza.`,
  },
  {
    id: 'pulizie',
    question: 'Sono previste pulizie durante il soggiorno?',
    answer: `Per soggiorni di ${houseRules.cleaning.freeFromNights} notti o più la pulizia a metà soggiorno con cambio biancheria è gratuita; per soggiorni più brevi è disponibile a ${formatEuro(houseRules.cleaning.midStayEuro)}.`,
  },
  {
    id: 'conferma',
    question: 'Quando ricevo la conferma della prenotazione?',
    answer: `Subito: appena il pagamento va a buon fine la prenotazione è confermata e ricevi l'email di conferma. Ti contattiamo comunque entro ${houseRules.confirmationWithinMinutes} minuti per organizzare l'arrivo.`,
  },
  {
    id: 'tassa',
    question: 'La tassa di soggiorno è inclusa?',
    answer: `No: il Comune di Catania applica un'imposta di soggiorno di ${formatEuro(touristTax.euroPerPersonPerNight)} a persona per notte, per le prime ${touristTax.maxNights} notti consecutive (esenti i minori di ${touristTax.exemptUnderAge} anni), da pagare all'arrivo.`,
  },
  {
    id: 'ospiti',
    question: 'Quante persone possono soggiornare?',
    answer: `Gli appartamenti sono pensati per coppie: al massimo ${stay.maxGuests} ospiti. Il soggiorno va da ${stay.minNights} a ${stay.maxNights} notti; per un soggiorno più lungo scrivici dalla pagina Contatti.`,
  },
  {
    id: 'contatti',
    question: 'Come posso contattarvi?',
    answer: `Scrivici dal modulo qui sotto, a ${contacts.email} o su WhatsApp al ${contacts.whatsapp}. Rispondiamo tutti i giorni dalle ${contacts.officeHours.from} alle ${contacts.officeHours.to}; durante il soggiorno l'assistenza è attiva 24 ore su 24.`,
  },
];
