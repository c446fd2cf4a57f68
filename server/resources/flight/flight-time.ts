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
 * Each crew member's hours per day from `from` to `to` (SQL date expressions, inclusive), one row per
 * crew-day with flights: (crew_id, flight_date, h numeric). Read from crew_day_hours, which the flights'
 * triggers keep (migration 20261128110000_crew_day_hours) with the seats that count (crew_seats: pilot or
 * copilot of a flight that is not canceled). `excludeScheduleId` leaves out one flight (its seats
 * subtracted): the one being edited.
 */
export function crewDaysSql(from: Prisma.Sql, to: Prisma.Sql, excludeScheduleId?: number | null): Prisma.Sql {
  const excluded = excludeScheduleId
    ? Prisma.sql`
      UNION ALL
      SELECT crew_id, flight_date, -hours, -1 FROM crew_seats(ARRAY(SELECT r FROM route_schedules r WHERE r.id = ${excludeScheduleId}))
       WHERE flight_date BETWEEN ${from} AND ${to}`
    : Prisma.empty;
  return Prisma.sql`
    SELECT crew_id, flight_date, sum(hours) AS h FROM (
      SELECT crew_id, flight_date, hours, flights FROM crew_day_hours WHERE flight_date BETWEEN ${from} AND ${to} ${excluded}
    ) changes GROUP BY crew_id, flight_date HAVING sum(flights) > 0`;
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
    WITH crew AS (${crewDaysSql(Prisma.sql`${date}::date - 364`, Prisma.sql`${date}::date`)})
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

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Index of the first of the sorted `days` after `day`. */
function after(days: readonly number[], day: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid] <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A crew member's days with flights, ascending, and the running total of their hours before each. */
interface FlightDays {
  days: number[];
  before: number[];
}

/**
 * The busiest window of `n` days containing `day`: a window's total only grows at a day with flights, so
 * it ends on `day` or on a flight day in day .. day+n-1.
 */
function peakOf({ days, before }: FlightDays, day: number, n: number): number {
  const total = (end: number) => before[after(days, end)] - before[after(days, end - n)];
  let peak = total(day);
  for (let i = after(days, day); i < days.length && days[i] <= day + n - 1; i++) peak = Math.max(peak, total(days[i]));
  return peak;
}

/**
 * peakHours for many (crew member, date) pairs, counting every stored flight but `excludeScheduleId` (so a
 * listed flight is inside the windows it is measured by). Keys of the answer: `${pilotId}:${date}`.
 * PostgreSQL sums each crew member's hours per flight day over the span the windows can reach; the sliding
 * windows are taken here on those days (a few hundred per crew member), which window functions over a
 * RANGE of dates did about three times more slowly (bench:scale, README).
 */
export async function peakHoursMany(
  db: Client,
  pairs: readonly { pilotId: number; date: string }[],
  excludeScheduleId?: number | null,
): Promise<Map<string, HoursByWindow>> {
  const out = new Map<string, HoursByWindow>();
  if (!pairs.length) return out;
  const pids = [...new Set(pairs.map((p) => p.pilotId))];
  const dates = pairs.map((p) => p.date).sort();
  const days = crewDaysSql(
    Prisma.sql`${dates[0]}::date - ${SPAN}::int`,
    Prisma.sql`${dates[dates.length - 1]}::date + ${SPAN}::int`,
    excludeScheduleId,
  );
  const rows = await db.$queryRaw<{ pid: number; day: number; h: number }[]>`
    SELECT crew_id AS pid, (flight_date - DATE '1970-01-01') AS day, h::float8 AS h
      FROM (${days}) days WHERE crew_id = ANY(${pids}::int[])
     ORDER BY crew_id, flight_date`;
  const byCrew = new Map<number, FlightDays>();
  for (const r of rows) {
    let crew = byCrew.get(r.pid);
    if (!crew) {
      crew = { days: [], before: [0] };
      byCrew.set(r.pid, crew);
    }
    crew.days.push(r.day);
    crew.before.push(crew.before[crew.before.length - 1] + r.h);
  }
  const none: FlightDays = { days: [], before: [0] };
  for (const { pilotId, date } of pairs) {
    const crew = byCrew.get(pilotId) ?? none;
    const day = dayNumber(date);
    const hours = { ...EMPTY };
    for (const w of FLIGHT_TIME_WINDOWS) hours[w.key] = round2(peakOf(crew, day, w.days));
    out.set(`${pilotId}:${date}`, hours);
  }
  return out;
}
