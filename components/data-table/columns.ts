// A table's columns: what each shows, whether it sorts and hides, and what it says about its cells. The
// rows arrive sorted and paged by the server, so the table needs no row model of its own: the columns are
// read as declared (this replaced TanStack Table, whose row models cost every list screen about 10 kB of
// compressed first-load JavaScript for nothing it used; issue 18).
import type { ReactNode } from 'react';

export interface ColumnMetaShape {
  /** Numbers read best right-aligned. */
  align?: 'left' | 'right' | 'center';
  /** Extra classes for the column's cells (e.g. 'w-32', 'whitespace-nowrap'). */
  className?: string;
  /** Hidden until shown through the 'Columns' menu. */
  hidden?: boolean;
  /** The column's name in the 'Columns' menu when its header is not plain text. */
  label?: string;
}

export interface CellContext<Row, Value> {
  row: { original: Row };
  getValue: () => Value;
}

export interface TableColumn<Row, Value = unknown> {
  /** The URL's sort key for a sortable column; the accessor's field name when made by `accessor`. */
  id?: string;
  accessorFn?(row: Row): Value;
  header?: string | (() => ReactNode);
  /** Without it a cell shows its value as text. */
  cell?(ctx: CellContext<Row, Value>): ReactNode;
  /** Columns with a value sort unless this is false; a click sorts by the column's id. */
  enableSorting?: boolean;
  /** False keeps the column out of the 'Columns' menu. */
  enableHiding?: boolean;
  meta?: ColumnMetaShape;
}

// biome-ignore lint/suspicious/noExplicitAny: one table's columns hold values of different types
export type AnyColumn<Row> = TableColumn<Row, any>;

/** Typed columns of one row shape: `accessor('total', …)` reads `row.total` and knows its type. */
export function createColumnHelper<Row>() {
  return {
    accessor: <K extends keyof Row & string>(key: K, def: Omit<TableColumn<Row, Row[K]>, 'accessorFn'>): AnyColumn<Row> => ({
      id: key,
      accessorFn: (row: Row) => row[key],
      ...def,
    }),
    display: (def: Omit<TableColumn<Row, undefined>, 'accessorFn'> & { id: string }): AnyColumn<Row> => def,
    columns: (columns: AnyColumn<Row>[]) => columns,
  };
}

export function columnId<Row>(column: AnyColumn<Row>, index: number): string {
  return column.id ?? String(index);
}

export function canSort<Row>(column: AnyColumn<Row>): boolean {
  return column.enableSorting !== false && !!column.accessorFn;
}

export function canHide<Row>(column: AnyColumn<Row>): boolean {
  return column.enableHiding !== false;
}

/** The first direction of a column's sort: A to Z for text, the largest or latest first for the rest. */
export function firstSortOrder<Row>(column: AnyColumn<Row>, rows: readonly Row[]): 'asc' | 'desc' {
  for (const row of rows.slice(0, 10)) {
    const value = column.accessorFn?.(row);
    if (value != null) return typeof value === 'string' ? 'asc' : 'desc';
  }
  return 'desc';
}

export function renderHeader<Row>(column: AnyColumn<Row>): ReactNode {
  const { header } = column;
  return typeof header === 'function' ? header() : (header ?? (column.accessorFn ? column.id : null));
}

export function renderCell<Row>(column: AnyColumn<Row>, row: Row): ReactNode {
  const getValue = () => column.accessorFn?.(row);
  if (column.cell) return column.cell({ row: { original: row }, getValue });
  const value = getValue();
  return value == null ? null : String(value);
}

/** The column's name in the 'Columns' menu: its meta label, else its header when that is text, else its id. */
export function columnName<Row>(column: AnyColumn<Row>, id: string): string {
  return column.meta?.label ?? (typeof column.header === 'string' ? column.header : id);
}
