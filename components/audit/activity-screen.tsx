'use client';
// Issue 43: Activity (/activity, root and admin): every write the audit trail holds, newest first, with
// filters by person, kind of record and office days (WIB), paged in the database, and the CSV of the
// matches from the server.
import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { tableColumns } from '@/components/crud/resource-columns';
import { DataTable, type ListFilter, type TableColumn } from '@/components/data-table/data-table';
import { listQueryString, readListState } from '@/components/data-table/list-params';
import { useListState } from '@/components/data-table/use-list-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fmtInstant } from '@/lib/format/dates';
import { actorText, describeEntry, TABLE_LABELS, tableLabel } from '@/lib/rules/audit';
import type { AuditActivityAnswer, AuditEntryRow } from '@/lib/schemas/audit';
import { ACTIVITY_LIST } from '@/lib/schemas/list-defaults';

export const ACTIVITY_PATH = '/api/audit/activity';

const KIND_OPTIONS = Object.entries(TABLE_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

const COLUMNS: TableColumn<AuditEntryRow>[] = tableColumns<AuditEntryRow>([
  { id: 'at', header: 'When (WIB)', sortable: true, cell: (r) => <span className="whitespace-nowrap">{fmtInstant(r.at)}</span> },
  { id: 'actor', header: 'Who', value: (r) => actorText(r) },
  {
    id: 'table_name',
    header: 'Record',
    sortable: true,
    cell: (r) => (
      <span className="whitespace-nowrap">
        {tableLabel(r.table_name)} <span className="font-mono text-xs text-slate-600">#{r.record_id}</span>
      </span>
    ),
  },
  { id: 'operation', header: 'Operation', sortable: true },
  {
    id: 'what',
    header: 'What changed',
    value: (r) => describeEntry(r).join('; '),
    cell: (r) => (
      <ul className="min-w-64 max-w-xl list-none">
        {describeEntry(r).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ),
  },
]);

function DayFilters() {
  const { state, update } = useListState(ACTIVITY_LIST);
  return (
    <div className="flex items-center gap-2">
      <Input
        type="date"
        aria-label="From (WIB)"
        className="w-40"
        value={state.filters.from ?? ''}
        onChange={(e) => update({ filters: { from: e.target.value || undefined } })}
      />
      <span className="text-sm text-slate-600">to</span>
      <Input
        type="date"
        aria-label="To (WIB)"
        className="w-40"
        value={state.filters.to ?? ''}
        onChange={(e) => update({ filters: { to: e.target.value || undefined } })}
      />
    </div>
  );
}

export function ActivityScreen({ initial, staff }: { initial: AuditActivityAnswer; staff: readonly { id: number; name: string }[] }) {
  const search = useSearchParams();
  const exportUrl = `${ACTIVITY_PATH}.csv?${listQueryString(readListState(search.entries(), ACTIVITY_LIST))}`;
  const filters: ListFilter[] = useMemo(
    () => [
      {
        name: 'actor',
        label: 'Filter by person',
        all: 'Everyone',
        options: staff.map((s) => ({ value: String(s.id), label: s.name })),
        width: 'w-52',
      },
      { name: 'table', label: 'Filter by kind of record', all: 'Every kind', options: KIND_OPTIONS, width: 'w-48' },
    ],
    [staff],
  );
  return (
    <DataTable<AuditEntryRow>
      endpoint={ACTIVITY_PATH}
      columns={COLUMNS}
      initial={initial}
      defaultSort={{ field: ACTIVITY_LIST.sort, order: ACTIVITY_LIST.order }}
      pageSize={ACTIVITY_LIST.limit}
      title="Activity"
      searchable={false}
      filterFields={filters}
      filters={<DayFilters />}
      emptyTitle="No activity matches"
      emptyDescription="Change the person, the kind of record or the dates."
      actions={
        <Button variant="secondary" size="sm" onClick={() => window.location.assign(exportUrl)}>
          Export CSV
        </Button>
      }
    />
  );
}
