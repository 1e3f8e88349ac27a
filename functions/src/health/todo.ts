import { formatShortDate } from '@catania/shared/domain/booking';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { hasFeedFailed } from '@catania/shared/domain/feed-health';
import { formatEuro } from '@catania/shared/domain/money';
import { contactStateOf } from '@catania/shared/schemas/contact';
import type { TodoItem, TodoKind, TodoList } from '@catania/shared/schemas/todo';
import { listApartments } from '../apartments/apartments-repo';
import { publishedWindow } from '../availability/availability';
import { listConflicts } from '../availability/conflicts';
import { listBookings } from '../bookings/booking-lists';
import { listOpenExtrasRefunds } from '../bookings/extras-refunds-repo';
import { EXTRAS_REFUND_WHAT } from '../bookings/extras-repo';
import { listPendingRefunds } from '../bookings/refunds';
import { listCalendars } from '../calendars/calendars-repo';
import { listArrivalSummaries } from '../checkin/arrivals';
import { listContacts } from '../contacts/contacts-repo';
import { listUndeliveredMails } from '../mail/outbox-repo';

/**
 * 'Da fare': what needs the owner now, each line with its count and the place it leads to. The
 * panel shows it first on every tab, and 'Stato del sistema' reads the same total, so neither says
 * all is well while something here is open.
 */

const LABELS: Record<TodoKind, string> = {
  double_bookings: 'Doppie prenotazioni',
  feeds_failing: 'Calendari che non si sincronizzano',
  releases_waiting: 'Notti da liberare in attesa di conferma',
  confirmed_unpaid: 'Prenotazioni confermate non pagate',
  refunds_pending: 'Rimborsi da completare',
  arrivals_without_precheckin: 'Arrivi entro 48 ore senza pre-check-in',
  undelivered_mails: 'E-mail non consegnate',
  new_contacts: 'Messaggi nuovi',
};

const TABS = {
  double_bookings: 'prenotazioni',
  feeds_failing: 'calendari',
  releases_waiting: 'calendari',
  confirmed_unpaid: 'prenotazioni',
  refunds_pending: 'prenotazioni',
  arrivals_without_precheckin: 'check-in',
  undelivered_mails: 'stato',
  new_contacts: 'contatti',
} as const satisfies Record<TodoKind, TodoItem['tab']>;

const range = (from: string, to: string) => `${formatShortDate(from)} – ${formatShortDate(to)}`;

