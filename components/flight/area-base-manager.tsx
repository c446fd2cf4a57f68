'use client';
// Base & Area (/flight/area-base): the areas and the bases, each with search, create/edit/delete and
// CSV export. Their URL parameters are kept apart (areas.…, bases.…). Deleting an area that still has
// bases, or a base that still has aircraft, is refused with the API's message.
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo, useRef, useState } from 'react';
import { DeleteDialog, type DeleteTarget } from '@/components/crud/delete-dialog';
import { type FormField, type FormTarget, formValues, ResourceFormDialog } from '@/components/crud/resource-form';
import { actionsColumn } from '@/components/crud/row-actions';
import { DataTable, type TableFeatures } from '@/components/data-table/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { useToast } from '@/components/shell/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/select';
import { api } from '@/lib/client/api';
import { areaCreate, baseCreate } from '@/lib/schemas/flight/network';
import type { AirportRow, AreaRow, BaseRow } from '@/lib/schemas/flight/rows';
import type { ListResult } from '@/lib/schemas/list';
import { airportCodes } from './format';
import { AREA_LIST, AREA_PREFIX, BASE_LIST, BASE_PREFIX } from './lists';

const AREA_ENDPOINT = '/api/flight/area';
const BASE_ENDPOINT = '/api/flight/base';

const AREA_FIELDS: FormField[] = [
  { name: 'name', label: 'Name', required: true, placeholder: 'Papua Highlands' },
  { name: 'code', label: 'Code', upper: true, required: true, placeholder: 'PHL', hint: '2-10 letters or digits' },
  { name: 'description', label: 'Description', kind: 'textarea', nullable: true, span: 2 },
];

type AirportOption = Pick<AirportRow, 'id' | 'iata' | 'icao' | 'name' | 'city'>;

function baseFields(areas: readonly AreaRow[], airports: readonly AirportOption[]): FormField[] {
  return [
    { name: 'name', label: 'Name', required: true, placeholder: 'Wamena Base' },
    {
      name: 'short_name',
      label: 'Short name',
      upper: true,
      required: true,
      placeholder: 'WMX',
      hint: '2-8 letters or digits, often the IATA code',
    },
    {
      name: 'area_id',
      label: 'Area',
      kind: 'select',
      numeric: true,
      required: true,
      placeholder: 'Choose an area',
      options: areas.map((a) => ({ value: String(a.id), label: `${a.name} (${a.code})` })),
    },
    { name: 'active', label: 'Active', kind: 'checkbox' },
    {
      name: 'airport_id',
      label: 'Home airport',
      kind: 'combobox',
      numeric: true,
      required: true,
      span: 2,
      placeholder: 'Type a code, name or city',
      options: airports.map((a) => ({ value: String(a.id), label: `${airportCodes(a)} · ${a.name}, ${a.city}` })),
    },
  ];
}

const areaHelper = createColumnHelper<TableFeatures, AreaRow>();
const baseHelper = createColumnHelper<TableFeatures, BaseRow>();

