// The airport form's fields (create and edit), checked with airportCreate.
import type { FormField } from '@/components/crud/resource-form';
import { fmt } from '@/lib/format/numbers';
import { COMMON_TIMEZONES } from './format';

export const AIRPORT_ENDPOINT = '/api/flight/airport';

export const AIRPORT_FIELDS: FormField[] = [
  { name: 'iata', label: 'IATA code', upper: true, nullable: true, placeholder: 'WMX', hint: '3 letters; IATA or ICAO is needed' },
  { name: 'icao', label: 'ICAO code', upper: true, nullable: true, placeholder: 'WAJW', hint: '4 letters' },
  { name: 'name', label: 'Name', required: true, span: 2, placeholder: 'Wamena Airport' },
  { name: 'city', label: 'City', required: true, placeholder: 'Wamena' },
  { name: 'country', label: 'Country', required: true },
  {
    name: 'latitude',
    label: 'Latitude',
    kind: 'number',
    required: true,
    unit: '°',
    hint: '−90 to 90; south is negative',
    placeholder: '-4.0975',
  },
  {
    name: 'longitude',
    label: 'Longitude',
    kind: 'number',
    required: true,
    unit: '°',
    hint: '−180 to 180; west is negative',
    placeholder: '138.9514',
  },
  { name: 'elevation_ft', label: 'Elevation', kind: 'number', nullable: true, step: '1', unit: 'ft' },
  {
    name: 'timezone',
    label: 'Timezone (IANA)',
    required: true,
    suggestions: COMMON_TIMEZONES,
    placeholder: 'Asia/Jayapura',
    hint: 'WIB Asia/Jakarta · WITA Asia/Makassar · WIT Asia/Jayapura',
  },
  { name: 'runway_designation', label: 'Runway', nullable: true, placeholder: '15/33' },
  { name: 'runway_surface', label: 'Runway surface', nullable: true, suggestions: ['Asphalt', 'Concrete', 'Gravel', 'Grass', 'Coral'] },
  { name: 'runway_length_m', label: 'Runway length', kind: 'number', nullable: true, step: '1', unit: 'm' },
  { name: 'runway_width_m', label: 'Runway width', kind: 'number', nullable: true, step: '1', unit: 'm' },
  { name: 'active', label: 'Active (used in distances and pickers)', kind: 'checkbox', span: 2 },
];

export const AIRPORT_DEFAULTS = { country: 'Indonesia', timezone: 'Asia/Jayapura', active: true };

/** 15/33 · 1,850 × 30 m · Asphalt */
export function runwayText(a: {
  runway_designation: string | null;
  runway_length_m: number | null;
  runway_width_m: number | null;
  runway_surface: string | null;
}): string {
  const size = a.runway_length_m ? `${fmt(a.runway_length_m)}${a.runway_width_m ? ` × ${a.runway_width_m}` : ''} m` : null;
  return [a.runway_designation, size, a.runway_surface].filter(Boolean).join(' · ') || '–';
}
