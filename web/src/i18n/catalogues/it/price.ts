/**
 * A stay's price broken down (features/booking/price-lines.tsx): on the apartment page's quote, in
 * the booking dialog, on the guest's pages and in the owner's booking detail. English is
 * en/price.ts, key by key.
 */
export default {
  total: 'Totale',
  details: 'Dettaglio del prezzo',
  gap: 'Queste notti sono libere tra due soggiorni: si prenotano solo per intero.',
  touristTax: "Imposta di soggiorno, all'arrivo (non inclusa)",
  upTo: (amount: string) => `fino a ${amount}`,
  /** The rule that set a night's price or a discount, as the guest reads it. */
  rules: {
    base: 'Base',
    weekend: 'Weekend',
    seasonal: 'Stagionale',
    week_discount: 'Sconto settimanale',
    month_discount: 'Sconto mensile',
    special_date: 'Data speciale',
    length_discount: 'Sconto per durata',
    last_minute: 'Last minute',
    early_booking: 'Prenota prima',
    gap_discount: 'Notti tra due soggiorni',
  },
};