export function AreaBaseManager({
  areasFirst,
  basesFirst,
  areas: initialAreas,
  airports,
}: {
  areasFirst: ListResult<AreaRow>;
  basesFirst: ListResult<BaseRow>;
  /** Every area, for the base form and the bases' area filter. */
  areas: AreaRow[];
  airports: AirportOption[];
}) {
  const { toast } = useToast();
  const [areaKey, setAreaKey] = useState(0);
  const [baseKey, setBaseKey] = useState(0);
  const [areas, setAreas] = useState(initialAreas);
  const [editingArea, setEditingArea] = useState<FormTarget | null>(null);
  const [editingBase, setEditingBase] = useState<FormTarget | null>(null);
  const [deletingArea, setDeletingArea] = useState<DeleteTarget | null>(null);
  const [deletingBase, setDeletingBase] = useState<DeleteTarget | null>(null);
  const bases = useListState(BASE_LIST, BASE_PREFIX);

  const reloadAreas = useCallback(async () => {
    setAreaKey((k) => k + 1);
    try {
      setAreas((await api<ListResult<AreaRow>>(`${AREA_ENDPOINT}?limit=10000&sort=name`)).data);
    } catch (err) {
      toast(err instanceof Error ? err.message : 'Could not load the areas', { type: 'error' });
    }
  }, [toast]);
  // Area names and base counts show in both tables.
  const areasChanged = () => {
    void reloadAreas();
    setBaseKey((k) => k + 1);
  };
  const basesChanged = () => {
    setBaseKey((k) => k + 1);
    setAreaKey((k) => k + 1);
  };

  const actions = useRef({
    editArea: (_r: AreaRow) => {},
    deleteArea: (_r: AreaRow) => {},
    showBases: (_r: AreaRow) => {},
    editBase: (_r: BaseRow) => {},
    deleteBase: (_r: BaseRow) => {},
  });
  actions.current = {
    editArea: (r) => setEditingArea({ id: r.id, values: formValues(AREA_FIELDS, { ...r }) }),
    deleteArea: (r) => setDeletingArea({ id: r.id, label: `area ${r.name}` }),
    showBases: (r) => bases.update({ filters: { area_id: String(r.id) } }),
    editBase: (r) => setEditingBase({ id: r.id, values: formValues(baseFields([], []), { ...r }) }),
    deleteBase: (r) => setDeletingBase({ id: r.id, label: `base ${r.short_name} ${r.name}` }),
  };

  const areaColumns = useMemo(
    () =>
      areaHelper.columns([
        areaHelper.accessor('name', { header: 'Name', cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span> }),
        areaHelper.accessor('code', { header: 'Code', cell: (c) => <span className="font-mono">{c.getValue()}</span> }),
        areaHelper.accessor('description', {
          header: 'Description',
          enableSorting: false,
          cell: (c) => <p className="line-clamp-2 max-w-xl text-slate-600">{c.getValue() ?? '–'}</p>,
        }),
        areaHelper.accessor((r) => r._count.bases, {
          id: 'bases',
          header: 'Bases',
          enableSorting: false,
          meta: { align: 'right' },
          cell: ({ row: { original: r } }) =>
            r._count.bases ? (
              <button
                type="button"
                className="font-medium text-brand-700 hover:underline"
                aria-label={`Show the bases of ${r.name}`}
                onClick={() => actions.current.showBases(r)}
              >
                {r._count.bases}
              </button>
            ) : (
              <span className="text-slate-400">0</span>
            ),
        }),
        areaHelper.display(
          actionsColumn((r) => `area ${r.name}`, {
            edit: (r) => actions.current.editArea(r),
            remove: (r) => actions.current.deleteArea(r),
          }),
        ),
      ]),
    [],
  );

  const baseColumns = useMemo(
    () =>
      baseHelper.columns([
        baseHelper.accessor('name', {
          header: 'Name',
          cell: ({ row: { original: b } }) => (
            <span className="font-medium text-slate-900">
              {b.name}
              {!b.active && (
                <Badge tone="gray" className="ml-2">
                  Inactive
                </Badge>
              )}
            </span>
          ),
        }),
        baseHelper.accessor('short_name', {
          header: 'Short name',
          cell: (c) => <span className="font-mono font-semibold">{c.getValue()}</span>,
        }),
        baseHelper.accessor((r) => r.area?.name, { id: 'area', header: 'Area', enableSorting: false }),
        baseHelper.accessor((r) => r.airport?.iata ?? r.airport?.icao, {
          id: 'airport',
          header: 'Home airport',
          enableSorting: false,
          cell: ({ row: { original: b } }) => (
            <span title={b.airport?.name}>
              <span className="font-mono font-semibold">{b.airport?.iata ?? b.airport?.icao}</span>{' '}
              <span className="text-slate-500">{b.airport?.name}</span>
            </span>
          ),
        }),
        baseHelper.accessor((r) => r._count.fleets, { id: 'aircraft', header: 'Aircraft', enableSorting: false, meta: { align: 'right' } }),
        baseHelper.display(
          actionsColumn((r) => `base ${r.short_name}`, {
            edit: (r) => actions.current.editBase(r),
            remove: (r) => actions.current.deleteBase(r),
          }),
        ),
      ]),
    [],
  );

  return (
    <div className="space-y-6">
      <DataTable<AreaRow>
        title="Areas"
        endpoint={AREA_ENDPOINT}
        paramPrefix={AREA_PREFIX}
        columns={areaColumns}
        initial={areasFirst}
        defaultSort={{ field: AREA_LIST.sort!, order: 'asc' }}
        pageSize={AREA_LIST.limit}
        searchPlaceholder="Search name or code"
        reloadKey={areaKey}
        emptyTitle="No areas yet"
        emptyDescription="An area groups bases, such as the Papua highlands or West Kalimantan."
        csv={{
          filename: 'areas',
          columns: [
            { header: 'name', value: (r) => r.name },
            { header: 'code', value: (r) => r.code },
            { header: 'description', value: (r) => r.description },
            { header: 'bases', value: (r) => r._count.bases },
          ],
        }}
        actions={<Button onClick={() => setEditingArea({ values: formValues(AREA_FIELDS) })}>+ Add Area</Button>}
      />

      <DataTable<BaseRow>
        title="Bases"
        endpoint={BASE_ENDPOINT}
        paramPrefix={BASE_PREFIX}
        columns={baseColumns}
        initial={basesFirst}
        defaultSort={{ field: BASE_LIST.sort!, order: 'asc' }}
        pageSize={BASE_LIST.limit}
        searchPlaceholder="Search name or short name"
        reloadKey={baseKey}
        emptyTitle="No bases yet"
        emptyDescription="A base is where aircraft and crews are stationed, at its home airport."
        csv={{
          filename: 'bases',
          columns: [
            { header: 'name', value: (r) => r.name },
            { header: 'short_name', value: (r) => r.short_name },
            { header: 'area', value: (r) => r.area?.name },
            { header: 'airport_iata', value: (r) => r.airport?.iata },
            { header: 'airport_icao', value: (r) => r.airport?.icao },
            { header: 'aircraft', value: (r) => r._count.fleets },
            { header: 'active', value: (r) => r.active },
          ],
        }}
        filters={
          <FilterSelect
            aria-label="Filter bases by area"
            className="w-56"
            value={bases.state.filters.area_id}
            onChange={(v) => bases.update({ filters: { area_id: v } })}
            all="All areas"
            options={areas.map((a) => ({ value: String(a.id), label: a.name }))}
          />
        }
        actions={<Button onClick={() => setEditingBase({ values: formValues(baseFields([], []), { active: true }) })}>+ Add Base</Button>}
      />

      <ResourceFormDialog
        target={editingArea}
        onClose={() => setEditingArea(null)}
        title={editingArea?.id ? `Edit area ${editingArea.values.name}` : 'New area'}
        fields={AREA_FIELDS}
        schema={areaCreate}
        endpoint={AREA_ENDPOINT}
        idPrefix="area"
        successMessage={editingArea?.id ? 'Area updated' : 'Area created'}
        onSaved={areasChanged}
      />
      <ResourceFormDialog
        target={editingBase}
        onClose={() => setEditingBase(null)}
        title={editingBase?.id ? `Edit base ${editingBase.values.short_name}` : 'New base'}
        fields={baseFields(areas, airports)}
        schema={baseCreate}
        endpoint={BASE_ENDPOINT}
        idPrefix="base"
        successMessage={editingBase?.id ? 'Base updated' : 'Base created'}
        onSaved={basesChanged}
      />
      <DeleteDialog
        target={deletingArea}
        onClose={() => setDeletingArea(null)}
        endpoint={AREA_ENDPOINT}
        description="An area that still has bases cannot be deleted: move or delete its bases first."
        successMessage="Area deleted"
        onDeleted={areasChanged}
      />
      <DeleteDialog
        target={deletingBase}
        onClose={() => setDeletingBase(null)}
        endpoint={BASE_ENDPOINT}
        description="A base that is still home to aircraft cannot be deleted: move its aircraft first."
        successMessage="Base deleted"
        onDeleted={basesChanged}
      />
    </div>
  );
}
