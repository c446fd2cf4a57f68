// Gathering the facts of one schedule as it would be saved (inside the writing transaction) and refusing
// it when a rule is broken. Used by create, update, bulk and import alike.
import type { Prisma } from '@/lib/generated/prisma/client';
import { dayDate } from '@/lib/rules/calendar-day';
import type { Tx } from '@/server/db';
import { conflict, HttpError } from '@/server/http/errors';
import { peakHours } from './flight-time';
import { type CrewFacts, crewLabel, type FlightFacts, MAX_LEG_HOURS, type Problem, scheduleProblems } from './schedule-rules';
import { hoursBetween, localDateTime, scheduleInstant } from './schedule-time';

/** A schedule as it would be saved; etd/eta as the request gave them ('HH:MM' or ISO) or as stored. */
export interface ScheduleInput {
  flight_number: string;
  flight_type: string;
  flight_status: number;
  flight_date: string;
  etd: string | Date;
  eta: string | Date;
  dep_airport_id: number;
  arr_airport_id: number;
  fleet_id: number;
  pilot_id: number | null;
  copilot_id: number | null;
  base_id: number | null;
  area_id: number | null;
  notes: string | null;
}

export interface Prepared {
  /** Problems that refuse the row (empty when it may be saved). */
  problems: Problem[];
  /** Another flight with the same number on the same date (a 409). */
  duplicate: string | null;
  /** The columns to write, when the references resolved. */
  data: Prisma.RouteScheduleUncheckedCreateInput | null;
}

/**
 * Locks the aircraft and crew rows (in id order) until the transaction ends, so that two writers touching
 * the same aircraft or crew member run their overlap and limit checks one after the other.
 */
export async function lockResources(tx: Tx, fleetIds: Iterable<number>, pilotIds: Iterable<number>): Promise<void> {
  const fleets = [...new Set(fleetIds)].sort((a, b) => a - b);
  const pilots = [...new Set(pilotIds)].sort((a, b) => a - b);
  if (fleets.length) await tx.$queryRaw`SELECT id FROM fleets WHERE id = ANY(${fleets}::int[]) ORDER BY id FOR UPDATE`;
  if (pilots.length) await tx.$queryRaw`SELECT id FROM pilots WHERE id = ANY(${pilots}::int[]) ORDER BY id FOR UPDATE`;
}

interface FleetFacts {
  id: number;
  registration: string;
  base_id: number;
  fleet_type_id: number;
  code: string;
  engines: number;
  payload_kg: number;
}

const code = (a: { iata: string | null; icao: string | null; id: number }) => a.iata ?? a.icao ?? `airport ${a.id}`;

