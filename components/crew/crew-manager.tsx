'use client';
// Crews (/flight/pilot): the crew table (documents, type ratings and the four flight-time windows), its
// filters, the crew member dialog and delete. A row opens the crew member's page.
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useMemo } from 'react';
import { type CustomForm, ResourceScreen } from '@/components/crud/resource-screen';
import type { ResourceScreenSpec } from '@/components/crud/resource-spec';
import { useListState } from '@/components/data-table/use-list-state';
import { baseLabel } from '@/components/flight/fleet-form';
import { Badge } from '@/components/ui/badge';
import { whenOpened } from '@/components/ui/lazy-dialog';
import { useInvalidate } from '@/lib/client/query';
import { FLIGHT_TIME_WINDOWS, limitUsage } from '@/lib/rules/flight-time-limits';
import { PILOT_RANKS, RANK_LABELS } from '@/lib/rules/pilot';
import type { BaseRow, FleetTypeRow } from '@/lib/schemas/flight/rows';
import type { ListResult } from '@/lib/schemas/list';
import { type AirportOption, crewTarget } from './crew-fields';
import { CrewTabs } from './crew-tabs';
import { ExpiryBadge } from './expiry';
import { LimitCell } from './limits';
import { CREW_LIST } from './lists';
import { dayOf, PILOT_ENDPOINT, type PilotRow } from './types';

const CrewFormDialog = whenOpened(
  dynamic(() => import('./crew-form').then((m) => m.CrewFormDialog), { ssr: false }),
  (p) => p.target !== null,
);

function crewSpec(bases: readonly BaseRow[], types: readonly FleetTypeRow[]): ResourceScreenSpec<PilotRow> {
  return {
    endpoint: PILOT_ENDPOINT,
    list: CREW_LIST,
    search: 'Search name, code or licence',
    filters: [
      {
        name: 'base',
        label: 'Filter by base',
        all: 'All bases',
        options: bases.map((b) => ({ value: String(b.id), label: baseLabel(b) })),
      },
      {
        name: 'rank',
        label: 'Filter by rank',
        all: 'All ranks',
        options: PILOT_RANKS.map((r) => ({ value: r, label: RANK_LABELS[r] })),
        width: 'w-36',
      },
      {
        name: 'fleet_type',
        label: 'Filter by type rating',
        all: 'All ratings',
        options: types.map((t) => ({ value: String(t.id), label: `${t.code} · ${t.name}` })),
        width: 'w-40',
      },
      {
        name: 'status',
        label: 'Filter by status',
        all: 'All statuses',
        options: [
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
        ],
        width: 'w-32',
      },
    ],
    columns: [
      {
        id: 'name',
        header: 'Name',
        sortable: true,
        // A long name wraps, so that the limits' columns stay in a 1366 px window.
        cell: (r) => (
          <div className="min-w-36 max-w-56">
            <Link href={`/flight/pilot/${r.id}`} prefetch={false} className="font-semibold text-brand-700 hover:underline">
              {r.name}
            </Link>
            <div className="flex items-center gap-1.5 whitespace-nowrap text-xs text-slate-500">
              <span className="font-mono font-semibold text-slate-700">{r.crew_code}</span>
              <span aria-hidden>·</span>
              {RANK_LABELS[r.rank] ?? r.rank}
              {r.status === 'inactive' && <Badge tone="gray">Inactive</Badge>}
            </div>
          </div>
        ),
        csv: [
          { header: 'name', value: (r) => r.name },
          { header: 'crew_code', value: (r) => r.crew_code },
          { header: 'rank', value: (r) => r.rank },
        ],
      },
      {
        id: 'base_name_short',
        header: 'Base',
        csv: 'base',
        cell: (r) => <span title={r.base_name ?? undefined}>{r.base_name_short ?? '–'}</span>,
      },
      {
        id: 'fleet_types',
        header: 'Ratings',
        value: (r) => r.fleet_types.map((t) => t.code).join(' '),
        csv: 'type_ratings',
        cell: (r) =>
          r.fleet_types.length ? (
            <div className="flex gap-1">
              {r.fleet_types.map((t) => (
                <Badge key={t.id} tone="blue" className="font-mono">
                  {t.code}
                </Badge>
              ))}
            </div>
          ) : (
            <span className="text-xs text-slate-500">none</span>
          ),
      },
      {
        id: 'licence_expiry',
        header: 'Licence',
        sortable: true,
        cell: (r) => <ExpiryBadge date={r.licence_expiry} state={r.licence_state} label="Licence" />,
        csv: [
          { header: 'licence_number', value: (r) => r.licence_number },
          { header: 'licence_expiry', value: (r) => dayOf(r.licence_expiry) },
        ],
      },
      {
        id: 'medical_expiry',
        header: 'Medical',
        sortable: true,
        cell: (r) => <ExpiryBadge date={r.medical_expiry} state={r.medical_state} label="Medical" />,
        csv: [{ header: 'medical_expiry', value: (r) => dayOf(r.medical_expiry) }],
      },
      ...FLIGHT_TIME_WINDOWS.map(({ key, days }) => ({
        id: key,
        header: `${days} d`,
        sortable: true,
        csv: true as const,
        cell: (r: PilotRow) => <LimitCell usage={limitUsage(r).find((u) => u.key === key) ?? limitUsage({})[0]} />,
      })),
      { id: 'flagged', header: 'Flagged', hidden: true, value: (r) => (r.flagged ? 1 : 0), csv: true },
      { id: 'status', header: 'Status', hidden: true, csv: true },
      { id: 'phone', header: 'Phone', hidden: true, csv: true },
      { id: 'email', header: 'Email', hidden: true, csv: true },
    ],
    csv: { filename: 'crew' },
    empty: { title: 'No crew yet', description: "Add the first crew member with '+ Add Crew'." },
    rowHref: (r) => `/flight/pilot/${r.id}`,
    rowClassName: (r) => (r.exceeded ? 'bg-red-50/60 hover:bg-red-50' : undefined),
    rowLabel: (r) => r.name,
    addLabel: '+ Add Crew',
    remove: {
      label: (r) => `crew member ${r.name} (${r.crew_code})`,
      description:
        'Their roster and qualifications are deleted with them. A crew member who is on flights cannot be deleted; set them to Inactive instead.',
      toast: 'Crew member deleted',
    },
  };
}

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
  const { state, update } = useListState(CREW_LIST);
  const invalidate = useInvalidate();
  const spec = useMemo(() => crewSpec(bases, types), [bases, types]);
  // The crew dialog (with its ratings and qualifications) is the crew screen's own.
  const form: CustomForm<PilotRow> = useMemo(
    () => ({
      target: crewTarget,
      dialog: (target, onClose) => (
        <CrewFormDialog
          target={target}
          onClose={onClose}
          bases={bases}
          types={types}
          airports={airports}
          onSaved={() => void invalidate([PILOT_ENDPOINT])}
        />
      ),
    }),
    [bases, types, airports, invalidate],
  );

  return (
    <>
      <CrewTabs />
      <ResourceScreen
        spec={spec}
        initial={initial}
        customForm={form}
        filters={
          <label className="flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-amber-600"
              checked={state.filters.flagged === '1'}
              onChange={(e) => update({ filters: { flagged: e.target.checked ? '1' : undefined } })}
            />
            Limits flagged
          </label>
        }
      />
    </>
  );
}
