// Route schedules: the row shape of docs/flight-ops-contract.md read in one SQL query per page (airports,
// crew, base, area, aircraft and type joined), the list's sorts (its filters: schedule-filters.ts), and one
// row by id.
import { Prisma } from '@/lib/generated/prisma/client';
import { FLIGHT_STATUSES } from '@/lib/rules/flight';
import type { ScheduleQuery, ScheduleRow } from '@/lib/schemas/flight/schedule';
import { CALLER_KNOWN, jsonArraySql, pageJsonText, readRows, withCaller } from '@/server/crud/sql-list';
import { type Db, db as rootClient, type Tx } from '@/server/db';
import { notFound } from '@/server/http/errors';
import type { CallerRead } from '@/server/http/route';
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

/** The status's name (flightStatusName), its number as text outside 0-5. */
export const STATUS_NAME = Prisma.raw(
  `CASE rs.flight_status ${FLIGHT_STATUSES.map((s) => `WHEN ${s.no} THEN '${s.name}'`).join(' ')} ELSE rs.flight_status::text END`,
);

/**
 * lib/rules/logbook.ts logbookPassed in SQL (tests/api/schedule-list-json.test.ts holds them to the same
 * answers): with a copilot two crew logbooks, otherwise a pilot and one. Written by PostgreSQL, the row is
 * answered as read, and the page can leave PostgreSQL as JSON text (scheduleListSql).
 */
export const LOGBOOK_PASSED = Prisma.raw(
  'CASE WHEN coalesce(rs.copilot_id, 0) <> 0 THEN rs.flight_logbook = 2 ELSE coalesce(rs.pilot_id, 0) <> 0 AND rs.flight_logbook = 1 END',
);

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
  rs.flight_logbook, rs.notes, ${iso('rs.created_at')} AS created_at, ${iso('rs.updated_at')} AS updated_at,
  ${STATUS_NAME} AS flight_status_name, ${LOGBOOK_PASSED} AS logbook_passed`;

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

/** The rows of a page in its order. */
function pageRowsSql(filters: ResolvedFilters, page: Paging): Prisma.Sql {
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
  return Prisma.sql`SELECT ${COLUMNS} FROM (${pageOfRows}) rs ${JOINS} ORDER BY ${order}`;
}

/**
 * A page as one row: the count of every matching flight (an uncorrelated subquery, planned and run once)
 * and the page's rows as JSON text (jsonArraySql), written by PostgreSQL: Node neither parses 40 columns a
 * row nor writes them out again. Given a token's hash, the
 * caller's token row comes as a column too (server/crud/sql-list.ts withCaller), and neither the count
 * nor the page reads a flight when no token has this hash. bench/http-bare.ts sends the same statement.
 */
export function scheduleListSql(filters: ResolvedFilters, page: Paging, tokenHash?: string): Prisma.Sql {
  if (tokenHash === undefined) {
    return Prisma.sql`SELECT ${countOf(filters)} AS total,
      ${jsonArraySql(pageRowsSql(filters, page))} AS data`;
  }
  // Behind CASE, not in the page's WHERE: a condition among the nine tables' joins took PostgreSQL 7.9 ms to
  // plan instead of 2.1.
  return Prisma.sql`${withCaller(tokenHash)}
    SELECT (SELECT json FROM caller) AS caller, CASE WHEN ${CALLER_KNOWN} THEN ${countOf(filters)} END AS total,
      CASE WHEN ${CALLER_KNOWN} THEN ${jsonArraySql(pageRowsSql(filters, page))} END AS data`;
}

/** The statement's one row. */
type PageRow = { total: number | null; data: string; caller?: string | null };

/**
 * Filtered, the statement goes unprepared: how many flights a date range, a search or a crew member matches
 * decides its plan. Unfiltered, it is prepared by name (server/db.ts poolQuery): planning the page's nine
 * tables cost PostgreSQL 1.5 to 2 ms a request, more than running it (docs/benchmarks-http.md).
 */
const readPage = async (client: Client, filters: ResolvedFilters, sql: Prisma.Sql) => {
  const prepare = Object.values(filters).every((value) => value === undefined);
  return (await readRows(client, sql, { prepare }))[0] as PageRow;
};

/** One page of rows and the count of every matching row. */
export async function listSchedules(db: Client, query: ScheduleFilters, page: Paging): Promise<{ total: number; data: ScheduleRow[] }> {
  const { q, ...rest } = query;
  const filters: ResolvedFilters = q ? { ...rest, search: await searchMatches(db, q) } : rest;
  const row = await readPage(db, filters, scheduleListSql(filters, page));
  return { total: row.total ?? 0, data: JSON.parse(row.data) };
}

/**
 * GET /api/flight/route-schedule's answer as JSON text with the caller to check (server/http/route.ts
 * ReadWithCaller), one round trip; null for a search (its matches are looked up first) or the readiness
 * light (judged in Node), which take the usual way.
 */
export async function scheduleListWithCaller(query: ScheduleQuery, tokenHash: string): Promise<CallerRead | null> {
  const { page, limit, sort, order, readiness, q, ...filters } = query;
  if (q || readiness === '1') return null;
  const row = await readPage(rootClient, filters, scheduleListSql(filters, { page, limit, sort, order }, tokenHash));
  return { caller: row.caller ?? null, body: pageJsonText(row.total, row.data) };
}

export async function getSchedule(db: Client, id: number): Promise<ScheduleRow> {
  const rows = await db.$queryRaw<ScheduleRow[]>`SELECT ${COLUMNS} ${FROM} WHERE rs.id = ${id}`;
  if (!rows[0]) throw notFound(`Schedule ${id} not found`);
  return rows[0];
}
