// Crew members (pilots): the list with limits and document states, CRUD, search and the pickers' list.
// Filters and sorts run in SQL; the limits of a page come from one trailingHours query, and the fl* sorts
// and the flagged filter join the same windows as an aggregate subquery.
import type { z } from 'zod';
import { Prisma } from '@/lib/generated/prisma/client';
import { dayDate, isoDay, localToday as todayLocal } from '@/lib/rules/calendar-day';
import { documentState } from '@/lib/rules/crew-documents';
import { anyExceeded, anyFlagged, FLAG_FRACTION, FLIGHT_TIME_WINDOWS, limitUsage } from '@/lib/rules/flight-time-limits';
import type {
  LoadPilotRow,
  loadPilotQuery,
  PilotRank,
  PilotRow,
  PilotStatus,
  pilotCreate,
  pilotQuery,
  pilotUpdate,
} from '@/lib/schemas/flight/pilot';
import { containing } from '@/server/crud/like';
import type { Db, Tx } from '@/server/db';
import { conflict, HttpError, notFound } from '@/server/http/errors';
import { unknownReference } from '@/server/http/prisma-errors';
import { crewDaysSql, trailingHours } from './flight-time';

type Client = Db | Tx;

export { todayLocal };

/** 'Capt. Name' / 'F/O Name': how messages name a crew member. */
export function crewLabel(p: { name: string; rank: string }): string {
  return `${p.rank === 'first_officer' ? 'F/O' : 'Capt.'} ${p.name}`;
}

const pilotSelect = {
  id: true,
  name: true,
  crew_code: true,
  rank: true,
  licence_number: true,
  licence_expiry: true,
  medical_expiry: true,
  base_id: true,
  phone: true,
  email: true,
  status: true,
  base: { select: { name: true, short_name: true } },
  aircraft: { select: { fleet_type: { select: { id: true, code: true } } }, orderBy: { fleet_type: { code: 'asc' } } },
} as const;

type PilotRecord = Prisma.PilotGetPayload<{ select: typeof pilotSelect }>;

/** The rows of these pilots (in the given order), with limits ending `today` from one query. */
async function rowsOf(db: Client, ids: number[], today: string): Promise<PilotRow[]> {
  if (!ids.length) return [];
  const [records, hours] = await Promise.all([
    db.pilot.findMany({ where: { id: { in: ids } }, select: pilotSelect }),
    trailingHours(db, ids, today),
  ]);
  const byId = new Map(records.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toRow(r, hours.get(id) ?? { fl7: 0, fl30: 0, fl90: 0, fl365: 0 }, today)] : [];
  });
}

function toRow(r: PilotRecord, h: { fl7: number; fl30: number; fl90: number; fl365: number }, today: string): PilotRow {
  const usage = limitUsage(h);
  return {
    id: r.id,
    name: r.name,
    crew_code: r.crew_code,
    rank: r.rank as PilotRank,
    licence_number: r.licence_number,
    licence_expiry: isoDay(r.licence_expiry) as string,
    medical_expiry: isoDay(r.medical_expiry) as string,
    base_id: r.base_id,
    base_name: r.base?.name ?? null,
    base_name_short: r.base?.short_name ?? null,
    phone: r.phone,
    email: r.email,
    status: r.status as PilotStatus,
    fleet_types: r.aircraft.map((a) => a.fleet_type),
    licence_state: documentState(r.licence_expiry, today),
    medical_state: documentState(r.medical_expiry, today),
    ...h,
    flagged: anyFlagged(usage),
    exceeded: anyExceeded(usage),
  };
}

/**
 * Hours per crew member in the windows ending `today` (same rule as trailingHours, rounded to 2 decimals
 * like the row values so that the flagged filter and the flagged field agree), as a subquery.
 */
function limitsSubquery(today: string): Prisma.Sql {
  return Prisma.sql`(
    SELECT crew_id AS pid,
           ROUND((SUM(h) FILTER (WHERE flight_date > ${today}::date - 7))::numeric, 2)::float8 AS fl7,
           ROUND((SUM(h) FILTER (WHERE flight_date > ${today}::date - 30))::numeric, 2)::float8 AS fl30,
           ROUND((SUM(h) FILTER (WHERE flight_date > ${today}::date - 90))::numeric, 2)::float8 AS fl90,
           ROUND(SUM(h)::numeric, 2)::float8 AS fl365
      FROM (${crewDaysSql(Prisma.sql`${today}::date - 364`, Prisma.sql`${today}::date`)}) crew
     GROUP BY crew_id
  )`;
}

