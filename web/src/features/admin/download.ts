import { type CsvColumn, csvFileName, toCsv } from '@catania/shared/domain/csv';
import { todayInRome } from '@catania/shared/domain/dates';
import { toast } from '../../lib/toast';

/** Hands a file to the browser's downloads under `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Builds the CSV of `rows` and hands it to the browser as `<prefix>-<date>.csv` (product §9). */
export function downloadCsv<Row>(prefix: string, columns: CsvColumn<Row>[], rows: Row[]) {
  saveFile(
    new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }),
    csvFileName(prefix, todayInRome()),
  );
  toast({
    title: 'Export completato',
    description: `${rows.length} ${rows.length === 1 ? 'riga esportata' : 'righe esportate'}.`,
    variant: 'success',
  });
}
