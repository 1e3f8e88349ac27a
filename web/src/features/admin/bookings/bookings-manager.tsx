import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import {
  type BookingStatusFilter,
  bookingCsvColumns,
  bookingStats,
  filterBookings,
} from '@catania/shared/domain/admin-stats';
import { formatEuro } from '@catania/shared/domain/money';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '@catania/shared/schemas/booking';
import { CalendarDays, Euro, ListChecks, Plus, TrendingUp } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatDay } from '../../../lib/format';
import { useFocus } from '../admin-nav';
import { useApartmentNames } from '../api';
import { downloadCsv } from '../download';
import { ListDetail, ListToolbar } from '../list-detail';
import { OwnerBookingForm } from '../planning/owner-booking-form';
import { Badge, NativeSelect, SectionTitle, StatCard } from '../ui';
import { useBookings } from './api';
import { PaymentBadge, STATUS_TONE } from './booking-badges';
import { BookingDetail } from './booking-detail';

/** 'Prenotazioni' (product §2): the stays' figures, filters, the list and the chosen one's detail. */
export function BookingsManager() {
  const bookings = useBookings();
  const names = useApartmentNames();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<BookingStatusFilter>('all');
  const [apartmentId, setApartmentId] = useState('all');
  const [entering, setEntering] = useState(false);
  const focus = useFocus('prenotazioni');
  const all = bookings.data ?? [];
  const stats = useMemo(() => bookingStats(all, new Date()), [all]);
  const list = useMemo(
    () => filterBookings(all, { search, status, apartmentId, apartmentNames: names }),
    [all, search, status, apartmentId, names],
  );

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SectionTitle title="Gestione Prenotazioni" />
        <Button onClick={() => setEntering(true)}>
          <Plus className="h-4 w-4" aria-hidden />
          Nuova prenotazione
        </Button>
      </div>
      {entering ? (
        <Dialog open onOpenChange={(open) => !open && setEntering(false)}>
          <DialogContent
            title="Nuova prenotazione"
            description="Per un soggiorno concordato al telefono, su WhatsApp o di persona"
          >
            <div className="mt-4">
              <OwnerBookingForm
                apartmentId="appartamento-1"
                checkIn={new Date().toISOString().slice(0, 10)}
                onDone={() => setEntering(false)}
              />
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
      <div className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Totale" value={stats.total} icon={<ListChecks className="h-6 w-6" />} />
        <StatCard
          label="Settimanali"
          value={stats.weekly}
          icon={<CalendarDays className="h-6 w-6" />}
        />
        <StatCard label="Mensili" value={stats.monthly} icon={<TrendingUp className="h-6 w-6" />} />
        <StatCard
          label="Ricavi"
          value={formatEuro(stats.revenue)}
          icon={<Euro className="h-6 w-6" />}
        />
      </div>
      <ListToolbar
        search={{
          label: 'Cerca prenotazioni',
          placeholder: 'Cerca per nome ospite, email o appartamento...',
          value: search,
          onChange: setSearch,
        }}
        onExport={() => downloadCsv('prenotazioni', bookingCsvColumns(names), list)}
        canExport={list.length > 0}
      >
        <NativeSelect
          aria-label="Filtra per stato"
          value={status}
          onValueChange={setStatus}
          options={[
            { value: 'all', label: 'Tutti gli stati' },
            ...BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s] })),
          ]}
        />
        <NativeSelect
          aria-label="Filtra per appartamento"
          value={apartmentId}
          onValueChange={setApartmentId}
          options={[
            { value: 'all', label: 'Tutti gli appartamenti' },
            ...APARTMENT_IDS.map((id) => ({ value: id, label: names[id] ?? id })),
          ]}
        />
      </ListToolbar>
      <ListDetail
        label="Prenotazioni"
        status={bookings}
        all={all}
        shown={list}
        focus={focus}
        messages={{
          failed: 'Failed to fetch bookings',
          loading: 'Caricamento prenotazioni…',
          empty: 'Nessuna prenotazione ricevuta ancora',
          noMatch: 'Nessuna prenotazione trovata con i filtri selezionati',
          choose: 'Seleziona una prenotazione per visualizzare i dettagli',
        }}
        summary={(booking) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <span className="font-semibold text-lava-900">{booking.guestName}</span>
              <span className="flex flex-wrap justify-end gap-1">
                {booking.conflictNights ? <Badge tone="red">Conflitto</Badge> : null}
                <Badge tone={STATUS_TONE[booking.status]}>
                  {BOOKING_STATUS_LABELS[booking.status]}
                </Badge>
                <PaymentBadge booking={booking} />
              </span>
            </div>
            <p className="text-xs text-lava-500">
              {names[booking.apartmentId] ?? booking.apartmentId} · {formatDay(booking.checkIn)} –{' '}
              {formatDay(booking.checkOut)} · {formatEuro(booking.totalPrice)}
            </p>
          </>
        )}
        detail={(booking) => (
          <BookingDetail booking={booking} apartmentName={names[booking.apartmentId]} />
        )}
      />
    </div>
  );
}
