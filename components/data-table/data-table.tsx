'use client';
// The one table: server-driven paging, sorting and search (state in the URL), declared filters, loading
// and empty states, a 'Columns' menu (kept in the browser) and CSV export (';') of every row matching the
// current search and filters. It reads through the query layer: a write to its endpoint reloads it.
import { functionalUpdate, type PaginationState, type SortingState, useTable } from '@tanstack/react-table';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { type ApiListPath, concretePath } from '@/lib/client/api-client';
import { useApiList } from '@/lib/client/query';
import type { ListResult } from '@/lib/schemas/list';
import { ColumnMenu } from './column-menu';
import { type CsvSpec, useCsvExport } from './csv-export';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { Pager } from './pager';
import { useStoredColumnVisibility } from './stored-visibility';
import { features, type TableColumn } from './table-features';
import { type RowOptions, TableView } from './table-view';
import { type ListFilter, TableToolbar } from './toolbar';
import { listQueryString, useListState } from './use-list-state';

export type { CsvSpec } from './csv-export';
export { type ColumnMetaShape, createColumnHelper, type TableColumn } from './table-features';
export type { ListFilter } from './toolbar';

const NO_ROWS: never[] = [];

export interface DataTableProps<Row extends { id: number | string }> extends Omit<RowOptions<Row>, 'rowAttributes'> {
  /** The list endpoint, e.g. /api/user/admin: a list of the contract whose rows are `Row`s. */
  endpoint: ApiListPath<Row>;
  /** The values of the endpoint's path parameters ({ status: 1 } for …/status/{status}). */
  pathParams?: Record<string, string | number>;
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
}

export function DataTable<Row extends { id: number | string }>(props: DataTableProps<Row>) {
  const {
    endpoint,
    pathParams,
    params,
    paramPrefix = '',
    columns,
    initial,
    defaultSort,
    pageSize = DEFAULT_PAGE_SIZE,
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
  const list = useApiList(endpoint, {
    pathParams,
    search: query,
    initialData: initial && query === firstQuery ? initial : undefined,
    keepPrevious: true,
  });
  const result = list.data ?? null;
  const loading = list.isFetching;
  const error = list.error?.message ?? null;
  const path = concretePath(endpoint, pathParams);
  const csvExport = useCsvExport({ endpoint, pathParams, state, fixed }, csv);

  // Search as the user types, a moment after the last key; a click in the table (a link, a row) acts on
  // what is shown, and a search still waiting must not take the user back here after it.
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (search === state.q) return;
    pendingSearch.current = setTimeout(() => update({ q: search }), 300);
    return () => clearTimeout(pendingSearch.current);
  }, [search, state.q, update]);

  // The server sorts and pages: TanStack Table holds the URL's sort and page and hands changes back to it.
  const sorting: SortingState = useMemo(
    () => (state.sort ? [{ id: state.sort, desc: state.order === 'desc' }] : []),
    [state.sort, state.order],
  );
  const pagination: PaginationState = useMemo(() => ({ pageIndex: state.page - 1, pageSize: state.limit }), [state.page, state.limit]);
  const hiddenByDefault = useMemo(
    () =>
      Object.fromEntries(
        columns.flatMap((c) => (c.meta?.hidden ? [[c.id ?? ('accessorKey' in c ? String(c.accessorKey) : ''), false]] : [])),
      ),
    [columns],
  );
  const table = useTable({
    features,
    columns,
    data: result?.data ?? NO_ROWS,
    getRowId: (row) => String(row.id),
    rowCount: result?.total ?? 0,
    manualSorting: true,
    manualPagination: true,
    // One column sorts at a time; a click on it flips the order, on another starts at its first order
    // (A to Z for text, the largest or latest first for the rest).
    enableMultiSort: false,
    enableSortingRemoval: false,
    initialState: { columnVisibility: hiddenByDefault },
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      update({ sort: next?.id, order: next?.desc ? 'desc' : 'asc' });
    },
    // A new page size starts again on the first page.
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      update(next.pageSize !== pagination.pageSize ? { limit: next.pageSize } : { page: next.pageIndex + 1 });
    },
  });
  useStoredColumnVisibility(table, `${path}|${paramPrefix}`);
  const empty = !!result && result.data.length === 0;

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
        columnMenu={<ColumnMenu columns={table.getAllLeafColumns()} />}
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
        <TableView
          table={table}
          ariaLabel={typeof title === 'string' ? title : undefined}
          loading={!result && loading}
          onRowClick={onRowClick}
          rowClassName={rowClassName}
        />
        {empty && !loading && (
          <EmptyState
            title={state.q || Object.keys(state.filters).length ? 'No rows match' : emptyTitle}
            description={state.q ? `Nothing matches “${state.q}”.` : emptyDescription}
            className="py-10"
          />
        )}
      </div>

      <Pager
        page={pagination.pageIndex + 1}
        limit={pagination.pageSize}
        total={table.getRowCount()}
        onChange={({ page, limit }) => (limit ? table.setPageSize(limit) : table.setPageIndex((page ?? 1) - 1))}
      />
    </div>
  );
}
