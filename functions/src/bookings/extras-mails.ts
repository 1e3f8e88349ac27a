import { site } from '@catania/shared/config/site';
import { apartmentCatalogue } from '@catania/shared/content/apartments';
import { bookingCode, formatLongDate } from '@catania/shared/domain/booking';
import {
  describeExtraLine,
  type ExtraLine,
  extraLineDetail,
  extrasTotal,
} from '@catania/shared/domain/extras';
import { formatEuro } from '@catania/shared/domain/money';
import type { BookingExtra } from '@catania/shared/schemas/extras';
import { type RenderedMail, renderMail } from '../mail/layout';
import type { StoredBooking } from './booking-repo';

/** The mails of paid extras: the guest's receipt and the owner's notice. */

const apartmentName = (booking: StoredBooking) =>
  apartmentCatalogue.find((a) => a.id === booking.apartmentId)?.name ?? booking.apartmentId;

function rows(lines: readonly ExtraLine[]): [string, string][] {
  const { totalEuro, depositEuro } = extrasTotal(lines);
  return [
    ...lines.map((line): [string, string] => [line.name, extraLineDetail(line)]),
    ['Totale pagato', formatEuro(totalEuro + depositEuro)],
    ...(depositEuro > 0
      ? [
          ['Di cui cauzione', `${formatEuro(depositEuro)}, restituita dopo la partenza`] as [
            string,
            string,
          ],
        ]
      : []),
  ];
}

export function renderGuestExtras(
  booking: StoredBooking,
  lines: readonly ExtraLine[],
  pageUrl: string | undefined,
): RenderedMail {
  return renderMail(`Extra confermati – ${apartmentName(booking)}`, {
    preheader: `Abbiamo ricevuto il pagamento degli extra del tuo soggiorno`,
    heading: 'Extra confermati',
    intro: [
      `Ciao ${booking.guestName},`,
      `abbiamo ricevuto il pagamento: ecco cosa abbiamo aggiunto al tuo soggiorno a ${apartmentName(booking)} (${formatLongDate(booking.checkIn)} – ${formatLongDate(booking.checkOut)}).`,
    ],
    sections: [{ title: 'Extra', rows: rows(lines) }],
    ...(pageUrl ? { action: { label: 'Vedi la prenotazione', url: pageUrl } } : {}),
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
  const money = line.removed.refund
    ? `Ti rimborsiamo ${formatEuro(line.totalEuro)} sulla carta con cui hai pagato: l’accredito arriva di solito in 5-10 giorni lavorativi.`
    : 'Per l’importo pagato ci sentiamo direttamente: rispondi pure a questa e-mail.';
  return renderMail(`Check-out posticipato annullato – ${apartmentName(booking)}`, {
    preheader: `Il check-out del ${formatLongDate(booking.checkOut)} torna all’orario normale`,
    heading: 'Check-out posticipato annullato',
    intro: [
      `Ciao ${booking.guestName},`,
      `il check-out posticipato del tuo soggiorno a ${apartmentName(booking)} è stato annullato: il ${formatLongDate(booking.checkOut)} il check-out torna all’orario abituale, entro le ${site.stay.checkOut.by}.`,
      money,
    ],
    sections: [
      {
        title: 'Check-out',
        rows: [
          [
            'Giorno e ora',
            `${formatLongDate(booking.checkOut)}, entro le ${site.stay.checkOut.by}`,
          ],
          ['Rimborso', line.removed.refund ? formatEuro(line.totalEuro) : 'Da concordare con noi'],
        ],
      },
    ],
    ...(pageUrl ? { action: { label: 'Vedi la prenotazione', url: pageUrl } } : {}),
  });
}
