'use client';
// The markup of a TanStack table, as every list draws it: headers that sort on click (with aria-sort and
// the arrow), the shown columns' cells with their alignment, rows that open on click or from the keyboard,
// and a 'Loading…' row while the first page loads. The table instance holds the state; this only draws it.
import type { ReactTable, RowData } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import type { TableFeatures } from './table-features';

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/** Clicks on these inside a row do their own thing and do not open the row. */
const INTERACTIVE = 'a,button,input,select,textarea,label,[role="button"],[role="menuitem"],[role="combobox"]';

export interface RowOptions<Row> {
  onRowClick?: (row: Row) => void;
  /** Classes for a row instead of the plain hover (e.g. a warning tint with its own hover). */
  rowClassName?: (row: Row, selected: boolean) => string | undefined;
  /** Data attributes of a row (e.g. { 'data-testid': 'payment-row' }). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | number>;
}

export interface TableViewProps<Row extends RowData> extends RowOptions<Row> {
  table: ReactTable<TableFeatures, Row>;
  ariaLabel?: string;
  /** Shows the 'Loading…' row (while there are no rows yet). */
  loading?: boolean;
  /** Classes of the header row's cells' box (e.g. 'sticky top-0' in a scroll box). */
  headClassName?: string;
}

export function TableView<Row extends RowData>({
  table,
  ariaLabel,
  loading,
  headClassName,
  onRowClick,
  rowClassName,
  rowAttributes,
}: TableViewProps<Row>) {
  const rows = table.getRowModel().rows;

  function rowClick(e: MouseEvent, row: Row) {
    if (!onRowClick || (e.target as HTMLElement).closest(INTERACTIVE)) return;
    // Leave text selection alone.
    if (window.getSelection()?.toString()) return;
    onRowClick(row);
  }

  // A row that opens is reachable by Tab; Enter or Space opens it, the arrow keys move to the next or previous row.
  function rowKey(e: KeyboardEvent<HTMLTableRowElement>, row: Row) {
    if (!onRowClick || e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onRowClick(row);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = e.key === 'ArrowDown' ? e.currentTarget.nextElementSibling : e.currentTarget.previousElementSibling;
      if (next instanceof HTMLElement) next.focus();
    }
  }

  return (
    <table className="w-full text-left text-sm" aria-label={ariaLabel}>
      <thead className={cn('bg-slate-50 text-xs uppercase tracking-wide text-slate-500', headClassName)}>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const dir = header.column.getIsSorted();
              const meta = header.column.columnDef.meta;
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={dir ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={cn('whitespace-nowrap px-2 py-2 font-semibold', ALIGN[meta?.align ?? 'left'])}
                >
                  {header.isPlaceholder ? null : header.column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className="inline-flex items-center gap-1 uppercase hover:text-slate-800"
                    >
                      <table.FlexRender header={header} />
                      <span aria-hidden className={cn('text-[10px]', !dir && 'opacity-30')}>
                        {dir === 'desc' ? '▼' : '▲'}
                      </span>
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.length === 0 && loading && (
          <tr>
            <td colSpan={table.getVisibleLeafColumns().length} className="px-4 py-10 text-center text-sm text-slate-500">
              <span className="inline-flex items-center gap-2" data-testid="table-loading">
                <Spinner className="size-4 text-brand-600" />
                Loading…
              </span>
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr
            key={row.id}
            {...rowAttributes?.(row.original)}
            onClick={onRowClick ? (e) => rowClick(e, row.original) : undefined}
            onKeyDown={onRowClick ? (e) => rowKey(e, row.original) : undefined}
            tabIndex={onRowClick ? 0 : undefined}
            className={cn(
              rowClassName?.(row.original, row.getIsSelected()) ?? 'hover:bg-slate-50',
              onRowClick &&
                'cursor-pointer focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
            )}
          >
            {row.getVisibleCells().map((cell) => {
              const meta = cell.column.columnDef.meta;
              return (
                <td
                  key={cell.id}
                  className={cn(
                    'px-2 py-2 align-middle',
                    meta?.align === 'right' && 'tabular-nums',
                    ALIGN[meta?.align ?? 'left'],
                    meta?.className,
                  )}
                >
                  <table.FlexRender cell={cell} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