export async function prepareSchedule(tx: Tx, input: ScheduleInput, excludeId: number | null = null): Promise<Prepared> {
  const problems: Problem[] = [];
  const bad = (field: string, message: string) => problems.push({ field, message, level: 'red' });
  const date = input.flight_date;
  const exclude = excludeId ?? 0;

  const [fleetRows, airports, dupRows] = await Promise.all([
    tx.$queryRaw<FleetFacts[]>`
      SELECT f.id, f.registration, f.base_id, f.fleet_type_id, ft.code, ft.engines, f.payload_kg
        FROM fleets f JOIN fleet_types ft ON ft.id = f.fleet_type_id WHERE f.id = ${input.fleet_id}`,
    tx.airport.findMany({
      where: { id: { in: [input.dep_airport_id, input.arr_airport_id] } },
      select: { id: true, iata: true, icao: true, timezone: true },
    }),
    tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM route_schedules WHERE flight_number = ${input.flight_number} AND flight_date = ${date}::date AND id <> ${exclude}`,
  ]);
  const fleet = fleetRows[0];
  const dep = airports.find((a) => a.id === input.dep_airport_id);
  const arr = airports.find((a) => a.id === input.arr_airport_id);
  if (!fleet) bad('fleet_id', 'Unknown aircraft');
  if (!dep) bad('dep_airport_id', 'Unknown departure airport');
  if (!arr) bad('arr_airport_id', 'Unknown arrival airport');
  const duplicate = dupRows.length ? `Flight ${input.flight_number} already exists on ${date}` : null;

  const baseId = input.base_id ?? fleet?.base_id ?? null;
  const base = baseId ? await tx.base.findUnique({ where: { id: baseId }, select: { id: true, area_id: true } }) : null;
  if (baseId && !base) bad('base_id', 'Unknown base');
  const areaId = input.area_id ?? base?.area_id ?? null;
  if (input.area_id && !(await tx.area.findUnique({ where: { id: input.area_id }, select: { id: true } }))) bad('area_id', 'Unknown area');

  const crewIds = [input.pilot_id, input.copilot_id].filter((v): v is number => v !== null);
  const crew = crewIds.length
    ? await tx.$queryRaw<Omit<CrewFacts, 'rated' | 'duty' | 'airports' | 'after' | 'overlaps'>[]>`
        SELECT id, name, rank, status, to_char(licence_expiry, 'YYYY-MM-DD') AS licence_expiry,
               to_char(medical_expiry, 'YYYY-MM-DD') AS medical_expiry
          FROM pilots WHERE id = ANY(${crewIds}::int[])`
    : [];
  if (input.pilot_id !== null && !crew.some((c) => c.id === input.pilot_id)) bad('pilot_id', 'Unknown pilot');
  if (input.copilot_id !== null && !crew.some((c) => c.id === input.copilot_id)) bad('copilot_id', 'Unknown copilot');
  if (!fleet || !dep || !arr || !base || !areaId || problems.length) return { problems, duplicate, data: null };

  const etd = typeof input.etd === 'string' ? scheduleInstant(date, input.etd, dep.timezone) : input.etd;
  const eta = typeof input.eta === 'string' ? scheduleInstant(date, input.eta, arr.timezone) : input.eta;
  if (localDateTime(etd, dep.timezone).date !== date) bad('etd', `ETD must fall on the flight date ${date} (local time at ${code(dep)})`);
  const hours = hoursBetween(etd, eta);
  const data: Prisma.RouteScheduleUncheckedCreateInput = {
    flight_number: input.flight_number,
    flight_type: input.flight_type,
    flight_status: input.flight_status,
    flight_date: dayDate(date),
    etd,
    eta,
    flighttime_decimal: hours,
    dep_airport_id: dep.id,
    arr_airport_id: arr.id,
    fleet_id: fleet.id,
    pilot_id: input.pilot_id,
    copilot_id: input.copilot_id,
    base_id: base.id,
    area_id: areaId,
    notes: input.notes,
  };

  const timesValid = eta.getTime() > etd.getTime();
  const active = input.flight_status !== 0 && timesValid;
  const [ratings, roster, overlaps, peaks] = active
    ? await Promise.all([
        crewIds.length
          ? tx.$queryRaw<{ pilot_id: number }[]>`
              SELECT pilot_id FROM pilot_aircraft
               WHERE pilot_id = ANY(${crewIds}::int[]) AND fleet_type_id = ${fleet.fleet_type_id}
                 AND (since IS NULL OR since <= ${date}::date) AND (valid_until IS NULL OR valid_until >= ${date}::date)`
          : [],
        crewIds.length
          ? tx.$queryRaw<{ pilot_id: number; status: number | null }[]>`
              SELECT pilot_id, status FROM pilot_schedules WHERE pilot_id = ANY(${crewIds}::int[]) AND duty_date = ${date}::date`
          : [],
        tx.$queryRaw<{ flight_number: string; fleet_id: number; pilot_id: number | null; copilot_id: number | null }[]>`
          SELECT flight_number, fleet_id, pilot_id, copilot_id FROM route_schedules
           WHERE id <> ${exclude} AND flight_status <> 0 AND etd < ${eta} AND eta > ${etd}
             AND flight_date BETWEEN ${date}::date - 1 AND ${date}::date + 1
             AND etd > ${etd}::timestamptz - make_interval(hours => ${MAX_LEG_HOURS})
             AND (fleet_id = ${fleet.id} OR pilot_id = ANY(${crewIds}::int[]) OR copilot_id = ANY(${crewIds}::int[]))
           ORDER BY etd, flight_number`,
        Promise.all(crewIds.map((pid) => peakHours(tx, pid, date, excludeId))),
      ])
    : [[], [], [], []];

  const crewFacts = (pid: number | null): CrewFacts | null => {
    const c = crew.find((x) => x.id === pid);
    if (!c || !active) return null;
    const peak = peaks[crewIds.indexOf(c.id)];
    const entry = roster.find((r) => r.pilot_id === c.id);
    return {
      ...c,
      rated: ratings.some((r) => r.pilot_id === c.id),
      duty: entry ? entry.status : undefined,
      airports: new Set(),
      after: { fl7: peak.fl7 + hours, fl30: peak.fl30 + hours, fl90: peak.fl90 + hours, fl365: peak.fl365 + hours },
      overlaps: overlaps.filter((o) => o.pilot_id === c.id || o.copilot_id === c.id).map((o) => o.flight_number),
    };
  };
  const facts: FlightFacts = {
    flight_date: date,
    flight_status: input.flight_status,
    etd,
    eta,
    dep_airport_id: dep.id,
    arr_airport_id: arr.id,
    dep_code: code(dep),
    arr_code: code(arr),
    registration: fleet.registration,
    fleet_type_code: fleet.code,
    engines: fleet.engines,
    payload_kg: fleet.payload_kg,
    pilot_id: input.pilot_id,
    copilot_id: input.copilot_id,
    pilot: crewFacts(input.pilot_id),
    copilot: crewFacts(input.copilot_id),
    aircraftOverlaps: overlaps.filter((o) => o.fleet_id === fleet.id).map((o) => o.flight_number),
  };
  problems.push(...scheduleProblems(facts, 'check'));
  return { problems, duplicate, data };
}

/** The first message of each field, in the order found. */
export function fieldsOf(problems: readonly Problem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems) out[p.field] ??= p.message;
  return out;
}

/** Throws the 400 (rules) or 409 (duplicate flight number) of a prepared row; returns its data otherwise. */
export function acceptOrThrow(prepared: Prepared): Prisma.RouteScheduleUncheckedCreateInput {
  if (prepared.problems.length) {
    throw new HttpError(400, 'validation', prepared.problems[0].message, { fields: fieldsOf(prepared.problems) });
  }
  if (prepared.duplicate) throw conflict(prepared.duplicate, { fields: { flight_number: prepared.duplicate } });
  if (!prepared.data) throw new HttpError(400, 'validation', 'The schedule could not be resolved');
  return prepared.data;
}

/**
 * Why a flight with logbook entries may not become `next`: a crew member with an entry taken off it, or the
 * flight canceled. Null when nothing is in the way.
 */
export async function logbookConflict(
  tx: Tx,
  id: number,
  next: { pilot_id: number | null; copilot_id: number | null; flight_status: number },
): Promise<string | null> {
  const entries = await tx.$queryRaw<{ pilot_id: number; name: string; rank: string }[]>`
    SELECT l.pilot_id, p.name, p.rank FROM flight_logbooks l JOIN pilots p ON p.id = l.pilot_id WHERE l.schedule_id = ${id}`;
  if (!entries.length) return null;
  if (next.flight_status === 0) return 'A flight with logbook entries cannot be canceled; delete the entries first';
  const removed = entries.filter((e) => e.pilot_id !== next.pilot_id && e.pilot_id !== next.copilot_id);
  if (!removed.length) return null;
  return `${removed.map(crewLabel).join(' and ')} ${removed.length === 1 ? 'has a logbook entry' : 'have logbook entries'} for this flight; delete ${removed.length === 1 ? 'it' : 'them'} before changing the crew`;
}
