import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { businessCsvColumns, monthLabel } from '@catania/shared/domain/business-stats';
import { todayInRome } from '@catania/shared/domain/dates';
import { formatEuro } from '@catania/shared/domain/money';
import type { BusinessNumbers } from '@catania/shared/schemas/planning';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useApartmentNames } from '../api';
import { downloadCsv } from '../download';
import { Card, EmptyState, NativeSelect, SectionTitle, StatCard } from '../ui';
import { useBusinessNumbers } from './api';

type Row = BusinessNumbers['rows'][number];

const percent = (n: number) => `${Math.round(n * 100)}%`;

/** The year's totals over the rows shown. */
function totals(rows: readonly Row[]) {
  const sum = (f: (r: Row) => number) => rows.reduce((s, r) => s + f(r), 0);
  const available = sum((r) => r.availableNights);
  const direct = sum((r) => r.directNights);
  const revenue = sum((r) => r.directRevenue);
  return {
    occupancy: available ? (direct + sum((r) => r.importedNights)) / available : 0,
    revenue,
    adr: direct ? revenue / direct : 0,
    revpar: available ? revenue / available : 0,
  };
}

/** 'Numeri': the business per month and apartment, on screen and as CSV. */
export function NumbersView() {
  const thisYear = Number(todayInRome().slice(0, 4));
  const [year, setYear] = useState(String(thisYear));
  const [apartmentId, setApartmentId] = useState('all');
  const numbers = useBusinessNumbers(Number(year));
  const names = useApartmentNames();
  const rows = useMemo(
    () =>
      (numbers.data?.rows ?? []).filter(
        (r) => apartmentId === 'all' || r.apartmentId === apartmentId,
      ),
    [numbers.data, apartmentId],
  );
  const total = totals(rows);
  return (
    <div>
      <SectionTitle
        title="Numeri"
        subtitle="Occupazione, ricavi diretti, ADR e RevPAR per mese e appartamento"
      />
      <Card className="mb-5 flex flex-wrap items-center gap-3" padding="p-3">
        <NativeSelect
          aria-label="Anno"
          value={year}
          onValueChange={setYear}
          options={[thisYear - 1, thisYear, thisYear + 1].map((y) => ({
            value: String(y),
            label: String(y),
          }))}
        />
        <NativeSelect
          aria-label="Appartamento"
          value={apartmentId}
          onValueChange={setApartmentId}
          options={[
            { value: 'all', label: 'Tutti gli appartamenti' },
            ...APARTMENT_IDS.map((id) => ({ value: id, label: names[id] ?? id })),
          ]}
        />
        <Button
          variant="outline"
          disabled={rows.length === 0}
          onClick={() => downloadCsv(`numeri-${year}`, businessCsvColumns(names), rows)}
        >
          <Download className="h-4 w-4" aria-hidden />
          Esporta CSV
        </Button>
      </Card>
      <div className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Occupazione" value={percent(total.occupancy)} />
        <StatCard label="Ricavi diretti" value={formatEuro(total.revenue)} />
        <StatCard label="ADR" value={formatEuro(total.adr)} />
        <StatCard label="RevPAR" value={formatEuro(total.revpar)} />
      </div>
      {numbers.isError ? (
        <Card>
          <EmptyState>Impossibile calcolare i numeri. Riprova.</EmptyState>
        </Card>
      ) : numbers.isLoading ? (
        <Card>
          <EmptyState>Calcolo in corso…</EmptyState>
        </Card>
      ) : (
        <Card padding="p-0" className="overflow-hidden">
          <div className="overflow-x-auto" data-testid="numbers-table">
            <table className="w-full min-w-[56rem] text-sm">
              <thead className="bg-cream-100 text-left text-xs text-lava-600">
                <tr>
                  {[
                    'Mese',
                    'Appartamento',
                    'Dirette',
                    'Importate',
                    'Bloccate',
                    'Occup.',
                    'Ricavi',
                    'ADR',
                    'RevPAR',
                    'Fonti',
                    'Durata',
                    'Anticipo',
                  ].map((h) => (
                    <th key={h} className="px-3 py-2 font-semibold whitespace-nowrap">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.month}-${r.apartmentId}`} className="border-t border-lava-100">
                    <td className="px-3 py-2 whitespace-nowrap capitalize">
                      {monthLabel(r.month)}
                    </td>
                    <td className="px-3 py-2">{names[r.apartmentId] ?? r.apartmentId}</td>
                    <td className="px-3 py-2">{r.directNights}</td>
                    <td className="px-3 py-2">{r.importedNights}</td>
                    <td className="px-3 py-2">{r.blockedNights}</td>
                    <td className="px-3 py-2">{percent(r.occupancy)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatEuro(r.directRevenue)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatEuro(r.adr)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatEuro(r.revpar)}</td>
                    <td className="px-3 py-2 text-xs whitespace-nowrap">
                      sito {r.bySource.site} · tuoi {r.bySource.owner} · Airbnb {r.bySource.airbnb}{' '}
                      · Booking {r.bySource.booking} · altri {r.bySource.other}
                    </td>
                    <td className="px-3 py-2">{r.averageStay ? `${r.averageStay} notti` : '—'}</td>
                    <td className="px-3 py-2">{r.leadTimeDays ? `${r.leadTimeDays} gg` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="border-t border-lava-100 px-3 py-2 text-xs text-lava-500">
            Notti importate: quelle dei calendari esterni da quando sono collegati (le notti
            precedenti non sono note). Ricavi: quanto incassato, ripartito sulle notti.
          </p>
        </Card>
      )}
    </div>
  );
}
