'use client';
// Base & Area (/flight/area-base): the areas and the bases, each with search, create/edit/delete and
// CSV export. Their URL parameters are kept apart (areas.…, bases.…). Deleting an area that still has
// bases, or a base that still has aircraft, is refused with the API's message.
import { useMemo } from 'react';
import type { z } from 'zod';
import type { FormField } from '@/components/crud/resource-form';
import { ResourceScreen } from '@/components/crud/resource-screen';
import type { ResourceScreenSpec } from '@/components/crud/resource-spec';
import type { FirstPage } from '@/components/data-table/list-params';
import { useListState } from '@/components/data-table/use-list-state';
import { Badge } from '@/components/ui/badge';
import { useApiGet } from '@/lib/client/query';
import type { areaCreate, baseCreate } from '@/lib/schemas/flight/network';
import type { AirportRow, AreaRow, BaseRow } from '@/lib/schemas/flight/rows';
import { airportCodes } from './format';

const AREA_ENDPOINT = '/api/flight/area';
const BASE_ENDPOINT = '/api/flight/base';
/** Every area, for the base form and the bases' area filter. */
const ALL_AREAS = { limit: 10000, sort: 'name' } as const;

type AirportOption = Pick<AirportRow, 'id' | 'iata' | 'icao' | 'name' | 'city'>;

const AREA_FIELDS: FormField<keyof z.input<typeof areaCreate>>[] = [
  { name: 'name', label: 'Name', required: true, placeholder: 'Papua Highlands' },
  { name: 'code', label: 'Code', upper: true, required: true, placeholder: 'PHL', hint: '2-10 letters or digits' },
  { name: 'description', label: 'Description', kind: 'textarea', nullable: true, span: 2 },
];

