// The Overview's flight figures of a period: totals by status and type, the catch-up of canceled flights,
// and each aircraft's hours. Every aggregate is one GROUP BY query.
import { Prisma } from '@/lib/generated/prisma/client';
import { addDays, localToday } from '@/lib/rules/calendar-day';
import { FLIGHT_STATUSES, FLIGHT_TYPES, flightStatusName } from '@/lib/rules/flight';
import type { Catchup, CatchupFlight, FleetPeriodHours, PeriodQuery, TotalRoutes } from '@/lib/schemas/flight/dashboard';
import type { Db, Tx } from '@/server/db';

type Client = Db | Tx;

export const round2 = (n: number) => Math.round(n * 100) / 100;
/** A catch-up flight recovers a canceled flight of the same route flown at most this many days later. */
export const CATCHUP_WINDOW_DAYS = 7;

/** The first and last day of the month of `d`. */
export function monthOf(d: string): { from: string; to: string } {
  const [y, m] = d.split('-').map(Number);
  return { from: `${d.slice(0, 7)}-01`, to: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
}

/** The period of a query, this month (at UTC+7) by default; a lone `from` or `to` keeps its own month's other end. */
export function resolvePeriod(q: PeriodQuery, today = localToday()): { from: string; to: string } {
  const month = monthOf(q.from ?? q.to ?? today);
  const from = q.from ?? month.from;
  const to = q.to ?? (q.from ? monthOf(q.from).to : month.to);
  return { from, to };
}

// --- total-routes

export async function totalRoutes(db: Client, q: PeriodQuery, today = localToday()): Promise<TotalRoutes> {
  const { from, to } = resolvePeriod(q, today);
  const [groups, todays] = await Promise.all([
    db.$queryRaw<{ flight_status: number; flight_type: string; total: number; hours: number }[]>`
      SELECT flight_status, flight_type, COUNT(*)::int AS total, COALESCE(SUM(flighttime_decimal), 0)::float8 AS hours
        FROM route_schedules
       WHERE flight_date BETWEEN ${from}::date AND ${to}::date
       GROUP BY flight_status, flight_type`,
    db.$queryRaw<{ n: number }[]>`
      SELECT COUNT(*)::int AS n FROM route_schedules WHERE flight_date = ${today}::date AND flight_status <> 0`,
  ]);
  const byStatus = new Map<number, number>();
  const byType = new Map<string, { total: number; hours: number }>();
  let total = 0;
  let hours = 0;
  for (const g of groups) {
    total += g.total;
    byStatus.set(g.flight_status, (byStatus.get(g.flight_status) ?? 0) + g.total);
    if (g.flight_status === 0) continue;
    hours += g.hours;
    const t = byType.get(g.flight_type) ?? { total: 0, hours: 0 };
    t.total += g.total;
    t.hours += g.hours;
    byType.set(g.flight_type, t);
  }
  const known = FLIGHT_STATUSES.map((s) => ({ flight_status: s.no as number, name: s.name as string, total: byStatus.get(s.no) ?? 0 }));
  const unknown = [...byStatus.entries()]
    .filter(([s]) => flightStatusName(s) === undefined)
    .map(([s, n]) => ({ flight_status: s, name: `Status ${s}`, total: n }));
  const order = (t: string) => {
    const i = (FLIGHT_TYPES as readonly string[]).indexOf(t);
    return i < 0 ? FLIGHT_TYPES.length : i;
  };
  return {
    from,
    to,
    total,
    hours: round2(hours),
    today: todays[0]?.n ?? 0,
    by_status: [...known, ...unknown],
    by_type: [...byType.entries()]
      .map(([flight_type, t]) => ({ flight_type, total: t.total, hours: round2(t.hours) }))
      .sort((a, b) => b.hours - a.hours || order(a.flight_type) - order(b.flight_type) || a.flight_type.localeCompare(b.flight_type)),
  };
}

// --- catchup

const flightRow = (alias: string) => `
  ${alias}.id, ${alias}.flight_number, to_char(${alias}.flight_date, 'YYYY-MM-DD') AS flight_date, ${alias}.flight_type,
  ${alias}.flight_status, ${alias}.etd, ${alias}.dep_airport_id, d.iata AS dep_iata, d.icao AS dep_icao, d.timezone AS dep_timezone,
  ${alias}.arr_airport_id, a.iata AS arr_iata, a.icao AS arr_icao, f.registration, b.short_name AS base_name_short,
  ${alias}.flighttime_decimal`;

type RawFlight = Omit<CatchupFlight, 'etd'> & { etd: Date };
const toFlight = (r: RawFlight): CatchupFlight => ({ ...r, etd: r.etd.toISOString() });

/**
 * Canceled flights of the period and the catch-up flights (type 'catchup', not canceled) recovering them.
 * A catch-up flight recovers one canceled flight: the earliest still unrecovered one on the same route
 * (departure and arrival airports) that it departs after, at most CATCHUP_WINDOW_DAYS days later.
 */
export async function catchup(db: Client, q: PeriodQuery, today = localToday()): Promise<Catchup> {
  const { from, to } = resolvePeriod(q, today);
  const select = flightRow('s');
  const joins = `JOIN airports d ON d.id = s.dep_airport_id JOIN airports a ON a.id = s.arr_airport_id
                 JOIN fleets f ON f.id = s.fleet_id JOIN bases b ON b.id = s.base_id`;
  const [canceled, catchups, count] = await Promise.all([
    db.$queryRaw<RawFlight[]>`
      SELECT ${Prisma.raw(select)} FROM route_schedules s ${Prisma.raw(joins)}
       WHERE s.flight_status = 0 AND s.flight_date BETWEEN ${from}::date AND ${to}::date
       ORDER BY s.etd, s.id`,
    db.$queryRaw<RawFlight[]>`
      SELECT ${Prisma.raw(select)} FROM route_schedules s ${Prisma.raw(joins)}
       WHERE s.flight_type = 'catchup' AND s.flight_status <> 0
         AND s.flight_date BETWEEN ${from}::date AND ${to}::date + ${CATCHUP_WINDOW_DAYS}::int
         AND EXISTS (SELECT 1 FROM route_schedules c
                      WHERE c.flight_status = 0 AND c.dep_airport_id = s.dep_airport_id AND c.arr_airport_id = s.arr_airport_id
                        AND c.flight_date BETWEEN ${from}::date AND ${to}::date)
       ORDER BY s.etd, s.id`,
    db.$queryRaw<{ n: number }[]>`
      SELECT COUNT(*)::int AS n FROM route_schedules
       WHERE flight_type = 'catchup' AND flight_status <> 0 AND flight_date BETWEEN ${from}::date AND ${to}::date`,
  ]);
  const pool = new Map<string, RawFlight[]>();
  for (const c of catchups) {
    const key = `${c.dep_airport_id}-${c.arr_airport_id}`;
    pool.set(key, [...(pool.get(key) ?? []), c]);
  }
  let scheduled = 0;
  let canceledHours = 0;
  let recoveredHours = 0;
  const data = canceled.map((c) => {
    canceledHours += c.flighttime_decimal;
    const candidates = pool.get(`${c.dep_airport_id}-${c.arr_airport_id}`) ?? [];
    const last = addDays(c.flight_date, CATCHUP_WINDOW_DAYS);
    const i = candidates.findIndex((k) => k.etd.getTime() > c.etd.getTime() && k.flight_date <= last);
    let match: CatchupFlight | null = null;
    if (i >= 0) {
      match = toFlight(candidates[i]);
      candidates.splice(i, 1);
      scheduled += 1;
      recoveredHours += c.flighttime_decimal;
    }
    return { ...toFlight(c), catchup: match };
  });
  return {
    from,
    to,
    canceled: canceled.length,
    scheduled,
    catchup_flights: count[0]?.n ?? 0,
    canceled_hours: round2(canceledHours),
    recovered_hours: round2(recoveredHours),
    data,
  };
}

// --- Fleet hours of a period (page widget; the daily records themselves are GET /api/flight/fleet-hours)

/** Every aircraft that is not retired (or has hours in the period), busiest first. */
export async function fleetPeriodHours(db: Client, q: PeriodQuery, today = localToday()): Promise<FleetPeriodHours> {
  const { from, to } = resolvePeriod(q, today);
  const rows = await db.$queryRaw<FleetPeriodHours['data']>`
    WITH s AS (
      SELECT fleet_id, COUNT(*)::int AS flights, SUM(flighttime_decimal) AS hours,
             SUM(flighttime_decimal) FILTER (WHERE flight_date <= ${today}::date) AS flown
        FROM route_schedules
       WHERE flight_status <> 0 AND flight_date BETWEEN ${from}::date AND ${to}::date
       GROUP BY fleet_id
    ), h AS (
      SELECT fleet_id, SUM(hours) AS hours FROM fleet_hours WHERE date BETWEEN ${from}::date AND ${to}::date GROUP BY fleet_id
    )
    SELECT f.id AS fleet_id, f.registration, ft.code AS fleet_type_code, b.short_name AS base_name_short, f.status,
           COALESCE(s.flights, 0)::int AS flights, COALESCE(s.hours, 0)::float8 AS scheduled_hours,
           COALESCE(s.flown, 0)::float8 AS flown_hours, COALESCE(h.hours, 0)::float8 AS recorded_hours
      FROM fleets f
      JOIN fleet_types ft ON ft.id = f.fleet_type_id
      JOIN bases b ON b.id = f.base_id
      LEFT JOIN s ON s.fleet_id = f.id
      LEFT JOIN h ON h.fleet_id = f.id
     WHERE f.status <> 'retired' OR s.fleet_id IS NOT NULL OR h.fleet_id IS NOT NULL
     ORDER BY scheduled_hours DESC, recorded_hours DESC, f.registration`;
  const totals = { flights: 0, scheduled_hours: 0, flown_hours: 0, recorded_hours: 0 };
  const data = rows.map((r) => {
    totals.flights += r.flights;
    totals.scheduled_hours += r.scheduled_hours;
    totals.flown_hours += r.flown_hours;
    totals.recorded_hours += r.recorded_hours;
    return {
      ...r,
      scheduled_hours: round2(r.scheduled_hours),
      flown_hours: round2(r.flown_hours),
      recorded_hours: round2(r.recorded_hours),
    };
  });
  return {
    from,
    to,
    data,
    totals: {
      flights: totals.flights,
      scheduled_hours: round2(totals.scheduled_hours),
      flown_hours: round2(totals.flown_hours),
      recorded_hours: round2(totals.recorded_hours),
    },
  };
}
