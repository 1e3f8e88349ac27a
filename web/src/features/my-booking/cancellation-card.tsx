import { site } from '@catania/shared/config/site';
import { CANCELLATION_REFUSALS } from '@catania/shared/domain/cancellation';
import type { GuestBooking } from '@catania/shared/schemas/booking';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { messageOf } from '../../lib/api-client';
import { formatEuro } from '../../lib/format';
import { toast } from '../../lib/toast';
import { MY_BOOKING_MESSAGES, useCancelBooking } from './api';

const { refundWorkingDays } = site.payment;

/** What cancelling today gives back, in the guest's words. */
function refundSentence(booking: GuestBooking): string {
  const quote = booking.cancellation;
  if (!quote.allowed) return CANCELLATION_REFUSALS[quote.reason];
  const days = quote.daysBefore === 1 ? '1 giorno' : `${quote.daysBefore} giorni`;
  if (!booking.paid) {
    return `Mancano ${days} al check-in. La prenotazione non risulta pagata: cancellandola oggi non devi nulla e non c'è nulla da rimborsare.`;
  }
  if (quote.refund === 0) {
    return `Mancano ${days} al check-in: secondo le condizioni, cancellando oggi non è previsto alcun rimborso.`;
  }
  return `Mancano ${days} al check-in: cancellando oggi ti rimborsiamo ${formatEuro(quote.refund)} (il ${quote.refundPercentage}% di quanto pagato).`;
}

/**
 * 'Cancella la prenotazione' (issue 13): the policy, what it means today, and the cancellation
 * itself after a confirmation that repeats the amount. The server recomputes the refund; if it
 * changed since the page loaded (past midnight) it refuses and the page shows today's.
 */
export function CancellationCard({ booking, token }: { booking: GuestBooking; token: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelBooking(booking.id, token);
  const quote = booking.cancellation;

  const confirm = async () => {
    if (!quote.allowed) return;
    try {
      const answer = await cancel.mutateAsync(quote.refund);
      setOpen(false);
      toast({
        title: 'Prenotazione cancellata',
        description: answer.refundError ?? 'Ti abbiamo inviato una e-mail di conferma.',
        variant: 'success',
      });
    } catch (error) {
      setOpen(false);
      toast({
        title: 'Cancellazione non riuscita',
        description: messageOf(error, MY_BOOKING_MESSAGES.cancelFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <section
      aria-labelledby="cancel-title"
      className="rounded-3xl border border-cream-300 bg-white p-6 shadow-sm sm:p-8"
      data-testid="cancellation-card"
    >
      <h2 id="cancel-title" className="flex items-center gap-2 text-xl text-lava-900">
        <CalendarX2 className="h-5 w-5 text-accent-600" aria-hidden />
        Cancellazione
      </h2>
      <p className="mt-3 text-sm text-lava-600">{site.cancellation.summary}</p>
      <p
        className="mt-4 rounded-2xl bg-cream-100 p-4 text-sm font-medium text-lava-900"
        data-testid="cancellation-today"
      >
        {refundSentence(booking)}
      </p>
      {quote.allowed ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <Button
            variant="outline"
            className="mt-5 w-full border-red-200 text-red-700 hover:border-red-400 hover:bg-red-50 sm:w-auto"
            onClick={() => setOpen(true)}
          >
            Cancella la prenotazione
          </Button>
          <DialogContent
            title="Vuoi cancellare la prenotazione?"
            description="La cancellazione è definitiva: le date tornano disponibili per altri ospiti."
          >
            <p className="mt-4 rounded-2xl bg-cream-100 p-4 text-sm text-lava-900">
              {quote.refund > 0
                ? `Ti rimborseremo ${formatEuro(quote.refund)} sulla carta usata per il pagamento, in ${refundWorkingDays.from}-${refundWorkingDays.to} giorni lavorativi.`
                : booking.paid
                  ? 'Secondo le condizioni di cancellazione non è previsto alcun rimborso.'
                  : 'Non è stato effettuato alcun addebito: non devi nulla.'}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">No, mantieni</Button>
              </DialogClose>
              <Button
                className="bg-red-700 hover:bg-red-800 active:bg-red-900"
                disabled={cancel.isPending}
                onClick={confirm}
              >
                {cancel.isPending ? 'Cancellazione…' : 'Sì, cancella'}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
    </section>
  );
}
