import { createHash } from 'node:crypto';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { CalendarDate } from '@catania/shared/domain/dates';

/**
 * Every key of the table is built here and nowhere else (docs/data-model.md).
 *
 * An apartment's item collection `APT#<id>` holds, in sort-key order:
 *   NIGHT#<date>                    a held or sold night of a direct booking (one per night)
 *   NIGHT#<date>#BLOCK#<calendarId> a night blocked by an imported calendar
 *   OWNER_BLOCK#<blockId>           a block the owner made (its nights are NIGHT#<date> items)
 *   PROFILE                         the apartment and its base price
 *   RULE#<ruleId>                   a pricing rule
 *   STAYRULE#<ruleId>               a stay rule (minimum nights, arrival days, ...)
 * so that availability is one range query over NIGHT#, and pricing one over PROFILE..STAYRULE#.
 */
/**
 * A fixed-size stand-in for a caller-supplied value in a key (a client address, an e-mail): a
 * header may carry 2 KB, DynamoDB keys take at most 2 KB, and the table need not keep addresses.
 */
export const digest = (value: string) =>
  createHash('sha256').update(value).digest('base64url').slice(0, 27);

export const keys = {
  apartment: (id: ApartmentId) => ({ pk: `APT#${id}`, sk: 'PROFILE' }),
  apartmentPartition: (id: ApartmentId) => `APT#${id}`,

  night: (id: ApartmentId, date: CalendarDate) => ({ pk: `APT#${id}`, sk: `NIGHT#${date}` }),
  block: (id: ApartmentId, date: CalendarDate, calendarId: string) => ({
    pk: `APT#${id}`,
    sk: `NIGHT#${date}#BLOCK#${calendarId}`,
  }),
  /** A block the owner made over some nights (found back through ownerBlockLookup). */
  ownerBlock: (id: ApartmentId, blockId: string) => ({
    pk: `APT#${id}`,
    sk: `OWNER_BLOCK#${blockId}`,
  }),
  ownerBlockLookup: (blockId: string) => `OWNER_BLOCK#${blockId}`,
  ownerBlockPrefix: 'OWNER_BLOCK#',
  /** Sort-key bounds covering every night item (held, sold, blocked) from `from` to `to`. */
  nightRange: (from: CalendarDate, to: CalendarDate) => [`NIGHT#${from}`, `NIGHT#${to}#~`] as const,
  /** Sort-key bounds covering the profile, every pricing rule and every stay rule. */
  pricingRange: ['PROFILE', 'STAYRULE#~'] as const,

  pricingRule: (id: ApartmentId, ruleId: string) => ({ pk: `APT#${id}`, sk: `RULE#${ruleId}` }),
  pricingRuleLookup: (ruleId: string) => `RULE#${ruleId}`,
  rulePrefix: 'RULE#',

  stayRule: (id: ApartmentId, ruleId: string) => ({ pk: `APT#${id}`, sk: `STAYRULE#${ruleId}` }),
  stayRuleLookup: (ruleId: string) => `STAYRULE#${ruleId}`,
  stayRulePrefix: 'STAYRULE#',

  booking: (id: string) => ({ pk: `BOOKING#${id}`, sk: 'BOOKING' }),
  stripeSessionLookup: (sessionId: string) => `STRIPE_SESSION#${sessionId}`,
  /** A refund decided for a booking and not yet confirmed made by Stripe (one per booking). */
  refundTask: (bookingId: string) => ({ pk: `REFUND#${bookingId}`, sk: 'REFUND' }),
  /** Sort key among the refunds due: oldest due first. */
  refundDueSort: (dueAt: string, bookingId: string) => `${dueAt}#${bookingId}`,
  /** A guest's secret link: the token (256 random bits) finds its booking. */
  guestLink: (token: string) => ({ pk: `GUEST#${token}`, sk: 'GUEST' }),
  /** Extras a guest is buying or bought for a booking, one item per Stripe checkout. */
  extrasPurchase: (bookingId: string, purchaseId: string) => ({
    pk: `BOOKING#${bookingId}`,
    sk: `EXTRAS#${purchaseId}`,
  }),
  /** The owner's catalogue of extras: one item per extra, all in one partition. */
  extraDefinition: (id: string) => ({ pk: 'EXTRAS_CATALOGUE', sk: `EXTRA#${id}` }),
  extrasCataloguePartition: 'EXTRAS_CATALOGUE',
  /** Sort key of a booking in the bookings collection: newest first when read backwards. */
  bookingCollectionSort: (createdAt: string, id: string) => `${createdAt}#${id}`,
  /** A mail waiting to be sent (or sent): one item per message, keyed by a deterministic id. */
  mail: (id: string) => ({ pk: `MAIL#${id}`, sk: 'MAIL' }),
  /** Sort key in the mail outbox: due first. */
  mailOutboxSort: (dueAt: string, id: string) => `${dueAt}#${id}`,
  /** A sent mail, found by the message id SES reports its bounces and complaints with. */
  sesMessageLookup: (messageId: string) => `SES_MESSAGE#${messageId}`,
  /** A failure the owner should see in 'Stato del sistema' (kept 30 days). */
  failure: (id: string) => ({ pk: `FAILURE#${id}`, sk: 'FAILURE' }),
  /** An address SES reported as bouncing or complaining: mail to it is not sent again. */
  suppression: (address: string) => ({ pk: `SUPPRESSED#${address.toLowerCase()}`, sk: 'ADDRESS' }),

  contact: (id: string) => ({ pk: `CONTACT#${id}`, sk: 'CONTACT' }),

  calendar: (id: string) => ({ pk: `CALENDAR#${id}`, sk: 'CALENDAR' }),
  icalFeedLookup: (token: string) => `ICAL_FEED#${token}`,
  /** An apartment's secret export feed (its token, found back through icalFeedLookup). */
  icalFeed: (id: ApartmentId) => ({ pk: `APT#${id}`, sk: 'ICAL_FEED' }),

  adminSession: (sessionHash: string) => ({ pk: `SESSION#${sessionHash}`, sk: 'SESSION' }),
  /** The admin password hash remade at today's cost, for the configured hash it replaces. */
  adminCredential: { pk: 'ADMIN', sk: 'CREDENTIAL' },
  /** A browser the owner signed in from (under the digest of its cookie's id). */
  knownDevice: (deviceHash: string) => ({ pk: `DEVICE#${deviceHash}`, sk: 'DEVICE' }),
  /** A one-time sign-in link mailed to the owner (under the digest of its token). */
  loginLink: (tokenHash: string) => ({ pk: `LOGINLINK#${tokenHash}`, sk: 'LOGINLINK' }),
  loginAttempts: (username: string, address: string) => ({
    pk: `LOGIN#${username.toLowerCase()}#${address === '*' ? '*' : digest(address)}`,
    sk: 'LOGIN',
  }),

  /** Uses of one abuse limit by one address or e-mail in one fixed window (abuse/limits.ts). */
  abuseCounter: (limit: string, subject: string, window: number) => ({
    pk: `LIMIT#${limit}#${digest(subject)}#${window}`,
    sk: 'LIMIT',
  }),

  /** An arrival the owner opened for a stay imported from another platform (check-in). */
  arrival: (id: string) => ({ pk: `ARRIVAL#${id}`, sk: 'ARRIVAL' }),
  /** Sort key of an arrival in its collection: by check-in date. */
  arrivalCollectionSort: (checkIn: CalendarDate, id: string) => `${checkIn}#${id}`,
  /** An arrival's pre-check-in link token (found back through the byId index). */
  checkinLinkLookup: (token: string) => `CHECKIN_LINK#${token}`,
  /**
   * A stay's check-in partition `CHECKIN#<stayKey>` (stayKey: `booking:<id>` or `arrival:<id>`):
   * STATE, what the owner follows (kept); GUESTS, the guests' identities (deleted after the stay).
   */
  checkinState: (stayKey: string) => ({ pk: `CHECKIN#${stayKey}`, sk: 'STATE' }),
  checkinGuests: (stayKey: string) => ({ pk: `CHECKIN#${stayKey}`, sk: 'GUESTS' }),
  /**
   * What became of a stay's registration with Alloggiati Web, per registration date (the
   * arrival, then every 30 nights): in the stay's check-in partition, kept with the state.
   */
  alloggiatiSend: (stayKey: string, registrationDate: CalendarDate) => ({
    pk: `CHECKIN#${stayKey}`,
    sk: `ALLOGGIATI#${registrationDate}`,
  }),
  /** A day's sends to Alloggiati Web and its receipt: one partition, a day a row. */
  alloggiatiReceipt: (day: CalendarDate) => ({ pk: 'ALLOGGIATI_RECEIPT', sk: day }),
  alloggiatiReceiptPartition: 'ALLOGGIATI_RECEIPT',
  /**
   * The Region's tourism statistics (Osservatorio Turistico): a stay's movements as sent (its
   * arrival added, its departure reported), in the stay's check-in partition; and one item per day
   * in one partition (the day's state, a day a row), with the first day sent (`START`).
   */
  osservatorioStay: (stayKey: string) => ({ pk: `CHECKIN#${stayKey}`, sk: 'OSSERVATORIO' }),
  osservatorioDay: (day: CalendarDate) => ({ pk: 'OSSERVATORIO_DAY', sk: day }),
  osservatorioDayPartition: 'OSSERVATORIO_DAY',
  osservatorioStart: { pk: 'OSSERVATORIO_DAY', sk: 'START' },
  /** Sort key in the guest-data purge list: due date first. */
  guestDataPurgeSort: (purgeAfter: CalendarDate, stayKey: string) => `${purgeAfter}#${stayKey}`,
  /** An audit entry (admin access to guests' personal data), one partition per month. */
  audit: (at: string, id: string) => ({ pk: `AUDIT#${at.slice(0, 7)}`, sk: `${at}#${id}` }),
  auditPartition: (month: string) => `AUDIT#${month}`,

  /**
   * The owner's message templates, all in one partition (one query lists them): `<kind>#*` for
   * every apartment, `<kind>#<apartmentId>` for one apartment's variant.
   */
  messageTemplate: (kind: string, apartmentId: ApartmentId | undefined) => ({
    pk: 'MESSAGE_TEMPLATE',
    sk: `${kind}#${apartmentId ?? '*'}`,
  }),
  messageTemplatesPartition: 'MESSAGE_TEMPLATE',
  /** What became of one scheduled message of a stay (sent or skipped): at most one each. */
  stayMessage: (stayKey: string, kind: string) => ({
    pk: `STAY_MESSAGES#${stayKey}`,
    sk: `MESSAGE#${kind}`,
  }),
  stayMessagesPartition: (stayKey: string) => `STAY_MESSAGES#${stayKey}`,

  /**
   * An apartment's access details (key-box or door code): secret, only for identified guests.
   * In the apartment's partition, outside its NIGHT# and PROFILE..RULE# ranges.
   */
  apartmentAccess: (id: ApartmentId) => ({ pk: `APT#${id}`, sk: 'ACCESS' }),

  /** The tourist tax's own partition: the owner's rate periods and the payments per period. */
  touristTaxRates: { pk: 'TOURIST_TAX', sk: 'RATES' },
  touristTaxPayment: (period: string) => ({ pk: 'TOURIST_TAX', sk: `PAYMENT#${period}` }),
  touristTaxPartition: 'TOURIST_TAX',
  touristTaxPaymentPrefix: 'PAYMENT#',

  /**
   * A stay's review invitation, one per stay (stayKey as in check-in): its secret
   * link's token, found back through reviewLinkLookup; used once.
   */
  reviewInvite: (stayKey: string) => ({ pk: `REVIEW_INVITE#${stayKey}`, sk: 'INVITE' }),
  reviewLinkLookup: (token: string) => `REVIEW_LINK#${token}`,
  /** A review, direct or imported; its moderation log lives on the item. */
  review: (id: string) => ({ pk: `REVIEW#${id}`, sk: 'REVIEW' }),
  /** Sort key of a review in its collection: newest first when read backwards. */
  reviewCollectionSort: (createdAt: string, id: string) => `${createdAt}#${id}`,

  /**
   * The owner's photos and texts (site/): an apartment's partition `CONTENT#<id>` holds DRAFT,
   * its texts and gallery as edited and not yet published, and PHOTO#<photoId>, each photo
   * uploaded for it. What the site shows is the apartment's PROFILE, written by a publish.
   */
  contentDraft: (id: ApartmentId) => ({ pk: `CONTENT#${id}`, sk: 'DRAFT' }),
  contentPartition: (id: ApartmentId) => `CONTENT#${id}`,
  photo: (id: ApartmentId, photoId: string) => ({ pk: `CONTENT#${id}`, sk: `PHOTO#${photoId}` }),
  photoPrefix: 'PHOTO#',
  /**
   * Which Italian each of an apartment's translated words was written from (a hash per field),
   * kept across drafts and publishes: site/translation-sources.ts.
   */
  translationSources: (id: ApartmentId) => ({ pk: `CONTENT#${id}`, sk: 'TRANSLATION_SOURCES' }),
  /**
   * The site's own texts (house instructions, FAQ), one document per language and state: the
   * owner's DRAFT, and what the site shows once published (PUBLISHED).
   */
  /**
   * Which Italian each of the site's texts in another language was written from (a hash per
   * text): site/site-text-sources.ts.
   */
  siteTextSources: (locale: string) => ({ pk: 'SITE', sk: `TRANSLATION_SOURCES#TEXTS#${locale}` }),
  siteTexts: (locale: string, state: 'DRAFT' | 'PUBLISHED') => ({
    pk: 'SITE',
    sk: `TEXTS#${locale}#${state}`,
  }),
  /**
   * The home's photos (hero, 'Scopri Catania'): the owner's DRAFT order and alt texts, what the
   * home shows once published (PUBLISHED), and each photo uploaded for it (HOME_PHOTO#<id>).
   */
  homePhotos: (state: 'DRAFT' | 'PUBLISHED') => ({ pk: 'SITE', sk: `HOME_PHOTOS#${state}` }),
  homePhoto: (photoId: string) => ({ pk: 'SITE', sk: `HOME_PHOTO#${photoId}` }),
  homePhotoPrefix: 'HOME_PHOTO#',
  /** The one publish running (at most one at a time), and each page's last publish. */
  publishLock: { pk: 'SITE', sk: 'PUBLISH_LOCK' },
  publishedPage: (path: string) => ({ pk: 'SITE', sk: `PAGE#${path}` }),
  publishedPagePrefix: 'PAGE#',
  sitePartition: 'SITE',

  /** Collections listed newest first through the byCollection index. */
  collections: {
    bookings: 'BOOKING',
    contacts: 'CONTACT',
    calendars: 'CALENDAR',
    /** Refunds decided and not yet made, by when they are due (sparse: a made refund leaves). */
    refundsDue: 'REFUND_DUE',
    /** Extras' refunds owed and not yet made, by when they are due (sparse, as refundsDue). */
    extrasRefundsDue: 'EXTRAS_REFUND_DUE',
    /** Mails not yet sent, by when they are due (sparse: a sent mail leaves it). */
    mailOutbox: 'MAIL_OUTBOX',
    /** Mails that will not arrive without a person ('Riprova'), newest first. */
    mailUndelivered: 'MAIL_UNDELIVERED',
    /** Suppressed addresses, newest first. */
    suppressions: 'SUPPRESSED',
    /** Arrivals opened from imported stays, by check-in date. */
    arrivals: 'ARRIVAL',
    /** Guests' identities still held, by the date they are to be deleted (sparse). */
    guestDataPurge: 'GUEST_DATA_PURGE',
    /** Recent failures, newest first. */
    failures: 'FAILURE',
    /** Every review (pending, published, hidden), newest first. */
    reviews: 'REVIEW',
  },
} as const;