function baseFields(areas: readonly AreaRow[], airports: readonly AirportOption[]): FormField<keyof z.input<typeof baseCreate>>[] {
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

function areaSpec(showBases: (area: AreaRow) => void): ResourceScreenSpec<AreaRow> {
  return {
    endpoint: AREA_ENDPOINT,
    title: 'Areas',
    columns: [
      { id: 'name', header: 'Name', sortable: true, csv: true, cell: (r) => <span className="font-medium text-slate-900">{r.name}</span> },
      { id: 'code', header: 'Code', sortable: true, csv: true, cell: (r) => <span className="font-mono">{r.code}</span> },
      {
        id: 'description',
        header: 'Description',
        csv: true,
        cell: (r) => <p className="line-clamp-2 max-w-xl text-slate-600">{r.description ?? '–'}</p>,
      },
      {
        id: 'bases',
        header: 'Bases',
        align: 'right',
        value: (r) => r._count.bases,
        csv: true,
        cell: (r) =>
          r._count.bases ? (
            <button
              type="button"
              className="font-medium text-brand-700 hover:underline"
              aria-label={`Show the ${r._count.bases} base${r._count.bases === 1 ? '' : 's'} of ${r.name}`}
              onClick={() => showBases(r)}
            >
              {r._count.bases}
            </button>
          ) : (
            <span className="text-slate-500">0</span>
          ),
      },
    ],
    csv: { filename: 'areas' },
    empty: { title: 'No areas yet', description: 'An area groups bases, such as the Papua highlands or West Kalimantan.' },
    rowLabel: (r) => `area ${r.name}`,
    addLabel: '+ Add Area',
    form: {
      fields: AREA_FIELDS,
      schema: { import: () => import('@/lib/schemas/flight/network').then((m) => m.areaCreate) },
      idPrefix: 'area',
      title: (v, id) => (id ? `Edit area ${v.name}` : 'New area'),
      toasts: { created: 'Area created', updated: 'Area updated' },
    },
    remove: {
      label: (r) => `area ${r.name}`,
      description: 'An area that still has bases cannot be deleted: move or delete its bases first.',
      toast: 'Area deleted',
    },
    // Area names show in the bases table.
    invalidates: [BASE_ENDPOINT],
  };
}

function baseSpec(areas: readonly AreaRow[], airports: readonly AirportOption[]): ResourceScreenSpec<BaseRow> {
  return {
    endpoint: BASE_ENDPOINT,
    title: 'Bases',
    filters: [
      {
        name: 'area_id',
        label: 'Filter bases by area',
        all: 'All areas',
        options: areas.map((a) => ({ value: String(a.id), label: a.name })),
        width: 'w-56',
      },
    ],
    columns: [
      {
        id: 'name',
        header: 'Name',
        sortable: true,
        csv: true,
        cell: (b) => (
          <span className="font-medium text-slate-900">
            {b.name}
            {!b.active && (
              <Badge tone="gray" className="ml-2">
                Inactive
              </Badge>
            )}
          </span>
        ),
      },
      {
        id: 'short_name',
        header: 'Short name',
        sortable: true,
        csv: true,
        cell: (b) => <span className="font-mono font-semibold">{b.short_name}</span>,
      },
      { id: 'area', header: 'Area', value: (b) => b.area?.name, csv: true },
      {
        id: 'airport',
        header: 'Home airport',
        value: (b) => b.airport?.iata ?? b.airport?.icao,
        cell: (b) => (
          <span title={b.airport?.name}>
            <span className="font-mono font-semibold">{b.airport?.iata ?? b.airport?.icao}</span>{' '}
            <span className="text-slate-500">{b.airport?.name}</span>
          </span>
        ),
        csv: [
          { header: 'airport_iata', value: (b) => b.airport?.iata },
          { header: 'airport_icao', value: (b) => b.airport?.icao },
        ],
      },
      { id: 'aircraft', header: 'Aircraft', align: 'right', value: (b) => b._count.fleets, csv: true },
      { id: 'active', header: 'Active', hidden: true, csv: true, cell: (b) => (b.active ? 'Yes' : 'No') },
    ],
    csv: { filename: 'bases' },
    empty: { title: 'No bases yet', description: 'A base is where aircraft and crews are stationed, at its home airport.' },
    rowLabel: (b) => `base ${b.short_name}`,
    addLabel: '+ Add Base',
    form: {
      fields: baseFields(areas, airports),
      schema: { import: () => import('@/lib/schemas/flight/network').then((m) => m.baseCreate) },
      idPrefix: 'base',
      defaults: () => ({ active: true }),
      title: (v, id) => (id ? `Edit base ${v.short_name}` : 'New base'),
      toasts: { created: 'Base created', updated: 'Base updated' },
    },
    remove: {
      label: (b) => `base ${b.short_name} ${b.name}`,
      description: 'A base that is still home to aircraft cannot be deleted: move its aircraft first.',
      toast: 'Base deleted',
    },
    // Base counts show in the areas table.
    invalidates: [AREA_ENDPOINT],
  };
}

export function AreaBaseManager({
  areasFirst,
  basesFirst,
  areas: initialAreas,
  airports,
}: {
  areasFirst: FirstPage<AreaRow>;
  basesFirst: FirstPage<BaseRow>;
  /** Every area, for the base form and the bases' area filter. */
  areas: AreaRow[];
  airports: AirportOption[];
}) {
  const { update: updateBases } = useListState(basesFirst.list, basesFirst.prefix);
  const allAreas = useApiGet(AREA_ENDPOINT, {
    params: { query: ALL_AREAS },
    initialData: { total: initialAreas.length, data: initialAreas },
  });
  const areas = allAreas.data?.data ?? initialAreas;
  const areaScreen = useMemo(() => areaSpec((r) => updateBases({ filters: { area_id: String(r.id) } })), [updateBases]);
  const baseScreen = useMemo(() => baseSpec(areas, airports), [areas, airports]);

  return (
    <div className="space-y-6">
      <ResourceScreen spec={areaScreen} first={areasFirst} />
      <ResourceScreen spec={baseScreen} first={basesFirst} />
    </div>
  );
}
