/**
 * A stay's price broken down (features/booking/price-lines.tsx): on the apartment page's quote, in
 * the booking dialog, on the guest's pages and in the owner's booking detail. English is
 * en/price.ts, key by key.
 */
/** The figures of a tax note, formatted (`perGuest`: the amount is one guest's, guests unknown). */
export interface TaxNoteFigures {
  rate: string;
  maxNights: number;
  exemptUnderAge: number;
  amount: string;
  perGuest: boolean;
}

export default {
  total: 'Totale',
  details: 'Dettaglio del prezzo',
  gap: 'Queste notti sono libere tra due soggiorni: si prenotano solo per intero.',
  touristTax: "Imposta di soggiorno, all'arrivo (non inclusa)",
  upTo: (amount: string) => `fino a ${amount}`,
  /** The tax told under a price: the stay's rate and cap, and the most it comes to. */
  taxNote: (tax: TaxNoteFigures) =>
    `Imposta di soggiorno del Comune di Catania non inclusa, da pagare all'arrivo: ${tax.rate} a persona per notte, per le prime ${tax.maxNights} notti (${tax.perGuest ? `${tax.amount} a persona` : `fino a ${tax.amount}`} per questo soggiorno; esenti i minori di ${tax.exemptUnderAge} anni).`,
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
