// A crew member's qualifications: type ratings (pilot_aircraft) and airport qualifications (pilot_airports),
// and the checked-out summary of both.
import type { z } from 'zod';
import { dayDate, isoDay } from '@/lib/rules/calendar-day';
import type {
  CheckedOut,
  PilotAircraftRow,
  PilotAirportRow,
  pilotAircraftCreate,
  pilotAircraftUpdate,
  pilotAirportCreate,
  pilotAirportUpdate,
  pilotCreate,
  pilotUpdate,
  qualificationQuery,
} from '@/lib/schemas/flight/pilot';
import { pageOf } from '@/server/crud/resource';
import type { Db, Tx } from '@/server/db';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { createPilot, updatePilot } from './pilot';

type Client = Db | Tx;

const optionalDay = (d: string | null | undefined) => (d === undefined ? undefined : d === null ? null : dayDate(d));

async function pilotNamed(db: Client, id: number) {
  const p = await db.pilot.findUnique({ where: { id }, select: { id: true, name: true } });
  if (!p) throw badRequest('Unknown crew member', { pilot_id: 'Unknown crew member' });
  return p;
}

function assertRange(since: Date | null, validUntil: Date | null) {
  if (since && validUntil && validUntil < since)
    throw badRequest('valid until must not be before since', { valid_until: 'valid until must not be before since' });
}

// --- Type ratings
const aircraftSelect = {
  id: true,
  pilot_id: true,
  fleet_type_id: true,
  since: true,
  valid_until: true,
  fleet_type: { select: { code: true, name: true } },
} as const;

type AircraftRecord = {
  id: number;
  pilot_id: number;
  fleet_type_id: number;
  since: Date | null;
  valid_until: Date | null;
  fleet_type: { code: string; name: string };
};

const aircraftRow = (r: AircraftRecord): PilotAircraftRow => ({
  id: r.id,
  pilot_id: r.pilot_id,
  fleet_type_id: r.fleet_type_id,
  code: r.fleet_type.code,
  name: r.fleet_type.name,
  since: isoDay(r.since),
  valid_until: isoDay(r.valid_until),
});

export async function listRatings(db: Client, query: z.output<typeof qualificationQuery>) {
  const { total, data } = await pageOf<AircraftRecord>(db.pilotAircraft, {
    where: query.pilot ? { pilot_id: query.pilot } : {},
    orderBy: [{ pilot_id: 'asc' }, { fleet_type: { code: 'asc' } }, { id: 'asc' }],
    select: aircraftSelect,
    page: query.page,
    limit: query.limit,
  });
  return { total, data: data.map(aircraftRow) };
}

export async function getRating(db: Client, id: number) {
  const r = await db.pilotAircraft.findUnique({ where: { id }, select: aircraftSelect });
  if (!r) throw notFound(`Type rating ${id} not found`);
  return aircraftRow(r);
}

async function fleetTypeNamed(db: Client, id: number) {
  const t = await db.fleetType.findUnique({ where: { id }, select: { id: true, code: true } });
  if (!t) throw badRequest('Unknown aircraft type', { fleet_type_id: 'Unknown aircraft type' });
  return t;
}

async function assertNoOtherRating(db: Client, pilot: { id: number; name: string }, type: { id: number; code: string }, exceptId = 0) {
  const dup = await db.pilotAircraft.findFirst({
    where: { pilot_id: pilot.id, fleet_type_id: type.id, NOT: { id: exceptId } },
    select: { id: true },
  });
  if (dup) {
    const message = `${pilot.name} already holds a type rating on ${type.code}`;
    throw conflict(message, { fields: { fleet_type_id: message } });
  }
}

export async function createRating(db: Client, body: z.output<typeof pilotAircraftCreate>) {
  const [pilot, type] = await Promise.all([pilotNamed(db, body.pilot_id), fleetTypeNamed(db, body.fleet_type_id)]);
  await assertNoOtherRating(db, pilot, type);
  const row = await db.pilotAircraft.create({
    data: { pilot_id: pilot.id, fleet_type_id: type.id, since: optionalDay(body.since), valid_until: optionalDay(body.valid_until) },
    select: { id: true },
  });
  return { id: row.id };
}

