// Route schedules: the row shape of docs/flight-ops-contract.md read in one SQL query per page (airports,
// crew, base, area, aircraft and type joined), the list's sorts (its filters: schedule-filters.ts), and one
// row by id.
import { Prisma } from '@/lib/generated/prisma/client';
import { flightStatusName } from '@/lib/rules/flight';
import { logbookPassed } from '@/lib/rules/logbook';
import type { ScheduleQuery, ScheduleRow } from '@/lib/schemas/flight/schedule';
import { readRows } from '@/server/crud/sql-list';
import type { Db, Tx } from '@/server/db';
import { notFound } from '@/server/http/errors';
import { countOf, pagePartsOf, type ResolvedFilters, type ScheduleFilters, searchMatches, whereOf } from './schedule-filters';

export type Client = Db | Tx;
export type { ScheduleFilters } from './schedule-filters';

/** The lookups of a row, joined to `rs` (route_schedules or a page of it). */
const JOINS = Prisma.sql`
  JOIN airports dep ON dep.id = rs.dep_airport_id
  JOIN airports arr ON arr.id = rs.arr_airport_id
  JOIN fleets f ON f.id = rs.fleet_id
  JOIN fleet_types ft ON ft.id = f.fleet_type_id
  JOIN bases b ON b.id = rs.base_id
  JOIN areas ar ON ar.id = rs.area_id
  LEFT JOIN pilots p ON p.id = rs.pilot_id
  LEFT JOIN pilots cp ON cp.id = rs.copilot_id`;

const FROM = Prisma.sql`FROM route_schedules rs ${JOINS}`;

/**
 * An instant as the answer carries it, written by PostgreSQL as Date.toISOString would (UTC, milliseconds:
 * the columns are timestamptz(3)): reading a Date and writing it again cost a fifth of the page's CPU.
 */
const iso = (column: string) => Prisma.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const COLUMNS = Prisma.sql`
  rs.id, rs.flight_number, to_char(rs.flight_date, 'YYYY-MM-DD') AS flight_date, rs.flight_type, rs.flight_status,
  rs.dep_airport_id, dep.iata AS dep_iata, dep.icao AS dep_icao, dep.city AS dep_cityname, dep.timezone AS dep_timezone,
  rs.arr_airport_id, arr.iata AS arr_iata, arr.icao AS arr_icao, arr.city AS arr_cityname, arr.timezone AS arr_timezone,
  ${iso('rs.etd')} AS etd, ${iso('rs.eta')} AS eta,
  to_char(rs.etd AT TIME ZONE dep.timezone, 'HH24:MI') AS etd_local,
  to_char(rs.eta AT TIME ZONE arr.timezone, 'HH24:MI') AS eta_local,
  rs.flighttime_decimal,
  rs.pilot_id, p.name AS pilot_name, rs.copilot_id, cp.name AS copilot_name,
  rs.base_id, b.name AS base_name, b.short_name AS base_name_short, rs.area_id, ar.name AS area_name,
  rs.fleet_id, f.registration, f.fleet_type_id, ft.code AS fleet_type_code, f.payload_kg,
  rs.flight_logbook, rs.notes, ${iso('rs.created_at')} AS created_at, ${iso('rs.updated_at')} AS updated_at`;

type RawRow = Omit<ScheduleRow, 'flight_status_name' | 'logbook_passed'> & { total?: number };

/**
 * The answer rows of rows as read (the count column left out). Built column by column into a fresh object:
 * spreading a read row of 40 columns and adding the two derived fields cost about 8 µs a row, a quarter of
 * the list's CPU; this way under 3.
 */
function toRows(rows: RawRow[]): ScheduleRow[] {
  const columns = rows.length ? Object.keys(rows[0]).filter((key) => key !== 'total') : [];
  return rows.map((read) => {
    const row: Record<string, unknown> = {};
    for (const key of columns) row[key] = read[key as keyof RawRow];
    row.flight_status_name = flightStatusName(read.flight_status) ?? String(read.flight_status);
    row.logbook_passed = logbookPassed({ pilot: read.pilot_id, copilot: read.copilot_id, flight_logbook: read.flight_logbook });
    return row as ScheduleRow;
  });
}

export type ScheduleSort = NonNullable<ScheduleQuery['sort']>;

