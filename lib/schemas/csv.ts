// CSV columns derived from an answer row's schema: one per field, in the row's order, headed by the field's
// name unless the field registers another (`.register(csvHeader, { header })`, e.g. a unit in the name).
// A field the file leaves out is dropped with the row's `.omit()`; a value shown otherwise (a label, a
// related row's name) is given by field.
import { z } from 'zod';
import type { CsvColumn } from '@/lib/rules/csv';

/** A field's CSV header when it is not the field's name. */
export const csvHeader = z.registry<{ header: string }>();

export function rowCsvColumns<Shape extends z.ZodRawShape, Row = z.output<z.ZodObject<Shape>>>(
  row: z.ZodObject<Shape>,
  values: { [K in keyof Shape & keyof Row]?: (row: Row) => unknown } = {},
): CsvColumn<Row>[] {
  const given: Partial<Record<string, (row: Row) => unknown>> = values;
  return Object.entries(row.shape).map(([key, field]) => ({
    header: csvHeader.get(field)?.header ?? key,
    value: given[key] ?? ((r: Row) => (r as Record<string, unknown>)[key]),
  }));
}
