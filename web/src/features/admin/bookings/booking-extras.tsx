import { italianDateTime } from '@catania/shared/domain/admin-stats';
import { extraLineDetail, LATE_CHECKOUT_ID } from '@catania/shared/domain/extras';
import { formatEuro } from '@catania/shared/domain/money';
import type { BookingExtra } from '@catania/shared/schemas/extras';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Label, Textarea } from '../../../components/ui/input';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { Badge, type Tone } from '../ui';
import { type AdminBooking, useDecideDeposit } from './api';
import { LateCheckoutRemovalDialog } from './late-checkout-removal-dialog';

/** Where an extra's money stands: paid, refunded with its stay, or its refund still owed. */
function paymentOf(booking: AdminBooking, extra: BookingExtra): [string, Tone] {
  if (extra.removed) {
    if (!extra.removed.refund)
      return [`Rimosso il ${italianDateTime(extra.removed.at)}, non rimborsato`, 'grey'];
    return extra.refundedAt
      ? [`Rimosso e rimborsato il ${italianDateTime(extra.refundedAt)}`, 'blue']
      : ['Rimosso: rimborso in corso (ritentato automaticamente)', 'amber'];
  }
  if (extra.refundedAt) return [`Rimborsato il ${italianDateTime(extra.refundedAt)}`, 'blue'];
  if (booking.status === 'cancelled' || booking.status === 'rejected') {
    return ['Rimborso in corso (ritentato automaticamente)', 'amber'];
  }
  return [`Pagato online il ${italianDateTime(extra.paidAt)}`, 'green'];
}

/** A deposit's state, as the owner reads it on the booking. */
function depositText(extra: BookingExtra): string {
  const deposit = extra.deposit;
  const amount = formatEuro(extra.depositEuro ?? 0);
  if (!deposit) return `Cauzione ${amount}: da restituire o trattenere dopo la partenza`;
  const why = deposit.reason ? ` (${deposit.reason})` : '';
  if (deposit.outcome === 'kept') {
    return `Cauzione ${amount} trattenuta il ${italianDateTime(deposit.decidedAt)}${why}`;
  }
  return deposit.refundedAt
    ? `Cauzione ${amount} restituita il ${italianDateTime(deposit.refundedAt)} con un rimborso Stripe${why}`
    : `Cauzione ${amount} da restituire: rimborso Stripe in corso (ritentato automaticamente)${why}`;
}

/**
 * 'Extra' in a booking's detail: what the guest bought on top of the stay, paid or
 * refunded, and each deposit with the owner's word on it (returned on Stripe, or kept and why).
 */
export function BookingExtras({ booking }: { booking: AdminBooking }) {
  const [deciding, setDeciding] = useState<{ extra: BookingExtra; outcome: 'returned' | 'kept' }>();
  const [removing, setRemoving] = useState<BookingExtra>();
  const extras = booking.extras ?? [];
  if (extras.length === 0) return null;
  const open = booking.status === 'confirmed';
  return (
    <section className="mt-4" aria-labelledby={`extras-${booking.id}`} data-testid="booking-extras">
      <h4 id={`extras-${booking.id}`} className="text-sm text-lava-500">
        Extra acquistati
      </h4>
      <ul className="mt-1 space-y-2">
        {extras.map((extra) => {
          const [paid, tone] = paymentOf(booking, extra);
          return (
            <li
              key={`${extra.purchaseId}-${extra.id}`}
              className="rounded-xl bg-cream-100 px-3 py-2 text-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-lava-900">{extra.name}</span>
                <Badge tone={tone}>{paid}</Badge>
              </div>
              <p className="text-lava-700">
                {extra.from && extra.to
                  ? `${formatDay(extra.from)} – ${formatDay(extra.to)}: `
                  : ''}
                {extraLineDetail(extra)}
              </p>
              {open && extra.id === LATE_CHECKOUT_ID && !extra.removed && !extra.refundedAt ? (
                <div className="mt-2">
                  <Button variant="outline" onClick={() => setRemoving(extra)}>
                    Rimuovi check-out posticipato
                  </Button>
                </div>
              ) : null}
              {extra.depositEuro ? (
                <>
                  <p className="mt-1 text-lava-800" data-testid="deposit-state">
                    {depositText(extra)}
                  </p>
                  {open && !extra.deposit && !extra.refundedAt ? (
                    <div className="mt-2 flex flex-wrap gap-2">
                      <Button onClick={() => setDeciding({ extra, outcome: 'returned' })}>
                        Restituisci cauzione
                      </Button>
                      <Button
                        variant="outline"
                        onClick={() => setDeciding({ extra, outcome: 'kept' })}
                      >
                        Trattieni cauzione
                      </Button>
                    </div>
                  ) : null}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {deciding ? (
        <DepositDialog
          booking={booking}
          extra={deciding.extra}
          outcome={deciding.outcome}
          onClose={() => setDeciding(undefined)}
        />
      ) : null}
      {removing ? (
        <LateCheckoutRemovalDialog
          booking={booking}
          extra={removing}
          onClose={() => setRemoving(undefined)}
        />
      ) : null}
    </section>
  );
}

function DepositDialog({
  booking,
  extra,
  outcome,
  onClose,
}: {
  booking: AdminBooking;
  extra: BookingExtra;
  outcome: 'returned' | 'kept';
  onClose: () => void;
}) {
  const decide = useDecideDeposit();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const amount = formatEuro(extra.depositEuro ?? 0);
  const kept = outcome === 'kept';
  const submit = async () => {
    setError(undefined);
    try {
      await decide.mutateAsync({
        id: booking.id,
        purchaseId: extra.purchaseId,
        extraId: extra.id,
        outcome,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      toast({
        title: kept ? 'Cauzione trattenuta' : 'Cauzione restituita',
        description: kept
          ? 'Il motivo è registrato sulla prenotazione.'
          : `Stripe restituisce ${amount} sulla carta dell’ospite.`,
        variant: 'success',
      });
      onClose();
    } catch (failure) {
      setError(messageOf(failure, 'Impossibile registrare la cauzione. Riprova tra poco.'));
    }
  };
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title={kept ? 'Trattenere la cauzione?' : 'Restituire la cauzione?'}
        description={
          kept
            ? `${extra.name}: i ${amount} restano a te. Scrivi il motivo (per esempio un danno): resta sulla prenotazione.`
            : `${extra.name}: Stripe rimborsa ${amount} sulla carta con cui ${booking.guestName} ha pagato.`
        }
      >
        <div className="mt-4">
          <Label htmlFor="deposit-reason">{kept ? 'Motivo' : 'Nota (facoltativa)'}</Label>
          <Textarea
            id="deposit-reason"
            className="min-h-24"
            maxLength={500}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'deposit-error' : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <FieldError id="deposit-error" message={error} />
        </div>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Annulla
          </Button>
          <Button disabled={decide.isPending} onClick={submit}>
            {kept ? 'Trattieni cauzione' : `Restituisci ${amount}`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
