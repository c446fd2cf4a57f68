// CSV downloads (server and browser): ';' as the separator (spec 7), written by csv-stringify, fields
// holding ; " or a line break quoted. A cell a spreadsheet would open as a formula (=, +, -, @, tab or
// carriage return first) is written with a leading ' (OWASP's advice against CSV injection, issue 39),
// unless it is a plain number such as -12.5. Every export goes through toCsv, so this is the one place.
// The browser build of csv-stringify (its own Buffer inside) runs on both sides; the browser loads this
// module only when it exports (lib/client/download.ts).
import { stringify } from 'csv-stringify/browser/esm/sync';

export const CSV_SEPARATOR = ';';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** The cell as a spreadsheet will show it as text: a leading ' on anything it would read as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const records = [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.value(row)))];
  return stringify(records, {
    delimiter: CSV_SEPARATOR,
    record_delimiter: '\r\n',
    // csv-stringify quotes a lone \n or \r only when asked: spreadsheets split the row there otherwise.
    quoted_match: /[\r\n]/,
    cast: {
      string: neutraliseFormula,
      boolean: String,
      date: (d) => d.toISOString(),
      // A Prisma Decimal and the like: their text, as a number would be.
      object: (o) => neutraliseFormula(String(o)),
    },
  });
}
