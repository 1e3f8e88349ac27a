import { DEFAULT_LOCALE, localizedPath } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { PENDING_BOOKING_KEY, pendingBooking } from '@catania/shared/schemas/booking';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { FieldError as FormFieldError } from 'react-hook-form';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { usePreloadRouteOnMount } from '../../app/use-preload-route';
import { PriceLines } from '../../components/price-lines';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { useLocale, useMessages } from '../../i18n/messages';
import { useFormats } from '../../lib/format';
import { useNavigate } from '../../lib/navigation';
import { toast } from '../../lib/toast';
import { readPendingBooking } from '../../stay/pending-booking';
import { usePriceQuote, useStayPrice } from './api';
import { guestForm, quoteForCheckout } from './booking-form';
import { NO_EXTRAS, StayExtrasStep } from './stay-extras-step';

export interface BookingDialogApartment {
  id: string;
  name: string;
  /** Base price per night, the fallback when the dynamic price is unavailable (product §5). */
  price: number;
}

export interface BookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  apartment: BookingDialogApartment;
  checkIn: string;
  checkOut: string;
  defaultGuests?: number;
}

/**
 * The booking dialog (product §2, §5): the stay's summary, the guest form and the cancellation terms.
 * On submit it keeps the draft in session storage under `pendingBooking` and goes to /checkout,
 * where the booking-and-payment flow takes over.
 */
export function BookingDialog(props: BookingDialogProps) {
  // The form leads to /checkout: its code is fetched while the guest fills it in.
  usePreloadRouteOnMount('/checkout');
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <BookingDialogBody {...props} /> : null}
    </Dialog>
  );
}

