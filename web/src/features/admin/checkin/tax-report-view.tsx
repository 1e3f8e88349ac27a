import { site } from '@catania/shared/config/site';
import { todayInRome } from '@catania/shared/domain/dates';
import { centsToEuro } from '@catania/shared/domain/money';
import { EXEMPTION_REASONS } from '@catania/shared/domain/tourist-tax';
import { taxReportCsvColumns } from '@catania/shared/domain/tourist-tax-csv';
import type { TaxReportRow } from '@catania/shared/domain/tourist-tax-report';
import { STAY_SOURCE_LABELS } from '@catania/shared/schemas/checkin';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { formatDay, formatEuro } from '../../../lib/format';
import { messageOf, useApartmentNames } from '../api';
import { downloadCsv } from '../download';
import { Badge, Card, EmptyState, NativeSelect } from '../ui';
import { useTaxReport } from './api';
import { TaxAnnualView } from './tax-annual-view';
import { TaxPaymentCard } from './tax-payment';

const euro = (cents: number) => formatEuro(centsToEuro(cents));
const currentMonth = () => todayInRome().slice(0, 7);
const quarterOf = (month: string) =>
  `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;

/**
 * The tourist-tax declaration of a month or a quarter, per apartment: stays, persons, taxable
 * and exempt nights by reason, the amount due and collected; on screen and as CSV.
 */
export function TaxReportView() {
  const [kind, setKind] = useState<'month' | 'quarter'>('month');
  const [month, setMonth] = useState(currentMonth);
  const period = kind === 'month' ? month : quarterOf(month);
  const report = useTaxReport(period);
  const names = useApartmentNames();
  const data = report.data;
  const exemptions = EXEMPTION_REASONS.filter((reason) =>
    data ? (data.total.exemptNights[reason] ?? 0) > 0 || reason === 'minor' : reason === 'minor',
  );

  return (
    // One column that may shrink below the table's width: the table scrolls, not the page.
    <div className="grid grid-cols-1 gap-5">
      <Card className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="tax-kind" className="mb-1.5 block text-sm font-medium text-lava-700">
            Periodo
          </label>
          <NativeSelect
            id="tax-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as 'month' | 'quarter')}
            options={[
              { value: 'month', label: 'Mese' },
              { value: 'quarter', label: 'Trimestre' },
            ]}
          />
        </div>
        <div>
          <label htmlFor="tax-month" className="mb-1.5 block text-sm font-medium text-lava-700">
            {kind === 'month' ? 'Mese' : 'Un mese del trimestre'}
          </label>
          <Input
            id="tax-month"
            type="month"
            className="h-11 w-48 text-sm"
            value={month}
            onChange={(e) => e.target.value && setMonth(e.target.value)}
          />
        </div>
        <Button
          variant="outline"
          disabled={!data}
          onClick={() =>
            data &&
            downloadCsv(`imposta-soggiorno-${data.period}`, taxReportCsvColumns(names), [
              ...data.rows,
              data.total,
            ])
          }
        >
          <Download className="h-4 w-4" aria-hidden />
          Esporta CSV
        </Button>
      </Card>
      {report.isError ? (
        <Card>
          <EmptyState>{messageOf(report.error, 'Impossibile calcolare il riepilogo.')}</EmptyState>
        </Card>
      ) : !data ? (
        <Card>
          <EmptyState>Calcolo in corso…</EmptyState>
        </Card>
      ) : (
        <>
          <Card padding="p-0">
            <header className="border-b border-lava-100 px-5 py-4">
              <h3 className="font-display text-xl text-lava-900">Dichiarazione: {data.label}</h3>
              <p className="text-sm text-lava-600">
                Check-in dal {formatDay(data.from)} al {formatDay(data.to)} · ogni notte alla
                tariffa in vigore nella sua data
              </p>
              {data.total.byRate.length > 0 ? (
                <ul className="mt-1 text-sm text-lava-700" data-testid="tax-by-rate">
                  {data.total.byRate.map((part) => (
                    <li key={`${part.from}-${part.euroPerPersonPerNight}`}>
                      {formatEuro(part.euroPerPersonPerNight)} (dal {formatDay(part.from)}):{' '}
                      {part.taxableNights} pernottamenti, {euro(part.amountCents)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </header>
            <ReportFigures
              rows={[...data.rows, data.total].map((row) => ({
                row: row as TaxReportRow,
                name:
                  row.apartmentId === 'totale'
                    ? 'Totale'
                    : (names[row.apartmentId] ?? row.apartmentId),
              }))}
              columns={reportColumns(exemptions)}
            />
            {data.total.estimatedStays > 0 ? (
              <p className="m-5 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {data.total.estimatedStays}{' '}
                {data.total.estimatedStays === 1 ? 'soggiorno è contato' : 'soggiorni sono contati'}{' '}
                senza pre-check-in: tutti gli ospiti come adulti.
              </p>
            ) : null}
          </Card>
          {data.unregistered.length > 0 ? (
            <Card data-testid="tax-unregistered">
              <h3 className="font-display text-xl text-lava-900">
                Soggiorni importati senza ospiti registrati
              </h3>
              <p className="mt-1 text-sm text-lava-600">
                Non sono nel riepilogo: apri un arrivo per ciascuno (scheda Arrivi) e registra gli
                ospiti.
              </p>
              <ul className="mt-3 divide-y divide-lava-100 text-sm">
                {data.unregistered.map((stay) => (
                  <li key={`${stay.calendarId}-${stay.checkIn}`} className="py-2">
                    {names[stay.apartmentId] ?? stay.apartmentId} · {formatDay(stay.checkIn)} –{' '}
                    {formatDay(stay.checkOut)} · {STAY_SOURCE_LABELS[stay.source]}
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          <TaxPaymentCard key={data.period} report={data} />
          <Card>
            <h3 className="mb-3 font-display text-xl text-lava-900">Soggiorni del periodo</h3>
            {data.stays.length === 0 ? (
              <EmptyState>Nessun soggiorno con check-in in questo periodo</EmptyState>
            ) : (
              <ul className="divide-y divide-lava-100">
                {data.stays.map((stay) => (
                  <li
                    key={stay.stayKey}
                    className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm"
                  >
                    <span>
                      <span className="font-medium text-lava-900">
                        {stay.guestName ?? 'Ospite'}
                      </span>{' '}
                      <span className="text-lava-600">
                        · {names[stay.apartmentId] ?? stay.apartmentId} · {formatDay(stay.checkIn)}{' '}
                        – {formatDay(stay.checkOut)} · {STAY_SOURCE_LABELS[stay.source]}
                      </span>
                    </span>
                    <span className="flex items-center gap-2">
                      <strong>{euro(stay.amountCents)}</strong>
                      {stay.estimated ? <Badge tone="amber">stima</Badge> : null}
                      <Badge tone={stay.collected ? 'green' : 'grey'}>
                        {stay.collected ? 'Riscossa' : 'Da riscuotere'}
                      </Badge>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
      <p className="text-xs text-lava-500">
        Ogni soggiorno è dichiarato nel periodo del suo check-in, quando l’imposta viene riscossa.
      </p>
      <TaxAnnualView />
    </div>
  );
}

interface ReportColumn {
  label: string;
  value: (row: TaxReportRow) => string | number;
}

/** The declaration's figures, in the order of the CSV; exemption reasons only where they occur. */
function reportColumns(
  exemptions: readonly (keyof TaxReportRow['exemptNights'])[],
): ReportColumn[] {
  return [
    { label: 'Soggiorni', value: (row) => row.stays },
    { label: 'Ospiti', value: (row) => row.persons },
    { label: 'Pernottamenti', value: (row) => row.personNights },
    { label: 'Imponibili', value: (row) => row.taxableNights },
    ...exemptions.map((reason) => ({
      label: `Esenti: ${site.touristTax.exemptions[reason]}`,
      value: (row: TaxReportRow) => row.exemptNights[reason],
    })),
    {
      label: `Oltre la ${site.touristTax.maxNights}ª notte`,
      value: (row) => row.beyondCapNights,
    },
    { label: 'Dovuta', value: (row) => euro(row.amountCents) },
    { label: 'Riscossa', value: (row) => euro(row.collectedCents) },
  ];
}

/**
 * Nine figures per apartment: a table from a tablet up; on a phone one card per apartment, its
 * figures two by two, so the owner reads them without scrolling sideways.
 */
function ReportFigures({
  rows,
  columns,
}: {
  rows: { row: TaxReportRow; name: string }[];
  columns: ReportColumn[];
}) {
  const isTotal = (row: TaxReportRow) => row.apartmentId === 'totale';
  return (
    <>
      <ul className="divide-y divide-lava-100 sm:hidden" data-testid="tax-report-cards">
        {rows.map(({ row, name }) => (
          <li key={row.apartmentId} className={cn('px-5 py-4', isTotal(row) && 'bg-cream-50')}>
            <h4 className="font-semibold text-lava-900">{name}</h4>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {columns.map((column) => (
                <div key={column.label}>
                  <dt className="text-xs text-lava-600">{column.label}</dt>
                  <dd className="font-medium text-lava-900 tabular-nums">{column.value(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[720px] text-sm" data-testid="tax-report">
          <thead className="bg-cream-100 text-left text-xs text-lava-600 uppercase">
            <tr>
              <th className="sticky left-0 bg-cream-100 px-4 py-2 font-semibold">Appartamento</th>
              {columns.map((column) => (
                <th key={column.label} className="px-3 py-2 text-right font-semibold last:pr-4">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-lava-100">
            {rows.map(({ row, name }) => (
              <tr
                key={row.apartmentId}
                className={isTotal(row) ? 'bg-cream-50 font-semibold' : undefined}
              >
                <th
                  scope="row"
                  className={cn(
                    'sticky left-0 px-4 py-2 text-left font-medium text-lava-900',
                    isTotal(row) ? 'bg-cream-50' : 'bg-white',
                  )}
                >
                  {name}
                </th>
                {columns.map((column) => (
                  <td key={column.label} className="px-3 py-2 text-right tabular-nums last:pr-4">
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
