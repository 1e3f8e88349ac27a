import type about from './catalogues/it/about';
import type apartmentLater from './catalogues/it/apartmentLater';
import type booking from './catalogues/it/booking';
import type bookingPages from './catalogues/it/bookingPages';
import type calendar from './catalogues/it/calendar';
import type calendarNotices from './catalogues/it/calendarNotices';
import type checkout from './catalogues/it/checkout';
import type checkoutAgain from './catalogues/it/checkoutAgain';
import type common from './catalogues/it/common';
import type contact from './catalogues/it/contact';
import type guest from './catalogues/it/guest';
import type homeSections from './catalogues/it/homeSections';
import type layoutLater from './catalogues/it/layoutLater';
import type notFound from './catalogues/it/notFound';
import type precheckin from './catalogues/it/precheckin';
import type price from './catalogues/it/price';
import type refusals from './catalogues/it/refusals';
import type reviewForm from './catalogues/it/reviewForm';
import type reviews from './catalogues/it/reviews';
import type reviewsPage from './catalogues/it/reviewsPage';
import type search from './catalogues/it/search';

/**
 * The namespaces of the catalogues, typed by their Italian module (the site's own texts): every
 * other language's module must have the same keys and the same message functions
 * (`satisfies Messages<'common'>`), and catalogues.test.ts checks it again at run time.
 */
export interface Namespaces {
  common: typeof common;
  booking: typeof booking;
  checkout: typeof checkout;
  checkoutAgain: typeof checkoutAgain;
  guest: typeof guest;
  precheckin: typeof precheckin;
  price: typeof price;
  refusals: typeof refusals;
  homeSections: typeof homeSections;
  reviews: typeof reviews;
  reviewsPage: typeof reviewsPage;
  reviewForm: typeof reviewForm;
  contact: typeof contact;
  about: typeof about;
  calendar: typeof calendar;
  apartmentLater: typeof apartmentLater;
  calendarNotices: typeof calendarNotices;
  notFound: typeof notFound;
  layoutLater: typeof layoutLater;
  search: typeof search;
  bookingPages: typeof bookingPages;
}
export type Namespace = keyof Namespaces;

/** A message: a text, or a function of the values it shows (plural forms, names, numbers). */
// biome-ignore lint/suspicious/noExplicitAny: any message function's parameters
type Message = string | ((...args: any[]) => string);
export interface MessageTree {
  [key: string]: Message | MessageTree | readonly string[];
}

/** The shape of a catalogue with its texts widened to `string`: what another language fills. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly string[]
      ? readonly string[]
      : { readonly [K in keyof T]: Widen<T[K]> };

export type Messages<N extends Namespace> = Widen<Namespaces[N]>;
