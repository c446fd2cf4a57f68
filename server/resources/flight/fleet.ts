import type { z } from 'zod';
import { dayDate } from '@/lib/rules/calendar-day';
import { INT4_MAX } from '@/lib/schemas/fields';
import {
  type fleetAflCreate,
  fleetAflQuery,
  fleetAflScheduleCreate,
  fleetAflScheduleQuery,
  fleetCreate,
  fleetHistoryCreate,
  fleetHistoryQuery,
  fleetHistoryUpdate,
  type fleetHoursCreate,
  fleetHoursQuery,
  fleetPartCreate,
  fleetPartQuery,
  fleetPartReleaseCreate,
  fleetPartReleaseQuery,
  fleetPartUpdate,
  fleetQuery,
  fleetReleaseCreate,
  fleetReleaseQuery,
  fleetTypeCreate,
  fleetTypeQuery,
  fleetTypeUpdate,
  fleetUpdate,
} from '@/lib/schemas/flight/fleet';
import {
  fleetAflAnswer,
  fleetAflScheduleRow,
  fleetHistoryRow,
  fleetHoursAnswer,
  fleetPartAnswer,
  fleetPartReleaseAnswer,
  fleetReleaseAnswer,
  fleetRow,
  fleetStatus,
  fleetTypeRow,
  historyEvent,
  partStatus,
} from '@/lib/schemas/flight/rows';
import type { CurrentUser } from '@/server/auth/user';
import { crud, defineResource, listWhere } from '@/server/crud/resource';
import { selectOf } from '@/server/crud/select-of';
import type { db as Database, Tx } from '@/server/db';
import { badRequest, conflict } from '@/server/http/errors';

type Client = typeof Database | Tx;

/** What every fleet resource shares: its tag and the permission that changes it. */
const FLEET = { tag: 'Flight: fleet', permission: 'flight.fleet' } as const;
/** The ?fleet= filter: the rows of one aircraft. */
const ofAircraft = (q: { fleet?: number }) => (q.fleet ? { fleet_id: q.fleet } : {});

/** A record keeps who made it: the caller. */
const recordedByCaller = <B extends object>(body: B, { user }: { user: { id: number } }) => ({ ...body, user_id: user.id });

/** Date range filters on a date-only column. */
const range = (from?: string, to?: string) =>
  from || to ? { date: { ...(from ? { gte: dayDate(from) } : {}), ...(to ? { lte: dayDate(to) } : {}) } } : {};

export const fleetTypes = defineResource({
  path: '/api/flight/fleet-type',
  label: 'aircraft type',
  ...FLEET,
  readPermission: 'airline.reference',
  model: 'fleetType',
  row: fleetTypeRow,
  create: fleetTypeCreate,
  update: fleetTypeUpdate,
  query: fleetTypeQuery,
  select: selectOf(fleetTypeRow),
  search: ['code', 'name', 'manufacturer'],
  defaultSort: { field: 'name', order: 'asc' },
});

export const fleets = defineResource({
  path: '/api/flight/fleet',
  label: 'aircraft',
  ...FLEET,
  readPermission: 'airline.reference',
  model: 'fleet',
  row: fleetRow,
  toRow: (r) => ({ ...r, status: fleetStatus.parse(r.status) }),
  create: fleetCreate,
  update: fleetUpdate,
  query: fleetQuery,
  select: selectOf(fleetRow),
  search: ['registration', 'serial_number'],
  defaultSort: { field: 'registration', order: 'asc' },
  where: (q) => ({
    ...(q.fleet_type_id ? { fleet_type_id: q.fleet_type_id } : {}),
    ...(q.base_id ? { base_id: q.base_id } : {}),
    ...(q.status ? { status: q.status } : {}),
  }),
});

export const fleetParts = defineResource({
  path: '/api/flight/fleet-part',
  label: 'part',
  ...FLEET,
  model: 'fleetPart',
  row: fleetPartAnswer,
  toRow: (r) => ({ ...r, status: partStatus.parse(r.status) }),
  create: fleetPartCreate,
  update: fleetPartUpdate,
  query: fleetPartQuery,
  select: selectOf(fleetPartAnswer),
  search: ['name', 'part_number', 'serial_number'],
  dates: ['installed_on', 'calendar_limit'],
  defaultSort: { field: 'name', order: 'asc' },
  where: (q) => ({ ...ofAircraft(q), ...(q.status ? { status: q.status } : {}) }),
});

