import type { ApartmentId } from '@catania/shared/config/apartments';
import type { PlanningBar } from '@catania/shared/schemas/planning';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatDay } from '../../../lib/format';
import { BarDetails } from './bar-details';
import { BlockForm } from './block-form';
import { OwnerBookingForm } from './owner-booking-form';
import { barLabel } from './planning-bars';

/** What a tap on the planning opens: a bar's details, or a block or booking from a free day. */
export type PlanningAction =
  | { kind: 'bar'; bar: PlanningBar; apartmentName: string }
  | { kind: 'day'; apartmentId: ApartmentId; date: string; apartmentName: string };

export function PlanningActionDialog({
  action,
  onClose,
}: {
  action: PlanningAction;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<'block' | 'booking'>('booking');
  if (action.kind === 'bar') {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent
          title={barLabel(action.bar)}
          description={`${action.apartmentName}, ${formatDay(action.bar.start)} – ${formatDay(action.bar.end)}`}
        >
          <BarDetails bar={action.bar} onClose={onClose} />
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={action.apartmentName} description={`Dal ${formatDay(action.date)}`}>
        <fieldset className="my-4 grid grid-cols-2 gap-2" aria-label="Cosa vuoi fare">
          <Button
            variant={choice === 'booking' ? 'primary' : 'outline'}
            onClick={() => setChoice('booking')}
          >
            Nuova prenotazione
          </Button>
          <Button
            variant={choice === 'block' ? 'primary' : 'outline'}
            onClick={() => setChoice('block')}
          >
            Blocca notti
          </Button>
        </fieldset>
        {choice === 'block' ? (
          <BlockForm apartmentId={action.apartmentId} startDate={action.date} onDone={onClose} />
        ) : (
          <OwnerBookingForm
            apartmentId={action.apartmentId}
            checkIn={action.date}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