export async function updateRating(db: Client, id: number, body: z.output<typeof pilotAircraftUpdate>) {
  const current = await db.pilotAircraft.findUnique({ where: { id }, select: { pilot_id: true, since: true, valid_until: true } });
  if (!current) throw notFound(`Type rating ${id} not found`);
  const since = optionalDay(body.since);
  const validUntil = optionalDay(body.valid_until);
  assertRange(since === undefined ? current.since : since, validUntil === undefined ? current.valid_until : validUntil);
  if (body.fleet_type_id) {
    const [pilot, type] = await Promise.all([pilotNamed(db, current.pilot_id), fleetTypeNamed(db, body.fleet_type_id)]);
    await assertNoOtherRating(db, pilot, type, id);
  }
  await db.pilotAircraft.update({ where: { id }, data: { fleet_type_id: body.fleet_type_id, since, valid_until: validUntil } });
  return { id };
}

export async function deleteRating(db: Client, id: number) {
  await db.pilotAircraft.delete({ where: { id }, select: { id: true } });
  return { affected: 1 };
}

// --- Airport qualifications
const airportSelect = {
  id: true,
  pilot_id: true,
  airport_id: true,
  since: true,
  valid_until: true,
  airport: { select: { iata: true, icao: true, name: true } },
} as const;

type AirportRecord = {
  id: number;
  pilot_id: number;
  airport_id: number;
  since: Date | null;
  valid_until: Date | null;
  airport: { iata: string | null; icao: string | null; name: string };
};

const airportRow = (r: AirportRecord): PilotAirportRow => ({
  id: r.id,
  pilot_id: r.pilot_id,
  airport_id: r.airport_id,
  iata: r.airport.iata,
  icao: r.airport.icao,
  name: r.airport.name,
  since: isoDay(r.since),
  valid_until: isoDay(r.valid_until),
});

export async function listAirportQualifications(db: Client, query: z.output<typeof qualificationQuery>) {
  const { total, data } = await pageOf<AirportRecord>(db.pilotAirport, {
    where: query.pilot ? { pilot_id: query.pilot } : {},
    orderBy: [{ pilot_id: 'asc' }, { airport: { name: 'asc' } }, { id: 'asc' }],
    select: airportSelect,
    page: query.page,
    limit: query.limit,
  });
  return { total, data: data.map(airportRow) };
}

export async function getAirportQualification(db: Client, id: number) {
  const r = await db.pilotAirport.findUnique({ where: { id }, select: airportSelect });
  if (!r) throw notFound(`Airport qualification ${id} not found`);
  return airportRow(r);
}

async function airportNamed(db: Client, id: number) {
  const a = await db.airport.findUnique({ where: { id }, select: { id: true, iata: true, icao: true, name: true } });
  if (!a) throw badRequest('Unknown airport', { airport_id: 'Unknown airport' });
  return a;
}

async function assertNoOtherAirport(
  db: Client,
  pilot: { id: number; name: string },
  airport: { id: number; iata: string | null; icao: string | null; name: string },
  exceptId = 0,
) {
  const dup = await db.pilotAirport.findFirst({
    where: { pilot_id: pilot.id, airport_id: airport.id, NOT: { id: exceptId } },
    select: { id: true },
  });
  if (dup) {
    const message = `${pilot.name} is already qualified for ${airport.iata ?? airport.icao ?? airport.name}`;
    throw conflict(message, { fields: { airport_id: message } });
  }
}

export async function createAirportQualification(db: Client, body: z.output<typeof pilotAirportCreate>) {
  const [pilot, airport] = await Promise.all([pilotNamed(db, body.pilot_id), airportNamed(db, body.airport_id)]);
  await assertNoOtherAirport(db, pilot, airport);
  const row = await db.pilotAirport.create({
    data: { pilot_id: pilot.id, airport_id: airport.id, since: optionalDay(body.since), valid_until: optionalDay(body.valid_until) },
    select: { id: true },
  });
  return { id: row.id };
}

export async function updateAirportQualification(db: Client, id: number, body: z.output<typeof pilotAirportUpdate>) {
  const current = await db.pilotAirport.findUnique({ where: { id }, select: { pilot_id: true, since: true, valid_until: true } });
  if (!current) throw notFound(`Airport qualification ${id} not found`);
  const since = optionalDay(body.since);
  const validUntil = optionalDay(body.valid_until);
  assertRange(since === undefined ? current.since : since, validUntil === undefined ? current.valid_until : validUntil);
  if (body.airport_id) {
    const [pilot, airport] = await Promise.all([pilotNamed(db, current.pilot_id), airportNamed(db, body.airport_id)]);
    await assertNoOtherAirport(db, pilot, airport, id);
  }
  await db.pilotAirport.update({ where: { id }, data: { airport_id: body.airport_id, since, valid_until: validUntil } });
  return { id };
}