function BookingDialogBody({
  onOpenChange,
  apartment,
  checkIn,
  checkOut,
  defaultGuests = site.stay.maxGuests,
}: BookingDialogProps) {
  const navigate = useNavigate();
  const t = useMessages('booking');
  const { nights } = useMessages('common');
  const format = useFormats();
  const locale = useLocale();
  /** A field's check in the page's language: the schema's own words on an Italian page. */
  const fieldError = (field: keyof typeof t.fieldErrors, error: FormFieldError | undefined) =>
    error && (locale === DEFAULT_LOCALE ? error.message : t.fieldErrors[field]);
  const price = useStayPrice(apartment.id, apartment.price, checkIn, checkOut);
  // The same query as the price above (cached): its lines, as the server quoted them.
  const quote = usePriceQuote(apartment.id, checkIn, checkOut).data;
  // Details typed for a stay the checkout refused (dates taken meanwhile) are not typed twice.
  const [earlier] = useState(() => readPendingBooking());
  // The extras taken with the stay (stay-extras-step.tsx), paid in the same checkout.
  const [extras, setExtras] = useState(NO_EXTRAS);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    defaultValues: {
      guestName: earlier?.guestName ?? '',
      guestEmail: earlier?.guestEmail ?? '',
      guestPhone: earlier?.guestPhone ?? '',
      guests: defaultGuests,
      specialRequests: earlier?.specialRequests ?? '',
    },
    resolver: zodResolver(guestForm),
  });

  const onSubmit = (guest: z.output<typeof guestForm>) => {
    try {
      const draft = pendingBooking.parse({
        apartmentId: apartment.id,
        apartmentName: apartment.name,
        guestName: guest.guestName,
        guestEmail: guest.guestEmail,
        guestPhone: guest.guestPhone,
        checkIn,
        checkOut,
        guests: guest.guests,
        totalPrice: price.total,
        specialRequests: guest.specialRequests,
        ...quoteForCheckout(quote, price.total),
        ...(extras.items.length > 0 ? { extras: extras.items, extraLines: extras.lines } : {}),
      });
      sessionStorage.setItem(PENDING_BOOKING_KEY, JSON.stringify(draft));
      toast({
        title: t.redirectTitle,
        description: t.redirectText,
      });
      onOpenChange(false);
      navigate(localizedPath('/checkout', locale));
    } catch {
      toast({
        variant: 'destructive',
        title: t.errorTitle,
        description: t.errorText,
      });
    }
  };

  return (
    <DialogContent
      title={t.title(apartment.name)}
      description={t.description}
      className="sm:max-w-xl"
      data-testid="booking-dialog"
    >
      <div className="mt-6 rounded-2xl bg-cream-100 p-5">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
          <div className="col-span-2">
            <dt className="text-lava-500">{t.apartment}</dt>
            <dd className="font-semibold text-lava-900">{apartment.name}</dd>
          </div>
          <div>
            <dt className="text-lava-500">{t.checkIn}</dt>
            <dd className="font-semibold text-lava-900">{format.day(checkIn)}</dd>
          </div>
          <div>
            <dt className="text-lava-500">{t.checkOut}</dt>
            <dd className="font-semibold text-lava-900">{format.day(checkOut)}</dd>
          </div>
          <div>
            <dt className="text-lava-500">{t.nights}</dt>
            <dd className="font-semibold text-lava-900" data-testid="summary-nights">
              {nights(price.nights)}
            </dd>
          </div>
          <div>
            <dt className="text-lava-500">{t.pricePerNight}</dt>
            <dd className="font-semibold text-lava-900" data-testid="summary-price-per-night">
              {format.euro(price.pricePerNight)}
            </dd>
          </div>
          <div className="col-span-2 flex items-baseline justify-between border-t border-cream-300 pt-3">
            <dt className="font-semibold text-lava-900">{t.total}</dt>
            <dd className="font-display text-2xl text-lava-900" data-testid="summary-total">
              {price.loading ? '…' : format.euro(price.total + extras.totalEuro)}
            </dd>
          </div>
        </dl>
        {quote ? (
          <details className="group mt-2 text-sm" data-testid="summary-price-details">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm font-semibold text-accent-800 [&::-webkit-details-marker]:hidden">
              {t.priceDetails}
              <ChevronDown
                className="h-4 w-4 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <PriceLines className="pt-1" price={quote} />
          </details>
        ) : null}
      </div>

      <StayExtrasStep
        apartmentId={apartment.id}
        checkIn={checkIn}
        checkOut={checkOut}
        onChange={setExtras}
      />

      <form className="mt-6 grid gap-4" noValidate onSubmit={handleSubmit(onSubmit)}>
        <div>
          <Label htmlFor="guestName">{t.name}</Label>
          <Input
            id="guestName"
            autoComplete="name"
            aria-invalid={errors.guestName ? true : undefined}
            aria-describedby={errors.guestName ? 'guestName-error' : undefined}
            {...register('guestName')}
          />
          <FieldError id="guestName-error" message={fieldError('guestName', errors.guestName)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor="guestEmail">{t.email}</Label>
            <Input
              id="guestEmail"
              type="email"
              autoComplete="email"
              aria-invalid={errors.guestEmail ? true : undefined}
              aria-describedby={errors.guestEmail ? 'guestEmail-error' : undefined}
              {...register('guestEmail')}
            />
            <FieldError
              id="guestEmail-error"
              message={fieldError('guestEmail', errors.guestEmail)}
            />
          </div>
          <div>
            <Label htmlFor="guestPhone">{t.phone}</Label>
            <Input id="guestPhone" type="tel" autoComplete="tel" {...register('guestPhone')} />
            <FieldError
              id="guestPhone-error"
              message={fieldError('guestPhone', errors.guestPhone)}
            />
          </div>
        </div>
        <div>
          <Label htmlFor="guests">{t.guests}</Label>
          <Controller
            control={control}
            name="guests"
            render={({ field }) => (
              <Select
                id="guests"
                value={String(field.value)}
                onValueChange={(value) => field.onChange(Number(value))}
                options={Array.from({ length: site.stay.maxGuests }, (_, index) => index + 1).map(
                  (count) => ({
                    value: String(count),
                    label: t.guestCount(count),
                  }),
                )}
              />
            )}
          />
          <FieldError id="guests-error" message={fieldError('guests', errors.guests)} />
        </div>
        <div>
          <Label htmlFor="specialRequests">{t.requests}</Label>
          <Textarea
            id="specialRequests"
            className="min-h-24"
            placeholder={t.requestsPlaceholder}
            {...register('specialRequests')}
          />
        </div>
        <p className="flex gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            <strong>{t.cancellationTerms}</strong> {t.cancellationPolicy}
          </span>
        </p>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting || price.loading}>
            {t.book}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
