import type { ApartmentId } from './apartments';

/**
 * The one cancellation policy (the terms page's; other pages once said otherwise, product §10 keeps this
 * one): every screen, mail and the guest's own cancellation read these numbers.
 */
const FULL_REFUND_DAYS_BEFORE = 7;
const PARTIAL_REFUND_DAYS_BEFORE = 3;
const PARTIAL_REFUND_PERCENTAGE = 50;

/**
 * Catania's tourist-tax rates as dated periods, the seed of the owner's editable list:
 * EUR 2.00 for short lets until the Giunta's late-2025 resolution took effect on 1 February 2026,
 * EUR 3.00 from then; the first 4 nights of a stay, under-18s exempt. The first period also
 * covers any earlier night.
 */
const TOURIST_TAX_RATES = [
  { from: '2024-01-01', euroPerPersonPerNight: 2, maxNights: 4, exemptUnderAge: 18 },
  { from: '2026-02-01', euroPerPersonPerNight: 3, maxNights: 4, exemptUnderAge: 18 },
] as const;
const CURRENT_TOURIST_TAX = TOURIST_TAX_RATES[1];

/**
 * The one site config: brand, contacts, policies and business constants (product §9).
 * Where the first texts disagreed, the value here is the one every screen, mail and rule
 * reads (product §10: the terms page wins).
 */
