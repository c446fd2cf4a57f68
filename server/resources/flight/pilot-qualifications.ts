// A crew member's qualifications: type ratings (pilot_aircraft) and airport qualifications (pilot_airports),
// and the checked-out summary of both.
import type { z } from 'zod';
import type { Permission } from '@/lib/access/permissions';
import { dayDate, isoDay } from '@/lib/rules/calendar-day';
import {
  type CheckedOut,
  type PilotAircraftRow,
  type PilotAirportRow,
  pilotAircraftCreate,
  pilotAircraftRow,
  pilotAircraftUpdate,
  pilotAirportCreate,
  pilotAirportRow,
  pilotAirportUpdate,
  type pilotCreate,
  type pilotUpdate,
  qualificationQuery,
} from '@/lib/schemas/flight/pilot';
import type { RecordOf } from '@/server/crud/model';
import { defineResource } from '@/server/crud/resource';
import type { Db, Tx } from '@/server/db';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { createPilot, updatePilot } from './pilot';

type Client = Db | Tx;

const TAG = 'Flight: crew';
const READ: readonly Permission[] = ['flight.crew', 'flight.schedule'];
const WRITE: Permission = 'flight.crew';

const optionalDay = (d: string | null | undefined) => (d === undefined ? undefined : d === null ? null : dayDate(d));

async function pilotNamed(db: Client, id: number) {
  const p = await db.pilot.findUnique({ where: { id }, select: { id: true, name: true } });
  if (!p) throw badRequest('Unknown crew member', { pilot_id: 'Unknown crew member' });
  return p;
}

/** since / valid_until of an update: the stored ones where the body leaves them out, checked in order. */
function datesAfterUpdate(
  current: { since: Date | null; valid_until: Date | null },
  body: { since?: string | null; valid_until?: string | null },
) {
  const since = optionalDay(body.since);
  const validUntil = optionalDay(body.valid_until);
  const from = since === undefined ? current.since : since;
  const until = validUntil === undefined ? current.valid_until : validUntil;
  if (from && until && until < from)
    throw badRequest('valid until must not be before since', { valid_until: 'valid until must not be before since' });
  return { since, valid_until: validUntil };
}

/** 409 on `field` when the crew member already holds the qualification (another row than `exceptId`). */
function duplicate(field: string, message: string) {
  return conflict(message, { fields: { [field]: message } });
}

// --- Type ratings (pilot_aircraft)
const ratingSelect = {
  id: true,
  pilot_id: true,
  fleet_type_id: true,
  since: true,
  valid_until: true,
  fleet_type: { select: { code: true, name: true } },
} as const;

const ratingRow = ({ fleet_type, since, valid_until, ...r }: RecordOf<'pilotAircraft', typeof ratingSelect>): PilotAircraftRow => ({
  ...r,
  code: fleet_type.code,
  name: fleet_type.name,
  since: isoDay(since),
  valid_until: isoDay(valid_until),
});

async function fleetTypeNamed(db: Client, id: number) {
  const t = await db.fleetType.findUnique({ where: { id }, select: { id: true, code: true } });
  if (!t) throw badRequest('Unknown aircraft type', { fleet_type_id: 'Unknown aircraft type' });
  return t;
}

async function assertNoOtherRating(db: Client, pilotId: number, fleetTypeId: number, exceptId = 0) {
  const [pilot, type] = await Promise.all([pilotNamed(db, pilotId), fleetTypeNamed(db, fleetTypeId)]);
  const dup = await db.pilotAircraft.findFirst({
    where: { pilot_id: pilot.id, fleet_type_id: type.id, NOT: { id: exceptId } },
    select: { id: true },
  });
  if (dup) throw duplicate('fleet_type_id', `${pilot.name} already holds a type rating on ${type.code}`);
}

/** The OpenAPI summaries of a kind of qualification; `on` is the field naming what it qualifies for. */
const summariesOf = (one: string, many: string, on: string, held: string, what: string) => ({
  list: `List ${many} (filter pilot)`,
  create: `Add ${one}: 201 { id }; 409 when the crew member ${held}; 400 for an unknown crew member or ${what}`,
  get: `Get ${one}`,
  update: `Update ${one} (${on}, since, valid_until)`,
  remove: `Remove ${one}`,
});

/** A qualification's body as stored: since and valid_until as dates (or null). */
const withValidityDays = <B extends { since?: string | null; valid_until?: string | null }>(body: B) => ({
  ...body,
  since: optionalDay(body.since),
  valid_until: optionalDay(body.valid_until),
});

/** What both kinds of qualification share: who reads and writes them, the list filtered by crew member. */
const qualificationLists = {
  tag: TAG,
  permission: WRITE,
  readPermission: READ,
  query: qualificationQuery,
  where: (q: { pilot?: number }) => (q.pilot ? { pilot_id: q.pilot } : {}),
  search: [],
  defaultSort: { field: 'id', order: 'asc' },
} as const;