function orderOf(sort: ScheduleSort, order: 'asc' | 'desc'): Prisma.Sql {
  const dir = order === 'desc' ? Prisma.raw('DESC') : Prisma.raw('ASC');
  switch (sort) {
    case 'flight_number':
      return Prisma.sql`rs.flight_number ${dir}, rs.flight_date ${dir}, rs.id ${dir}`;
    case 'etd':
      return Prisma.sql`rs.etd ${dir}, rs.id ${dir}`;
    case 'flight_type':
      return Prisma.sql`rs.flight_type ${dir}, rs.flight_date ${dir}, rs.etd ${dir}, rs.id ${dir}`;
    case 'flight_status':
      return Prisma.sql`rs.flight_status ${dir}, rs.flight_date ${dir}, rs.etd ${dir}, rs.id ${dir}`;
    case 'registration':
      return Prisma.sql`f.registration ${dir}, rs.etd ${dir}, rs.id ${dir}`;
    default:
      return Prisma.sql`rs.flight_date ${dir}, rs.etd ${dir}, rs.id ${dir}`;
  }
}

type Paging = { page: number; limit: number; sort?: ScheduleSort; order?: 'asc' | 'desc' };

/**
 * One page of rows with the count of every matching row in a `total` column: one statement, one round
 * trip (the count is an uncorrelated subquery, planned and run once, as it was on its own).
 * bench/http-bare.ts sends the same statement.
 */
export function scheduleListSql(filters: ResolvedFilters, page: Paging): Prisma.Sql {
  const offset = (page.page - 1) * page.limit;
  const order = orderOf(page.sort ?? 'flight_date', page.order ?? 'asc');
  // Only the registration sort reads a joined table; every filter (q too) and every other sort is on
  // route_schedules, whose joins never drop a row. Then the page is cut from route_schedules alone and
  // only its rows are joined: planning the nine-table join over the whole table costs 25-45 ms, the page
  // itself under 1 ms (bench/flight-ops.ts).
  const needsJoins = page.sort === 'registration';
  const source = needsJoins ? FROM : Prisma.sql`FROM route_schedules rs`;
  const cut = (where: Prisma.Sql, limit: number, skip: number) =>
    Prisma.sql`SELECT rs.* ${source} ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${skip}`;
  const parts = needsJoins ? [whereOf(filters)] : pagePartsOf(filters);
  // Parts: the first page.page * limit of each, then the page of their union.
  const pageOfRows =
    parts.length === 1
      ? cut(parts[0], page.limit, offset)
      : Prisma.sql`SELECT rs.* FROM (${Prisma.join(
          parts.map((p) => Prisma.sql`(${cut(p, offset + page.limit, 0)})`),
          ' UNION ALL ',
        )}) rs ORDER BY ${order} LIMIT ${page.limit} OFFSET ${offset}`;
  return Prisma.sql`SELECT ${COLUMNS}, ${countOf(filters)} AS total FROM (${pageOfRows}) rs ${JOINS} ORDER BY ${order}`;
}

/** One page of rows and the count of every matching row. */
export async function listSchedules(db: Client, query: ScheduleFilters, page: Paging): Promise<{ total: number; data: ScheduleRow[] }> {
  const { q, ...rest } = query;
  const filters: ResolvedFilters = q ? { ...rest, search: await searchMatches(db, q) } : rest;
  // Unprepared: how many flights a date range, a search or a crew member matches decides its plan.
  const rows = (await readRows(db, scheduleListSql(filters, page), { prepare: false })) as (RawRow & { total: number })[];
  if (rows.length) return { total: rows[0].total, data: toRows(rows) };
  if (page.page === 1) return { total: 0, data: [] };
  // A page past the end has no row to carry the count.
  const count = await db.$queryRaw<{ n: number }[]>`SELECT ${countOf(filters)} AS n`;
  return { total: count[0]?.n ?? 0, data: [] };
}

export async function getSchedule(db: Client, id: number): Promise<ScheduleRow> {
  const rows = await db.$queryRaw<RawRow[]>`SELECT ${COLUMNS} ${FROM} WHERE rs.id = ${id}`;
  if (!rows[0]) throw notFound(`Schedule ${id} not found`);
  return toRows(rows)[0];
}
