'use client';
// Aircrafts (/flight/fleet): the fleet table with its filters, the aircraft dialog, delete, CSV export, and
// the aircraft types dialog. A row opens the aircraft's page.
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { ResourceScreen } from '@/components/crud/resource-screen';
import type { ResourceScreenSpec } from '@/components/crud/resource-spec';
import type { FirstPage } from '@/components/data-table/list-params';
import { Button } from '@/components/ui/button';
import { whenOpened } from '@/components/ui/lazy-dialog';
import { useApiGet } from '@/lib/client/query';
import { fmt } from '@/lib/format/numbers';
import { FLEET_STATUSES } from '@/lib/rules/fleet';
import type { BaseRow, FleetRow, FleetTypeRow } from '@/lib/schemas/flight/rows';
import { FLEET_STATUS_LABEL, FleetStatusBadge } from './badges';
import { baseLabel, FLEET_ENDPOINT, fleetFormSpec, typeLabel } from './fleet-form';
import { FLEET_TYPE_ENDPOINT } from './lists';

const FleetTypesDialog = whenOpened(
  dynamic(() => import('./fleet-types-dialog').then((m) => m.FleetTypesDialog), { ssr: false }),
  (p) => p.open,
);

/** Every aircraft type, for the type filter and the aircraft form. */
const ALL_TYPES = { limit: 10000, sort: 'name' } as const;

function fleetSpec(types: readonly FleetTypeRow[], bases: readonly BaseRow[]): ResourceScreenSpec<FleetRow> {
  return {
    endpoint: FLEET_ENDPOINT,
    filters: [
      {
        name: 'fleet_type_id',
        label: 'Filter by type',
        all: 'All types',
        options: types.map((t) => ({ value: String(t.id), label: typeLabel(t) })),
        width: 'w-52',
      },
      {
        name: 'base_id',
        label: 'Filter by base',
        all: 'All bases',
        options: bases.map((b) => ({ value: String(b.id), label: baseLabel(b) })),
      },
      {
        name: 'status',
        label: 'Filter by status',
        all: 'All statuses',
        options: FLEET_STATUSES.map((s) => ({ value: s, label: FLEET_STATUS_LABEL(s) })),
        width: 'w-40',
      },
    ],
    columns: [
      {
        id: 'registration',
        header: 'Registration',
        sortable: true,
        csv: true,
        cell: (r) => (
          <Link href={`/flight/fleet/${r.id}`} className="font-mono font-semibold text-brand-700 hover:underline">
            {r.registration}
          </Link>
        ),
      },
      {
        id: 'type',
        header: 'Type',
        className: 'whitespace-nowrap',
        value: (r) => r.fleet_type?.name,
        cell: (r) => (
          <span>
            {r.fleet_type?.name} <span className="text-xs text-slate-500">{r.fleet_type?.code}</span>
          </span>
        ),
        csv: [
          { header: 'type', value: (r) => r.fleet_type?.code },
          { header: 'type_name', value: (r) => r.fleet_type?.name },
        ],
      },
      {
        id: 'serial_number',
        header: 'Serial',
        sortable: true,
        csv: true,
        cell: (r) => <span className="font-mono text-xs">{r.serial_number}</span>,
      },
      { id: 'year_built', header: 'Year', sortable: true, align: 'right', csv: true },
      {
        id: 'base',
        header: 'Base',
        value: (r) => r.base?.short_name,
        csv: true,
        cell: (r) => <span title={r.base?.name}>{r.base?.short_name}</span>,
      },
      { id: 'seats', header: 'Seats', sortable: true, align: 'right', csv: true },
      { id: 'payload_kg', header: 'Payload kg', sortable: true, align: 'right', csv: true, cell: (r) => fmt(r.payload_kg) },
      { id: 'status', header: 'Status', sortable: true, csv: true, cell: (r) => <FleetStatusBadge status={r.status} /> },
      { id: 'notes', header: 'Notes', hidden: true, csv: true, cell: (r) => <p className="line-clamp-2 max-w-xs">{r.notes ?? '–'}</p> },
    ],
    csv: { filename: 'aircraft' },
    empty: { title: 'No aircraft yet', description: "Add the first aircraft with '+ Add Aircraft'." },
    rowHref: (r) => `/flight/fleet/${r.id}`,
    rowLabel: (r) => r.registration,
    addLabel: '+ Add Aircraft',
    form: fleetFormSpec(types, bases),
    remove: {
      label: (r) => `aircraft ${r.registration}`,
      description:
        'Its daily hours, releases and history are deleted with it; to keep its records, set it to Retired instead. An aircraft that still has parts or AFL pages cannot be deleted.',
      toast: 'Aircraft deleted',
    },
  };
}

export function FleetManager({
  first,
  types: initialTypes,
  bases,
}: {
  first: FirstPage<FleetRow>;
  types: FleetTypeRow[];
  bases: BaseRow[];
}) {
  const [typesOpen, setTypesOpen] = useState(false);
  const allTypes = useApiGet(FLEET_TYPE_ENDPOINT, {
    params: { query: ALL_TYPES },
    initialData: { total: initialTypes.length, data: initialTypes },
  });
  const types = allTypes.data?.data ?? initialTypes;
  const spec = useMemo(() => fleetSpec(types, bases), [types, bases]);

  return (
    <>
      <ResourceScreen
        spec={spec}
        first={first}
        actions={
          <Button variant="secondary" size="sm" onClick={() => setTypesOpen(true)}>
            Aircraft types
          </Button>
        }
      />
      <FleetTypesDialog open={typesOpen} onOpenChange={setTypesOpen} />
    </>
  );
}
