import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import type { GuestBooking } from '@catania/shared/schemas/guest-booking';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { useLocale, useMessages } from '../../i18n/messages';
import type { Messages } from '../../i18n/namespaces';
import { type Formats, useFormats } from '../../lib/format';
import { refusalText } from '../../lib/refusal-text';
import { toast } from '../../lib/toast';
import { useCancelBooking } from './api';

type Words = Messages<'guest'>['cancellation'];

/** What cancelling today gives back, in the guest's words. */
function refundSentence(booking: GuestBooking, t: Words, format: Formats): string {
  const quote = booking.cancellation;
  if (!quote.allowed) return t.refusals[quote.reason];
  if (!booking.paid) return t.unpaid(quote.daysBefore);
  if (quote.refund === 0) return t.noRefund(quote.daysBefore);
  return t.refund(quote.daysBefore, format.euro(quote.refund), quote.refundPercentage);
}

/**
 * 'Cancella la prenotazione': the policy, what it means today, and the cancellation
 * itself after a confirmation that repeats the amount. The server recomputes the refund; if it
 * changed since the page loaded (past midnight) it refuses and the page shows today's.
 */
export function CancellationCard({ booking, token }: { booking: GuestBooking; token: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelBooking(booking.id, token);
  const quote = booking.cancellation;
  const t = useMessages('guest').cancellation;
  const format = useFormats();
  const locale = useLocale();

  const confirm = async () => {
    if (!quote.allowed) return;
    try {
      const answer = await cancel.mutateAsync(quote.refund);
      setOpen(false);
      // A refund Stripe has not made yet: the server's words on an Italian page.
      const refundDelayed =
        answer.refundError && (locale === DEFAULT_LOCALE ? answer.refundError : t.refundDelayed);
      toast({ title: t.done, description: refundDelayed || t.mailSent, variant: 'success' });
    } catch (error) {
      setOpen(false);
      toast({
        title: t.failedTitle,
        description: refusalText(error, locale, t.refused, t.failed),
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
        {t.title}
      </h2>
      <p className="mt-3 text-sm text-lava-600">{t.policy}</p>
      <p
        className="mt-4 rounded-2xl bg-cream-100 p-4 text-sm font-medium text-lava-900"
        data-testid="cancellation-today"
      >
        {refundSentence(booking, t, format)}
      </p>
      {quote.allowed ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <Button
            variant="outline"
            className="mt-5 w-full border-red-200 text-red-700 hover:border-red-400 hover:bg-red-50 sm:w-auto"
            onClick={() => setOpen(true)}
          >
            {t.cancel}
          </Button>
          <DialogContent title={t.confirmTitle} description={t.confirmText}>
            <p className="mt-4 rounded-2xl bg-cream-100 p-4 text-sm text-lava-900">
              {quote.refund > 0
                ? t.refundToCard(format.euro(quote.refund))
                : booking.paid
                  ? t.noRefundPaid
                  : t.nothingCharged}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">{t.keep}</Button>
              </DialogClose>
              <Button
                className="bg-red-700 hover:bg-red-800 active:bg-red-900"
                disabled={cancel.isPending}
                onClick={confirm}
              >
                {cancel.isPending ? t.cancelling : t.confirm}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
    </section>
  );
}
