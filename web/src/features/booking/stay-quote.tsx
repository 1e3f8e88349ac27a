import { PriceLines, TouristTaxNote } from '../../components/price-lines';
import { useMessages } from '../../i18n/messages';
import { stayRefusalText } from '../../stay/stay-refusal';
import { usePriceQuote } from './api';
import { QuotePending } from './quote-pending';

/**
 * What the chosen stay costs, from the server's quote (the one the checkout charges): the nights by price and rule, the stay discounts, the total, and the tourist tax owed at
 * check-in (not part of the price).
 */
export function StayQuote({
  apartmentId,
  checkIn,
  checkOut,
}: {
  apartmentId: string;
  checkIn: string;
  checkOut: string;
}) {
  const quote = usePriceQuote(apartmentId, checkIn, checkOut);
  const t = useMessages('calendar');
  const { quoteFailed } = useMessages('calendarNotices');
  if (quote.isPending) return <QuotePending />;
  if (quote.isError) {
    // A stay the apartment's rules refuse (changed since the calendar showed them) says why.
    return (
      <p className="text-sm text-lava-600" role="status">
        {stayRefusalText(quote.error, t) ?? quoteFailed}
      </p>
    );
  }
  const data = quote.data;
  return (
    <div data-testid="stay-quote">
      <PriceLines price={data} total={data.totalPrice} totalTestId="stay-total" />
      <TouristTaxNote
        tax={data.touristTax}
        className="mt-2 text-xs leading-relaxed text-lava-500"
      />
    </div>
  );
}