export async function deleteAirportQualification(db: Client, id: number) {
  await db.pilotAirport.delete({ where: { id }, select: { id: true } });
  return { affected: 1 };
}

/** Both kinds of qualification of one crew member (404 when the crew member does not exist). */
export async function checkedOut(db: Client, pilotId: number): Promise<CheckedOut> {
  const pilot = await db.pilot.findUnique({
    where: { id: pilotId },
    select: {
      id: true,
      aircraft: { select: aircraftSelect, orderBy: { fleet_type: { code: 'asc' } } },
      airports: { select: airportSelect, orderBy: { airport: { name: 'asc' } } },
    },
  });
  if (!pilot) throw notFound(`Crew member ${pilotId} not found`);
  return {
    pilot_id: pilot.id,
    aircraft: pilot.aircraft.map((r) => {
      const { pilot_id: _, ...row } = aircraftRow(r);
      return row;
    }),
    airports: pilot.airports.map((r) => {
      const { pilot_id: _, ...row } = airportRow(r);
      return row;
    }),
  };
}

// --- The crew dialog's save: the crew row and both sets in one transaction (the endpoints run with
// transaction: true, so a refusal after the crew row is written rolls it back).
export interface QualificationSets {
  fleet_type_ids?: number[];
  airport_ids?: number[];
}

/** 400 naming the field when a set lists an aircraft type or airport that does not exist. */
async function assertKnown(db: Client, sets: QualificationSets) {
  const [types, airports] = await Promise.all([
    sets.fleet_type_ids?.length
      ? db.fleetType.findMany({ where: { id: { in: sets.fleet_type_ids } }, select: { id: true } })
      : Promise.resolve([]),
    sets.airport_ids?.length ? db.airport.findMany({ where: { id: { in: sets.airport_ids } }, select: { id: true } }) : Promise.resolve([]),
  ]);
  const missing = (ids: number[] | undefined, found: { id: number }[]) => {
    const known = new Set(found.map((r) => r.id));
    return (ids ?? []).filter((i) => !known.has(i));
  };
  const fields: Record<string, string> = {};
  const unknownTypes = missing(sets.fleet_type_ids, types);
  const unknownAirports = missing(sets.airport_ids, airports);
  if (unknownTypes.length)
    fields.fleet_type_ids = `Unknown aircraft type${unknownTypes.length === 1 ? '' : 's'} ${unknownTypes.join(', ')}`;
  if (unknownAirports.length)
    fields.airport_ids = `Unknown airport${unknownAirports.length === 1 ? '' : 's'} ${unknownAirports.join(', ')}`;
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0], fields);
}

/**
 * Makes the crew member's type ratings / airport qualifications exactly the given sets (a set left out is
 * untouched): rows of ids still in the set stay as they are (since, valid_until), the others are deleted,
 * new ids get a row without dates.
 */
export async function setQualifications(db: Client, pilotId: number, sets: QualificationSets) {
  await assertKnown(db, sets);
  const types = sets.fleet_type_ids;
  const airports = sets.airport_ids;
  if (types) {
    await db.pilotAircraft.deleteMany({ where: { pilot_id: pilotId, fleet_type_id: { notIn: types } } });
    await db.pilotAircraft.createMany({ data: types.map((t) => ({ pilot_id: pilotId, fleet_type_id: t })), skipDuplicates: true });
  }
  if (airports) {
    await db.pilotAirport.deleteMany({ where: { pilot_id: pilotId, airport_id: { notIn: airports } } });
    await db.pilotAirport.createMany({ data: airports.map((a) => ({ pilot_id: pilotId, airport_id: a })), skipDuplicates: true });
  }
}

export async function createPilotWithQualifications(db: Client, body: z.output<typeof pilotCreate>) {
  const { fleet_type_ids, airport_ids, ...crew } = body;
  const created = await createPilot(db, crew);
  await setQualifications(db, created.id, { fleet_type_ids, airport_ids });
  return created;
}

export async function updatePilotWithQualifications(db: Client, id: number, body: z.output<typeof pilotUpdate>) {
  const { fleet_type_ids, airport_ids, ...crew } = body;
  const updated = await updatePilot(db, id, crew);
  await setQualifications(db, id, { fleet_type_ids, airport_ids });
  return updated;
}
