// Crew logbooks: filing and removing an entry (keeping route_schedules.flight_logbook equal to the count of
// entries, in the same transaction), the flights' logbook state (logbook passed, spec 4) and a crew
// member's logbook with totals.
import { format } from 'date-fns';
import type { z } from 'zod';
import { FORMATS } from '@/lib/format/dates';
import { Prisma } from '@/lib/generated/prisma/client';
import { isoDay, localToday as todayLocal } from '@/lib/rules/calendar-day';
import { flightStatusName } from '@/lib/rules/flight';
import { logbookPassed } from '@/lib/rules/logbook';
import { zoned } from '@/lib/rules/time';
import type {
  LogbookFlightRow,
  LogbookInfo,
  logbookCreate,
  logbookInfoQuery,
  logbookPilotQuery,
  logbookQuery,
  PilotLogbookRow,
} from '@/lib/schemas/flight/logbook';
import type { CurrentUser } from '@/server/auth/user';
import type { Db, Tx } from '@/server/db';
import { badRequest, notFound } from '@/server/http/errors';
import { crewLabel } from './pilot';

type Client = Db | Tx;

const round2 = (n: number) => Math.round(n * 100) / 100;
const DAY_MS = 86_400_000;

/** The same rule as logbookPassed (lib/rules/logbook.ts), for filtering in SQL. */
const PASSED_SQL = Prisma.sql`((rs.copilot_id IS NOT NULL AND rs.flight_logbook = 2) OR (rs.copilot_id IS NULL AND rs.pilot_id IS NOT NULL AND rs.flight_logbook = 1))`;

interface LockedFlight {
  id: number;
  flight_number: string;
  flight_date: Date;
  flight_status: number;
  pilot_id: number | null;
  copilot_id: number | null;
  etd: Date;
}

/** The flight, locked so that concurrent filings for it count in turn. */
async function lockFlight(db: Client, scheduleId: number): Promise<LockedFlight | undefined> {
  const rows = await db.$queryRaw<LockedFlight[]>`
    SELECT id, flight_number, flight_date, flight_status, pilot_id, copilot_id, etd
      FROM route_schedules WHERE id = ${scheduleId} FOR UPDATE`;
  return rows[0];
}

async function recount(db: Client, scheduleId: number) {
  await db.$executeRaw`
    UPDATE route_schedules SET flight_logbook = (SELECT count(*) FROM flight_logbooks WHERE schedule_id = ${scheduleId}), updated_at = now()
     WHERE id = ${scheduleId}`;
}

const flightName = (f: { flight_number: string; flight_date: Date }) => `${f.flight_number} on ${isoDay(f.flight_date)}`;

/** POST: a crew member's entry for a flight, created or replaced. Run in a transaction. */
export async function saveLogbook(db: Client, body: z.output<typeof logbookCreate>, user: CurrentUser) {
  const flight = await lockFlight(db, body.schedule_id);
  if (!flight) throw badRequest('Unknown flight', { schedule_id: 'Unknown flight' });
  if (flight.flight_status === 0) {
    const message = `Flight ${flightName(flight)} is canceled: it takes no logbook`;
    throw badRequest(message, { schedule_id: message });
  }
  const pilot = await db.pilot.findUnique({ where: { id: body.pilot_id }, select: { id: true, name: true, rank: true } });
  if (!pilot) throw badRequest('Unknown crew member', { pilot_id: 'Unknown crew member' });
  if (pilot.id !== flight.pilot_id && pilot.id !== flight.copilot_id) {
    const message = `${crewLabel(pilot)} is not the pilot or copilot of flight ${flightName(flight)}`;
    throw badRequest(message, { pilot_id: message });
  }
  const blockOff = new Date(body.block_off);
  const blockOn = new Date(body.block_on);
  if (Math.abs(blockOff.getTime() - flight.etd.getTime()) > DAY_MS) {
    const message = `Block off must be within 24 hours of the flight's ETD (${flight.etd.toISOString()})`;
    throw badRequest(message, { block_off: message });
  }
  // A few minutes of clock difference between the device and the server are tolerated.
  if (blockOn.getTime() > Date.now() + 5 * 60_000)
    throw badRequest('Block on may not be in the future', { block_on: 'Block on may not be in the future' });
  const data = {
    block_off: blockOff,
    block_on: blockOn,
    block_hours: round2((blockOn.getTime() - blockOff.getTime()) / 3_600_000),
    landings: body.landings,
    remarks: body.remarks,
    user_id: user.id,
  };
  const row = await db.flightLogbook.upsert({
    where: { schedule_id_pilot_id: { schedule_id: flight.id, pilot_id: pilot.id } },
    create: { schedule_id: flight.id, pilot_id: pilot.id, ...data },
    update: data,
    select: { id: true },
  });
  await recount(db, flight.id);
  return { id: row.id };
}