export const site = {
  brand: {
    name: 'Catania Centro Apartments',
    shortName: 'Catania Centro',
    tagline: 'Ospitalità siciliana autentica nel cuore di Catania',
    description:
      'Autentica ospitalità siciliana con il comfort moderno, in posizione centrale nel centro storico di Catania, a pochi passi dal Duomo e da Via Etnea.',
    url: 'https://www.cataniacentroapartments.it',
    locale: 'it-IT',
    language: 'it',
    currency: 'EUR',
    timeZone: 'Europe/Rome',
  },
  contacts: {
    phone: '+39 095 123 4567',
    whatsapp: '+39 333 123 4567',
    email: 'info@cataniacentroapartments.it',
    privacyEmail: 'privacy@cataniacentroapartments.it',
    assistance: 'Assistenza 24/7',
    officeHours: { from: '08:00', to: '22:00' },
    address: {
      street: 'Via Vittorio Emanuele II, 120',
      postalCode: '95131',
      city: 'Catania',
      province: 'CT',
      region: 'Sicilia',
      country: 'IT',
    },
    geo: { latitude: 37.5024, longitude: 15.0873 },
    /** Answer promised to the contact form, in hours, in office hours. */
    replyWithinHours: 24,
  },
  host: {
    name: 'Giuseppe',
    company: 'Catania Centro Apartments di Giuseppe Russo',
    vatNumber: 'IT01234560877',
  },
  /**
   * Italian law (DL 145/2023, art. 13-ter) requires the national identification code (CIN) in every
   * advert; Sicily also assigns a regional code (CIR). These are the owner's registrations.
   */
  registrations: {
    'appartamento-1': { cin: 'IT087015C2VZ4R7K1M', cir: '19087015C207845' },
    'appartamento-2': { cin: 'IT087015C2QH8T3N5B', cir: '19087015C207846' },
    'appartamento-3': { cin: 'IT087015C2LW6D9P2F', cir: '19087015C207847' },
    'appartamento-4': { cin: 'IT087015C2XJ1S5G8C', cir: '19087015C207848' },
  } satisfies Record<ApartmentId, { cin: string; cir: string }>,
  /**
   * Where each apartment is, written as the footer writes the company's address (street and
   * number, postal code, city, province): the confirmation mail, the guest's page and its map link.
   */
  apartmentAddresses: {
    'appartamento-1': { street: 'Via Vittorio Emanuele II, 120', postalCode: '95131' },
    'appartamento-2': { street: 'Via Etnea, 176', postalCode: '95131' },
    'appartamento-3': { street: 'Piazza Teatro Massimo, 9', postalCode: '95131' },
    'appartamento-4': { street: 'Piazza Federico di Svevia, 21', postalCode: '95121' },
  } satisfies Record<ApartmentId, { street: string; postalCode: string }>,
  stay: {
    maxGuests: 2,
    minNights: 2,
    /**
     * The longest stay the site sells: a short let, as the tourist-let rules mean it.
     * Longer stays go through the contact form. Also what one guest may hold unpaid at once.
     */
    maxNights: 30,
    /** How far ahead availability is published and bookable, in months. */
    bookingHorizonMonths: 18,
    checkIn: { from: '15:00', to: '20:00' },
    checkOut: { by: '11:00', lateUntil: '14:00', lateFeeEuro: 20 },
    weekDiscountMinNights: 7,
    monthDiscountMinNights: 30,
  },
  payment: {
    /** Paid in full upfront on Stripe's hosted checkout; no deposit (terms). */
    paidInFullUpfront: true,
    depositPercentage: 0,
    /** How long a checkout holds its nights: the life of the Stripe session. */
    checkoutSessionMinutes: 30,
    refundWorkingDays: { from: 5, to: 10 },
  },
  /** Cancellation terms, from the terms page. */
  cancellation: {
    /** Days before check-in from which a cancellation is refunded in full. */
    freeUntilDaysBefore: FULL_REFUND_DAYS_BEFORE,
    partialRefund: {
      fromDaysBefore: FULL_REFUND_DAYS_BEFORE,
      untilDaysBefore: PARTIAL_REFUND_DAYS_BEFORE,
      refundPercentage: PARTIAL_REFUND_PERCENTAGE,
    },
    noRefundWithinDays: PARTIAL_REFUND_DAYS_BEFORE,
    summary: `Cancellazione gratuita fino a ${FULL_REFUND_DAYS_BEFORE} giorni prima del check-in (rimborso del 100%); rimborso del ${PARTIAL_REFUND_PERCENTAGE}% tra ${FULL_REFUND_DAYS_BEFORE} e ${PARTIAL_REFUND_DAYS_BEFORE} giorni prima; nessun rimborso nei ${PARTIAL_REFUND_DAYS_BEFORE} giorni precedenti o in caso di mancata presentazione.`,
  },
  /**
   * Catania's tourist tax (imposta di soggiorno), paid at check-in and not included in the price.
   * The owner's report applies the stored rate periods (seeded with `defaultRates`); the public
   * pages quote the latest seed rate.
   */
  touristTax: {
    defaultRates: TOURIST_TAX_RATES,
    euroPerPersonPerNight: CURRENT_TOURIST_TAX.euroPerPersonPerNight,
    maxNights: CURRENT_TOURIST_TAX.maxNights,
    exemptUnderAge: CURRENT_TOURIST_TAX.exemptUnderAge,
    /**
     * The exemptions of Catania's regulation. Minors are recognised from the birth dates of the
     * pre-check-in; the owner marks the others per guest (they need a document the guest shows).
     */
    exemptions: {
      minor: 'Minori di 18 anni',
      disability: 'Persone con disabilità e un accompagnatore',
      patientCarer: 'Assistenza a degenti ricoverati (un accompagnatore)',
      patient: 'Persone in cura presso strutture sanitarie cittadine',
      groupStaff: 'Autisti e accompagnatori di gruppi organizzati',
      onDuty: 'Forze di polizia e vigili del fuoco in servizio',
    },
  },
  /** Online pre-check-in and the guests' personal data. */
  checkin: {
    /** The reminder mail goes out this many days before check-in while the pre-check-in is missing. */
    reminderDaysBefore: 3,
    /**
     * The video call of a remote identification: a Jitsi Meet room of its own per stay,
     * opened in the browser by both sides, no account needed.
     */
    videoCallBaseUrl: 'https://meet.jit.si',
    /** Video-call slots the guest may pick, local time, on the half hour. */
    videoSlotHours: { from: 8, to: 22 },
  },
  /** The guest's secret link to their booking (mails, confirmation page, 'La mia prenotazione'). */
  guestAccess: {
    /** The link stops opening the booking this many days after check-out. */
    linkValidDaysAfterCheckOut: 30,
  },
  houseRules: {
    quietHours: { from: '23:00', to: '08:00' },
    parkingEuroPerDay: 15,
    /** Cars one booking can park at once (the convention's spaces): the parking extra's limit. */
    parkingSpacesPerBooking: 2,
    pets: { maxKg: 15, euroPerNight: 20, depositEuro: 100, maxPerStay: 2 },
    cleaning: { freeFromNights: 7, midStayEuro: 35 },
    dateChangeMinDaysBefore: 7,
    confirmationWithinMinutes: 30,
  },
  /**
   * Reviews: every figure shown is computed from the published reviews
   * (shared/src/domain/reviews.ts); nothing here is a count or an average.
   */
  reviews: {
    ratingScale: 10,
    /** The personal review link opens for this many days after check-out. */
    linkValidDaysAfterCheckOut: 60,
    titleMaxLength: 100,
    textMinLength: 20,
    textMaxLength: 2000,
    replyMaxLength: 1500,
    /** Where the pages link every figure to: the policy on /recensioni. */
    policyPath: '/recensioni#come-verifichiamo',
  },
  legal: {
    lastUpdated: '2025-10-01',
    jurisdiction: 'Tribunale di Catania',
    retention: {
      bookingsYears: 10,
      contactsMonths: 12,
      marketingMonths: 24,
      analyticsMonths: 14,
      technicalCookiesMonths: 12,
      /**
       * The pre-check-in's birth data and identity documents, in days after check-out: the police
       * registration is due within 24 hours of arrival, and nothing is kept longer than needed.
       */
      guestIdentityDays: 30,
      /** The log of the owner's access to those data. */
      auditMonths: 24,
    },
    rightsAnswerDays: 30,
    rightsExtensionDays: 60,
  },
  consent: {
    cookieName: 'consent_state',
    version: '1.0',
    maxAgeDays: 365,
  },
  admin: {
    sessionHours: 8,
    syncRecentHours: 24,
    dashboardRefreshSeconds: 30,
    syncIntervalMinutes: 15,
  },
} as const;

export type SiteConfig = typeof site;
