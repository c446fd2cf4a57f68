// The Overview dashboard (contract 'Dashboard'): flight totals, crew flight-hour graph, crew by fleet type,
// catch-up of canceled flights, fleet hours of the month, flight-time alerts and documents expiring soon.
// Every aggregate is one GROUP BY query; the API (server/api/flight-dashboard.ts) and the page
// (app/(app)/page.tsx) call these same functions.
import { z } from 'zod';
import { Prisma } from '@/lib/generated/prisma/client';
import { addDays, dayNumber, localToday } from '@/lib/rules/calendar-day';
import { EXPIRY_WARNING_DAYS } from '@/lib/rules/crew-documents';
import { FLIGHT_STATUSES, FLIGHT_TYPES, flightStatusName } from '@/lib/rules/flight';
import { limitUsage, type WindowUsage } from '@/lib/rules/flight-time-limits';
import { day } from '@/lib/schemas/fields';
import type { Db, Tx } from '@/server/db';
import { trailingHours } from './flight-time';

type Client = Db | Tx;

const round2 = (n: number) => Math.round(n * 100) / 100;
const MAX_RANGE_DAYS = 366;
/** A catch-up flight recovers a canceled flight of the same route flown at most this many days later. */
export const CATCHUP_WINDOW_DAYS = 7;

// --- Dates (spec 9: local time is UTC+7 unless an airport says otherwise)

export { localToday };

