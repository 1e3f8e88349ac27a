import type { Apartment } from '@catania/shared/schemas/apartment';
import { useEffect, useState } from 'react';
import type { Range } from '../../components/date-range-picker';
import { Button } from '../../components/ui/button';
import { useMessages } from '../../i18n/messages';
import { useFormats } from '../../lib/format';
import { useSearchParams } from '../../lib/navigation';
import { useCachedFreshAvailability, useFreshAvailability } from '../../queries/availability';
import { CALENDAR_ANCHOR } from '../../stay/change-stay';
import { useStayPrice } from './api';
import type { StayChoice } from './stay-booking';
import { bookableStay, StayChooser } from './stay-chooser';

/**
 * The apartment page's booking state: the chosen dates (those of the link, when a guest comes
 * back to change a stay) and the stay being booked.
 */
export function useApartmentBooking(apartment: Apartment | undefined) {
  const params = useSearchParams();
  const [range, setRange] = useState<Range>({});
  const [choice, setChoice] = useState<StayChoice | null>(null);
  const checkIn = params.get('checkIn') ?? undefined;
  const checkOut = params.get('checkOut') ?? undefined;
  // After hydration: the prerendered page knows no query.
  useEffect(() => {
    if (checkIn) setRange({ checkIn, checkOut });
  }, [checkIn, checkOut]);
  const book = (stay: Required<Range>) => {
    if (!apartment) return;
    const { id, name, price } = apartment;
    setChoice({ apartment: { id, name, price }, ...stay });
  };
  return { range, setRange, choice, close: () => setChoice(null), book };
}

type ApartmentBooking = ReturnType<typeof useApartmentBooking>;

/** What the booking card and the phone's bar both show: one apartment's stay being chosen. */
interface BookingPanelProps {
  apartment: Apartment;
  booking: ApartmentBooking;
  priceKnown: boolean;
}

/** The apartment page's booking card: the base price, the calendar, the stay and its total. */
export function ApartmentBookingCard({ apartment, booking, priceKnown }: BookingPanelProps) {
  const availability = useFreshAvailability(apartment.id);
  const t = useMessages('calendar');
  const { freeCancellation } = useMessages('common');
  const { euro } = useFormats();
  return (
    <div
      className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-xl shadow-lava-900/5 ring-1 ring-lava-100 sm:p-7"
      id={CALENDAR_ANCHOR}
    >
      <p>
        {priceKnown ? (
          <span className="font-display text-4xl text-lava-900">{euro(apartment.price)}</span>
        ) : (
          <span className="inline-block h-9 w-24 animate-pulse rounded-lg bg-lava-100 align-middle" />
        )}{' '}
        <span className="text-lava-500">{t.perNight}</span>
      </p>
      <h2 className="mt-5 mb-3 font-sans text-sm font-semibold text-lava-900">{t.calendarTitle}</h2>
      <StayChooser
        apartmentId={apartment.id}
        availability={availability}
        range={booking.range}
        onRangeChange={booking.setRange}
        onBook={booking.book}
        ready={priceKnown}
      >
        <p className="text-center text-xs text-lava-500">{freeCancellation}</p>
      </StayChooser>
    </div>
  );
}

/**
 * On a phone the calendar comes after the description: a bar held at the
 * bottom of the screen while the apartment is in view books the chosen stay, or takes the guest to
 * the calendar to choose one. Sticky, not fixed: it gives way to the footer.
 */
export function PhoneBookingBar({ apartment, booking, priceKnown }: BookingPanelProps) {
  // The calendar's own answer carries the stay rules: the bar books only what they accept.
  const availability = useCachedFreshAvailability(apartment.id);
  const stay = bookableStay(booking.range, availability.data ?? {});
  const price = useStayPrice(apartment.id, apartment.price, stay?.checkIn, stay?.checkOut);
  const t = useMessages('calendar');
  const { nights } = useMessages('common');
  const { euro } = useFormats();
  return (
    <div
      className="sticky bottom-0 z-30 border-t border-lava-100 bg-white/95 px-5 py-3 backdrop-blur lg:hidden"
      data-testid="phone-booking-bar"
      // The scroll-to-top button gives way to it (root-layout.tsx).
      data-bottom-bar
    >
      <div className="flex items-center justify-between gap-4">
        {/* One text: the figure and what it is read together ('95 € / notte'). */}
        <p className="font-display text-2xl text-lava-900" data-testid="phone-booking-price">
          {stay && !price.loading ? (
            <>
              {euro(price.total)}
              <span className="font-sans text-sm text-lava-600"> · {nights(price.nights)}</span>
            </>
          ) : priceKnown ? (
            <>
              {euro(apartment.price)}
              <span className="font-sans text-sm text-lava-600"> {t.perNight}</span>
            </>
          ) : null}
        </p>
        <Button
          className="min-h-11 px-6"
          onClick={() => {
            if (stay) booking.book(stay);
            else document.getElementById(CALENDAR_ANCHOR)?.scrollIntoView({ behavior: 'smooth' });
          }}
        >
          {t.book}
        </Button>
      </div>
    </div>
  );
}
