import { distanceNm, initialBearingDeg } from '@/lib/rules/distance';
import { zonedNow } from '@/lib/rules/time';
import {
  airportCreate,
  airportQuery,
  airportUpdate,
  areaCreate,
  areaQuery,
  areaUpdate,
  baseCreate,
  baseQuery,
  baseUpdate,
} from '@/lib/schemas/flight/network';
import { airportRow, areaRow, baseRow } from '@/lib/schemas/flight/rows';
import { defineResource } from '@/server/crud/resource';
import { selectOf } from '@/server/crud/select-of';
import type { db as Database, Tx } from '@/server/db';
import { notFound } from '@/server/http/errors';

type Client = typeof Database | Tx;

export const areas = defineResource({
  path: '/api/flight/area',
  tag: 'Flight: network',
  label: 'area',
  permission: 'flight.area-base',
  readPermission: 'airline.reference',
  model: 'area',
  row: areaRow,
  create: areaCreate,
  update: areaUpdate,
  query: areaQuery,
  select: selectOf(areaRow),
  search: ['name', 'code'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSize: 10,
});

export const airportSelect = selectOf(airportRow);

export const airports = defineResource({
  path: '/api/flight/airport',
  tag: 'Flight: network',
  label: 'airport',
  permission: 'flight.airport',
  readPermission: 'airline.reference',
  model: 'airport',
  table: 'airports',
  row: airportRow,
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
  model: 'base',
  row: baseRow,
  create: baseCreate,
  update: baseUpdate,
  query: baseQuery,
  select: selectOf(baseRow),

  search: ['name', 'short_name'],
  defaultSort: { field: 'name', order: 'asc' },
  where: (q) => ({ ...(q.area_id ? { area_id: q.area_id } : {}), ...(q.airport_id ? { airport_id: q.airport_id } : {}) }),
});

/** Bases as pickers and filters list them: all (a filter finds past data too) or only the active ones. */
export function baseOptions(
  client: Client,
  { activeOnly = false, by = 'short_name' }: { activeOnly?: boolean; by?: 'short_name' | 'name' } = {},
) {
  return client.base.findMany({
    where: activeOnly ? { active: true } : {},
    select: { id: true, name: true, short_name: true, area_id: true },
    orderBy: [{ [by]: 'asc' }, { id: 'asc' }],
  });
}

export function areaOptions(client: Client) {
  return client.area.findMany({ select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** The active airports the pickers choose from (home airport, qualifications, route ends). */
export function activeAirportOptions(client: Client) {
  return client.airport.findMany({
    where: { active: true },
    select: { id: true, iata: true, icao: true, name: true, city: true, timezone: true },
    orderBy: [{ iata: 'asc' }, { icao: 'asc' }, { id: 'asc' }],
  });
}

// ---------------------------------------------------------------------------------------------------
// Look-ups that are not plain CRUD (spec 7: iata, icao, airport-info/{id})

/**
 * GET /api/flight/iata?q= and /icao?q=: airports whose code is q, then those whose code starts with q
 * (ascending by code). Every airport, active or not (the answer carries `active`).
 */
export async function airportsByCode(client: Client, kind: 'iata' | 'icao', q: string) {
  const data = await client.airport.findMany({
    where: kind === 'iata' ? { iata: { startsWith: q } } : { icao: { startsWith: q } },
    orderBy: [kind === 'iata' ? { iata: 'asc' } : { icao: 'asc' }, { id: 'asc' }],
    select: airportSelect,
  });
  // Ascending order already puts the exact code first; keep that explicit (a stable sort).
  data.sort((a, b) => Number(b[kind] === q) - Number(a[kind] === q));
  return { total: data.length, data };
}

/**
 * GET /api/flight/airport-info/{id}: the airport with its local time and UTC offset now, its active bases,
 * and the nearest `limit` other active airports with the great-circle distance (NM, 0.1) and initial
 * bearing (whole degrees) from it, nearest first. Distances are computed here with lib/rules/distance
 * over a narrow select (six columns per airport), which stays fast for thousands of airports.
 */
export async function airportInfo(client: Client, id: number, limit: number, now: Date = new Date()) {
  const airport = await client.airport.findUnique({ where: { id }, select: airportSelect });
  if (!airport) throw notFound(`airport ${id} not found`);
  const [bases, others] = await Promise.all([
    client.base.findMany({
      where: { airport_id: id, active: true },
      select: { id: true, name: true, short_name: true },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    }),
    client.airport.findMany({
      where: { active: true, id: { not: id } },
      select: { id: true, iata: true, icao: true, name: true, city: true, latitude: true, longitude: true },
    }),
  ]);
  const distances = others
    .map(({ latitude, longitude, ...rest }) => ({
      ...rest,
      nm: distanceNm(airport, { latitude, longitude }),
      bearing: initialBearingDeg(airport, { latitude, longitude }),
    }))
    .sort((a, b) => a.nm - b.nm || a.id - b.id)
    .slice(0, limit)
    .map(({ nm, bearing, ...rest }) => ({
      ...rest,
      distance_nm: Math.round(nm * 10) / 10,
      bearing_deg: Math.round(bearing) % 360,
    }));
  return { airport: { ...airport, ...zonedNow(airport.timezone, now) }, bases, distances };
}