const SORT_SQL: Record<string, Prisma.Sql> = {
  name: Prisma.sql`lower(p.name)`,
  crew_code: Prisma.sql`p.crew_code`,
  licence_expiry: Prisma.sql`p.licence_expiry`,
  medical_expiry: Prisma.sql`p.medical_expiry`,
  fl7: Prisma.sql`COALESCE(lim.fl7, 0)`,
  fl30: Prisma.sql`COALESCE(lim.fl30, 0)`,
  fl90: Prisma.sql`COALESCE(lim.fl90, 0)`,
  fl365: Prisma.sql`COALESCE(lim.fl365, 0)`,
};

export async function listPilots(db: Client, query: z.output<typeof pilotQuery>, today = todayLocal()) {
  const sort = query.sort ?? 'name';
  const order = query.sort ? query.order : 'asc';
  const needsLimits = sort.startsWith('fl') || query.flagged !== undefined;
  const conditions: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (query.q) {
    const like = containing(query.q);
    conditions.push(
      Prisma.sql`(p.name ILIKE ${like} OR p.crew_code ILIKE ${like} OR p.licence_number ILIKE ${like} OR p.email ILIKE ${like} OR p.phone ILIKE ${like})`,
    );
  }
  if (query.base) conditions.push(Prisma.sql`p.base_id = ${query.base}`);
  if (query.status) conditions.push(Prisma.sql`p.status = ${query.status}`);
  if (query.rank) conditions.push(Prisma.sql`p.rank = ${query.rank}`);
  if (query.fleet_type)
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM pilot_aircraft pa WHERE pa.pilot_id = p.id AND pa.fleet_type_id = ${query.fleet_type})`,
    );
  if (query.flagged !== undefined) {
    const over = Prisma.join(
      FLIGHT_TIME_WINDOWS.map((w) => Prisma.sql`COALESCE(${Prisma.raw(`lim.${w.key}`)}, 0) > ${w.limit * FLAG_FRACTION}::float8`),
      ' OR ',
    );
    conditions.push(query.flagged === '1' ? Prisma.sql`(${over})` : Prisma.sql`NOT (${over})`);
  }
  const from = needsLimits ? Prisma.sql`pilots p LEFT JOIN ${limitsSubquery(today)} lim ON lim.pid = p.id` : Prisma.sql`pilots p`;
  const where = Prisma.join(conditions, ' AND ');
  const dir = Prisma.raw(order === 'desc' ? 'DESC' : 'ASC');
  const [idRows, countRows] = await Promise.all([
    db.$queryRaw<{ id: number }[]>`
      SELECT p.id FROM ${from} WHERE ${where}
       ORDER BY ${SORT_SQL[sort]} ${dir}, p.id ASC
       LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`,
  ]);
  const data = await rowsOf(
    db,
    idRows.map((r) => r.id),
    today,
  );
  return { total: countRows[0]?.n ?? 0, data };
}

export async function getPilot(db: Client, id: number, today = todayLocal()): Promise<PilotRow> {
  const [row] = await rowsOf(db, [id], today);
  if (!row) throw notFound(`Crew member ${id} not found`);
  return row;
}

export async function searchPilots(db: Client, q: string, limit: number) {
  const { data } = await listPilots(db, { q, page: 1, limit, order: 'asc' });
  return { status: data.length > 0, data };
}

type PilotCreate = z.output<typeof pilotCreate>;
type PilotUpdate = z.output<typeof pilotUpdate>;

/** 409 with the field when another crew member holds the crew code or the licence number. */
async function assertUnique(db: Client, body: { crew_code?: string; licence_number?: string }, exceptId?: number) {
  const or = [
    ...(body.crew_code ? [{ crew_code: body.crew_code }] : []),
    ...(body.licence_number ? [{ licence_number: body.licence_number }] : []),
  ];
  if (!or.length) return;
  const taken = await db.pilot.findMany({
    where: { OR: or, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { name: true, crew_code: true, licence_number: true },
  });
  const fields: Record<string, string> = {};
  for (const t of taken) {
    if (body.crew_code && t.crew_code === body.crew_code) fields.crew_code = `Crew code ${t.crew_code} is already used by ${t.name}`;
    if (body.licence_number && t.licence_number === body.licence_number)
      fields.licence_number = `Licence number ${t.licence_number} is already used by ${t.name}`;
  }
  if (Object.keys(fields).length) throw conflict(Object.values(fields)[0], { fields });
}

/** The crew row's columns (the qualification sets are written by setQualifications). */
function pilotData(body: PilotUpdate) {
  const { licence_expiry, medical_expiry, fleet_type_ids: _types, airport_ids: _airports, ...rest } = body;
  return {
    ...rest,
    ...(licence_expiry ? { licence_expiry: dayDate(licence_expiry) } : {}),
    ...(medical_expiry ? { medical_expiry: dayDate(medical_expiry) } : {}),
  };
}

async function writing<T>(op: Promise<T>): Promise<T> {
  try {
    return await op;
  } catch (err) {
    const ref = unknownReference(err);
    if (ref) throw new HttpError(400, 'validation', 'Unknown base', { fields: { base_id: 'Unknown base' } });
    throw err;
  }
}

export async function createPilot(db: Client, body: PilotCreate) {
  await assertUnique(db, body);
  const row = await writing(
    db.pilot.create({
      data: {
        ...pilotData(body),
        licence_expiry: dayDate(body.licence_expiry),
        medical_expiry: dayDate(body.medical_expiry),
        rank: body.rank,
        name: body.name,
        crew_code: body.crew_code,
        licence_number: body.licence_number,
      },
      select: { id: true },
    }),
  );
  return { id: row.id };
}

export async function updatePilot(db: Client, id: number, body: PilotUpdate, today = todayLocal()) {
  const current = await db.pilot.findUnique({ where: { id }, select: { id: true, name: true, rank: true, status: true } });
  if (!current) throw notFound(`Crew member ${id} not found`);
  await assertUnique(db, body, id);
  if (body.status === 'inactive' && current.status !== 'inactive') await assertNoUpcomingFlights(db, current, today);
  await writing(db.pilot.update({ where: { id }, data: pilotData(body), select: { id: true } }));
  return { id };
}

/** The flights a crew member is on, as pilot or copilot. */
const flying = (pilotId: number) => ({ OR: [{ pilot_id: pilotId }, { copilot_id: pilotId }] });

/** How many flights match, and the first three of them as 'QZ101 on 2026-05-01, ...' for a message. */
async function flightsNamed(
  db: Client,
  where: Prisma.RouteScheduleWhereInput,
  orderBy: Prisma.RouteScheduleOrderByWithRelationInput[],
): Promise<{ count: number; named: string }> {
  const [count, sample] = await Promise.all([
    db.routeSchedule.count({ where }),
    db.routeSchedule.findMany({ where, select: { flight_number: true, flight_date: true }, orderBy, take: 3 }),
  ]);
  const named = sample.map((f) => `${f.flight_number} on ${isoDay(f.flight_date)}`).join(', ');
  return { count, named: count > sample.length ? `${named}, ...` : named };
}

/** An active crew member on flights from today on cannot be set inactive (409 naming the flights). */
async function assertNoUpcomingFlights(db: Client, pilot: { id: number; name: string; rank: string }, today: string) {
  const { count, named } = await flightsNamed(
    db,
    { flight_status: { not: 0 }, flight_date: { gte: dayDate(today) }, ...flying(pilot.id) },
    [{ flight_date: 'asc' }, { etd: 'asc' }],
  );
  if (!count) return;
  const message = `${crewLabel(pilot)} is on ${count} upcoming flight${count === 1 ? '' : 's'} (${named}): reassign them before setting the crew member inactive`;
  throw conflict(message, { fields: { status: message } });
}

/** Refused (409) while flights or logbooks name the crew member: set them inactive instead. */
export async function deletePilot(db: Client, id: number) {
  const pilot = await db.pilot.findUnique({ where: { id }, select: { id: true, name: true, rank: true } });
  if (!pilot) throw notFound(`Crew member ${id} not found`);
  const [{ count, named }, logbooks] = await Promise.all([
    flightsNamed(db, flying(id), [{ flight_date: 'desc' }, { id: 'desc' }]),
    db.flightLogbook.count({ where: { pilot_id: id } }),
  ]);
  if (count > 0) {
    throw conflict(`${crewLabel(pilot)} is on ${count} flight${count === 1 ? '' : 's'} (${named}): set the crew member inactive instead`);
  }
  if (logbooks > 0) throw conflict(`${crewLabel(pilot)} has ${logbooks} logbook entries: set the crew member inactive instead`);
  await db.pilot.delete({ where: { id } });
  return { affected: 1 };
}

/** Active crew for pickers and the reference list. */
export async function loadPilots(db: Client, query: z.output<typeof loadPilotQuery>) {
  const where: Prisma.PilotWhereInput = {
    status: 'active',
    ...(query.base ? { base_id: query.base } : {}),
    ...(query.fleet_type ? { aircraft: { some: { fleet_type_id: query.fleet_type } } } : {}),
  };
  const [total, rows] = await Promise.all([
    db.pilot.count({ where }),
    db.pilot.findMany({
      where,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      take: query.limit,
      select: { id: true, name: true, crew_code: true, rank: true, base_id: true, aircraft: { select: { fleet_type_id: true } } },
    }),
  ]);
  const data: LoadPilotRow[] = rows.map(({ aircraft, rank, ...r }) => ({
    ...r,
    rank: rank as PilotRank,
    fleet_type_ids: aircraft.map((a) => a.fleet_type_id).sort((a, b) => a - b),
  }));
  return { total, data };
}
