// The readiness light of a page of schedule rows, in a fixed number of queries whatever the page size:
// crew, ratings, roster, airport qualifications, overlaps, releases, manifests, aircraft types and limits
// are each read once for the whole page, then schedule-rules.ts judges every row.
import { carriesLoad } from '@/lib/rules/flight';
import { combineReadiness } from '@/lib/rules/readiness';
import type { ScheduleQuery, ScheduleRow } from '@/lib/schemas/flight/schedule';
import { peakHoursMany } from './flight-time';
import { type Client, listSchedules } from './schedule';
import { type CrewFacts, MAX_LEG_HOURS, scheduleProblems } from './schedule-rules';

type CrewRow = Pick<CrewFacts, 'id' | 'name' | 'rank' | 'status' | 'licence_expiry' | 'medical_expiry'>;

function bySid<T extends { sid: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.sid);
    if (list) list.push(r);
    else out.set(r.sid, [r]);
  }
  return out;
}

/** A page of the schedule list as GET /api/flight/route-schedule answers it (and the screen renders it first). */
export async function scheduleListPage(db: Client, query: ScheduleQuery): Promise<{ total: number; data: ScheduleRow[] }> {
  const { page, limit, sort, order, readiness, ...filters } = query;
  const result = await listSchedules(db, filters, { page, limit, sort, order });
  return readiness === '1' ? { total: result.total, data: await withReadiness(db, result.data) } : result;
}

