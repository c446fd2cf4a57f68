import { airportCreate, airportQuery, airportUpdate, areaCreate, areaQuery, areaUpdate, baseCreate, baseQuery, baseUpdate } from '@/lib/schemas/flight/network';
import { defineResource } from '@/server/crud/resource';

export const areas = defineResource({
  path: '/api/flight/area',
  tag: 'Flight: network',
  label: 'area',
  permission: 'flight.area-base',
  readPermission: 'airline.reference',
  model: (c) => c.area,
  create: areaCreate,
  update: areaUpdate,
  query: areaQuery,
  select: { id: true, name: true, code: true, description: true, _count: { select: { bases: true } } },
  search: ['name', 'code'],
  defaultSort: { field: 'name', order: 'asc' },
});

export const airportSelect = {
  id: true,
  iata: true,
  icao: true,
  name: true,
  city: true,
  country: true,
  latitude: true,
  longitude: true,
  elevation_ft: true,
  timezone: true,
  runway_designation: true,
  runway_length_m: true,
  runway_width_m: true,
  runway_surface: true,
  active: true,
} as const;

export const airports = defineResource({
  path: '/api/flight/airport',
  tag: 'Flight: network',
  label: 'airport',
  permission: 'flight.airport',
  readPermission: 'airline.reference',
  model: (c) => c.airport,
  create: airportCreate,
  update: airportUpdate,
  query: airportQuery,
  select: airportSelect,
  search: ['iata', 'icao', 'name', 'city'],
  defaultSort: { field: 'name', order: 'asc' },
  where: (q) => ({ ...(q.active !== undefined ? { active: q.active } : {}), ...(q.timezone ? { timezone: q.timezone } : {}) }),
});

export const bases = defineResource({
  path: '/api/flight/base',
  tag: 'Flight: network',
  label: 'base',
  permission: 'flight.area-base',
  readPermission: 'airline.reference',
  model: (c) => c.base,
  create: baseCreate,
  update: baseUpdate,
  query: baseQuery,
  select: {
    id: true,
    name: true,
    short_name: true,
    area_id: true,
    airport_id: true,
    active: true,
    area: { select: { id: true, name: true, code: true } },
    airport: { select: { id: true, iata: true, icao: true, name: true, timezone: true } },
    _count: { select: { fleets: true } },
  },
  search: ['name', 'short_name'],
  defaultSort: { field: 'name', order: 'asc' },
  where: (q) => ({ ...(q.area_id ? { area_id: q.area_id } : {}), ...(q.airport_id ? { airport_id: q.airport_id } : {}) }),
});
