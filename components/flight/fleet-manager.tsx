'use client';
// Aircrafts (/flight/fleet): the fleet table with its filters, the aircraft dialog, delete, CSV export, and
// the aircraft types dialog. A row opens the aircraft's page.
import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useRef, useState } from 'react';
import { DeleteDialog, type DeleteTarget } from '@/components/crud/delete-dialog';
import type { FormTarget } from '@/components/crud/resource-form';
import { actionsColumn } from '@/components/crud/row-actions';
import { DataTable, type TableFeatures } from '@/components/data-table/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/select';
import { api } from '@/lib/client/api';
import { FLEET_STATUSES } from '@/lib/schemas/flight/fleet';
import type { BaseRow, FleetRow, FleetTypeRow } from '@/lib/schemas/flight/rows';
import type { ListResult } from '@/lib/schemas/list';
import { FLEET_STATUS_LABEL, FleetStatusBadge } from './badges';
import { baseLabel, FLEET_ENDPOINT, FleetFormDialog, fleetTarget, typeLabel } from './fleet-form';
import { FLEET_TYPE_ENDPOINT, FleetTypesDialog } from './fleet-types-dialog';
import { fmt } from './format';
import { FLEET_LIST } from './lists';

const helper = createColumnHelper<TableFeatures, FleetRow>();

export function FleetManager({
  initial,
  types: initialTypes,
  bases,
}: {
  initial: ListResult<FleetRow>;
  types: FleetTypeRow[];
  bases: BaseRow[];
}) {
  const router = useRouter();
  const { toast } = useToast();
  const [reloadKey, setReloadKey] = useState(0);
  const [types, setTypes] = useState(initialTypes);
  const [typesBusy, setTypesBusy] = useState(false);
  const [typesOpen, setTypesOpen] = useState(false);
  const [editing, setEditing] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const { state, update } = useListState(FLEET_LIST);
  const reload = () => setReloadKey((k) => k + 1);
  // Row buttons call the latest handlers without rebuilding the columns.
  const actions = useRef({ edit: (_row: FleetRow) => {}, remove: (_row: FleetRow) => {} });
  actions.current = {
    edit: (row) => setEditing(fleetTarget(row)),
    remove: (row) => setDeleting({ id: row.id, label: `aircraft ${row.registration}` }),
  };

  const reloadTypes = useCallback(async () => {
    setTypesBusy(true);
    try {
      const r = await api<ListResult<FleetTypeRow>>(`${FLEET_TYPE_ENDPOINT}?limit=10000&sort=name`);
      setTypes(r.data);
    } catch (err) {
      toast(err instanceof Error ? err.message : 'Could not load the aircraft types', { type: 'error' });
    } finally {
      setTypesBusy(false);
    }
  }, [toast]);

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('registration', {
          header: 'Registration',
          cell: (c) => (
            <Link href={`/flight/fleet/${c.row.original.id}`} className="font-mono font-semibold text-brand-700 hover:underline">
              {c.getValue()}
            </Link>
          ),
        }),
        helper.accessor((r) => r.fleet_type?.name, {
          id: 'type',
          header: 'Type',
          enableSorting: false,
          meta: { className: 'whitespace-nowrap' },
          cell: (c) => (
            <span>
              {c.getValue()} <span className="text-xs text-slate-500">{c.row.original.fleet_type?.code}</span>
            </span>
          ),
        }),
        helper.accessor('serial_number', { header: 'Serial', cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span> }),
        helper.accessor('year_built', { header: 'Year', meta: { align: 'right' } }),
        helper.accessor((r) => r.base?.short_name, {
          id: 'base',
          header: 'Base',
          enableSorting: false,
          cell: (c) => <span title={c.row.original.base?.name}>{c.getValue()}</span>,
        }),
        helper.accessor('seats', { header: 'Seats', meta: { align: 'right' } }),
        helper.accessor('payload_kg', { header: 'Payload kg', meta: { align: 'right' }, cell: (c) => fmt(c.getValue()) }),
        helper.accessor('status', { header: 'Status', cell: (c) => <FleetStatusBadge status={c.getValue()} /> }),
        helper.display(
          actionsColumn((r) => r.registration, { edit: (r) => actions.current.edit(r), remove: (r) => actions.current.remove(r) }),
        ),
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

  return (
    <>
      <DataTable<FleetRow>
        endpoint={FLEET_ENDPOINT}
        columns={columns}
        initial={initial}
        defaultSort={{ field: 'registration', order: 'asc' }}
        pageSize={FLEET_LIST.limit}
        searchPlaceholder="Search registration or serial"
        reloadKey={reloadKey}
        emptyTitle="No aircraft yet"
        emptyDescription="Add the first aircraft with '+ Add Aircraft'."
        onRowClick={(row) => router.push(`/flight/fleet/${row.id}`)}
        csv={{
          filename: 'aircraft',
          columns: [
            { header: 'registration', value: (r) => r.registration },
            { header: 'type', value: (r) => r.fleet_type?.code },
            { header: 'type_name', value: (r) => r.fleet_type?.name },
            { header: 'serial_number', value: (r) => r.serial_number },
            { header: 'year_built', value: (r) => r.year_built },
            { header: 'base', value: (r) => r.base?.short_name },
            { header: 'seats', value: (r) => r.seats },
            { header: 'payload_kg', value: (r) => r.payload_kg },
            { header: 'status', value: (r) => r.status },
            { header: 'notes', value: (r) => r.notes },
          ],
        }}
        filters={
          <>
            {filterSelect(
              'fleet_type_id',
              'Filter by type',
              'All types',
              types.map((t) => ({ value: String(t.id), label: typeLabel(t) })),
              'w-52',
            )}
            {filterSelect(
              'base_id',
              'Filter by base',
              'All bases',
              bases.map((b) => ({ value: String(b.id), label: baseLabel(b) })),
              'w-44',
            )}
            {filterSelect(
              'status',
              'Filter by status',
              'All statuses',
              FLEET_STATUSES.map((s) => ({ value: s, label: FLEET_STATUS_LABEL(s) })),
              'w-40',
            )}
          </>
        }
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setTypesOpen(true);
                void reloadTypes();
              }}
            >
              Aircraft types
            </Button>
            <Button onClick={() => setEditing(fleetTarget())}>+ Add Aircraft</Button>
          </>
        }
      />

      <FleetFormDialog target={editing} onClose={() => setEditing(null)} types={types} bases={bases} onSaved={reload} />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        endpoint={FLEET_ENDPOINT}
        description="Its daily hours, releases and history are deleted with it; to keep its records, set it to Retired instead. An aircraft that still has parts or AFL pages cannot be deleted."
        successMessage="Aircraft deleted"
        onDeleted={reload}
      />
      <FleetTypesDialog
        open={typesOpen}
        onOpenChange={setTypesOpen}
        types={types}
        loading={typesBusy}
        onChanged={() => {
          void reloadTypes();
          reload();
        }}
      />
    </>
  );
}
