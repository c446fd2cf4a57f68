// Writing route schedules: create, update, delete, bulk create and bulk delete by date. Each write runs in
// its own transaction that first locks the aircraft and crew rows it touches (schedule-checks.ts).

import { fmtDay } from '@/lib/format/dates';
import { dayDate, dayNumber } from '@/lib/rules/calendar-day';
import type { ScheduleCreate, ScheduleUpdate } from '@/lib/schemas/flight/schedule';
import type { CurrentUser } from '@/server/auth/user';
import { db, type Tx } from '@/server/db';
import { conflict, HttpError, notFound } from '@/server/http/errors';
import { announce, counted, flightLabel } from '@/server/realtime/changes';
import { acceptOrThrow, lockResources, logbookConflict, prepareSchedule, type ScheduleInput } from './schedule-checks';

/** Room for lock waits and for 500 checked rows. */
export const WRITE_TX = { maxWait: 10_000, timeout: 120_000 } as const;

/** A create body as the checks take it: the optional crew, base, area and notes as null when left out. */
export function inputOf(body: ScheduleCreate): ScheduleInput {
  const { pilot_id, copilot_id, base_id, area_id, notes, ...leg } = body;
  return {
    ...leg,
    pilot_id: pilot_id ?? null,
    copilot_id: copilot_id ?? null,
    base_id: base_id ?? null,
    area_id: area_id ?? null,
    notes: notes ?? null,
  };
}

const crewOf = (i: { pilot_id: number | null; copilot_id: number | null }) =>
  [i.pilot_id, i.copilot_id].filter((v): v is number => v !== null);

export async function createSchedule(body: ScheduleCreate, user: CurrentUser): Promise<{ id: number }> {
  const input = inputOf(body);
  return db.$transaction(async (tx) => {
    await lockResources(tx, [input.fleet_id], crewOf(input));
    const data = acceptOrThrow(await prepareSchedule(tx, input));
    const row = await tx.routeSchedule.create({ data: { ...data, user_id: user.id }, select: { id: true } });
    announce(user, 'schedule', `added ${flightLabel(input.flight_number, input.flight_date)}`);
    return { id: row.id };
  }, WRITE_TX);
}

/** The stored row as an input, so that a partial update is checked as the whole row it would become. */
type Stored = Omit<ScheduleInput, 'etd' | 'eta'> & { etd: Date; eta: Date };

async function storedInput(tx: Tx, id: number): Promise<Stored> {
  const rows = await tx.$queryRaw<Stored[]>`
    SELECT flight_number, flight_type, flight_status, to_char(flight_date, 'YYYY-MM-DD') AS flight_date, etd, eta,
           dep_airport_id, arr_airport_id, fleet_id, pilot_id, copilot_id, base_id, area_id, notes
      FROM route_schedules WHERE id = ${id} FOR UPDATE`;
  if (!rows[0]) throw notFound(`Schedule ${id} not found`);
  return rows[0];
}

