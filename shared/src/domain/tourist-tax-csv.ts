import { site } from '../config/site';
import { type CsvColumn, csvAmount } from './csv';
import { centsToEuro } from './money';
import { EXEMPTION_REASONS } from './tourist-tax';
import type { TaxReportRow } from './tourist-tax-report';

/**
 * The tourist-tax declaration as a CSV (the project's conventions: `;`, BOM, formulas
 * neutralised, amounts with a decimal comma): one row per apartment and the total, with what the
 * municipality's declaration asks for. Counts only: no guest is named.
 */
export function taxReportCsvColumns(
  apartmentNames: Record<string, string>,
): CsvColumn<TaxReportRow>[] {
  return [
    {
      header: 'Appartamento',
      value: (row) =>
        row.apartmentId === 'totale'
          ? 'Totale'
          : (apartmentNames[row.apartmentId] ?? row.apartmentId),
    },
    { header: 'Soggiorni', value: (row) => row.stays },
    { header: 'Ospiti', value: (row) => row.persons },
    { header: 'Pernottamenti totali', value: (row) => row.personNights },
    { header: 'Pernottamenti imponibili', value: (row) => row.taxableNights },
    ...EXEMPTION_REASONS.map(
      (reason): CsvColumn<TaxReportRow> => ({
        header: `Esenti: ${site.touristTax.exemptions[reason]}`,
        value: (row) => row.exemptNights[reason],
      }),
    ),
    {
      header: `Non imponibili oltre la ${site.touristTax.maxNights}ª notte`,
      value: (row) => row.beyondCapNights,
    },
    { header: 'Imposta dovuta (EUR)', value: (row) => csvAmount(centsToEuro(row.amountCents)) },
    {
      header: 'Imposta riscossa (EUR)',
      value: (row) => csvAmount(centsToEuro(row.collectedCents)),
    },
    { header: 'Soggiorni senza pre-check-in (stima)', value: (row) => row.estimatedStays },
  ];
}
