// The duty roster: reads as the packed string of spec 3, single upsert with spec 5's normalisation, bulk
// upsert over a range in one statement, update and delete. A change that takes a crew member off flying
// on a day they are on a non-canceled flight is refused (409 naming the flights).
import type { z } from 'zod';
import { fmtDay } from '@/lib/format/dates';
import { Prisma } from '@/lib/generated/prisma/client';
import { dayDate, isoDay, localToday as todayLocal } from '@/lib/rules/calendar-day';
import { allowsFlying, dutyStatusByNo, requiresBase } from '@/lib/rules/duty-status';
import { formatPacked, normalizeScheduleUpdate, type PilotScheduleEntry } from '@/lib/rules/pilot-schedule';
import type { RosterPacked, rosterBulk, rosterCreate, rosterPilotQuery, rosterQuery, rosterUpdate } from '@/lib/schemas/flight/roster';
import type { CurrentUser } from '@/server/auth/user';
import type { Db, Tx } from '@/server/db';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { announce, counted } from '@/server/realtime/changes';
import { crewLabel } from './pilot';

type Client = Db | Tx;

const dutyLabel = (status: number | null) => dutyStatusByNo(status)?.name ?? 'no duty';

/** A month's first and last day. */
function monthOf(date: string): { from: string; to: string } {
  const [y, m] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** from/to as given; a missing end falls in the month of the other, both missing: the current month. */
export function rosterRange(from?: string, to?: string): { from: string; to: string } {
  if (from && to) return { from, to };
  if (from) return { from, to: monthOf(from).to };
  if (to) return { from: monthOf(to).from, to };
  return monthOf(todayLocal());
}

/** Base names cannot hold a separator of the packed string: runs of ':' or ';' collapse and edges drop. */
const packable = (name: string) => name.replace(/[:;]{2,}/g, (m) => m[0]).replace(/^[:;]+|[:;]+$/g, '');

async function packedWhere(db: Client, where: Prisma.PilotScheduleWhereInput): Promise<RosterPacked> {
  const rows = await db.pilotSchedule.findMany({
    where,
    orderBy: [{ pilot_id: 'asc' }, { duty_date: 'asc' }],
    select: { id: true, pilot_id: true, duty_date: true, base_id: true, status: true, base: { select: { name: true, short_name: true } } },
  });
  const entries: PilotScheduleEntry[] = rows.map((r) => ({
    id: r.id,
    pilot: r.pilot_id,
    duty_date: isoDay(r.duty_date) as string,
    base: r.base_id ?? 0,
    base_name: packable(r.base?.name ?? ''),
    base_name_short: packable(r.base?.short_name ?? ''),
    status: r.status,
  }));
  return { total: entries.length, data: formatPacked(entries) };
}

/** The roster of every crew member (or one, or those of a base) over a range, packed. */
export async function rosterPacked(db: Client, query: z.output<typeof rosterQuery>) {
  const { from, to } = rosterRange(query.from, query.to);
  return packedWhere(db, {
    duty_date: { gte: dayDate(from), lte: dayDate(to) },
    ...(query.pilot ? { pilot_id: query.pilot } : {}),
    // A base's roster: entries at that base and every entry of the crew based there.
    ...(query.base ? { OR: [{ base_id: query.base }, { pilot: { base_id: query.base } }] } : {}),
  });
}

export async function pilotRosterPacked(db: Client, pilotId: number, query: z.output<typeof rosterPilotQuery>) {
  const pilot = await db.pilot.findUnique({ where: { id: pilotId }, select: { id: true } });
  if (!pilot) throw notFound(`Crew member ${pilotId} not found`);
  const { from, to } = rosterRange(query.from, query.to);
  return packedWhere(db, { pilot_id: pilotId, duty_date: { gte: dayDate(from), lte: dayDate(to) } });
}

interface BlockingFlight {
  id: number;
  flight_number: string;
  flight_date: Date;
  pilot_id: number;
  name: string;
  rank: string;
}

/**
 * Non-canceled flights of these crew members (either seat) on the days in range (weekday filter optional)
 * whose roster entry would change to `status` (entries already on that status are left out).
 */
async function flightsOnDays(
  db: Client,
  pilotIds: number[],
  from: string,
  to: string,
  weekdays: number[] | null,
  status: number | null,
): Promise<BlockingFlight[]> {
  const dow = weekdays?.length ? Prisma.sql`AND extract(dow FROM rs.flight_date)::int = ANY(${weekdays}::int[])` : Prisma.empty;
  return db.$queryRaw<BlockingFlight[]>`
    SELECT rs.id, rs.flight_number, rs.flight_date, p.id AS pilot_id, p.name, p.rank
      FROM route_schedules rs
      JOIN pilots p ON p.id IN (rs.pilot_id, rs.copilot_id)
     WHERE p.id = ANY(${pilotIds}::int[]) AND rs.flight_status <> 0
       AND rs.flight_date BETWEEN ${from}::date AND ${to}::date ${dow}
       AND NOT EXISTS (SELECT 1 FROM pilot_schedules ps
                        WHERE ps.pilot_id = p.id AND ps.duty_date = rs.flight_date AND ps.status IS NOT DISTINCT FROM ${status}::int)
     ORDER BY rs.flight_date, rs.etd, rs.flight_number
     LIMIT 21`;
}

function refuseOffFlying(flights: BlockingFlight[], status: number | null, deleting = false) {
  if (!flights.length) return;
  const shown = flights.slice(0, 20);
  const byCrew = new Map<number, { label: string; flights: string[] }>();
  for (const f of shown) {
    const entry = byCrew.get(f.pilot_id) ?? { label: crewLabel(f), flights: [] };
    entry.flights.push(`${f.flight_number} on ${isoDay(f.flight_date)}`);
    byCrew.set(f.pilot_id, entry);
  }
  const what = deleting ? 'removing the roster entry' : `${dutyStatusByNo(status)?.name ?? 'an empty status'} does not allow flying`;
  const list = [...byCrew.values()].map((c) => `${c.label} is on flight ${c.flights.join(', ')}`).join('; ');
  throw conflict(`${list}${flights.length > shown.length ? ' and more' : ''}: ${what}. Reassign or cancel the flights first`, {
    flights: shown.map((f) => ({ id: f.id, flight_number: f.flight_number, flight_date: isoDay(f.flight_date), pilot_id: f.pilot_id })),
  });
}

function assertBase(status: number | null, base: number) {
  if (requiresBase(status) && base < 1) {
    const message = `${dutyStatusByNo(status)?.name} needs a base`;
    throw badRequest(message, { base_id: message });
  }
}

async function assertBaseExists(db: Client, base: number) {
  if (base < 1) return;
  const found = await db.base.findUnique({ where: { id: base }, select: { id: true } });
  if (!found) throw badRequest('Unknown base', { base_id: 'Unknown base' });
}

/** POST: one entry per crew member and day, created or replaced. */
export async function upsertRosterEntry(db: Client, body: z.output<typeof rosterCreate>, user: CurrentUser) {
  const { base, status } = normalizeScheduleUpdate({ base: body.base_id, status: body.status });
  assertBase(status, base);
  const pilot = await db.pilot.findUnique({ where: { id: body.pilot_id }, select: { id: true, name: true, rank: true } });
  if (!pilot) throw badRequest('Unknown crew member', { pilot_id: 'Unknown crew member' });
  await assertBaseExists(db, base);
  if (!allowsFlying(status)) refuseOffFlying(await flightsOnDays(db, [pilot.id], body.duty_date, body.duty_date, null, status), status);
  const data = { base_id: base || null, status, user_id: user.id, ...(body.notes ? { notes: body.notes } : {}) };
  const row = await db.pilotSchedule.upsert({
    where: { pilot_id_duty_date: { pilot_id: pilot.id, duty_date: dayDate(body.duty_date) } },
    create: { pilot_id: pilot.id, duty_date: dayDate(body.duty_date), ...data },
    update: data,
    select: { id: true },
  });
  announce(user, 'roster', `set ${crewLabel(pilot)} ${dutyLabel(status)} on ${fmtDay(body.duty_date)}`);
  return { id: row.id };
}

/** POST bulk: every day of the range (optionally only some weekdays) for every crew member, one statement. */
export async function bulkRoster(db: Client, body: z.output<typeof rosterBulk>, user: CurrentUser) {
  const { base, status } = normalizeScheduleUpdate({ base: body.base_id, status: body.status });
  assertBase(status, base);
  const ids = [...new Set(body.pilot_ids)];
  const found = await db.pilot.findMany({ where: { id: { in: ids } }, select: { id: true } });
  if (found.length !== ids.length) {
    const known = new Set(found.map((p) => p.id));
    const missing = ids.filter((id) => !known.has(id));
    const message = `Unknown crew member${missing.length === 1 ? '' : 's'} ${missing.join(', ')}`;
    throw badRequest(message, { pilot_ids: message });
  }
  await assertBaseExists(db, base);
  const weekdays = body.weekdays?.length ? [...new Set(body.weekdays)] : null;
  if (!allowsFlying(status)) refuseOffFlying(await flightsOnDays(db, ids, body.from, body.to, weekdays, status), status);
  const dow = weekdays ? Prisma.sql`WHERE extract(dow FROM d)::int = ANY(${weekdays}::int[])` : Prisma.empty;
  const affected = await db.$executeRaw`
    INSERT INTO pilot_schedules (pilot_id, duty_date, base_id, status, notes, user_id, updated_at)
    SELECT pid, d::date, ${base || null}::int, ${status}::int, ${body.notes}::text, ${user.id}::int, now()
      FROM unnest(${ids}::int[]) AS pid
     CROSS JOIN generate_series(${body.from}::date, ${body.to}::date, interval '1 day') AS d
     ${dow}
    ON CONFLICT (pilot_id, duty_date) DO UPDATE
       SET base_id = EXCLUDED.base_id, status = EXCLUDED.status,
           notes = COALESCE(EXCLUDED.notes, pilot_schedules.notes),
           user_id = EXCLUDED.user_id, updated_at = now()`;
  announce(user, 'roster', `${counted('set', affected, 'roster day')} to ${dutyLabel(status)}`);
  return { affected };
}

export async function updateRosterEntry(db: Client, id: number, body: z.output<typeof rosterUpdate>, user: CurrentUser) {
  const current = await db.pilotSchedule.findUnique({
    where: { id },
    select: { pilot_id: true, duty_date: true, base_id: true, status: true },
  });
  if (!current) throw notFound(`Roster entry ${id} not found`);
  const next = normalizeScheduleUpdate({
    base: body.base_id === undefined ? current.base_id : body.base_id,
    status: body.status === undefined ? current.status : body.status,
  });
  assertBase(next.status, next.base);
  await assertBaseExists(db, next.base);
  const day = isoDay(current.duty_date) as string;
  if (next.status !== current.status && !allowsFlying(next.status))
    refuseOffFlying(await flightsOnDays(db, [current.pilot_id], day, day, null, next.status), next.status);
  await db.pilotSchedule.update({
    where: { id },
    data: { base_id: next.base || null, status: next.status, user_id: user.id, ...(body.notes !== undefined ? { notes: body.notes } : {}) },
  });
  announce(user, 'roster', `changed a roster day on ${fmtDay(day)} to ${dutyLabel(next.status)}`);
  return { id };
}

export async function deleteRosterEntry(db: Client, id: number, user: CurrentUser) {
  const current = await db.pilotSchedule.findUnique({ where: { id }, select: { pilot_id: true, duty_date: true } });
  if (!current) throw notFound(`Roster entry ${id} not found`);
  const day = isoDay(current.duty_date) as string;
  // Without an entry nobody may fly: any flight that day blocks the delete (-1 matches no entry's status).
  refuseOffFlying(await flightsOnDays(db, [current.pilot_id], day, day, null, -1), null, true);
  await db.pilotSchedule.delete({ where: { id } });
  announce(user, 'roster', `cleared a roster day on ${fmtDay(day)}`);
  return { affected: 1 };
}
