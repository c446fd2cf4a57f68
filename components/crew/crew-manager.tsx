'use client';
// Crews (/flight/pilot): the crew table (documents, type ratings and the four flight-time windows), its
// filters, the crew member dialog and delete. A row opens the crew member's page.
import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { DeleteDialog, type DeleteTarget } from '@/components/crud/delete-dialog';
import type { FormTarget } from '@/components/crud/resource-form';
import { actionsColumn } from '@/components/crud/row-actions';
import { DataTable, type TableFeatures } from '@/components/data-table/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { baseLabel } from '@/components/flight/fleet-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/select';
import { FLIGHT_TIME_WINDOWS, limitUsage } from '@/lib/rules/flight-time-limits';
import { PILOT_RANKS, RANK_LABELS } from '@/lib/schemas/flight/pilot';
import type { BaseRow, FleetTypeRow } from '@/lib/schemas/flight/rows';
import type { ListResult } from '@/lib/schemas/list';
import { type AirportOption, CrewFormDialog, crewTarget } from './crew-form';
import { CrewTabs } from './crew-tabs';
import { ExpiryBadge } from './expiry';
import { LimitCell } from './limits';
import { CREW_LIST } from './lists';
import { dayOf, PILOT_ENDPOINT, type PilotRow } from './types';

const helper = createColumnHelper<TableFeatures, PilotRow>();

