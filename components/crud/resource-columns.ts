// A screen's declared columns as the table's columns and as its CSV columns.
import type { RowData } from '@tanstack/react-table';
import type { TableColumn } from '@/components/data-table/data-table';
import type { CsvColumn } from '@/lib/rules/csv';
import type { ResourceColumn, ResourceTableSpec } from './resource-spec';

const field =
  <Row>(id: string) =>
  (row: Row): unknown =>
    (row as Record<string, unknown>)[id];

export function tableColumns<Row extends RowData>(columns: readonly ResourceColumn<Row>[]): TableColumn<Row>[] {
  return columns.map((c) => {
    const { cell } = c;
    return {
      id: c.id,
      header: c.header,
      accessorFn: c.value ?? field<Row>(c.id),
      ...(cell ? { cell: ({ row }: { row: { original: Row } }) => cell(row.original) } : {}),
      enableSorting: c.sortable === true,
      meta: { align: c.align, className: c.className, hidden: c.hidden },
    };
  });
}

function csvOf<Row>(c: ResourceColumn<Row>): CsvColumn<Row>[] {
  if (!c.csv) return [];
  if (Array.isArray(c.csv)) return c.csv;
  return [{ header: c.csv === true ? c.id : c.csv, value: c.value ?? field<Row>(c.id) }];
}

/** The CSV columns of every column, in the columns' order (or in `csv.order` when given). */
export function csvColumns<Row>(spec: Pick<ResourceTableSpec<Row>, 'columns' | 'csv'>): CsvColumn<Row>[] {
  const all = spec.columns.flatMap(csvOf);
  const order = spec.csv?.order;
  if (!order) return all;
  const byHeader = new Map(all.map((c) => [c.header, c]));
  return order.flatMap((h) => byHeader.get(h) ?? []);
}