/** DELETE: removes an entry and recounts its flight. Run in a transaction. */
export async function deleteLogbook(db: Client, id: number) {
  const entry = await db.flightLogbook.findUnique({ where: { id }, select: { schedule_id: true } });
  if (!entry) throw notFound(`Logbook entry ${id} not found`);
  await lockFlight(db, entry.schedule_id);
  await db.flightLogbook.delete({ where: { id } });
  await recount(db, entry.schedule_id);
  return { affected: 1 };
}

/** Flights up to today that are not canceled, with the list's filters. */
function flightConditions(query: { from?: string; to?: string; fleet?: number }, today: string): Prisma.Sql {
  const to = query.to && query.to < today ? query.to : today;
  const parts = [Prisma.sql`rs.flight_status <> 0`, Prisma.sql`rs.flight_date <= ${to}::date`];
  if (query.from) parts.push(Prisma.sql`rs.flight_date >= ${query.from}::date`);
  if (query.fleet) parts.push(Prisma.sql`rs.fleet_id = ${query.fleet}`);
  return Prisma.join(parts, ' AND ');
}

/** The flight fields both logbook lists answer (with FLIGHT_JOINS). */
const FLIGHT_COLUMNS = Prisma.sql`rs.flight_status, dep.iata AS dep_iata, dep.icao AS dep_icao, dep.timezone AS dep_timezone,
  arr.iata AS arr_iata, arr.icao AS arr_icao, arr.timezone AS arr_timezone, rs.etd, rs.eta, rs.flighttime_decimal,
  rs.fleet_id, f.registration, ft.code AS fleet_type_code, b.short_name AS base_name_short`;
const FLIGHT_JOINS = Prisma.sql`JOIN airports dep ON dep.id = rs.dep_airport_id
  JOIN airports arr ON arr.id = rs.arr_airport_id
  JOIN fleets f ON f.id = rs.fleet_id
  JOIN fleet_types ft ON ft.id = f.fleet_type_id
  JOIN bases b ON b.id = rs.base_id`;

type Computed = 'flight_date' | 'etd' | 'eta' | 'etd_local' | 'eta_local' | 'flight_status_name';
type FlightTimes = { flight_date: Date; etd: Date; eta: Date; flight_status: number; dep_timezone: string; arr_timezone: string };

const hhmm = (at: Date, timeZone: string) => format(zoned(at, timeZone), FORMATS.time);

/** Dates as YYYY-MM-DD and ISO instants, local times at the airports, the status name. */
function flightOut<R extends FlightTimes>(r: R) {
  return {
    ...r,
    flight_date: isoDay(r.flight_date) as string,
    flight_status_name: flightStatusName(r.flight_status) ?? String(r.flight_status),
    etd: r.etd.toISOString(),
    eta: r.eta.toISOString(),
    etd_local: hhmm(r.etd, r.dep_timezone),
    eta_local: hhmm(r.eta, r.arr_timezone),
  };
}

type FlightSqlRow = Omit<LogbookFlightRow, Computed | 'logbook_passed'> & FlightTimes;

