'use client';
// The table for rows already in hand (a purchase's items, an airport's distances, a posting's applications):
// the same TanStack table and markup as the DataTable, without the server's paging and sorting. Rows can be
// selected when asked for (TanStack's row selection).
import { type RowData, useTable } from '@tanstack/react-table';
import { features, type TableColumn } from './table-features';
import { TableView, type TableViewProps } from './table-view';

export function useRowsTable<Row extends RowData & { id: number | string }>(
  rows: Row[],
  columns: TableColumn<Row>[],
  { enableRowSelection = false }: { enableRowSelection?: boolean } = {},
) {
  return useTable({ features, columns, data: rows, getRowId: (row) => String(row.id), enableSorting: false, enableRowSelection });
}

export interface RowsTableProps<Row extends RowData & { id: number | string }> extends Omit<TableViewProps<Row>, 'table' | 'loading'> {
  /** Stable (from state, a query or a memo): a new array draws the table anew. */
  rows: Row[];
  /** Stable (module scope or a memo). */
  columns: TableColumn<Row>[];
}

export function RowsTable<Row extends RowData & { id: number | string }>({ rows, columns, ...view }: RowsTableProps<Row>) {
  return <TableView table={useRowsTable(rows, columns)} {...view} />;
}