export async function withReadiness(db: Client, rows: ScheduleRow[]): Promise<ScheduleRow[]> {
  if (!rows.length) return rows;
  const ids = rows.map((r) => r.id);
  const crewIds = [...new Set(rows.flatMap((r) => [r.pilot_id, r.copilot_id]).filter((v): v is number => v !== null))];
  const crewPairs = rows.flatMap((r) =>
    [r.pilot_id, r.copilot_id].filter((v): v is number => v !== null).map((pilotId) => ({ pilotId, date: r.flight_date })),
  );
  const [crew, ratings, roster, quals, overlaps, released, manifests, types, peaks] = await Promise.all([
    db.$queryRaw<CrewRow[]>`
      SELECT id, name, rank, status, to_char(licence_expiry, 'YYYY-MM-DD') AS licence_expiry,
             to_char(medical_expiry, 'YYYY-MM-DD') AS medical_expiry
        FROM pilots WHERE id = ANY(${crewIds}::int[])`,
    // Ratings valid on each row's date, per (row, crew member).
    db.$queryRaw<{ sid: number; pilot_id: number }[]>`
      SELECT rs.id AS sid, pa.pilot_id FROM route_schedules rs
        JOIN fleets f ON f.id = rs.fleet_id
        JOIN pilot_aircraft pa ON pa.fleet_type_id = f.fleet_type_id AND pa.pilot_id IN (rs.pilot_id, rs.copilot_id)
       WHERE rs.id = ANY(${ids}::int[])
         AND (pa.since IS NULL OR pa.since <= rs.flight_date) AND (pa.valid_until IS NULL OR pa.valid_until >= rs.flight_date)`,
    db.$queryRaw<{ sid: number; pilot_id: number; status: number | null }[]>`
      SELECT rs.id AS sid, ps.pilot_id, ps.status FROM route_schedules rs
        JOIN pilot_schedules ps ON ps.duty_date = rs.flight_date AND ps.pilot_id IN (rs.pilot_id, rs.copilot_id)
       WHERE rs.id = ANY(${ids}::int[])`,
    db.$queryRaw<{ sid: number; pilot_id: number; airport_id: number }[]>`
      SELECT rs.id AS sid, pq.pilot_id, pq.airport_id FROM route_schedules rs
        JOIN pilot_airports pq ON pq.pilot_id = rs.pilot_id AND pq.airport_id IN (rs.dep_airport_id, rs.arr_airport_id)
       WHERE rs.id = ANY(${ids}::int[])
         AND (pq.since IS NULL OR pq.since <= rs.flight_date) AND (pq.valid_until IS NULL OR pq.valid_until >= rs.flight_date)`,
    db.$queryRaw<{ sid: number; flight_number: string; fleet_id: number; pilot_id: number | null; copilot_id: number | null }[]>`
      -- The page's rows first, by primary key: joined directly, the planner priced the overlap probes so high
      -- that a parallel seq scan of every flight for the 25 rows looked cheaper (35 ms at 157k flights).
      WITH a AS MATERIALIZED (SELECT id, flight_date, etd, eta, fleet_id, pilot_id, copilot_id FROM route_schedules WHERE id = ANY(${ids}::int[]))
      SELECT a.id AS sid, o.flight_number, o.fleet_id, o.pilot_id, o.copilot_id FROM a
        JOIN route_schedules o ON o.id <> a.id AND o.flight_status <> 0 AND o.etd < a.eta AND o.eta > a.etd
         AND o.flight_date BETWEEN a.flight_date - 1 AND a.flight_date + 1
         AND o.etd > a.etd - make_interval(hours => ${MAX_LEG_HOURS})
         AND (o.fleet_id = a.fleet_id OR o.pilot_id IN (a.pilot_id, a.copilot_id) OR o.copilot_id IN (a.pilot_id, a.copilot_id))
       ORDER BY o.etd, o.flight_number`,
    db.$queryRaw<{ sid: number }[]>`
      SELECT rs.id AS sid FROM route_schedules rs
       WHERE rs.id = ANY(${ids}::int[])
         AND EXISTS (SELECT 1 FROM fleet_releases r WHERE r.fleet_id = rs.fleet_id AND r.released_at <= rs.etd
                      AND (r.valid_until IS NULL OR r.valid_until >= rs.etd))`,
    // Error rows (status 2) are still booked, so they weigh, as in the manifest dialog's totals.
    db.$queryRaw<{ sid: number; count: number; weight: number }[]>`
      SELECT schedule_id AS sid, count(*)::int AS count, COALESCE(SUM(weight + bag_weight), 0)::int AS weight
        FROM manifests WHERE schedule_id = ANY(${ids}::int[]) AND status IN (1, 2) GROUP BY schedule_id`,
    db.$queryRaw<{ id: number; engines: number }[]>`
      SELECT id, engines FROM fleet_types WHERE id = ANY(${[...new Set(rows.map((r) => r.fleet_type_id))]}::int[])`,
    peakHoursMany(db, crewPairs),
  ]);

  const releasedSet = new Set(released.map((r) => r.sid));
  const crewById = new Map(crew.map((c) => [c.id, c]));
  const ratingsBy = bySid(ratings);
  const rosterBy = bySid(roster);
  const qualsBy = bySid(quals);
  const overlapsBy = bySid(overlaps);
  const manifestBy = new Map(manifests.map((m) => [m.sid, m]));
  const engines = new Map(types.map((t) => [t.id, t.engines]));
  const now = Date.now();
  return rows.map((row) => {
    const rowOverlaps = overlapsBy.get(row.id) ?? [];
    const facts = (pid: number | null): CrewFacts | null => {
      const c = pid === null ? undefined : crewById.get(pid);
      if (!c) return null;
      const entry = rosterBy.get(row.id)?.find((r) => r.pilot_id === c.id);
      return {
        ...c,
        rated: (ratingsBy.get(row.id) ?? []).some((r) => r.pilot_id === c.id),
        duty: entry ? entry.status : undefined,
        airports: new Set((qualsBy.get(row.id) ?? []).filter((q) => q.pilot_id === c.id).map((q) => q.airport_id)),
        after: peaks.get(`${c.id}:${row.flight_date}`) ?? { fl7: 0, fl30: 0, fl90: 0, fl365: 0 },
        overlaps: rowOverlaps.filter((o) => o.pilot_id === c.id || o.copilot_id === c.id).map((o) => o.flight_number),
      };
    };
    const manifest = manifestBy.get(row.id);
    const problems = scheduleProblems(
      {
        flight_date: row.flight_date,
        flight_status: row.flight_status,
        etd: new Date(row.etd),
        eta: new Date(row.eta),
        dep_airport_id: row.dep_airport_id,
        arr_airport_id: row.arr_airport_id,
        dep_code: row.dep_iata ?? row.dep_icao ?? String(row.dep_airport_id),
        arr_code: row.arr_iata ?? row.arr_icao ?? String(row.arr_airport_id),
        registration: row.registration,
        fleet_type_code: row.fleet_type_code,
        engines: engines.get(row.fleet_type_id) ?? 1,
        payload_kg: row.payload_kg,
        pilot_id: row.pilot_id,
        copilot_id: row.copilot_id,
        pilot: facts(row.pilot_id),
        copilot: facts(row.copilot_id),
        aircraftOverlaps: rowOverlaps.filter((o) => o.fleet_id === row.fleet_id).map((o) => o.flight_number),
        released: releasedSet.has(row.id),
        manifest: manifest ?? { count: 0, weight: 0 },
        manifestExpected: carriesLoad(row.flight_type) && new Date(row.etd).getTime() > now,
      },
      'readiness',
    );
    return { ...row, readiness: combineReadiness(problems) };
  });
}
