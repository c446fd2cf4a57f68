// A year of demo operations written to the database: the flights planned by prisma/seed/operations-plan.ts,
// their crew's logbooks and the manifests of prisma/seed/operations-manifests.ts, in a few statements
// (demo data only). Not idempotent by rows: seedOperations does nothing when route_schedules already has rows.

import type { Db } from '@/server/db';
import { OUTSTATIONS, type SeededCrew, todayInWib } from './crew';
import { DEMO_FLEET, type DemoAircraft } from './fleet-data';
import { yesterdayInPapua } from './fleet-simulation';
import { BASES } from './network';
import { planManifests } from './operations-manifests';
import { type OpsAircraft, type PlannedFlight, planOperations, round2 } from './operations-plan';

// --- Writing it ----------------------------------------------------------------------------------------

export interface OperationsSeedCounts {
  schedules: number;
  logbooks: number;
  manifests: number;
}

/** Demo data: the year of flights, logbooks and manifests; nothing when route_schedules has rows. */
export async function seedOperations(db: Db, crew: SeededCrew[], today = todayInWib(), now = new Date()): Promise<OperationsSeedCounts> {
  const none = { schedules: 0, logbooks: 0, manifests: 0 };
  if (!crew.length || (await db.routeSchedule.findFirst({ select: { id: true } }))) return none;
  const iatas = [...new Set(BASES.flatMap((b) => [b.airport, ...OUTSTATIONS[b.short_name]]))];
  const [fleetRows, airportRows, occ] = await Promise.all([
    db.fleet.findMany({
      where: { registration: { in: DEMO_FLEET.map((d) => d.registration) } },
      select: { id: true, registration: true, base_id: true, payload_kg: true, base: { select: { area_id: true } } },
    }),
    db.airport.findMany({
      where: { iata: { in: iatas } },
      select: { id: true, iata: true, latitude: true, longitude: true, timezone: true },
    }),
    db.user.findFirst({ where: { email: 'airline_occ@example.com' }, select: { id: true } }),
  ]);
  const aircraft: OpsAircraft[] = fleetRows.map((f) => ({
    id: f.id,
    demo: DEMO_FLEET.find((d) => d.registration === f.registration) as DemoAircraft,
    base_id: f.base_id,
    area_id: f.base.area_id,
    payload_kg: f.payload_kg,
  }));
  const airports = new Map(airportRows.map((a) => [a.iata as string, a]));
  const flights = planOperations({ today, now, papuaYesterday: yesterdayInPapua(now), crew, aircraft, airports });
  if (!flights.length) return none;
  const user = occ?.id ?? null;

  // Bulk rows carry no user (the seed made them, nobody in the app): that also spares PostgreSQL one
  // foreign-key check per row. Flights and logbooks go in two halves on two connections.
  const halves = <T>(rows: T[]) => [rows.slice(0, rows.length >> 1), rows.slice(rows.length >> 1)].filter((h) => h.length);
  const insertFlights = (part: PlannedFlight[]) => {
    const col = <T>(pick: (f: PlannedFlight) => T) => part.map(pick);
    return db.$queryRaw<{ id: number; flight_number: string; d: string }[]>`
      INSERT INTO "route_schedules" ("flight_number", "flight_date", "flight_type", "flight_status", "dep_airport_id", "arr_airport_id",
                                     "etd", "eta", "flighttime_decimal", "pilot_id", "copilot_id", "base_id", "area_id", "fleet_id",
                                     "flight_logbook", "notes")
      SELECT * FROM unnest(${col((f) => f.flight_number)}::text[], ${col((f) => f.flight_date)}::date[], ${col((f) => f.flight_type)}::text[],
                           ${col((f) => f.flight_status)}::int[], ${col((f) => airports.get(f.dep)!.id)}::int[],
                           ${col((f) => airports.get(f.arr)!.id)}::int[], ${col((f) => new Date(f.etd).toISOString())}::timestamptz[],
                           ${col((f) => new Date(f.eta).toISOString())}::timestamptz[], ${col((f) => round2(f.minutes / 60))}::float8[],
                           ${col((f) => f.pilot_id)}::int[], ${col((f) => f.copilot_id)}::int[], ${col((f) => f.base_id)}::int[],
                           ${col((f) => f.area_id)}::int[], ${col((f) => f.fleet_id)}::int[], ${col((f) => f.logbooks.length)}::int[],
                           ${col((f) => f.notes)}::text[])
      ON CONFLICT ("flight_number", "flight_date") DO NOTHING
      RETURNING "id", "flight_number", "flight_date"::text AS d`;
  };
  const inserted = (await Promise.all(halves(flights).map(insertFlights))).flat();
  const idOf = new Map(inserted.map((row) => [`${row.flight_number}/${row.d}`, row.id]));

  const entries = flights.flatMap((f) => {
    const id = idOf.get(`${f.flight_number}/${f.flight_date}`);
    return id === undefined ? [] : f.logbooks.map((l) => ({ ...l, schedule_id: id }));
  });
  const insertLogbooks = (part: typeof entries) => db.$executeRaw`
    INSERT INTO "flight_logbooks" ("schedule_id", "pilot_id", "block_off", "block_on", "block_hours", "landings", "remarks")
    SELECT s, p, o, n, h, 1, r
      FROM unnest(${part.map((l) => l.schedule_id)}::int[], ${part.map((l) => l.pilot_id)}::int[],
                  ${part.map((l) => new Date(l.block_off).toISOString())}::timestamptz[],
                  ${part.map((l) => new Date(l.block_on).toISOString())}::timestamptz[],
                  ${part.map((l) => round2((l.block_on - l.block_off) / 3_600_000))}::float8[], ${part.map((l) => l.remarks)}::text[])
           AS t(s, p, o, n, h, r)
    ON CONFLICT ("schedule_id", "pilot_id") DO NOTHING`;
  const manifests = planManifests(flights, today).flatMap(({ flight: f, entries }) => {
    const id = idOf.get(`${f.flight_number}/${f.flight_date}`);
    return id === undefined ? [] : entries.map((e) => ({ ...e, schedule_id: id, user_id: user, status: 1 }));
  });
  const [logbooks, manifestCount] = await Promise.all([
    Promise.all(halves(entries).map(insertLogbooks)).then((counts) => counts.reduce((a, b) => a + b, 0)),
    manifests.length ? db.manifest.createMany({ data: manifests }).then((m) => m.count) : 0,
  ]);
  return { schedules: inserted.length, logbooks, manifests: manifestCount };
}
