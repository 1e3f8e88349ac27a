import { site } from '../config/site';
import { formatEuro } from '../domain/money';
import type { SiteTexts } from '../schemas/site-texts';
import { SEED_HERO_EN } from './hero';

/**
 * The site's own texts in English as the repository seeds them, written for this house (not a
 * machine's copy of the Italian): what /en shows until the owner publishes her English texts
 * from 'Foto e testi'. Same cards (by id, in the home's order), same FAQ ids and every figure from
 * the site config, as in the Italian seed (content/site-texts.ts).
 */

const { stay, houseRules, payment, cancellation, touristTax, contacts, host } = site;
const euro = (amount: number) => formatEuro(amount, 'en-GB');
const { freeUntilDaysBefore, partialRefund, noRefundWithinDays } = cancellation;

export const SEED_SITE_TEXTS_EN: SiteTexts = {
  hero: SEED_HERO_EN,
  attractions: [
    {
      id: 'duomo',
      name: "Sant'Agata Cathedral",
      description:
        "The baroque cathedral of the city's patron saint, rebuilt by Vaccarini after the 1693 earthquake. Inside are the chapel with Saint Agatha's relics and the tomb of Vincenzo Bellini.",
      distance: '3 min walk',
      category: 'Storia',
    },
    {
      id: 'elefante',
      name: 'Elephant Fountain',
      description:
        "Catania's symbol: 'u Liotru', the lava-stone elephant carrying an Egyptian obelisk, in the middle of Piazza Duomo since 1736.",
      distance: '3 min walk',
      category: 'Arte',
    },
    {
      id: 'pescheria',
      name: 'La Pescheria',
      description:
        "Sicily's most theatrical fish market, full of the sellers' cries, swordfish and sea urchins. Go in the morning, Monday to Saturday.",
      distance: '4 min walk',
      category: 'Gusto',
    },
    {
      id: 'via-etnea',
      name: 'Via Etnea',
      description:
        "The city's main street, running straight up towards the volcano past baroque palaces, churches, shops and the historic pastry shops for cannoli and granita.",
      distance: '5 min walk',
      category: 'Shopping',
    },
    {
      id: 'teatro-bellini',
      name: 'Teatro Massimo Bellini',
      description:
        "The opera house opened in 1890 with Norma and named after Catania's own composer. A first-rate opera and concert season in one of Italy's most beautiful halls.",
      distance: '6 min walk',
      category: 'Cultura',
    },
    {
      id: 'castello-ursino',
      name: 'Ursino Castle',
      description:
        'The Swabian fortress built for Frederick II in the 13th century, once surrounded by the sea and now by the lava flow of 1669. It houses the Civic Museum.',
      distance: '8 min walk',
      category: 'Storia',
    },
    {
      id: 'benedettini',
      name: 'Benedictine Monastery',
      description:
        "One of Europe's largest monasteries, a UNESCO site and now home to the University: cloisters, 18th-century kitchens and a Roman house beneath the floors.",
      distance: '10 min walk',
      category: 'Arte',
    },
    {
      id: 'villa-bellini',
      name: 'Villa Bellini',
      description:
        "The city's historic garden, with tree-lined avenues, the Art Nouveau kiosk and the flower clock. On a clear day you can see Etna from the little hill.",
      distance: '12 min walk',
      category: 'Natura',
    },
    {
      id: 'etna',
      name: 'Etna',
      description:
        "Europe's highest active volcano, a UNESCO site. Trips to the summit craters with licensed guides, by cable car and jeep from Rifugio Sapienza.",
      distance: '45 min drive',
      category: 'Natura',
    },
  ],
  houseInstructions: [
    {
      title: 'Arrival',
      text: `Check-in is from ${stay.checkIn.from} to ${stay.checkIn.to}. Italian law asks us to check that whoever comes in is the holder of the document given in the pre-check-in, in person or on a live video call: in the pre-check-in you choose whether we welcome you on arrival, call you on arrival, or the time of the video call. Right after that, this page shows the code of the key box next to the front door, where the keys are. If you arrive later or your flight is delayed, write to us: we will find a way together.`,
    },
    {
      title: 'Wi-Fi and the flat',
      text: 'The Wi-Fi network and password are on the card by the door, next to the house guide with our tips on where to eat and what to see. In the kitchen you will find coffee, tea and what you need for your first breakfast.',
    },
    {
      title: 'The building',
      text: `Families live in the building: from ${houseRules.quietHours.from} to ${houseRules.quietHours.to} please respect the neighbours' rest. When you go out, switch off the air conditioning and close the windows: Catania thanks you, and the flat stays cool.`,
    },
    {
      title: 'Rubbish',
      text: 'Catania sorts its rubbish: under the sink there are bins for food waste, plastic and metal, paper and glass, with the calendar of collection days. On the evening shown, leave the bags outside the front door after 8 pm.',
    },
    {
      title: 'Parking',
      text: `The historic centre is a limited traffic zone. A few minutes' walk away there is a partner car park at ${euro(houseRules.parkingEuroPerDay)} a day: write to us before you arrive and we will send you the address and directions.`,
    },
    {
      title: 'Departure',
      text: `Check-out is by ${stay.checkOut.by}: leave the keys on the kitchen table and close the front door behind you, we take care of the rest. Want to enjoy the city a little longer? Ask us for a late check-out until ${stay.checkOut.lateUntil} (${euro(stay.checkOut.lateFeeEuro)}, if the apartment is free).`,
    },
    {
      title: 'Whatever you need',
      text: `${host.name} answers day and night on ${contacts.whatsapp}, on WhatsApp too. In an emergency call 112, the European emergency number.`,
    },
  ],
  faq: [
    {
      id: 'cancellazione',
      question: 'What is the cancellation policy?',
      answer: `Free cancellation up to ${freeUntilDaysBefore} days before check-in (100% refund); a ${partialRefund.refundPercentage}% refund between ${partialRefund.fromDaysBefore} and ${partialRefund.untilDaysBefore} days before; no refund in the last ${noRefundWithinDays} days or for a no-show. Refunds reach the card you paid with within ${payment.refundWorkingDays.from}-${payment.refundWorkingDays.to} working days. You can change your dates up to ${houseRules.dateChangeMinDaysBefore} days before arrival, subject to availability.`,
    },
    {
      id: 'pagamento',
      question: 'Do I need to pay a deposit?',
      answer:
        "No, there is no deposit: you pay for your stay in full when you book, by card on Stripe's secure payment page. The price includes VAT, final cleaning, linen and Wi-Fi.",
    },
    {
      id: 'orari',
      question: 'What time are check-in and check-out?',
      answer: `Check-in is from ${stay.checkIn.from} to ${stay.checkIn.to}, after the online pre-check-in: as the law requires, we identify you in person on arrival or on a short video call, and right after you get the code for the keys. Check-out is by ${stay.checkOut.by}; a late check-out until ${stay.checkOut.lateUntil} costs ${euro(stay.checkOut.lateFeeEuro)}, if the apartment is free.`,
    },
    {
      id: 'parcheggio',
      question: 'Is there parking?',
      answer: `The historic centre is a limited traffic zone. We can book you a space in a guarded partner garage 300 metres away, at ${euro(houseRules.parkingEuroPerDay)} a day: just ask when you book.`,
    },
    {
      id: 'animali',
      question: 'Can I bring my pet?',
      answer: `Yes, pets up to ${houseRules.pets.maxKg} kg are welcome, for ${euro(houseRules.pets.euroPerNight)} a night and a security deposit of ${euro(houseRules.pets.depositEuro)}, returned when you leave.`,
    },
    {
      id: 'pulizie',
      question: 'Is the apartment cleaned during my stay?',
      answer: `For stays of ${houseRules.cleaning.freeFromNights} nights or more, a mid-stay clean with fresh linen is free; for shorter stays it is available for ${euro(houseRules.cleaning.midStayEuro)}.`,
    },
    {
      id: 'conferma',
      question: 'When do I get my booking confirmation?',
      answer: `Straight away: as soon as the payment goes through, your booking is confirmed and you receive the confirmation email. We also get in touch within ${houseRules.confirmationWithinMinutes} minutes to arrange your arrival.`,
    },
    {
      id: 'tassa',
      question: 'Is the tourist tax included?',
      answer: `No: the City of Catania charges a tourist tax of ${euro(touristTax.euroPerPersonPerNight)} per person per night, for the first ${touristTax.maxNights} consecutive nights (children under ${touristTax.exemptUnderAge} are exempt), paid on arrival.`,
    },
    {
      id: 'ospiti',
      question: 'How many people can stay?',
      answer: `The apartments are made for couples: ${stay.maxGuests} guests at most. Stays run from ${stay.minNights} to ${stay.maxNights} nights; for a longer stay, write to us from the Contact page.`,
    },
    {
      id: 'contatti',
      question: 'How can I contact you?',
      answer: `Write to us with the form below, at ${contacts.email} or on WhatsApp at ${contacts.whatsapp}. We answer every day from ${contacts.officeHours.from} to ${contacts.officeHours.to}; during your stay, help is there around the clock.`,
    },
  ],
};
