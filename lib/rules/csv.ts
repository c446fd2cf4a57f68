// CSV downloads use ';' as the separator (spec 7). Fields holding ; " or a line break are quoted.

export const CSV_SEPARATOR = ';';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

function field(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((c) => field(c.header)).join(CSV_SEPARATOR)];
  for (const row of rows) lines.push(columns.map((c) => field(c.value(row))).join(CSV_SEPARATOR));
  return `${lines.join('\r\n')}\r\n`;
}
