// The features every table of the app has (TanStack Table v9 registers them once, at module level), and
// what a column may say about itself.
import { columnVisibilityFeature, rowPaginationFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';

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

export const tableFeatureSet = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  columnMeta: {} as ColumnMetaShape,
});
export type TableFeatures = typeof tableFeatureSet;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
