'use client';
// The one table: server-driven paging, sorting and search (state in the URL), loading and empty states,
// and CSV export (';') of every row matching the current search and filters.
import { type ColumnDef, rowPaginationFeature, rowSortingFeature, type SortingState, tableFeatures, useTable } from '@tanstack/react-table';
import { type MouseEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/client/api';
import { useApiQuery } from '@/lib/client/query';
import { type CsvColumn, toCsv } from '@/lib/rules/csv';
import type { ListResult } from '@/lib/schemas/list';
import { listQueryString, useListState } from './use-list-state';

export interface ColumnMetaShape {
  /** Numbers read best right-aligned. */
  align?: 'left' | 'right' | 'center';
  /** Extra classes for the column's cells (e.g. 'w-32', 'whitespace-nowrap'). */
  className?: string;
}

export const tableFeatureSet = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnMeta: {} as ColumnMetaShape });
export type TableFeatures = typeof tableFeatureSet;

export const PAGE_SIZES = [10, 25, 50, 100] as const;

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/** Clicks on these inside a row do their own thing and do not open the row. */
const INTERACTIVE = 'a,button,input,select,textarea,label,[role="button"],[role="menuitem"],[role="combobox"]';

export interface DataTableProps<Row extends { id: number | string }> {
  /** The list endpoint, e.g. /api/user/admin. */
  endpoint: string;
  /** Fixed query parameters sent with every request and the CSV export (e.g. { fleet: 12 }). */
  params?: Record<string, string | number>;
  /** Keeps this table's URL parameters apart from another table's on the same screen ('areas.'). */
  paramPrefix?: string;
  // biome-ignore lint/suspicious/noExplicitAny: columns hold values of different types
  columns: ColumnDef<TableFeatures, Row, any>[];
  /** The first page, rendered on the server; without it the table loads it on mount. */
  initial?: ListResult<Row>;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  pageSize?: number;
  /** A heading at the left of the toolbar (for a table that is one panel of a screen). */
  title?: ReactNode;
  /** Without a search box when false. */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Filter controls shown beside the search box. */
  filters?: ReactNode;
  /** Buttons at the right of the toolbar (e.g. '+ Add'). */
  actions?: ReactNode;
  csv?: { filename: string; columns: CsvColumn<Row>[] };
  /** Change it to reload the current page (after a create, update or delete). */
  reloadKey?: number;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  onRowClick?: (row: Row) => void;
  /** Classes for a row instead of the plain hover (e.g. a warning tint with its own hover). */
  rowClassName?: (row: Row) => string | undefined;
}

