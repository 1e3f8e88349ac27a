import { DEFAULT_LOCALE, type Locale } from '@catania/shared/config/locales';
import { apartmentCatalogue } from '@catania/shared/content/apartments';
import { bookingCode, bookingLocale, formatLongDate } from '@catania/shared/domain/booking';
import { extraLineIn } from '@catania/shared/domain/extra-language';
import {
  describeExtraLine,
  type ExtraLine,
  extraLineDetail,
  extrasTotal,
} from '@catania/shared/domain/extras';
import type { BookingExtra } from '@catania/shared/schemas/extras';
import { type RenderedMail, type Row, renderMail } from '../mail/layout';
import { wordsFor } from './booking-mail-parts';
import type { StoredBooking } from './booking-repo';
import { EXTRAS_MAIL_WORDS } from './extras-mail-words';

/** The mails of paid extras: the guest's receipt (in the booking's language) and the owner's notice. */

const apartmentName = (booking: StoredBooking) =>
  apartmentCatalogue.find((a) => a.id === booking.apartmentId)?.name ?? booking.apartmentId;

/** The lines bought and what was paid, in `locale` (the owner's: Italian). */
function rows(lines: readonly ExtraLine[], locale: Locale = DEFAULT_LOCALE): Row[] {
  const t = wordsFor(locale);
  const w = EXTRAS_MAIL_WORDS[locale].bought;
  const detailWords = { ...t.w.rows, euro: t.euro, nights: t.nights };
  const { totalEuro, depositEuro } = extrasTotal(lines);
  return [
    ...lines.map(
      (line): Row => [extraLineIn(line, locale).name, extraLineDetail(line, detailWords)],
    ),
    [w.paid, t.euro(totalEuro + depositEuro)],
    ...(depositEuro > 0 ? [[w.ofWhichDeposit, w.depositReturned(t.euro(depositEuro))] as Row] : []),
  ];
}

export function renderGuestExtras(
  booking: StoredBooking,
  lines: readonly ExtraLine[],
  pageUrl: string | undefined,
): RenderedMail {
  const locale = bookingLocale(booking);
  const t = wordsFor(locale);
  const w = EXTRAS_MAIL_WORDS[locale].bought;
  const apartment = apartmentName(booking);
  return renderMail(w.subject(apartment), {
    preheader: w.preheader,
    heading: w.heading,
    intro: [
      t.w.greeting(booking.guestName),
      w.intro(apartment, t.longDate(booking.checkIn), t.longDate(booking.checkOut)),
    ],
    sections: [{ title: w.title, rows: rows(lines, locale) }],
    ...(pageUrl ? { action: { label: t.w.seeBooking, url: pageUrl } } : {}),
  });
}

export function renderOwnerExtras(
  booking: StoredBooking,
  lines: readonly ExtraLine[],
): RenderedMail {
  return renderMail(
    `Extra pagati: ${booking.guestName}, ${apartmentName(booking)} (${bookingCode(booking.id)})`,
    {
      preheader: lines.map(describeExtraLine).join(' · '),
      heading: 'Extra acquistati online',
      intro: [
        `${booking.guestName} ha acquistato e pagato su Stripe degli extra per il soggiorno dal ${formatLongDate(booking.checkIn)} al ${formatLongDate(booking.checkOut)}.`,
      ],
      sections: [{ title: 'Extra', rows: rows(lines) }],
    },
  );
}

/** The guest's notice that the owner took back the late check-out, and what of its price. */
export function renderLateCheckoutRemoved(
  booking: StoredBooking,
  line: BookingExtra & { removed: { refund: boolean } },
  pageUrl: string | undefined,
): RenderedMail {
  const locale = bookingLocale(booking);
  const t = wordsFor(locale);
  const w = EXTRAS_MAIL_WORDS[locale].lateCheckoutRemoved;
  const apartment = apartmentName(booking);
  const day = t.longDate(booking.checkOut);
  const refund = line.removed.refund;
  return renderMail(w.subject(apartment), {
    preheader: w.preheader(day),
    heading: w.heading,
    intro: [
      t.w.greeting(booking.guestName),
      w.intro(apartment, day),
      refund ? w.refunded(t.euro(line.totalEuro)) : w.notRefunded,
    ],
    sections: [
      {
        title: w.title,
        rows: [
          [w.when, w.by(day)],
          [w.refund, refund ? t.euro(line.totalEuro) : w.toAgree],
        ],
      },
    ],
    ...(pageUrl ? { action: { label: t.w.seeBooking, url: pageUrl } } : {}),
  });
}
