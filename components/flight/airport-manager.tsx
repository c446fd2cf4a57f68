'use client';
// Airport (/flight/airport): the airports table with search and a timezone filter, create/edit/delete with
// the schema's messages beside each field, CSV export. A row opens the airport's page.
import Link from 'next/link';
import { ResourceScreen } from '@/components/crud/resource-screen';
import type { ResourceScreenSpec } from '@/components/crud/resource-spec';
import type { FirstPage } from '@/components/data-table/list-params';
import { Badge } from '@/components/ui/badge';
import { fmt } from '@/lib/format/numbers';
import type { AirportRow } from '@/lib/schemas/flight/rows';
import { AIRPORT_DEFAULTS, AIRPORT_ENDPOINT, AIRPORT_FIELDS, runwayText } from './airport-form';
import { airportCodes, zoneAbbreviation } from './format';

const ZONES = ['Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura'];

const airports: ResourceScreenSpec<AirportRow> = {
  endpoint: AIRPORT_ENDPOINT,
  search: 'Search code, name or city',
  filters: [
    {
      name: 'timezone',
      label: 'Filter by timezone',
      all: 'All timezones',
      options: ZONES.map((z) => ({ value: z, label: `${z} (${zoneAbbreviation(z)})` })),
      width: 'w-56',
    },
  ],
  columns: [
    {
      id: 'iata',
      header: 'IATA',
      sortable: true,
      csv: true,
      cell: (a) => (
        <Link href={`/flight/airport/${a.id}`} className="font-mono font-semibold text-brand-700 hover:underline">
          {a.iata ?? '—'}
        </Link>
      ),
    },
    { id: 'icao', header: 'ICAO', sortable: true, csv: true, cell: (a) => <span className="font-mono">{a.icao ?? '–'}</span> },
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      csv: true,
      cell: (a) => (
        <span>
          {a.name}
          {!a.active && (
            <Badge tone="gray" className="ml-2">
              Inactive
            </Badge>
          )}
        </span>
      ),
    },
    { id: 'city', header: 'City', sortable: true, csv: true },
    { id: 'country', header: 'Country', sortable: true, hidden: true, csv: true },
    { id: 'latitude', header: 'Latitude', align: 'right', hidden: true, csv: true },
    { id: 'longitude', header: 'Longitude', align: 'right', hidden: true, csv: true },
    {
      id: 'timezone',
      header: 'Timezone',
      sortable: true,
      csv: true,
      cell: (a) => (
        <span className="whitespace-nowrap">
          {a.timezone}
          {zoneAbbreviation(a.timezone) && <span className="ml-1 text-xs text-slate-500">{zoneAbbreviation(a.timezone)}</span>}
        </span>
      ),
    },
    { id: 'elevation_ft', header: 'Elevation ft', sortable: true, align: 'right', csv: true, cell: (a) => fmt(a.elevation_ft) },
    {
      id: 'runway_length_m',
      header: 'Runway',
      sortable: true,
      cell: (a) => <span className="whitespace-nowrap text-slate-700">{runwayText(a)}</span>,
      csv: [
        { header: 'runway', value: (r) => r.runway_designation },
        { header: 'runway_length_m', value: (r) => r.runway_length_m },
        { header: 'runway_width_m', value: (r) => r.runway_width_m },
        { header: 'runway_surface', value: (r) => r.runway_surface },
      ],
    },
    { id: 'active', header: 'Active', hidden: true, csv: true, cell: (a) => (a.active ? 'Yes' : 'No') },
  ],
  csv: {
    filename: 'airports',
    // The file's columns as integrators know them (elevation before the timezone).
    order: [
      'iata',
      'icao',
      'name',
      'city',
      'country',
      'latitude',
      'longitude',
      'elevation_ft',
      'timezone',
      'runway',
      'runway_length_m',
      'runway_width_m',
      'runway_surface',
      'active',
    ],
  },
  empty: { title: 'No airports yet', description: "Add the airports the airline flies to with '+ Add Airport'." },
  rowHref: (a) => `/flight/airport/${a.id}`,
  rowLabel: airportCodes,
  addLabel: '+ Add Airport',
  form: {
    fields: AIRPORT_FIELDS,
    schema: { import: () => import('@/lib/schemas/flight/network').then((m) => m.airportCreate) },
    idPrefix: 'airport',
    maxWidth: 640,
    defaults: () => AIRPORT_DEFAULTS,
    title: (v, id) => (id ? `Edit airport ${v.iata || v.icao}` : 'New airport'),
    toasts: { created: 'Airport created', updated: 'Airport updated' },
  },
  remove: {
    label: (a) => `airport ${airportCodes(a)} ${a.name}`,
    description: "An airport that is still a base's home airport cannot be deleted; to stop using it, make it inactive instead.",
    toast: 'Airport deleted',
  },
};

export function AirportManager({ first }: { first: FirstPage<AirportRow> }) {
  return <ResourceScreen spec={airports} first={first} />;
}