export function DataTable<Row extends { id: number | string }>(props: DataTableProps<Row>) {
  const {
    endpoint,
    params,
    paramPrefix = '',
    columns,
    initial,
    defaultSort,
    pageSize = 25,
    title,
    searchable = true,
    searchPlaceholder = 'Search…',
    filters,
    actions,
    csv,
    reloadKey = 0,
    emptyTitle = 'Nothing here yet',
    emptyDescription,
    onRowClick,
    rowClassName,
  } = props;
  const { state, update } = useListState({ limit: pageSize, sort: defaultSort?.field, order: defaultSort?.order }, paramPrefix);
  const [search, setSearch] = useState(state.q);
  const [exporting, setExporting] = useState(false);
  const { toast } = useToast();
  const fixedKey = JSON.stringify(params ?? {});
  const fixed: Record<string, string | number> = useMemo(() => JSON.parse(fixedKey), [fixedKey]);
  const query = listQueryString(state, fixed);
  // The server rendered the first page for the URL's state: that answer seeds exactly that query.
  const [firstQuery] = useState(query);
  const list = useApiQuery<ListResult<Row>>(`${endpoint}?${query}`, {
    initialData: initial && query === firstQuery ? initial : undefined,
    keepPrevious: true,
  });
  const result = list.data ?? null;
  const loading = list.isFetching;
  const error = list.error?.message ?? null;
  const { refetch } = list;
  // Transitional: screens not yet on useApiMutation ask for a reload by bumping reloadKey.
  useEffect(() => {
    if (reloadKey) void refetch();
  }, [reloadKey, refetch]);

  // Search as the user types, a moment after the last key.
  useEffect(() => {
    if (search === state.q) return;
    const t = setTimeout(() => update({ q: search }), 300);
    return () => clearTimeout(t);
  }, [search, state.q, update]);

  const sorting: SortingState = useMemo(
    () => (state.sort ? [{ id: state.sort, desc: state.order === 'desc' }] : []),
    [state.sort, state.order],
  );
  const pagination = useMemo(() => ({ pageIndex: state.page - 1, pageSize: state.limit }), [state.page, state.limit]);
  const rows = result?.data ?? [];
  const total = result?.total ?? 0;

  const table = useTable({
    features: tableFeatureSet,
    columns,
    data: rows,
    rowCount: total,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const s = next[0];
      update({ sort: s?.id, order: s?.desc ? 'desc' : 'asc' });
    },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      update({ page: next.pageIndex + 1, limit: next.pageSize });
    },
  });

  const pages = Math.max(1, Math.ceil(total / state.limit));
  const from = total === 0 ? 0 : (state.page - 1) * state.limit + 1;
  const to = Math.min(total, state.page * state.limit);
  const columnCount = table.getAllLeafColumns().length;

  function rowClick(e: MouseEvent, row: Row) {
    if (!onRowClick || (e.target as HTMLElement).closest(INTERACTIVE)) return;
    // Leave text selection alone.
    if (window.getSelection()?.toString()) return;
    onRowClick(row);
  }

  async function exportCsv() {
    if (!csv) return;
    setExporting(true);
    try {
      const all = await api<ListResult<Row>>(`${endpoint}?${listQueryString({ ...state, page: 1, limit: 10000 }, fixed)}`);
      const blob = new Blob([toCsv(all.data, csv.columns)], { type: 'text/csv;charset=utf-8' });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `${csv.filename}.csv`;
      a.click();
      URL.revokeObjectURL(a.href);
      toast(`Exported ${all.data.length} rows`, { type: 'success' });
    } catch (e) {
      toast(e instanceof Error ? e.message : 'Export failed', { type: 'error' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3">
        {title != null && <h2 className="mr-2 text-sm font-semibold text-slate-900">{title}</h2>}
        {searchable && (
          // The input fills its box; the box sets the width.
          <div className="w-64">
            <Input
              type="search"
              aria-label={typeof title === 'string' ? `Search ${title.toLowerCase()}` : 'Search'}
              placeholder={searchPlaceholder}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        )}
        {filters}
        <div className="ml-auto flex items-center gap-2">
          {loading && result && <Spinner className="size-4 text-brand-600" />}
          {csv && (
            <Button variant="secondary" size="sm" onClick={exportCsv} loading={exporting}>
              Export CSV
            </Button>
          )}
          {actions}
        </div>
      </div>

      {error && (
        <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-700">
          {error}
        </p>
      )}

      {/* relative: absolutely placed content (the sr-only headers) stays inside the scroll box. */}
      <div className={cn('relative overflow-x-auto', loading && result && 'opacity-60')} aria-busy={loading}>
        <table className="w-full text-left text-sm" aria-label={typeof title === 'string' ? title : undefined}>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort();
                  const dir = header.column.getIsSorted();
                  const meta = header.column.columnDef.meta;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={dir ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                      className={cn('whitespace-nowrap px-3 py-2 font-semibold', ALIGN[meta?.align ?? 'left'])}
                    >
                      {header.isPlaceholder ? null : sortable ? (
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
            {!result && loading && (
              <tr>
                <td colSpan={columnCount} className="px-4 py-10 text-center text-sm text-slate-500">
                  <span className="inline-flex items-center gap-2" data-testid="table-loading">
                    <Spinner className="size-4 text-brand-600" />
                    Loading…
                  </span>
                </td>
              </tr>
            )}
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                onClick={onRowClick ? (e) => rowClick(e, row.original) : undefined}
                className={cn(rowClassName?.(row.original) ?? 'hover:bg-slate-50', onRowClick && 'cursor-pointer')}
              >
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={cn(
                        'px-3 py-2 align-middle',
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
        {result && rows.length === 0 && !loading && (
          <EmptyState
            title={state.q || Object.keys(state.filters).length ? 'No rows match' : emptyTitle}
            description={state.q ? `Nothing matches “${state.q}”.` : emptyDescription}
            className="py-10"
          />
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-4 py-2 text-sm text-slate-600">
        <span data-testid="table-range">
          {from}–{to} of {total}
        </span>
        <label className="ml-auto flex items-center gap-2">
          Rows per page
          <select
            className="rounded border border-slate-300 bg-white px-2 py-1"
            value={state.limit}
            onChange={(e) => update({ limit: Number(e.target.value) })}
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <span>
          Page {state.page} of {pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={state.page <= 1}
          onClick={() => update({ page: state.page - 1 })}
          aria-label="Previous page"
        >
          ‹ Prev
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={state.page >= pages}
          onClick={() => update({ page: state.page + 1 })}
          aria-label="Next page"
        >
          Next ›
        </Button>
      </div>
    </div>
  );
}
