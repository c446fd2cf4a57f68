'use client';
// Airport (/flight/airport): the airports table with search and a timezone filter, create/edit/delete with
// the schema's messages beside each field, CSV export. A row opens the airport's page.
import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { DeleteDialog, type DeleteTarget } from '@/components/crud/delete-dialog';
import { type FormTarget, formValues, ResourceFormDialog } from '@/components/crud/resource-form';
import { actionsColumn } from '@/components/crud/row-actions';
import { DataTable, type TableFeatures } from '@/components/data-table/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/select';
import { airportCreate } from '@/lib/schemas/flight/network';
import type { AirportRow } from '@/lib/schemas/flight/rows';
import type { ListResult } from '@/lib/schemas/list';
import { AIRPORT_DEFAULTS, AIRPORT_ENDPOINT, AIRPORT_FIELDS, runwayText } from './airport-form';
import { airportCodes, fmt, zoneAbbreviation } from './format';
import { AIRPORT_LIST } from './lists';

const ZONES = ['Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura'];
const helper = createColumnHelper<TableFeatures, AirportRow>();

export function AirportManager({ initial }: { initial: ListResult<AirportRow> }) {
  const router = useRouter();
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const { state, update } = useListState(AIRPORT_LIST);
  const reload = () => setReloadKey((k) => k + 1);
  const actions = useRef({ edit: (_r: AirportRow) => {}, remove: (_r: AirportRow) => {} });
  actions.current = {
    edit: (r) => setEditing({ id: r.id, values: formValues(AIRPORT_FIELDS, { ...r }) }),
    remove: (r) => setDeleting({ id: r.id, label: `airport ${airportCodes(r)} ${r.name}` }),
  };

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('iata', {
          header: 'IATA',
          cell: (c) => (
            <Link href={`/flight/airport/${c.row.original.id}`} className="font-mono font-semibold text-brand-700 hover:underline">
              {c.getValue() ?? '—'}
            </Link>
          ),
        }),
        helper.accessor('icao', { header: 'ICAO', cell: (c) => <span className="font-mono">{c.getValue() ?? '–'}</span> }),
        helper.accessor('name', {
          header: 'Name',
          cell: ({ row: { original: a } }) => (
            <span>
              {a.name}
              {!a.active && (
                <Badge tone="gray" className="ml-2">
                  Inactive
                </Badge>
              )}
            </span>
          ),
        }),
        helper.accessor('city', { header: 'City' }),
        helper.accessor('timezone', {
          header: 'Timezone',
          cell: (c) => (
            <span className="whitespace-nowrap">
              {c.getValue()}
              {zoneAbbreviation(c.getValue()) && <span className="ml-1 text-xs text-slate-500">{zoneAbbreviation(c.getValue())}</span>}
            </span>
          ),
        }),
        helper.accessor('elevation_ft', {
          header: 'Elevation ft',
          meta: { align: 'right' },
          cell: (c) => fmt(c.getValue()),
        }),
        helper.accessor('runway_length_m', {
          header: 'Runway',
          cell: ({ row: { original: a } }) => <span className="whitespace-nowrap text-slate-700">{runwayText(a)}</span>,
        }),
        helper.display(
          actionsColumn((r) => airportCodes(r), { edit: (r) => actions.current.edit(r), remove: (r) => actions.current.remove(r) }),
        ),
      ]),
    [],
  );

  return (
    <>
      <DataTable<AirportRow>
        endpoint={AIRPORT_ENDPOINT}
        columns={columns}
        initial={initial}
        defaultSort={{ field: AIRPORT_LIST.sort!, order: 'asc' }}
        pageSize={AIRPORT_LIST.limit}
        searchPlaceholder="Search code, name or city"
        reloadKey={reloadKey}
        emptyTitle="No airports yet"
        emptyDescription="Add the airports the airline flies to with '+ Add Airport'."
        onRowClick={(row) => router.push(`/flight/airport/${row.id}`)}
        csv={{
          filename: 'airports',
          columns: [
            { header: 'iata', value: (r) => r.iata },
            { header: 'icao', value: (r) => r.icao },
            { header: 'name', value: (r) => r.name },
            { header: 'city', value: (r) => r.city },
            { header: 'country', value: (r) => r.country },
            { header: 'latitude', value: (r) => r.latitude },
            { header: 'longitude', value: (r) => r.longitude },
            { header: 'elevation_ft', value: (r) => r.elevation_ft },
            { header: 'timezone', value: (r) => r.timezone },
            { header: 'runway', value: (r) => r.runway_designation },
            { header: 'runway_length_m', value: (r) => r.runway_length_m },
            { header: 'runway_width_m', value: (r) => r.runway_width_m },
            { header: 'runway_surface', value: (r) => r.runway_surface },
            { header: 'active', value: (r) => r.active },
          ],
        }}
        filters={
          <FilterSelect
            aria-label="Filter by timezone"
            className="w-56"
            value={state.filters.timezone}
            onChange={(v) => update({ filters: { timezone: v } })}
            all="All timezones"
            options={ZONES.map((z) => ({ value: z, label: `${z} (${zoneAbbreviation(z)})` }))}
          />
        }
        actions={<Button onClick={() => setEditing({ values: formValues(AIRPORT_FIELDS, AIRPORT_DEFAULTS) })}>+ Add Airport</Button>}
      />

      <ResourceFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        title={editing?.id ? `Edit airport ${editing.values.iata || editing.values.icao}` : 'New airport'}
        fields={AIRPORT_FIELDS}
        schema={airportCreate}
        endpoint={AIRPORT_ENDPOINT}
        idPrefix="airport"
        successMessage={editing?.id ? 'Airport updated' : 'Airport created'}
        onSaved={reload}
        maxWidth={640}
      />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        endpoint={AIRPORT_ENDPOINT}
        description="An airport that is still a base's home airport cannot be deleted; to stop using it, make it inactive instead."
        successMessage="Airport deleted"
        onDeleted={reload}
      />
    </>
  );
}