/** `base` with the fields `patch` sets (a field left undefined keeps the base's value). */
function withDefined<T extends object>(base: T, patch: Partial<T>): T {
  const out = { ...base };
  for (const key in patch) {
    const value = patch[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

export async function updateSchedule(id: number, body: ScheduleUpdate, user: CurrentUser): Promise<{ id: number }> {
  return db.$transaction(async (tx) => {
    const stored = await storedInput(tx, id);
    const merged = withDefined<ScheduleInput>(stored, body);
    // Moving a flight to another date without new times keeps its times of day.
    if (body.flight_date && body.flight_date !== stored.flight_date) {
      const shift = dayNumber(body.flight_date) - dayNumber(stored.flight_date);
      if (body.etd === undefined) merged.etd = new Date(stored.etd.getTime() + shift * 86_400_000);
      if (body.eta === undefined) merged.eta = new Date(stored.eta.getTime() + shift * 86_400_000);
    }
    // A new aircraft without a base keeps the stored base; an explicit null base means the aircraft's base.
    if (body.base_id === null) merged.base_id = null;
    if (body.area_id === null || (body.base_id !== undefined && body.area_id === undefined)) merged.area_id = null;
    await lockResources(tx, [merged.fleet_id], crewOf(merged));
    const data = acceptOrThrow(await prepareSchedule(tx, merged, id));
    const blocked = await logbookConflict(tx, id, merged);
    if (blocked) throw conflict(blocked);
    await tx.routeSchedule.update({ where: { id }, data, select: { id: true } });
    announce(user, 'schedule', `updated ${flightLabel(merged.flight_number, merged.flight_date)}`);
    return { id };
  }, WRITE_TX);
}

/** Logbook entries and AFL pages keep a flight; they must be removed first. */
async function blockers(tx: Tx, ids: number[]): Promise<{ flight_number: string; flight_date: string; logbooks: number; afls: number }[]> {
  if (!ids.length) return [];
  return tx.$queryRaw`
    SELECT rs.flight_number, to_char(rs.flight_date, 'YYYY-MM-DD') AS flight_date,
           (SELECT count(*)::int FROM flight_logbooks l WHERE l.schedule_id = rs.id) AS logbooks,
           (SELECT count(*)::int FROM fleet_afl_schedules a WHERE a.schedule_id = rs.id) AS afls
      FROM route_schedules rs
     WHERE rs.id = ANY(${ids}::int[])
       AND (EXISTS (SELECT 1 FROM flight_logbooks l WHERE l.schedule_id = rs.id)
            OR EXISTS (SELECT 1 FROM fleet_afl_schedules a WHERE a.schedule_id = rs.id))
     ORDER BY rs.flight_date, rs.flight_number`;
}

function blockedMessage(b: Awaited<ReturnType<typeof blockers>>): string {
  const named = b
    .slice(0, 5)
    .map(
      (x) =>
        `${x.flight_number} on ${x.flight_date} (${[x.logbooks && `${x.logbooks} logbook entries`, x.afls && `${x.afls} AFL pages`].filter(Boolean).join(', ')})`,
    )
    .join('; ');
  return `Flights with logbook entries or AFL pages cannot be deleted: ${named}${b.length > 5 ? ` and ${b.length - 5} more` : ''}`;
}

export async function deleteSchedule(id: number, user: CurrentUser): Promise<{ affected: number }> {
  return db.$transaction(async (tx) => {
    const stored = await storedInput(tx, id);
    const blocked = await blockers(tx, [id]);
    if (blocked.length) throw conflict(blockedMessage(blocked));
    await tx.routeSchedule.delete({ where: { id }, select: { id: true } });
    announce(user, 'schedule', `deleted ${flightLabel(stored.flight_number, stored.flight_date)}`);
    return { affected: 1 };
  }, WRITE_TX);
}

export interface BulkRowError {
  index: number;
  field: string;
  message: string;
}

/** All or nothing: rows are checked in order, each against the rows before it already written. */
export async function bulkCreate(bodies: ScheduleCreate[], user: CurrentUser): Promise<{ created: number; ids: number[] }> {
  const inputs = bodies.map(inputOf);
  return db.$transaction(async (tx) => {
    await lockResources(
      tx,
      inputs.map((i) => i.fleet_id),
      inputs.flatMap(crewOf),
    );
    const ids: number[] = [];
    const errors: BulkRowError[] = [];
    for (const [index, input] of inputs.entries()) {
      const prepared = await prepareSchedule(tx, input);
      if (prepared.problems.length || prepared.duplicate || !prepared.data) {
        const seen = new Set<string>();
        for (const p of prepared.problems) {
          if (seen.has(p.field)) continue;
          seen.add(p.field);
          errors.push({ index, field: p.field, message: p.message });
        }
        if (prepared.duplicate) errors.push({ index, field: 'flight_number', message: prepared.duplicate });
        continue;
      }
      const row = await tx.routeSchedule.create({ data: { ...prepared.data, user_id: user.id }, select: { id: true } });
      ids.push(row.id);
    }
    if (errors.length) {
      const first = errors[0];
      throw new HttpError(400, 'validation', `Row ${first.index + 1}: ${first.message}; nothing was saved`, { rows: errors });
    }
    announce(user, 'schedule', counted('added', ids.length, 'schedule'));
    return { created: ids.length, ids };
  }, WRITE_TX);
}

/** Deletes a day's flights (optionally of one base or aircraft); refused whole when one has logbooks or AFL pages. */
export async function bulkDeleteDate(
  body: { day: string; base_id?: number | null; fleet_id?: number | null },
  user: CurrentUser,
): Promise<{ affected: number }> {
  return db.$transaction(async (tx) => {
    const rows = await tx.routeSchedule.findMany({
      where: {
        flight_date: dayDate(body.day),
        ...(body.base_id ? { base_id: body.base_id } : {}),
        ...(body.fleet_id ? { fleet_id: body.fleet_id } : {}),
      },
      select: { id: true },
    });
    const ids = rows.map((r) => r.id);
    const blocked = await blockers(tx, ids);
    if (blocked.length) throw conflict(blockedMessage(blocked));
    const { count } = await tx.routeSchedule.deleteMany({ where: { id: { in: ids } } });
    if (count) announce(user, 'schedule', `${counted('deleted', count, 'flight')} on ${fmtDay(body.day)}`);
    return { affected: count };
  }, WRITE_TX);
}
