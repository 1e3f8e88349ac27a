import { countNights } from '@catania/shared/domain/dates';
import type { PlanningBar } from '@catania/shared/schemas/planning';
import { Button } from '../../../components/ui/button';
import { formatDay, nightsLabel } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAdminNav } from '../admin-nav';
import { messageOf, useApartmentNames } from '../api';
import { useBookings } from '../bookings/api';
import { BookingDetail } from '../bookings/booking-detail';
import { EmptyState } from '../ui';
import { useDeleteBlock } from './api';
import { PLATFORM_LABELS } from './planning-bars';

const PRECHECKIN = {
  missing: 'Pre-check-in non ancora fatto',
  complete: 'Pre-check-in completato',
  purged: 'Soggiorno concluso',
};

/** What a bar of the planning opens: the booking's own detail, an imported stay, a block. */
export function BarDetails({ bar, onClose }: { bar: PlanningBar; onClose: () => void }) {
  if (bar.kind === 'booking') return <BookingBar bookingId={bar.bookingId} />;
  if (bar.kind === 'imported') return <ImportedBar bar={bar} onClose={onClose} />;
  return <BlockBar bar={bar} onClose={onClose} />;
}

function BookingBar({ bookingId }: { bookingId: string }) {
  const bookings = useBookings();
  const names = useApartmentNames();
  const booking = bookings.data?.find((b) => b.id === bookingId);
  if (!booking) return <EmptyState>Caricamento prenotazione…</EmptyState>;
  return (
    <div className="mt-4">
      <BookingDetail booking={booking} apartmentName={names[booking.apartmentId]} />
    </div>
  );
}

function ImportedBar({
  bar,
  onClose,
}: {
  bar: Extract<PlanningBar, { kind: 'imported' }>;
  onClose: () => void;
}) {
  const nav = useAdminNav();
  return (
    <div className="mt-4 grid gap-3 text-sm" data-testid="imported-detail">
      <dl className="grid grid-cols-2 gap-2">
        <dt className="text-lava-500">Portale</dt>
        <dd className="font-medium">{PLATFORM_LABELS[bar.platform]}</dd>
        <dt className="text-lava-500">Arrivo</dt>
        <dd className="font-medium">{formatDay(bar.start)}</dd>
        <dt className="text-lava-500">Partenza</dt>
        <dd className="font-medium">{formatDay(bar.end)}</dd>
        <dt className="text-lava-500">Notti</dt>
        <dd className="font-medium">{nightsLabel(countNights(bar.start, bar.end))}</dd>
        <dt className="text-lava-500">Pre-check-in</dt>
        <dd className="font-medium">
          {bar.arrival ? PRECHECKIN[bar.arrival.precheckin] : 'Arrivo non ancora aperto'}
        </dd>
      </dl>
      <div className="flex justify-end">
        <Button
          variant="outline"
          onClick={() => {
            onClose();
            nav.go('check-in', bar.arrival?.stayKey);
          }}
        >
          Apri in Check-in e ospiti
        </Button>
      </div>
    </div>
  );
}

function BlockBar({
  bar,
  onClose,
}: {
  bar: Extract<PlanningBar, { kind: 'block' }>;
  onClose: () => void;
}) {
  const remove = useDeleteBlock();
  const nights = countNights(bar.start, bar.end);
  const unblock = async () => {
    if (
      !window.confirm(
        `Sbloccare ${nightsLabel(nights)} dal ${formatDay(bar.start)}? Tornano prenotabili.`,
      )
    )
      return;
    try {
      await remove.mutateAsync(bar.blockId);
      toast({
        title: 'Blocco eliminato',
        description: 'Le notti sono di nuovo prenotabili.',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile eliminare il blocco.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="mt-4 grid gap-3 text-sm" data-testid="block-detail">
      <p>
        {nightsLabel(nights)} bloccate da te{bar.note ? `: ${bar.note}` : ''}. Non sono prenotabili
        sul sito né sugli altri portali (la nota non esce dal pannello).
      </p>
      <div className="flex justify-end">
        <Button
          variant="outline"
          className="border-red-300 text-red-800"
          disabled={remove.isPending}
          onClick={unblock}
        >
          Elimina blocco
        </Button>
      </div>
    </div>
  );
}
