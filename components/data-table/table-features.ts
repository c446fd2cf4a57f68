// The tables' TanStack Table setup: the features every table registers (sorting and paging done by the
// server, so no row models; column visibility; row selection), the columns' meta, and the column helper.
import {
  type TableFeatures as AnyFeatures,
  type CellData,
  type Column,
  type ColumnDef,
  columnVisibilityFeature,
  type RowData,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  createColumnHelper as tanstackColumnHelper,
} from '@tanstack/react-table';

export const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnVisibilityFeature, rowSelectionFeature });
export type TableFeatures = typeof features;

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

declare module '@tanstack/table-core' {
  // The type parameters as TanStack declares them (a merged declaration must repeat them).
  interface ColumnMeta<in out TFeatures extends AnyFeatures, in out TData extends RowData, TValue extends CellData = CellData>
    extends ColumnMetaShape {}
}

// biome-ignore lint/suspicious/noExplicitAny: one table's columns hold values of different types
export type TableColumn<Row extends RowData> = ColumnDef<TableFeatures, Row, any>;

/** Typed columns of one row shape: `accessor('total', …)` reads `row.total` and knows its type. */
export const createColumnHelper = <Row extends RowData>() => tanstackColumnHelper<TableFeatures, Row>();

/** The column's name in the 'Columns' menu: its meta label, else its header when that is text, else its id. */
export function columnName<Row extends RowData>(column: Column<TableFeatures, Row, unknown>): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}