export async function todoList(now = new Date()): Promise<TodoList> {
  const today = todayInRome(now);
  const window = publishedWindow(now);
  const [
    apartments,
    conflicts,
    bookings,
    calendars,
    arrivals,
    contacts,
    mails,
    refunds,
    extrasRefunds,
  ] = await Promise.all([
    listApartments(),
    listConflicts(window.from, window.to, now),
    listBookings(),
    listCalendars(),
    listArrivalSummaries(today, addDays(today, 2), now),
    listContacts(),
    listUndeliveredMails(),
    listPendingRefunds(),
    listOpenExtrasRefunds(),
  ]);
  const byId = new Map(bookings.map((b) => [b.id, b]));
  const names = new Map<string, string>(apartments.map((a) => [a.id, a.name]));
  const apartmentName = (id: string) => names.get(id) ?? id;
  const items: Record<TodoKind, TodoItem[]> = {
    double_bookings: conflicts.map((c) => {
      const booking = c.holder.kind === 'booking' ? byId.get(c.holder.bookingId) : undefined;
      const who = booking
        ? `prenotazione di ${booking.guestName}`
        : c.holder.kind === 'owner-block'
          ? 'tuo blocco'
          : 'prenotazione in corso';
      return {
        id: c.holder.kind === 'booking' ? c.holder.bookingId : c.holder.blockId,
        text: `${apartmentName(c.apartmentId)}: ${who} e un calendario importato sulle notti ${c.nights.map((night) => formatShortDate(night)).join(', ')}`,
        tab: c.holder.kind === 'booking' ? 'prenotazioni' : 'planning',
        ...(c.holder.kind === 'booking' ? { focus: c.holder.bookingId } : {}),
      };
    }),
    feeds_failing: calendars
      .filter((c) => hasFeedFailed(c))
      .map((c) => ({
        id: c.id,
        text: `${apartmentName(c.apartmentId)}: ${c.lastError ?? 'sincronizzazione non riuscita'}`,
        tab: 'calendari',
        focus: c.id,
      })),
    releases_waiting: calendars
      .filter((c) => c.heldBackDates.length > 0)
      .map((c) => ({
        id: c.id,
        text: `${apartmentName(c.apartmentId)}: ${c.heldBackDates.length} notti che il calendario non elenca più`,
        tab: 'calendari',
        focus: c.id,
      })),
    confirmed_unpaid: bookings
      .filter((b) => b.status === 'confirmed' && !b.paidAt && b.checkOut >= today)
      .map((b) => ({
        id: b.id,
        text: `${b.guestName}, ${apartmentName(b.apartmentId)}, ${range(b.checkIn, b.checkOut)}`,
        tab: 'prenotazioni',
        focus: b.id,
      })),
    // Money owed back to a guest stays in view until Stripe says the refund succeeded.
    refunds_pending: [
      ...refunds.map((r) => ({
        id: r.bookingId,
        text: `${r.guestName}, ${apartmentName(r.apartmentId)}: ${formatEuro(r.amount)} ${r.refundStatus === 'pending' ? 'in elaborazione presso Stripe' : 'da rimborsare (ritentato automaticamente)'}`,
        tab: 'prenotazioni' as const,
        focus: r.bookingId,
      })),
      // Extras of a cancelled stay, a returned deposit or a removed late check-out, not yet refunded.
      ...extrasRefunds.map((p) => {
        const b = byId.get(p.bookingId);
        const what = EXTRAS_REFUND_WHAT[p.refundOwed?.reason ?? 'cancellation'];
        return {
          id: `${p.bookingId}#${p.id}`,
          text: `${b?.guestName ?? 'Ospite'}, ${apartmentName(b?.apartmentId ?? '')}: ${formatEuro((p.refundOwed?.amountCents ?? 0) / 100)} di ${what} da rimborsare (ritentato automaticamente)`,
          tab: 'prenotazioni' as const,
          focus: p.bookingId,
        };
      }),
      // Paid outside Stripe: the owner gives it back by hand, then says so ('Rimborso eseguito').
      ...bookings
        .filter((b) => b.paidOffline && b.refundDue && !b.refund)
        .map((b) => ({
          id: b.id,
          text: `${b.guestName}, ${apartmentName(b.apartmentId)}: ${formatEuro(b.refundDue ?? 0)} da restituire a mano (pagata fuori Stripe)`,
          tab: 'prenotazioni' as const,
          focus: b.id,
        })),
    ],
    arrivals_without_precheckin: arrivals
      .filter((a) => a.precheckin === 'missing')
      .map((a) => ({
        id: a.stayKey,
        text: `${a.guestName ?? 'Ospite'}, ${apartmentName(a.apartmentId)}, arrivo ${formatShortDate(a.checkIn)}`,
        tab: 'check-in',
        focus: a.stayKey,
      })),
    undelivered_mails: mails.map((m) => ({
      id: m.id,
      text: `${m.subject} (a ${m.to.join(', ')})`,
      tab: 'stato',
      focus: m.id,
    })),
    new_contacts: contacts
      .filter((c) => contactStateOf(c) === 'nuovo')
      .map((c) => ({
        id: c.id,
        text: `${c.nome} ${c.cognome}: ${c.messaggio.slice(0, 80)}`,
        tab: 'contatti',
        focus: c.id,
      })),
  };
  const lines = (Object.keys(LABELS) as TodoKind[]).map((kind) => ({
    kind,
    label: LABELS[kind],
    count: items[kind].length,
    tab: TABS[kind],
    items: items[kind],
  }));
  return {
    checkedAt: now.toISOString(),
    total: lines.reduce((sum, line) => sum + line.count, 0),
    lines,
  };
}
