import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import { apartmentIsFree } from '@catania/shared/content/apartment-words';
import { isRangeBookable } from '@catania/shared/domain/availability';
import { addDays, countNights, isCalendarDate, todayInRome } from '@catania/shared/domain/dates';
import type { Apartment } from '@catania/shared/schemas/apartment';
import { CalendarCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DateRangePicker } from '../../components/date-range-picker';
import { DateField } from '../../components/date-range-picker/date-field';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useLocale, useMessages } from '../../i18n/messages';
import { useFormats } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useAvailability } from '../../queries/availability';
import { StayRuleNotice, stayDayRules, stayRuleProblem, useStayWords } from '../../stay/stay-rules';
import { useCheckAvailability } from './mutations';

export interface QuickBookingChoice {
  apartment: Apartment;
  checkIn: string;
  checkOut: string;
  guests: number;
}

/**
 * The quick booking widget (product §2, §5, §8): apartment (or preselected), classic date fields or the
 * smart range picker, guests, a live summary and the availability check that opens the booking.
 */
export function QuickBookingWidget({
  apartments,
  preselectedId,
  onAvailable,
}: {
  apartments: Apartment[];
  preselectedId?: string;
  onAvailable: (choice: QuickBookingChoice) => void;
}) {
  const [apartmentId, setApartmentId] = useState<string | undefined>(preselectedId);
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [guests, setGuests] = useState(2);
  const t = useMessages('search');
  const words = useStayWords();
  const locale = useLocale();
  const { nights: nightsLabel } = useMessages('common');
  const { day, euro } = useFormats();
  const check = useCheckAvailability();
  const availability = useAvailability(apartmentId);
  const apartment = apartments.find((a) => a.id === apartmentId);
  const today = todayInRome();
  const unavailableDates = availability.data?.unavailableDates;
  const unavailable = useMemo(() => new Set(unavailableDates), [unavailableDates]);
  // The fields hold the guest's text until it is a real day: only then are they a stay.
  const dates = isCalendarDate(checkIn) && isCalendarDate(checkOut) ? { checkIn, checkOut } : {};
  const nights =
    dates.checkIn && dates.checkOut && dates.checkOut > dates.checkIn
      ? countNights(dates.checkIn, dates.checkOut)
      : 0;
  const problem = stayRuleProblem({ ...dates, guests }, availability.data ?? {}, words);
  const typedWrong = [checkIn, checkOut].some((value) => value !== '' && !isCalendarDate(value));

  const submit = () => {
    if (!apartment || !checkIn || !checkOut) {
      toast({ variant: 'destructive', title: t.required, description: t.requiredAll });
      return;
    }
    if (typedWrong) {
      toast({ variant: 'destructive', title: t.invalidDates, description: t.typedWrong });
      return;
    }
    if (problem) {
      toast({ variant: 'destructive', title: t.invalidDates, description: `${problem}.` });
      return;
    }
    check.mutate(
      { apartmentId: apartment.id, checkIn, checkOut },
      {
        onSuccess: (result) => {
          if (!result.available) {
            toast({
              variant: 'destructive',
              title: t.unavailableTitle,
              description: t.unavailableText,
            });
            return;
          }
          toast({
            variant: 'success',
            title: t.available,
            description:
              locale === DEFAULT_LOCALE ? apartmentIsFree(apartment) : t.isFree(apartment.name),
          });
          onAvailable({ apartment, checkIn, checkOut, guests });
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: t.checkErrorTitle,
            description: t.checkErrorText,
          }),
      },
    );
  };

  return (
    <div
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-lava-100 sm:p-8"
      data-testid="quick-booking"
    >
      <div className="grid gap-5">
        {preselectedId ? null : (
          <div>
            <Label htmlFor="quick-apartment">{t.apartment}</Label>
            <Select
              id="quick-apartment"
              value={apartmentId}
              onValueChange={setApartmentId}
              placeholder={t.chooseApartment}
              options={apartments.map((a) => ({
                value: a.id,
                label: t.apartmentOption(a.name, euro(a.price)),
              }))}
            />
          </div>
        )}
        <Tabs defaultValue="classic">
          <TabsList aria-label={t.datesMode}>
            <TabsTrigger value="classic">{t.classic}</TabsTrigger>
            <TabsTrigger value="smart">{t.smart}</TabsTrigger>
          </TabsList>
          <TabsContent value="classic" className="mt-4">
            {/* Side by side only where a whole date fits in each (no clipping on a phone). */}
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <Label htmlFor="quick-check-in">{t.checkIn}</Label>
                <DateField
                  id="quick-check-in"
                  value={checkIn}
                  onChange={setCheckIn}
                  min={today}
                  unavailableDates={unavailableDates}
                  placeholder={t.datePlaceholder}
                  calendarLabel={t.checkInCalendar}
                />
              </div>
              <div>
                <Label htmlFor="quick-check-out">{t.checkOut}</Label>
                <DateField
                  id="quick-check-out"
                  value={checkOut}
                  onChange={setCheckOut}
                  min={addDays(isCalendarDate(checkIn) ? checkIn : today, 1)}
                  // A stay may end on a taken day, never run through a taken night.
                  isBlocked={(date) =>
                    isCalendarDate(checkIn) &&
                    date > checkIn &&
                    !isRangeBookable(unavailable, checkIn, date)
                  }
                  openOn={isCalendarDate(checkIn) ? addDays(checkIn, 1) : undefined}
                  placeholder={t.datePlaceholder}
                  calendarLabel={t.checkOutCalendar}
                />
              </div>
            </div>
          </TabsContent>
          <TabsContent value="smart" className="mt-4">
            <Label htmlFor="quick-range">{t.datesLabel}</Label>
            <DateRangePicker
              id="quick-range"
              checkIn={isCalendarDate(checkIn) ? checkIn : undefined}
              checkOut={isCalendarDate(checkOut) ? checkOut : undefined}
              unavailableDates={availability.data?.unavailableDates}
              label={t.datesLabel}
              ruleOf={stayDayRules(availability.data ?? {}, words)}
              onChange={(range) => {
                setCheckIn(range.checkIn ?? '');
                setCheckOut(range.checkOut ?? '');
              }}
            />
          </TabsContent>
        </Tabs>
        <div>
          <Label htmlFor="quick-guests">{t.guests}</Label>
          <Select
            id="quick-guests"
            value={String(guests)}
            onValueChange={(value) => setGuests(Number(value))}
            options={[1, 2].map((count) => ({ value: String(count), label: t.guestCount(count) }))}
          />
        </div>
        {/* The rules are told as the dates are chosen, not after 'Verifica disponibilità'. */}
        <StayRuleNotice message={problem} />
        <div
          className="rounded-2xl bg-cream-100 p-4 text-sm text-lava-700"
          aria-live="polite"
          data-testid="quick-summary"
        >
          {apartment && nights > 0 ? (
            <>
              <p className="font-semibold text-lava-900">{apartment.name}</p>
              <p>
                {day(checkIn)} → {day(checkOut)} · {nightsLabel(nights)} · {t.guestCount(guests)}
              </p>
              <p className="mt-1">
                {t.from} <strong>{euro(apartment.price * nights)}</strong>{' '}
                {t.priceNote(euro(apartment.price))}
              </p>
            </>
          ) : (
            <p>{t.summaryEmpty}</p>
          )}
        </div>
        {/* Not `disabled` while checking: a disabled button drops the focus, which the booking
            dialog gives back to it when it closes. */}
        <Button
          size="lg"
          onClick={() => (check.isPending ? undefined : submit())}
          aria-disabled={check.isPending || undefined}
        >
          <CalendarCheck className="h-5 w-5" aria-hidden />
          {check.isPending ? t.checking : t.check}
        </Button>
      </div>
    </div>
  );
}
