import { formatEuro } from '@catania/shared/domain/money';
import type { BookingExtra } from '@catania/shared/schemas/extras';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/input';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { type AdminBooking, useRemoveLateCheckout } from './api';

/**
 * 'Rimuovi check-out posticipato': the departure day becomes a check-in day again (on
 * the site and in the exported calendars). The guest paid for it, so refunding is the default;
 * the owner may keep the money (settled in person, or the late check-out already enjoyed). The
 * guest receives an e-mail either way.
 */
export function LateCheckoutRemovalDialog({
  booking,
  extra,
  onClose,
}: {
  booking: AdminBooking;
  extra: BookingExtra;
  onClose: () => void;
}) {
  const remove = useRemoveLateCheckout();
  const [refund, setRefund] = useState(true);
  const [error, setError] = useState<string>();
  const amount = formatEuro(extra.totalEuro);
  const submit = async () => {
    setError(undefined);
    try {
      await remove.mutateAsync({ id: booking.id, refund });
      toast({
        title: 'Check-out posticipato rimosso',
        description: refund
          ? `Il ${formatDay(booking.checkOut)} è di nuovo prenotabile; Stripe rimborsa ${amount} all’ospite.`
          : `Il ${formatDay(booking.checkOut)} è di nuovo prenotabile; nessun rimborso.`,
        variant: 'success',
      });
      onClose();
    } catch (failure) {
      setError(messageOf(failure, 'Impossibile rimuovere il check-out posticipato. Riprova.'));
    }
  };
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title="Rimuovere il check-out posticipato?"
        description={`${booking.guestName} lascerà l’appartamento all’orario abituale il ${formatDay(booking.checkOut)}: quel giorno torna disponibile per un nuovo arrivo, sul sito e nei calendari esportati. All’ospite arriva un’e-mail.`}
      >
        <label className="mt-4 flex min-h-11 items-start gap-3 text-sm text-lava-800">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 accent-accent-600"
            checked={refund}
            onChange={(event) => setRefund(event.target.checked)}
          />
          <span>
            Rimborsa {amount} all’ospite con Stripe
            <span className="block text-lava-600">
              Togli la spunta solo se l’importo è già regolato in altro modo.
            </span>
          </span>
        </label>
        <FieldError id="late-checkout-removal-error" message={error} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Annulla
          </Button>
          <Button disabled={remove.isPending} onClick={submit}>
            {refund ? `Rimuovi e rimborsa ${amount}` : 'Rimuovi senza rimborso'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
