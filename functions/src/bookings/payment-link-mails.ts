import { italianDateTime } from '@catania/shared/domain/admin-stats';
import { bookingCode, formatLongDate, formatShortDate } from '@catania/shared/domain/booking';
import { euro, type RenderedMail, renderMail } from '../mail/layout';
import { type BookingMailInput, stayRows } from './booking-mail-parts';

/**
 * The mails of a Stripe payment link the owner sends: the link itself, the reminder before it
 * expires, and the owner's notice when it lapsed unpaid and the nights were given back.
 */

export interface PaymentLinkMailInput extends BookingMailInput {
  paymentUrl: string;
  expiresAt: string;
}

export function renderGuestPaymentLink(input: PaymentLinkMailInput): RenderedMail {
  const { booking, apartment } = input;
  const heading = 'Completa la tua prenotazione';
  const intro = [
    `Ciao ${booking.guestName},`,
    `come d'accordo, ecco il link per pagare la tua prenotazione presso ${apartment.name} (${euro(booking.totalPrice)}). Il pagamento avviene sulla pagina sicura di Stripe.`,
    `Il link vale fino a ${italianDateTime(input.expiresAt)}: fino ad allora le date sono tenute per te.`,
  ];
  return renderMail(
    `Link di pagamento ${bookingCode(booking.id)} – ${apartment.name}, ${formatShortDate(booking.checkIn)}`,
    {
      preheader: intro[1] ?? heading,
      heading,
      intro,
      sections: [{ title: 'Il tuo soggiorno', rows: stayRows(input) }],
      action: { label: `Paga ${euro(booking.totalPrice)}`, url: input.paymentUrl },
    },
  );
}

export function renderGuestPaymentReminder(input: PaymentLinkMailInput): RenderedMail {
  const { booking, apartment } = input;
  const heading = 'Promemoria: il link di pagamento sta per scadere';
  const intro = [
    `Ciao ${booking.guestName},`,
    `il link per pagare la tua prenotazione presso ${apartment.name} dal ${formatLongDate(booking.checkIn)} scade ${italianDateTime(input.expiresAt)}. Dopo, le date potrebbero non essere più disponibili.`,
  ];
  return renderMail(`Promemoria pagamento ${bookingCode(booking.id)} – ${apartment.name}`, {
    preheader: intro[1] ?? heading,
    heading,
    intro,
    sections: [{ title: 'Il tuo soggiorno', rows: stayRows(input) }],
    action: { label: `Paga ${euro(booking.totalPrice)}`, url: input.paymentUrl },
  });
}

/** The owner's notice: a link expired unpaid, the booking is cancelled and its nights free. */
export function renderOwnerPaymentLinkExpired(input: BookingMailInput): RenderedMail {
  const { booking, apartment } = input;
  const heading = `Link di pagamento scaduto: ${apartment.name}`;
  const intro = [
    `${booking.guestName} non ha pagato entro la scadenza del link la prenotazione dal ${formatLongDate(booking.checkIn)} al ${formatLongDate(booking.checkOut)} (${euro(booking.totalPrice)}).`,
    'La prenotazione è stata cancellata e le notti sono di nuovo libere. Se l’ospite vuole ancora venire, inserisci di nuovo la prenotazione con un nuovo link.',
  ];
  return renderMail(
    `Link scaduto ${bookingCode(booking.id)}: ${apartment.name}, ${formatShortDate(booking.checkIn)} – ${formatShortDate(booking.checkOut)}`,
    {
      preheader: intro[0] ?? heading,
      heading,
      intro,
      sections: [{ title: 'Soggiorno', rows: stayRows(input) }],
      action: { label: 'Apri il pannello', url: `${input.siteUrl}/admin` },
    },
  );
}
