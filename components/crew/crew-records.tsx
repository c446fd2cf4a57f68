'use client';
import { type ReactNode, useState } from 'react';
// What the crew member's Flights and Logbook tabs share: a date range, one page of a list call read
// through the query cache (the last page kept while the next loads), the table's frame with its loading,
// empty and error states, and the pager.
import type { TableColumn } from '@/components/data-table/data-table';
import { RowsTable } from '@/components/data-table/rows-table';
import type { RowOptions } from '@/components/data-table/table-view';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { ScrollBox } from '@/components/ui/scroll-box';
import { Spinner } from '@/components/ui/spinner';
import type { ApiAnswer, ApiPathParams } from '@/lib/client/api-client';
import { ASK_AGAIN, useApiGet } from '@/lib/client/query';
import { fmtDay, today } from '@/lib/format/dates';
import { addDays } from '@/lib/rules/calendar-day';
import { flightTypeColour, flightTypeLabel } from '@/lib/rules/flight';
import type { ListResult } from '@/lib/schemas/list';

export const PAGE = 25;

/** The crew member's lists that page between two days. */
type RecordPath = '/api/flight/route-schedule/pilot/{pid}' | '/api/flight/logbook/pilot/{id}';

export interface RecordPage<T> {
  from: string;
  to: string;
  page: number;
  result: T | null;
  error: string | null;
  loading: boolean;
  setRange: (from: string, to: string) => void;
  setPage: (page: number) => void;
}

/** A page of `path` between two days (starting `back` days before today, up to `ahead` days after it). */
export function useRecordPage<P extends RecordPath>(
  path: P,
  pathParams: NonNullable<ApiPathParams<P>>,
  back: number,
  ahead: number,
): RecordPage<ApiAnswer<P>> {
  const day = today();
  const [range, setRange] = useState({ from: addDays(day, -back), to: addDays(day, ahead), page: 1 });
  const query = useApiGet<RecordPath>(path, {
    params: { path: pathParams, query: { ...range, limit: PAGE } },
    keepPrevious: true,
    ...ASK_AGAIN,
  });
  return {
    ...range,
    // The answer of `path`, which the union of both paths' answers cannot tell apart.
    result: (query.data ?? null) as ApiAnswer<P> | null,
    error: query.error?.message ?? null,
    loading: query.isFetching,
    setRange: (from: string, to: string) => setRange({ from, to, page: 1 }),
    setPage: (page: number) => setRange((r) => ({ ...r, page })),
  };
}

function DateRange({
  from,
  to,
  onChange,
  children,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3 text-sm">
      <span className="flex items-center gap-1.5 text-slate-600">
        From
        <Input
          type="date"
          aria-label="From"
          className="w-40"
          value={from}
          onChange={(e) => e.target.value && onChange(e.target.value, to)}
        />
      </span>
      <span className="flex items-center gap-1.5 text-slate-600">
        To
        <Input type="date" aria-label="To" className="w-40" value={to} onChange={(e) => e.target.value && onChange(from, e.target.value)} />
      </span>
      {children}
    </div>
  );
}

/** 'x–y of n', the page and its buttons under a table. */
export function Pager({
  page,
  total,
  onPage,
  loading,
  size = PAGE,
}: {
  page: number;
  total: number;
  onPage: (p: number) => void;
  loading?: boolean;
  size?: number;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <div className="flex items-center gap-3 border-t border-slate-200 px-4 py-2 text-sm text-slate-600">
      <span>
        {total === 0 ? 0 : (page - 1) * size + 1}–{Math.min(total, page * size)} of {total}
      </span>
      {loading && <Spinner className="size-4 text-brand-600" />}
      <span className="ml-auto">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹ Prev
      </Button>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next ›
      </Button>
    </div>
  );
}

export function TypeDot({ type }: { type: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span className="inline-block size-2.5 rounded-sm" style={{ backgroundColor: flightTypeColour(type) }} />
      {flightTypeLabel(type)}
    </span>
  );
}

/** What a records tab's table is: its name and its empty state. */
export interface RecordsTable {
  label: string;
  emptyTitle: string;
  /** The empty state's text before the range ('… between 1 Nov 2026 and 14 Nov 2026.'). */
  emptyText: string;
}

/** A records tab: the range bar (with `summary` at its right), the table of the page, the pager. */
export function RecordsPanel<Row extends { id: number }, T extends ListResult<Row>>({
  records,
  table: { label, emptyTitle, emptyText },
  columns,
  rowClassName,
  summary,
}: {
  records: RecordPage<T>;
  table: RecordsTable;
  /** Stable (module scope or a memo). */
  columns: TableColumn<Row>[];
  rowClassName?: RowOptions<Row>['rowClassName'];
  summary?: ReactNode;
}) {
  const { from, to, page, result, error, loading } = records;
  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <DateRange from={from} to={to} onChange={records.setRange}>
        {summary}
      </DateRange>
      {error && <p className="bg-red-50 px-4 py-2 text-sm text-red-700">{error}</p>}
      {!result ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-5 text-brand-600" />
        </div>
      ) : result.data.length === 0 ? (
        <EmptyState title={emptyTitle} description={`${emptyText} between ${fmtDay(from)} and ${fmtDay(to)}.`} />
      ) : (
        <ScrollBox label={`${label} table`} className="overflow-x-auto">
          <RowsTable rows={result.data} columns={columns} ariaLabel={label} rowClassName={rowClassName} />
        </ScrollBox>
      )}
      {result && <Pager page={page} total={result.total} onPage={records.setPage} loading={loading} />}
    </div>
  );
}