/** The page is cut from route_schedules alone, then joined (see listSchedules in schedule.ts for why). */
export async function listLogbookFlights(db: Client, query: z.output<typeof logbookQuery>, today = todayLocal()) {
  let where = flightConditions(query, today);
  if (query.passed) where = Prisma.sql`${where} AND ${query.passed === '1' ? PASSED_SQL : Prisma.sql`NOT ${PASSED_SQL}`}`;
  const [rows, count] = await Promise.all([
    db.$queryRaw<FlightSqlRow[]>`
      SELECT rs.id, rs.flight_number, rs.flight_date, rs.flight_type, ${FLIGHT_COLUMNS},
             rs.pilot_id, p.name AS pilot_name, rs.copilot_id, c.name AS copilot_name, rs.flight_logbook
        FROM (SELECT rs.* FROM route_schedules rs WHERE ${where}
               ORDER BY rs.flight_date DESC, rs.etd DESC, rs.id DESC
               LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}) rs
        ${FLIGHT_JOINS}
        LEFT JOIN pilots p ON p.id = rs.pilot_id
        LEFT JOIN pilots c ON c.id = rs.copilot_id
       ORDER BY rs.flight_date DESC, rs.etd DESC, rs.id DESC`,
    db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM route_schedules rs WHERE ${where}`,
  ]);
  const data: LogbookFlightRow[] = rows.map((r) => ({
    ...flightOut(r),
    logbook_passed: logbookPassed({ pilot: r.pilot_id, copilot: r.copilot_id, flight_logbook: r.flight_logbook }),
  }));
  return { total: count[0]?.n ?? 0, data };
}

export async function logbookInfo(db: Client, query: z.output<typeof logbookInfoQuery>, today = todayLocal()): Promise<LogbookInfo> {
  const where = flightConditions(query, today);
  const [row] = await db.$queryRaw<{ flights: number; passed: number; hours: number; block_hours: number }[]>`
    SELECT count(*)::int AS flights,
           (count(*) FILTER (WHERE ${PASSED_SQL}))::int AS passed,
           COALESCE(SUM(rs.flighttime_decimal), 0)::float8 AS hours,
           COALESCE((SELECT SUM(l.block_hours) FROM flight_logbooks l JOIN route_schedules rs ON rs.id = l.schedule_id WHERE ${where}), 0)::float8 AS block_hours
      FROM route_schedules rs
     WHERE ${where}`;
  return {
    flights: row.flights,
    passed: row.passed,
    pending: row.flights - row.passed,
    hours: round2(row.hours),
    block_hours: round2(row.block_hours),
  };
}

type PilotLogbookSql = Omit<PilotLogbookRow, Computed | 'block_off' | 'block_on'> & FlightTimes & { block_off: Date; block_on: Date };

export async function pilotLogbook(db: Client, pilotId: number, query: z.output<typeof logbookPilotQuery>) {
  const pilot = await db.pilot.findUnique({ where: { id: pilotId }, select: { id: true } });
  if (!pilot) throw notFound(`Crew member ${pilotId} not found`);
  const parts = [Prisma.sql`l.pilot_id = ${pilotId}`];
  if (query.from) parts.push(Prisma.sql`rs.flight_date >= ${query.from}::date`);
  if (query.to) parts.push(Prisma.sql`rs.flight_date <= ${query.to}::date`);
  const where = Prisma.join(parts, ' AND ');
  const [rows, totals] = await Promise.all([
    db.$queryRaw<PilotLogbookSql[]>`
      SELECT l.id, l.schedule_id, l.pilot_id,
             CASE WHEN rs.copilot_id = l.pilot_id THEN 'copilot' ELSE 'pilot' END AS seat,
             l.block_off, l.block_on, l.block_hours, l.landings, l.remarks,
             rs.flight_number, rs.flight_date, rs.flight_type, ${FLIGHT_COLUMNS}
        FROM flight_logbooks l
        JOIN route_schedules rs ON rs.id = l.schedule_id
        ${FLIGHT_JOINS}
       WHERE ${where}
       ORDER BY rs.flight_date DESC, l.block_off DESC, l.id DESC
       LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    db.$queryRaw<{ n: number; block_hours: number; landings: number }[]>`
      SELECT count(*)::int AS n, COALESCE(SUM(l.block_hours), 0)::float8 AS block_hours, COALESCE(SUM(l.landings), 0)::int AS landings
        FROM flight_logbooks l JOIN route_schedules rs ON rs.id = l.schedule_id
       WHERE ${where}`,
  ]);
  const data: PilotLogbookRow[] = rows.map((r) => ({
    ...flightOut(r),
    block_off: r.block_off.toISOString(),
    block_on: r.block_on.toISOString(),
  }));
  const t = totals[0];
  return { total: t?.n ?? 0, data, totals: { block_hours: round2(t?.block_hours ?? 0), landings: t?.landings ?? 0 } };
}