export const fleetHistory = defineResource({
  path: '/api/flight/fleet-history',
  label: 'history entry',
  ...FLEET,
  model: 'fleetHistory',
  row: fleetHistoryRow,
  toRow: (r) => ({ ...r, event: historyEvent.parse(r.event) }),
  create: fleetHistoryCreate,
  update: fleetHistoryUpdate,
  query: fleetHistoryQuery,
  select: selectOf(fleetHistoryRow),
  search: ['title', 'description'],
  dates: ['date'],
  defaultSort: { field: 'date', order: 'desc' },
  where: ofAircraft,
  toCreate: recordedByCaller,
});

export const fleetHours = defineResource({
  path: '/api/flight/fleet-hours',
  label: 'daily hours record',
  ...FLEET,
  readPermission: 'airline.reference',
  model: 'fleetHours',
  row: fleetHoursAnswer,
  // Listed here; POST /api/flight/fleet-hours goes through recordFleetHours (upsert + parts' hours, one transaction).
  query: fleetHoursQuery,
  select: selectOf(fleetHoursAnswer),
  search: [],
  dates: ['date'],
  defaultSort: { field: 'date', order: 'desc' },
  where: (q) => ({ ...ofAircraft(q), ...range(q.from, q.to) }),
});

/** What aircraft and part releases to service share: the search, newest first, recorded by the caller. */
const releases = {
  ...FLEET,
  search: ['work_order', 'description', 'certifying_staff'],
  defaultSort: { field: 'released_at', order: 'desc' },
  toCreate: recordedByCaller,
} as const;

export const fleetReleases = defineResource({
  path: '/api/flight/fleet-release',
  label: 'release to service',
  ...releases,
  model: 'fleetRelease',
  row: fleetReleaseAnswer,
  create: fleetReleaseCreate,
  query: fleetReleaseQuery,
  select: selectOf(fleetReleaseAnswer),
  where: ofAircraft,
});

export const fleetPartReleases = defineResource({
  path: '/api/flight/fleet-part-release',
  label: 'part release to service',
  ...releases,
  model: 'fleetPartRelease',
  row: fleetPartReleaseAnswer,
  create: fleetPartReleaseCreate,
  query: fleetPartReleaseQuery,
  select: selectOf(fleetPartReleaseAnswer),
  where: (q) => ({ ...(q.part ? { fleet_part_id: q.part } : {}), ...(q.fleet ? { part: { fleet_id: q.fleet } } : {}) }),
});

export const fleetAfls = defineResource({
  path: '/api/flight/fleet-afl',
  label: 'AFL page',
  ...FLEET,
  model: 'fleetAfl',
  row: fleetAflAnswer,
  // Listed here; created by createAfl (with its schedules, in one transaction).
  query: fleetAflQuery,
  select: selectOf(fleetAflAnswer),
  search: ['page_number', 'pic_name', 'defects', 'remarks'],
  dates: ['date'],
  defaultSort: { field: 'date', order: 'desc' },
  where: (q) => ({ ...ofAircraft(q), ...range(q.from, q.to) }),
});

export const fleetAflSchedules = defineResource({
  path: '/api/flight/fleet-afl-schedules',
  label: 'AFL schedule link',
  ...FLEET,
  model: 'fleetAflSchedule',
  row: fleetAflScheduleRow,
  create: fleetAflScheduleCreate,
  query: fleetAflScheduleQuery,
  select: selectOf(fleetAflScheduleRow),
  search: [],
  defaultSort: { field: 'id', order: 'asc' },
  where: (q) => ({ ...(q.afl ? { afl_id: q.afl } : {}), ...(q.schedule ? { schedule_id: q.schedule } : {}) }),
});

// ---------------------------------------------------------------------------------------------------
// Services that are not plain CRUD (spec 7: fleet-hours, fleet-afl)