export function CrewManager({
  initial,
  bases,
  types,
  airports,
}: {
  initial?: ListResult<PilotRow>;
  bases: BaseRow[];
  types: FleetTypeRow[];
  airports: AirportOption[];
}) {
  const router = useRouter();
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const { state, update } = useListState(CREW_LIST);
  const reload = () => setReloadKey((k) => k + 1);
  const actions = useRef({ edit: (_row: PilotRow) => {}, remove: (_row: PilotRow) => {} });
  actions.current = {
    edit: (row) => setEditing(crewTarget(row)),
    remove: (row) => setDeleting({ id: row.id, label: `crew member ${row.name} (${row.crew_code})` }),
  };

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: 'Name',
          meta: { className: 'whitespace-nowrap' },
          cell: (c) => (
            <div>
              <Link href={`/flight/pilot/${c.row.original.id}`} className="font-semibold text-brand-700 hover:underline">
                {c.getValue()}
              </Link>
              <div className="flex items-center gap-1.5 text-xs text-slate-500">
                <span className="font-mono font-semibold text-slate-700">{c.row.original.crew_code}</span>
                <span aria-hidden>·</span>
                {RANK_LABELS[c.row.original.rank] ?? c.row.original.rank}
                {c.row.original.status === 'inactive' && <Badge tone="gray">Inactive</Badge>}
              </div>
            </div>
          ),
        }),
        helper.accessor('base_name_short', {
          header: 'Base',
          enableSorting: false,
          cell: (c) => <span title={c.row.original.base_name ?? undefined}>{c.getValue() ?? '–'}</span>,
        }),
        helper.accessor('fleet_types', {
          header: 'Ratings',
          enableSorting: false,
          cell: (c) =>
            c.getValue().length ? (
              <div className="flex gap-1">
                {c.getValue().map((t) => (
                  <Badge key={t.id} tone="blue" className="font-mono">
                    {t.code}
                  </Badge>
                ))}
              </div>
            ) : (
              <span className="text-xs text-slate-400">none</span>
            ),
        }),
        helper.accessor('licence_expiry', {
          header: 'Licence',
          cell: (c) => <ExpiryBadge date={c.getValue()} state={c.row.original.licence_state} label="Licence" />,
        }),
        helper.accessor('medical_expiry', {
          header: 'Medical',
          cell: (c) => <ExpiryBadge date={c.getValue()} state={c.row.original.medical_state} label="Medical" />,
        }),
        ...FLIGHT_TIME_WINDOWS.map(({ key, days }) =>
          helper.accessor(key, {
            header: `${days} d`,
            cell: (c) => <LimitCell usage={limitUsage(c.row.original).find((u) => u.key === key) ?? limitUsage({})[0]} />,
          }),
        ),
        helper.display(actionsColumn((r) => r.name, { edit: (r) => actions.current.edit(r), remove: (r) => actions.current.remove(r) })),
      ]),
    [],
  );

  const filterSelect = (key: string, label: string, all: string, options: { value: string; label: string }[], width: string) => (
    <FilterSelect
      aria-label={label}
      className={width}
      value={state.filters[key]}
      onChange={(v) => update({ filters: { [key]: v } })}
      all={all}
      options={options}
    />
  );
  const flaggedOnly = state.filters.flagged === '1';

  return (
    <>
      <CrewTabs />
      <DataTable<PilotRow>
        endpoint={PILOT_ENDPOINT}
        columns={columns}
        initial={initial}
        defaultSort={{ field: CREW_LIST.sort ?? 'name', order: 'asc' }}
        pageSize={CREW_LIST.limit}
        searchPlaceholder="Search name, code or licence"
        reloadKey={reloadKey}
        emptyTitle="No crew yet"
        emptyDescription="Add the first crew member with '+ Add Crew'."
        onRowClick={(row) => router.push(`/flight/pilot/${row.id}`)}
        rowClassName={(row) => (row.exceeded ? 'bg-red-50/60 hover:bg-red-50' : undefined)}
        csv={{
          filename: 'crew',
          columns: [
            { header: 'name', value: (r) => r.name },
            { header: 'crew_code', value: (r) => r.crew_code },
            { header: 'rank', value: (r) => r.rank },
            { header: 'base', value: (r) => r.base_name_short },
            { header: 'type_ratings', value: (r) => r.fleet_types.map((t) => t.code).join(' ') },
            { header: 'licence_number', value: (r) => r.licence_number },
            { header: 'licence_expiry', value: (r) => dayOf(r.licence_expiry) },
            { header: 'medical_expiry', value: (r) => dayOf(r.medical_expiry) },
            { header: 'fl7', value: (r) => r.fl7 },
            { header: 'fl30', value: (r) => r.fl30 },
            { header: 'fl90', value: (r) => r.fl90 },
            { header: 'fl365', value: (r) => r.fl365 },
            { header: 'flagged', value: (r) => (r.flagged ? 1 : 0) },
            { header: 'status', value: (r) => r.status },
            { header: 'phone', value: (r) => r.phone },
            { header: 'email', value: (r) => r.email },
          ],
        }}
        filters={
          <>
            {filterSelect(
              'base',
              'Filter by base',
              'All bases',
              bases.map((b) => ({ value: String(b.id), label: baseLabel(b) })),
              'w-44',
            )}
            {filterSelect(
              'rank',
              'Filter by rank',
              'All ranks',
              PILOT_RANKS.map((r) => ({ value: r, label: RANK_LABELS[r] })),
              'w-36',
            )}
            {filterSelect(
              'fleet_type',
              'Filter by type rating',
              'All ratings',
              types.map((t) => ({ value: String(t.id), label: `${t.code} · ${t.name}` })),
              'w-40',
            )}
            {filterSelect(
              'status',
              'Filter by status',
              'All statuses',
              [
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ],
              'w-32',
            )}
            <label className="flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 accent-amber-600"
                checked={flaggedOnly}
                onChange={(e) => update({ filters: { flagged: e.target.checked ? '1' : undefined } })}
              />
              Limits flagged
            </label>
          </>
        }
        actions={<Button onClick={() => setEditing(crewTarget())}>+ Add Crew</Button>}
      />

      <CrewFormDialog target={editing} onClose={() => setEditing(null)} bases={bases} types={types} airports={airports} onSaved={reload} />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        endpoint={PILOT_ENDPOINT}
        description="Their roster and qualifications are deleted with them. A crew member who is on flights cannot be deleted; set them to Inactive instead."
        successMessage="Crew member deleted"
        onDeleted={reload}
      />
    </>
  );
}
