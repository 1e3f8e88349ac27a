import { site } from '../config/site';
import { formatEuro } from '../domain/money';

/**
 * The house instructions a guest reads on 'La mia prenotazione' before arriving: arrival,
 * Wi-Fi, the building, waste, check-out, help. Every time, price and number comes from the site
 * config, so the instructions never disagree with the terms or the mails.
 */
export interface HouseInstruction {
  title: string;
  text: string;
}

const { stay, houseRules, contacts, host } = site;

export const HOUSE_INSTRUCTIONS: readonly HouseInstruction[] = [
  {
    title: 'Arrivo',
    text: `Il check-in è dalle ${stay.checkIn.from} alle ${stay.checkIn.to}. La legge ci chiede di verificare che chi entra sia il titolare del documento indicato nel pre-check-in, di persona o con una videochiamata in tempo reale: nel pre-check-in scegli se ti accogliamo all'arrivo, se ti chiamiamo all'arrivo o l'orario della videochiamata. Subito dopo il riconoscimento trovi su questa pagina il codice della cassetta di sicurezza accanto al portone, dove ci sono le chiavi. Se arrivi più tardi o il volo è in ritardo, scrivici: troveremo insieme la soluzione.`,
  },
  {
    title: 'Wi-Fi e casa',
    text: "Il nome della rete Wi-Fi e la password sono sul cartoncino all'ingresso, accanto alla guida della casa con i nostri consigli su dove mangiare e cosa vedere. In cucina trovi caffè, tè e l'occorrente per la colazione del primo giorno.",
  },
  {
    title: 'Il palazzo',
    text: `Nel palazzo abitano famiglie: dalle ${houseRules.quietHours.from} alle ${houseRules.quietHours.to} ti chiediamo di rispettare il riposo dei vicini. Quando esci, spegni il climatizzatore e chiudi le finestre: Catania ti ringrazia, e la casa resta fresca.`,
  },
  {
    title: 'Rifiuti',
    text: 'A Catania si fa la raccolta differenziata: sotto il lavello trovi i contenitori per organico, plastica e metalli, carta e vetro, con il calendario dei giorni di raccolta. La sera indicata lascia i sacchetti davanti al portone, dopo le 20:00.',
  },
  {
    title: 'Parcheggio',
    text: `Il centro storico è zona a traffico limitato. A pochi minuti a piedi c'è un parcheggio convenzionato a ${formatEuro(houseRules.parkingEuroPerDay)} al giorno: scrivici prima di arrivare e ti mandiamo indirizzo e indicazioni.`,
  },
  {
    title: 'Partenza',
    text: `Il check-out è entro le ${stay.checkOut.by}: lascia le chiavi sul tavolo della cucina e chiudi il portone alle tue spalle, al resto pensiamo noi. Vuoi goderti la città ancora un po'? Chiedici il check-out posticipato fino alle ${stay.checkOut.lateUntil} (${formatEuro(stay.checkOut.lateFeeEuro)}, se l'appartamento è libero).`,
  },
  {
    title: 'Per ogni necessità',
    text: `${host.name} risponde giorno e notte al ${contacts.whatsapp}, anche su WhatsApp. In caso di emergenza chiama il 112, il numero unico europeo.`,
  },
];
