// Flight-time limits (spec 3 and 9: fl7, fl30, fl90, fl365) computed in PostgreSQL over rolling windows of
// flight dates. Every flight that is not canceled counts, planned as well as flown, whether the crew member
// is its pilot or its copilot. The pure thresholds (40/100/300/1050 h, the 75 % flag) are in
// lib/rules/flight-time-limits.ts.
import { Prisma } from '@/lib/generated/prisma/client';
import { FLIGHT_TIME_WINDOWS, type HoursByWindow } from '@/lib/rules/flight-time-limits';
import type { Db, Tx } from '@/server/db';

type Client = Db | Tx;

const EMPTY: HoursByWindow = { fl7: 0, fl30: 0, fl90: 0, fl365: 0 };
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Every crew seat on the flights from `from` to `to` (SQL date expressions, inclusive) that are not
 * canceled, one row per seat: (crew_id, flight_date, h). Both halves read route_schedules_crew_hours_idx
 * alone (index-only scans).
 */
export function crewSeatsSql(from: Prisma.Sql, to: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT pilot_id AS crew_id, flight_date, flighttime_decimal AS h FROM route_schedules
     WHERE pilot_id IS NOT NULL AND flight_status <> 0 AND flight_date BETWEEN ${from} AND ${to}
    UNION ALL
    SELECT copilot_id, flight_date, flighttime_decimal FROM route_schedules
     WHERE copilot_id IS NOT NULL AND flight_status <> 0 AND flight_date BETWEEN ${from} AND ${to}`;
}

interface TrailingRow {
  pid: number;
  fl7: number;
  fl30: number;
  fl90: number;
  fl365: number;
}

/**
 * Hours in the windows that end on `date` (YYYY-MM-DD, inclusive): fl7 covers date-6 .. date, and so on.
 * `pilotIds` null means every crew member with flights; crew members without flights get zeros.
 */
export async function trailingHours(db: Client, pilotIds: readonly number[] | null, date: string): Promise<Map<number, HoursByWindow>> {
  const only = pilotIds ? Prisma.sql`AND crew_id = ANY(${[...pilotIds]}::int[])` : Prisma.empty;
  const rows = await db.$queryRaw<TrailingRow[]>`
    WITH crew AS (${crewSeatsSql(Prisma.sql`${date}::date - 364`, Prisma.sql`${date}::date`)})
    SELECT crew_id AS pid,
           COALESCE(SUM(h) FILTER (WHERE flight_date > ${date}::date - 7), 0)::float8 AS fl7,
           COALESCE(SUM(h) FILTER (WHERE flight_date > ${date}::date - 30), 0)::float8 AS fl30,
           COALESCE(SUM(h) FILTER (WHERE flight_date > ${date}::date - 90), 0)::float8 AS fl90,
           COALESCE(SUM(h), 0)::float8 AS fl365
      FROM crew WHERE TRUE ${only}
     GROUP BY crew_id`;
  const out = new Map<number, HoursByWindow>();
  for (const id of pilotIds ?? []) out.set(id, { ...EMPTY });
  for (const r of rows) out.set(r.pid, { fl7: round2(r.fl7), fl30: round2(r.fl30), fl90: round2(r.fl90), fl365: round2(r.fl365) });
  return out;
}

/**
 * The busiest window of each length that contains `date`: for fl7, the largest total over the seven
 * windows ending date .. date+6. This is what a new flight on `date` would add to, so a flight of h hours
 * fits when peak + h stays within every limit. `excludeScheduleId` leaves out the flight being edited.
 */
export async function peakHours(db: Client, pilotId: number, date: string, excludeScheduleId?: number | null): Promise<HoursByWindow> {
  const peaks = await peakHoursMany(db, [{ pilotId, date }], excludeScheduleId);
  return peaks.get(`${pilotId}:${date}`) ?? { ...EMPTY };
}

/** The longest window, in days back from its last day (364 for fl365). */
const SPAN = Math.max(...FLIGHT_TIME_WINDOWS.map((w) => w.days)) - 1;

/**
 * peakHours for many (crew member, date) pairs in one query, counting every stored flight but
 * `excludeScheduleId` (so a listed flight is inside the windows it is measured by). Keys of the answer:
 * `${pilotId}:${date}`.
 *
 * A window's total only grows at a day with flights, so the busiest window of n days containing d ends on d
 * or on a flight day in d .. d+n-1: the totals are taken on those days alone (each pair's day added with 0
 * hours), as sliding sums over the crew member's days with flights, not over every day of two years.
 */
export async function peakHoursMany(
  db: Client,
  pairs: readonly { pilotId: number; date: string }[],
  excludeScheduleId?: number | null,
): Promise<Map<string, HoursByWindow>> {
  const out = new Map<string, HoursByWindow>();
  if (!pairs.length) return out;
  const pids = pairs.map((p) => p.pilotId);
  const dates = pairs.map((p) => p.date);
  const exclude = excludeScheduleId ?? 0;
  // The windows' lengths are constants of the code, written into the statement.
  const sums = FLIGHT_TIME_WINDOWS.map((w) =>
    Prisma.raw(
      `SUM(h) OVER (PARTITION BY pid ORDER BY d RANGE BETWEEN interval '${w.days - 1} days' PRECEDING AND CURRENT ROW) AS ${w.key}`,
    ),
  );
  const peaks = FLIGHT_TIME_WINDOWS.map((w) => Prisma.raw(`MAX(s.${w.key}) FILTER (WHERE s.d <= p.d + ${w.days - 1})::float8 AS ${w.key}`));
  const rows = await db.$queryRaw<({ pid: number; d: string } & HoursByWindow)[]>`
    WITH pairs AS (
      SELECT DISTINCT pid, d FROM unnest(${pids}::int[], ${dates}::date[]) AS t(pid, d)
    ), bounds AS (
      SELECT MIN(d) - ${SPAN}::int AS lo, MAX(d) + ${SPAN}::int AS hi, array_agg(DISTINCT pid) AS pids FROM pairs
    ), seats AS (
      SELECT rs.pilot_id AS pid, rs.flight_date AS d, rs.flighttime_decimal AS h FROM route_schedules rs, bounds
       WHERE rs.pilot_id = ANY(bounds.pids) AND rs.flight_status <> 0 AND rs.id <> ${exclude}
         AND rs.flight_date BETWEEN bounds.lo AND bounds.hi
      UNION ALL
      SELECT rs.copilot_id, rs.flight_date, rs.flighttime_decimal FROM route_schedules rs, bounds
       WHERE rs.copilot_id = ANY(bounds.pids) AND rs.flight_status <> 0 AND rs.id <> ${exclude}
         AND rs.flight_date BETWEEN bounds.lo AND bounds.hi
      UNION ALL
      SELECT pid, d, 0 FROM pairs
    ), daily AS (
      SELECT pid, d, SUM(h) AS h FROM seats GROUP BY pid, d
    ), totals AS (
      SELECT pid, d, ${Prisma.join(sums)} FROM daily
    )
    SELECT p.pid, to_char(p.d, 'YYYY-MM-DD') AS d, ${Prisma.join(peaks)}
      FROM pairs p JOIN totals s ON s.pid = p.pid AND s.d BETWEEN p.d AND p.d + ${SPAN}::int
     GROUP BY p.pid, p.d`;
  for (const r of rows) {
    const hours = { ...EMPTY };
    for (const w of FLIGHT_TIME_WINDOWS) hours[w.key] = round2(r[w.key] ?? 0);
    out.set(`${r.pid}:${r.d}`, hours);
  }
  for (const p of pairs) if (!out.has(`${p.pilotId}:${p.date}`)) out.set(`${p.pilotId}:${p.date}`, { ...EMPTY });
  return out;
}