export const pilotRatings = defineResource({
  path: '/api/pilot/aircraft',
  label: 'type rating',
  ...qualificationLists,
  model: 'pilotAircraft',
  select: ratingSelect,
  row: pilotAircraftRow,
  toRow: ratingRow,
  defaultOrder: [{ pilot_id: 'asc' }, { fleet_type: { code: 'asc' } }, { id: 'asc' }],
  notFoundMessage: (id) => `Type rating ${id} not found`,
  summaries: summariesOf('a type rating', 'type ratings', 'fleet_type_id', 'already holds one on the type', 'type'),
  create: pilotAircraftCreate,
  async toCreate(body, { db }) {
    await assertNoOtherRating(db, body.pilot_id, body.fleet_type_id);
    return withValidityDays(body);
  },
  update: pilotAircraftUpdate,
  async toUpdate(body, { db, id }) {
    const current = await db.pilotAircraft.findUnique({ where: { id }, select: { pilot_id: true, since: true, valid_until: true } });
    if (!current) throw notFound(`Type rating ${id} not found`);
    const dates = datesAfterUpdate(current, body);
    if (body.fleet_type_id) await assertNoOtherRating(db, current.pilot_id, body.fleet_type_id, id);
    return { fleet_type_id: body.fleet_type_id, ...dates };
  },
});

// --- Airport qualifications (pilot_airports)
const airportQualificationSelect = {
  id: true,
  pilot_id: true,
  airport_id: true,
  since: true,
  valid_until: true,
  airport: { select: { iata: true, icao: true, name: true } },
} as const;

const airportQualificationRow = ({
  airport,
  since,
  valid_until,
  ...r
}: RecordOf<'pilotAirport', typeof airportQualificationSelect>): PilotAirportRow => ({
  ...r,
  iata: airport.iata,
  icao: airport.icao,
  name: airport.name,
  since: isoDay(since),
  valid_until: isoDay(valid_until),
});

async function airportNamed(db: Client, id: number) {
  const a = await db.airport.findUnique({ where: { id }, select: { id: true, iata: true, icao: true, name: true } });
  if (!a) throw badRequest('Unknown airport', { airport_id: 'Unknown airport' });
  return a;
}

async function assertNoOtherAirport(db: Client, pilotId: number, airportId: number, exceptId = 0) {
  const [pilot, airport] = await Promise.all([pilotNamed(db, pilotId), airportNamed(db, airportId)]);
  const dup = await db.pilotAirport.findFirst({
    where: { pilot_id: pilot.id, airport_id: airport.id, NOT: { id: exceptId } },
    select: { id: true },
  });
  if (dup) throw duplicate('airport_id', `${pilot.name} is already qualified for ${airport.iata ?? airport.icao ?? airport.name}`);
}

export const pilotAirportQualifications = defineResource({
  path: '/api/pilot/airport',
  label: 'airport qualification',
  ...qualificationLists,
  model: 'pilotAirport',
  select: airportQualificationSelect,
  row: pilotAirportRow,
  toRow: airportQualificationRow,
  defaultOrder: [{ pilot_id: 'asc' }, { airport: { name: 'asc' } }, { id: 'asc' }],
  notFoundMessage: (id) => `Airport qualification ${id} not found`,
  summaries: summariesOf('an airport qualification', 'airport qualifications', 'airport_id', 'already holds it', 'airport'),
  create: pilotAirportCreate,
  async toCreate(body, { db }) {
    await assertNoOtherAirport(db, body.pilot_id, body.airport_id);
    return withValidityDays(body);
  },
  update: pilotAirportUpdate,
  async toUpdate(body, { db, id }) {
    const current = await db.pilotAirport.findUnique({ where: { id }, select: { pilot_id: true, since: true, valid_until: true } });
    if (!current) throw notFound(`Airport qualification ${id} not found`);
    const dates = datesAfterUpdate(current, body);
    if (body.airport_id) await assertNoOtherAirport(db, current.pilot_id, body.airport_id, id);
    return { airport_id: body.airport_id, ...dates };
  },
});

/** Both kinds of qualification of one crew member (404 when the crew member does not exist). */
export async function checkedOut(db: Client, pilotId: number): Promise<CheckedOut> {
  const pilot = await db.pilot.findUnique({
    where: { id: pilotId },
    select: {
      id: true,
      aircraft: { select: ratingSelect, orderBy: { fleet_type: { code: 'asc' } } },
      airports: { select: airportQualificationSelect, orderBy: { airport: { name: 'asc' } } },
    },
  });
  if (!pilot) throw notFound(`Crew member ${pilotId} not found`);
  return {
    pilot_id: pilot.id,
    aircraft: pilot.aircraft.map((r) => {
      const { pilot_id: _, ...row } = ratingRow(r);
      return row;
    }),
    airports: pilot.airports.map((r) => {
      const { pilot_id: _, ...row } = airportQualificationRow(r);
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