/** The first and last day of the month of `d`. */
export function monthOf(d: string): { from: string; to: string } {
  const [y, m] = d.split('-').map(Number);
  return { from: `${d.slice(0, 7)}-01`, to: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
}

// --- Queries (strict; dates YYYY-MM-DD)

function checkRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (q.from && q.to) {
    const span = dayNumber(q.to) - dayNumber(q.from);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    else if (span >= MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The period may cover at most ${MAX_RANGE_DAYS} days` });
  }
}

/** `from` / `to` (inclusive), each defaulting to this month's first / last day. */
export const periodQuery = z.strictObject({ from: day('from').optional(), to: day('to').optional() }).superRefine(checkRange);
export type PeriodQuery = z.output<typeof periodQuery>;

export const pilotHoursGraphQuery = z.strictObject({
  months: z.coerce
    .number({ error: 'months must be a whole number from 1 to 24' })
    .int({ error: 'months must be a whole number from 1 to 24' })
    .min(1, { error: 'months must be a whole number from 1 to 24' })
    .max(24, { error: 'months must be a whole number from 1 to 24' })
    .default(12),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 50' })
    .int({ error: 'limit must be a whole number from 1 to 50' })
    .min(1, { error: 'limit must be a whole number from 1 to 50' })
    .max(50, { error: 'limit must be a whole number from 1 to 50' })
    .default(10),
  /** The last day counted (default today): the graph's last month is this day's month. */
  to: day('to').optional(),
});
export type PilotHoursGraphQuery = z.output<typeof pilotHoursGraphQuery>;

/** The period of a query, this month (at UTC+7) by default; a lone `from` or `to` keeps its own month's other end. */
export function resolvePeriod(q: PeriodQuery, today = localToday()): { from: string; to: string } {
  const month = monthOf(q.from ?? q.to ?? today);
  const from = q.from ?? month.from;
  const to = q.to ?? (q.from ? monthOf(q.from).to : month.to);
  return { from, to };
}

// --- total-routes

export interface TotalRoutes {
  from: string;
  to: string;
  /** Every flight of the period, canceled included (the sum of by_status). */
  total: number;
  /** Hours of the flights that are not canceled, planned and flown (the sum of by_type's hours). */
  hours: number;
  /** Flights today (UTC+7) that are not canceled. */
  today: number;
  by_status: { flight_status: number; name: string; total: number }[];
  /** Flights that are not canceled, by type, most hours first. */
  by_type: { flight_type: string; total: number; hours: number }[];
}

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

// --- graph-pilot-flighthours

export interface PilotHoursGraph {
  from: string;
  to: string;
  /** 'YYYY-MM', oldest first. */
  labels: string[];
  /** The crew with the most hours in the period, most first; data[i] is the hours of labels[i]. */
  series: { pilot_id: number; name: string; crew_code: string; total: number; data: number[] }[];
}

/**
 * Monthly hours of the top crew over the `months` months ending with the month of `to` (default today),
 * counting flights that are not canceled up to and including `to`, as pilot or copilot.
 */
export async function pilotHoursGraph(db: Client, q: PilotHoursGraphQuery, today = localToday()): Promise<PilotHoursGraph> {
  const to = q.to ?? today;
  const [y, m] = to.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 - (q.months - 1), 1));
  const from = first.toISOString().slice(0, 10);
  const labels = Array.from({ length: q.months }, (_, i) =>
    new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1)).toISOString().slice(0, 7),
  );
  const rows = await db.$queryRaw<{ pid: number; name: string; crew_code: string; total: number; month: string; hours: number }[]>`
    WITH crew AS (
      SELECT pilot_id AS pid, flight_date, flighttime_decimal AS h FROM route_schedules
       WHERE pilot_id IS NOT NULL AND flight_status <> 0 AND flight_date BETWEEN ${from}::date AND ${to}::date
      UNION ALL
      SELECT copilot_id, flight_date, flighttime_decimal FROM route_schedules
       WHERE copilot_id IS NOT NULL AND flight_status <> 0 AND flight_date BETWEEN ${from}::date AND ${to}::date
    ), top AS (
      SELECT pid, SUM(h) AS total FROM crew GROUP BY pid ORDER BY total DESC, pid LIMIT ${q.limit}
    )
    SELECT top.pid, p.name, p.crew_code, top.total::float8 AS total,
           to_char(crew.flight_date, 'YYYY-MM') AS month, SUM(crew.h)::float8 AS hours
      FROM top
      JOIN pilots p ON p.id = top.pid
      JOIN crew ON crew.pid = top.pid
     GROUP BY top.pid, p.name, p.crew_code, top.total, month
     ORDER BY top.total DESC, top.pid, month`;
  const series: PilotHoursGraph['series'] = [];
  const byPilot = new Map<number, PilotHoursGraph['series'][number]>();
  for (const r of rows) {
    let s = byPilot.get(r.pid);
    if (!s) {
      s = { pilot_id: r.pid, name: r.name, crew_code: r.crew_code, total: round2(r.total), data: labels.map(() => 0) };
      byPilot.set(r.pid, s);
      series.push(s);
    }
    const i = labels.indexOf(r.month);
    if (i >= 0) s.data[i] = round2(r.hours);
  }
  return { from, to, labels, series };
}

// --- graph-pilot-by-fleet

export interface PilotsByFleet {
  /** Active crew holding a type rating valid today, per aircraft type (every type, most crew first). */
  data: { fleet_type_id: number; code: string; name: string; captains: number; first_officers: number; total: number }[];
}

export async function pilotsByFleet(db: Client, today = localToday()): Promise<PilotsByFleet> {
  const data = await db.$queryRaw<PilotsByFleet['data']>`
    SELECT ft.id AS fleet_type_id, ft.code, ft.name,
           COUNT(DISTINCT p.id) FILTER (WHERE p.rank = 'captain')::int AS captains,
           COUNT(DISTINCT p.id) FILTER (WHERE p.rank = 'first_officer')::int AS first_officers,
           COUNT(DISTINCT p.id)::int AS total
      FROM fleet_types ft
      LEFT JOIN pilot_aircraft pa ON pa.fleet_type_id = ft.id
            AND (pa.since IS NULL OR pa.since <= ${today}::date)
            AND (pa.valid_until IS NULL OR pa.valid_until >= ${today}::date)
      LEFT JOIN pilots p ON p.id = pa.pilot_id AND p.status = 'active'
     GROUP BY ft.id, ft.code, ft.name
     ORDER BY total DESC, ft.code`;
  return { data };
}

// --- catchup

export interface CatchupFlight {
  id: number;
  flight_number: string;
  flight_date: string;
  flight_type: string;
  flight_status: number;
  etd: string;
  dep_airport_id: number;
  dep_iata: string | null;
  dep_icao: string | null;
  dep_timezone: string;
  arr_airport_id: number;
  arr_iata: string | null;
  arr_icao: string | null;
  registration: string;
  base_name_short: string;
  flighttime_decimal: number;
}

export interface Catchup {
  from: string;
  to: string;
  /** Canceled flights in the period. */
  canceled: number;
  /** Of those, how many a catch-up flight recovers. */
  scheduled: number;
  /** Catch-up flights (not canceled) in the period, recovering a canceled flight or not. */
  catchup_flights: number;
  /** Hours of the canceled flights, and of those recovered. */
  canceled_hours: number;
  recovered_hours: number;
  /** Each canceled flight of the period (by etd) with the catch-up flight recovering it, or null. */
  data: (CatchupFlight & { catchup: CatchupFlight | null })[];
}

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

export interface FleetPeriodHours {
  from: string;
  to: string;
  data: {
    fleet_id: number;
    registration: string;
    fleet_type_code: string;
    base_name_short: string;
    status: string;
    /** Flights that are not canceled in the period, and their hours. */
    flights: number;
    scheduled_hours: number;
    /** Of those, the hours on days up to today. */
    flown_hours: number;
    /** Hours recorded by engineering (fleet_hours) in the period. */
    recorded_hours: number;
  }[];
  totals: { flights: number; scheduled_hours: number; flown_hours: number; recorded_hours: number };
}

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

// --- Flight-time alerts (crew above 75 % of a window ending today)

export interface LimitAlert {
  pilot_id: number;
  name: string;
  crew_code: string;
  rank: string;
  base_name_short: string | null;
  usage: WindowUsage[];
  /** The window with the highest usage. */
  worst: WindowUsage;
}

export async function limitAlerts(db: Client, today = localToday()): Promise<{ date: string; data: LimitAlert[] }> {
  const hours = await trailingHours(db, null, today);
  const flagged = new Map<number, WindowUsage[]>();
  for (const [pid, h] of hours) {
    const usage = limitUsage(h);
    if (usage.some((u) => u.flagged)) flagged.set(pid, usage);
  }
  if (!flagged.size) return { date: today, data: [] };
  const pilots = await db.pilot.findMany({
    where: { id: { in: [...flagged.keys()] } },
    select: { id: true, name: true, crew_code: true, rank: true, base: { select: { short_name: true } } },
  });
  const data = pilots.map((p) => {
    const usage = flagged.get(p.id) ?? limitUsage({});
    const worst = usage.reduce((a, b) => (b.fraction > a.fraction ? b : a));
    return {
      pilot_id: p.id,
      name: p.name,
      crew_code: p.crew_code,
      rank: p.rank,
      base_name_short: p.base?.short_name ?? null,
      usage,
      worst,
    };
  });
  data.sort((a, b) => b.worst.fraction - a.worst.fraction || a.name.localeCompare(b.name));
  return { date: today, data };
}

// --- Licence and medical expiring soon (active crew)

export interface ExpiringDocument {
  pilot_id: number;
  name: string;
  crew_code: string;
  document: 'licence' | 'medical';
  expiry: string;
  /** Days from today; negative when expired. */
  days_left: number;
}

export async function expiringDocuments(db: Client, today = localToday(), limit = 8): Promise<{ total: number; data: ExpiringDocument[] }> {
  const rows = await db.$queryRaw<(ExpiringDocument & { total: number })[]>`
    WITH docs AS (
      SELECT id AS pilot_id, name, crew_code, 'licence' AS document, licence_expiry AS expiry FROM pilots WHERE status = 'active'
      UNION ALL
      SELECT id, name, crew_code, 'medical', medical_expiry FROM pilots WHERE status = 'active'
    )
    SELECT pilot_id, name, crew_code, document, to_char(expiry, 'YYYY-MM-DD') AS expiry,
           (expiry - ${today}::date)::int AS days_left, (COUNT(*) OVER ())::int AS total
      FROM docs
     WHERE expiry <= ${today}::date + ${EXPIRY_WARNING_DAYS}::int
     ORDER BY expiry, name, document
     LIMIT ${limit}`;
  return { total: rows[0]?.total ?? 0, data: rows.map(({ total: _t, ...r }) => r) };
}
