import { type CsvColumn, csvFileName, toCsv } from '@catania/shared/domain/csv';
import { todayInRome } from '@catania/shared/domain/dates';
import { toast } from '../../lib/toast';

/** Builds the CSV of `rows` and hands it to the browser as `<prefix>-<date>.csv` (SPEC 9). */
export function downloadCsv<Row>(prefix: string, columns: CsvColumn<Row>[], rows: Row[]) {
  const blob = new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(prefix, todayInRome());
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  toast({
    title: 'Export completato',
    description: `${rows.length} ${rows.length === 1 ? 'riga esportata' : 'righe esportate'}.`,
    variant: 'success',
  });
}
