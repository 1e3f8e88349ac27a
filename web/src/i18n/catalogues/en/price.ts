import type { Messages } from '../../namespaces';
import type { TaxNoteFigures } from '../it/price';

/** A stay's price broken down, in English (it/price.ts is the reference, key by key). */
export default {
  total: 'Total',
  details: 'Price details',
  gap: 'These nights are free between two stays: they are booked only as a whole.',
  touristTax: 'Tourist tax, paid on arrival (not included)',
  upTo: (amount: string) => `up to ${amount}`,
  taxNote: (tax: TaxNoteFigures) =>
    `Catania's tourist tax is not included and is paid on arrival: ${tax.rate} per person per night, for the first ${tax.maxNights} nights (${tax.perGuest ? `${tax.amount} per person` : `up to ${tax.amount}`} for this stay; under-${tax.exemptUnderAge}s are exempt).`,
  rules: {
    base: 'Base',
    weekend: 'Weekend',
    seasonal: 'Seasonal',
    week_discount: 'Weekly discount',
    month_discount: 'Monthly discount',
    special_date: 'Special date',
    length_discount: 'Length-of-stay discount',
    last_minute: 'Last minute',
    early_booking: 'Early booking',
    gap_discount: 'Nights between two stays',
  },
} satisfies Messages<'price'>;