const unknownAircraft = () => badRequest('Unknown aircraft', { fleet_id: 'Unknown aircraft' });

/**
 * GET /api/flight/fleet-hours: the page of daily records, plus the totals of hours and cycles over every
 * row the filter matches (one SQL aggregate, not the page). Total hours are rounded to 0.01.
 */
export async function listFleetHours(client: Client, query: z.output<typeof fleetHoursQuery>, user: CurrentUser) {
  const where = listWhere(fleetHours, query, user);
  const [page, sums] = await Promise.all([
    crud(fleetHours).list(client, query, user),
    client.fleetHours.aggregate({ where, _sum: { hours: true, cycles: true } }),
  ]);
  return {
    ...page,
    totals: { hours: Math.round((sums._sum.hours ?? 0) * 100) / 100, cycles: sums._sum.cycles ?? 0 },
  };
}

/**
 * POST /api/flight/fleet-hours: records or replaces an aircraft's hours and cycles of one date, and adds
 * the difference (new minus that day's previous figures) to the hours and cycles since new of every part
 * installed on that aircraft. Call it inside a transaction: the aircraft row is locked first, so two
 * posts for the same aircraft cannot both count the same day.
 */
export async function recordFleetHours(tx: Tx, body: z.output<typeof fleetHoursCreate>) {
  if (body.fleet_id > INT4_MAX) throw unknownAircraft();
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM fleets WHERE id = ${body.fleet_id} FOR UPDATE`;
  if (!locked.length) throw unknownAircraft();
  const key = { fleet_id_date: { fleet_id: body.fleet_id, date: dayDate(body.date) } };
  const previous = await tx.fleetHours.findUnique({ where: key, select: { hours: true, cycles: true } });
  const row = await tx.fleetHours.upsert({
    where: key,
    create: { fleet_id: body.fleet_id, date: dayDate(body.date), hours: body.hours, cycles: body.cycles },
    update: { hours: body.hours, cycles: body.cycles },
    select: { id: true },
  });
  const hours = body.hours - (previous?.hours ?? 0);
  const cycles = body.cycles - (previous?.cycles ?? 0);
  if (hours !== 0 || cycles !== 0) {
    // Rounded to 0.0001 h so that years of daily sums do not drift into float noise.
    await tx.$executeRaw`
      UPDATE fleet_parts
         SET hours_since_new = ROUND((hours_since_new + ${hours}::float8)::numeric, 4)::float8,
             cycles_since_new = cycles_since_new + ${cycles}::int,
             updated_at = now()
       WHERE fleet_id = ${body.fleet_id} AND status = 'installed'`;
  }
  return { id: row.id };
}

/**
 * POST /api/flight/fleet-afl: one AFL page with the route schedules it covers (schedule_ids, duplicates
 * ignored), written together. Call it inside a transaction. A page number already used for the aircraft
 * is a 409 on page_number; an unknown aircraft is a 400 on fleet_id.
 */
export async function createAfl(tx: Tx, body: z.output<typeof fleetAflCreate>, user: CurrentUser) {
  const { schedule_ids, date, ...page } = body;
  if (page.fleet_id > INT4_MAX) throw unknownAircraft();
  const impossible = schedule_ids.find((n) => n > INT4_MAX);
  if (impossible !== undefined) throw badRequest(`Unknown schedule ${impossible}`, { schedule_ids: `Unknown schedule ${impossible}` });
  const fleet = await tx.fleet.findUnique({ where: { id: page.fleet_id }, select: { id: true } });
  if (!fleet) throw unknownAircraft();
  const taken = await tx.fleetAfl.findUnique({
    where: { fleet_id_page_number: { fleet_id: page.fleet_id, page_number: page.page_number } },
    select: { id: true },
  });
  if (taken) {
    const message = `Page ${page.page_number} is already recorded for this aircraft`;
    throw conflict(message, { fields: { page_number: message } });
  }
  const row = await tx.fleetAfl.create({
    data: {
      ...page,
      date: dayDate(date),
      user_id: user.id,
      schedules: { create: [...new Set(schedule_ids)].map((schedule_id) => ({ schedule_id })) },
    },
    select: { id: true },
  });
  return { id: row.id };
}
