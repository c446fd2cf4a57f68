'use client';
// The one table: server-driven paging, sorting and search (state in the URL), declared filters, loading
// and empty states, a 'Columns' menu (kept in the browser) and CSV export (';') of every row matching the
// current search and filters. It reads through the query layer: a write to its endpoint reloads it.
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useApiQuery } from '@/lib/client/query';
import type { ListResult } from '@/lib/schemas/list';
import { ColumnMenu } from './column-menu';
import { type AnyColumn, canHide, canSort, columnId, firstSortOrder, renderCell, renderHeader } from './columns';
import { type CsvSpec, useCsvExport } from './csv-export';
import { Pager } from './pager';
import { type ListFilter, TableToolbar } from './toolbar';
import { useColumnVisibility } from './use-column-visibility';
import { listQueryString, useListState } from './use-list-state';

export { type ColumnMetaShape, createColumnHelper } from './columns';
export type { CsvSpec } from './csv-export';
export type { ListFilter } from './toolbar';

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/** Clicks on these inside a row do their own thing and do not open the row. */
const INTERACTIVE = 'a,button,input,select,textarea,label,[role="button"],[role="menuitem"],[role="combobox"]';

export type TableColumn<Row> = AnyColumn<Row>;

export interface DataTableProps<Row extends { id: number | string }> {
  /** The list endpoint, e.g. /api/user/admin. */
  endpoint: string;
  /** Fixed query parameters sent with every request and the CSV export (e.g. { fleet: 12 }). */
  params?: Record<string, string | number>;
  /** Keeps this table's URL parameters apart from another table's on the same screen ('areas.'). */
  paramPrefix?: string;
  columns: TableColumn<Row>[];
  /** The first page, rendered on the server; without it the table loads it on mount. */
  initial?: ListResult<Row>;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  pageSize?: number;
  /** A heading at the left of the toolbar (for a table that is one panel of a screen). */
  title?: ReactNode;
  /** Without a search box when false. */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Filter selects beside the search box, each bound to a URL parameter. */
  filterFields?: readonly ListFilter[];
  /** Other filter controls shown after them. */
  filters?: ReactNode;
  /** Buttons at the right of the toolbar (e.g. '+ Add'). */
  actions?: ReactNode;
  csv?: CsvSpec<Row>;
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
    filterFields = [],
    filters,
    actions,
    csv,
    emptyTitle = 'Nothing here yet',
    emptyDescription,
    onRowClick,
    rowClassName,
  } = props;
  const { state, update } = useListState({ limit: pageSize, sort: defaultSort?.field, order: defaultSort?.order }, paramPrefix);
  const [search, setSearch] = useState(state.q);
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
  const csvExport = useCsvExport(endpoint, state, fixed, csv);

  const keyed = useMemo(() => columns.map((column, i) => ({ column, id: columnId(column, i) })), [columns]);
  const hiddenByDefault = useMemo(
    () => Object.fromEntries(keyed.flatMap(({ column, id }) => (column.meta?.hidden ? [[id, false]] : []))),
    [keyed],
  );
  const { visibility, setVisibility } = useColumnVisibility(`${endpoint}|${paramPrefix}`, hiddenByDefault);
  const withVisibility = keyed.map((c) => ({ ...c, visible: visibility[c.id] !== false }));
  const visible = withVisibility.filter((c) => c.visible);
  const hideable = withVisibility.filter((c) => canHide(c.column));

  // Search as the user types, a moment after the last key; a click in the table (a link, a row) acts on
  // what is shown, and a search still waiting must not take the user back here after it.
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (search === state.q) return;
    pendingSearch.current = setTimeout(() => update({ q: search }), 300);
    return () => clearTimeout(pendingSearch.current);
  }, [search, state.q, update]);

  const rows = result?.data ?? [];
  const total = result?.total ?? 0;

  // One column sorts at a time; a click on it flips the order, on another starts at its first order.
  function sortBy(column: AnyColumn<Row>, id: string) {
    const order = state.sort === id ? (state.order === 'asc' ? 'desc' : 'asc') : firstSortOrder(column, rows);
    update({ sort: id, order });
  }

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
    <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <TableToolbar
        title={title}
        search={searchable ? search : undefined}
        onSearch={setSearch}
        searchPlaceholder={searchPlaceholder}
        filters={filterFields}
        filterValues={state.filters}
        onFilter={(name, value) => update({ filters: { [name]: value } })}
        extraFilters={filters}
        loading={loading && !!result}
        exportCsv={csv ? { run: csvExport.exportCsv, busy: csvExport.exporting } : undefined}
        columnMenu={<ColumnMenu columns={hideable} onToggle={(id, shown) => setVisibility({ ...visibility, [id]: shown })} />}
        actions={actions}
      />

      {error && (
        <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-700">
          {error}
        </p>
      )}

      {/* relative: absolutely placed content (the sr-only headers) stays inside the scroll box. */}
      <div
        className={cn('relative overflow-x-auto', loading && result && 'opacity-60')}
        aria-busy={loading}
        onClickCapture={() => clearTimeout(pendingSearch.current)}
      >
        <table className="w-full text-left text-sm" aria-label={typeof title === 'string' ? title : undefined}>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              {visible.map(({ column, id }) => {
                const dir = state.sort === id ? state.order : undefined;
                const header = renderHeader(column);
                return (
                  <th
                    key={id}
                    scope="col"
                    aria-sort={dir ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={cn('whitespace-nowrap px-2 py-2 font-semibold', ALIGN[column.meta?.align ?? 'left'])}
                  >
                    {canSort(column) ? (
                      <button
                        type="button"
                        onClick={() => sortBy(column, id)}
                        className="inline-flex items-center gap-1 uppercase hover:text-slate-800"
                      >
                        {header}
                        <span aria-hidden className={cn('text-[10px]', !dir && 'opacity-30')}>
                          {dir === 'desc' ? '▼' : '▲'}
                        </span>
                      </button>
                    ) : (
                      header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {!result && loading && (
              <tr>
                <td colSpan={visible.length} className="px-4 py-10 text-center text-sm text-slate-500">
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
                onClick={onRowClick ? (e) => rowClick(e, row) : undefined}
                onKeyDown={onRowClick ? (e) => rowKey(e, row) : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                className={cn(
                  rowClassName?.(row) ?? 'hover:bg-slate-50',
                  onRowClick &&
                    'cursor-pointer focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                )}
              >
                {visible.map(({ column, id }) => (
                  <td
                    key={id}
                    className={cn(
                      'px-2 py-2 align-middle',
                      column.meta?.align === 'right' && 'tabular-nums',
                      ALIGN[column.meta?.align ?? 'left'],
                      column.meta?.className,
                    )}
                  >
                    {renderCell(column, row)}
                  </td>
                ))}
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

      <Pager page={state.page} limit={state.limit} total={total} onChange={update} />
    </div>
  );
}
