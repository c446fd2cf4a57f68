// The browser's one way to save a file: a CSV export or a picture made in the page.
import type { CsvColumn } from '@/lib/rules/csv';

/** Saves a blob: or data: URL as `filename`, as a click on a download link would. */
export function saveUrl(url: string, filename: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Saves the rows as a CSV file; csv-stringify is fetched on the first export, not with the page. */
export async function downloadCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[], filename: string): Promise<void> {
  const { toCsv } = await import('@/lib/rules/csv');
  const url = URL.createObjectURL(new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }));
  saveUrl(url, filename);
  // Revoked once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
