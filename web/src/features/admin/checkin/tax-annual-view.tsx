import { todayInRome } from '@catania/shared/domain/dates';
import { centsToEuro } from '@catania/shared/domain/money';
import { useState } from 'react';
import { formatDay, formatEuro } from '../../../lib/format';
import { messageOf } from '../api';
import { Card, EmptyState, NativeSelect, SectionTitle } from '../ui';
import { useAnnualTax } from './api';

const euro = (cents: number) => formatEuro(centsToEuro(cents));

/**
 * The yearly account of the tax agent (conto giudiziale, Modello 21): by month, the tax due,
 * collected and paid over, the payments with their dates, and what is still to pay over.
 */
export function TaxAnnualView() {
  const thisYear = Number(todayInRome().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const annual = useAnnualTax(year);
  const data = annual.data;
  return (
    <Card padding="p-0">
      <header className="flex flex-wrap items-end justify-between gap-3 border-b border-lava-100 px-5 py-4">
        <SectionTitle
          title="Conto annuale (Modello 21)"
          subtitle="Per mese: imposta dovuta, riscossa e versata al Comune."
        />
        <div>
          <label htmlFor="annual-year" className="mb-1.5 block text-sm font-medium text-lava-700">
            Anno
          </label>
          <NativeSelect
            id="annual-year"
            value={String(year)}
            onChange={(e) => setYear(Number(e.target.value))}
            options={[thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((y) => ({
              value: String(y),
              label: String(y),
            }))}
          />
        </div>
      </header>
      {annual.isError ? (
        <EmptyState>
          {messageOf(annual.error, 'Impossibile calcolare il conto annuale.')}
        </EmptyState>
      ) : !data ? (
        <EmptyState>Calcolo in corso…</EmptyState>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[560px] text-sm" data-testid="tax-annual">
              <thead className="bg-cream-100 text-left text-xs text-lava-600 uppercase">
                <tr>
                  <th className="px-4 py-2 font-semibold">Mese</th>
                  <th className="px-3 py-2 text-right font-semibold">Soggiorni</th>
                  <th className="px-3 py-2 text-right font-semibold">Pernottamenti imponibili</th>
                  <th className="px-3 py-2 text-right font-semibold">Dovuta</th>
                  <th className="px-3 py-2 text-right font-semibold">Riscossa</th>
                  <th className="px-3 py-2 pr-4 text-right font-semibold">Versata</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-lava-100">
                {data.months.map((m) => (
                  <tr key={m.month}>
                    <th scope="row" className="px-4 py-2 text-left font-medium text-lava-900">
                      {m.label}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{m.stays}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{m.taxableNights}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{euro(m.amountCents)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{euro(m.collectedCents)}</td>
                    <td className="px-3 py-2 pr-4 text-right tabular-nums">
                      {euro(m.paidOverCents)}
                    </td>
                  </tr>
                ))}
                <tr className="bg-cream-50 font-semibold">
                  <th scope="row" className="px-4 py-2 text-left">
                    Totale {data.year}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{data.total.stays}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{data.total.taxableNights}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {euro(data.total.amountCents)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {euro(data.total.collectedCents)}
                  </td>
                  <td className="px-3 py-2 pr-4 text-right tabular-nums">
                    {euro(data.total.paidOverCents)}
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <div className="px-5 py-4 text-sm text-lava-700">
            <p>
              Riscossa e non ancora versata:{' '}
              <strong data-testid="tax-to-pay-over">{euro(data.total.toPayOverCents)}</strong>
            </p>
            {data.payments.length > 0 ? (
              <ul className="mt-2 list-disc pl-5">
                {data.payments.map((p) => (
                  <li key={p.period}>
                    {p.period}: {euro(p.amountCents)} il {formatDay(p.paidOn)}
                    {p.reference ? ` (${p.reference})` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </>
      )}
    </Card>
  );
}
