// Crew and schedule fixtures for the API tests, written through Prisma (no dependence on seeded crew,
// roster or flights). Pass the same one-letter file tag you give tests/api/flight-fixtures.ts.
//
//   const net = await network('S');                      // area, two airports (Asia/Jakarta), base, type, aircraft
//   const cpt = await crewPilot('S');                     // active captain, licence/medical valid until 2099
//   await rating(cpt.id, net.fleetTypeId);                // type rating, no dates
//   await roster(cpt.id, '2031-03-02', 1, net.baseId);     // On Duty (1) at the base (baseId optional)
//   await rosterRange(cpt.id, '2031-03-01', '2031-03-07', 1, net.baseId);
//   const f = await flight({ ...net.flightDefaults, flight_date: '2031-03-02', etd: '08:00', eta: '09:30', pilot_id: cpt.id });
//
// Times given as 'HH:MM' are wall-clock times at +07:00 (the fixtures' airports use Asia/Jakarta) on
// flight_date; a Date is used as is. flighttime_decimal is computed from eta - etd like the server does.
import { db } from '@/server/db';
import { airport, area, base, fleet, fleetType, token } from './flight-fixtures';

let seq = 0;
const run = Date.now().toString(36).slice(-4).toUpperCase();

/** A unique suffix for codes: run stamp + counter, so files sharing a database never collide. */
const unique = (tag: string) => `${tag}${run}${(seq++).toString(36).toUpperCase()}`;

const day = (d: string) => new Date(`${d}T00:00:00Z`);

export interface CrewExtra {
  name?: string;
  crew_code?: string;
  rank?: 'captain' | 'first_officer';
  licence_number?: string;
  licence_expiry?: string;
  medical_expiry?: string;
  base_id?: number | null;
  status?: 'active' | 'inactive';
}

/** An active captain with a unique crew_code (C{tag}...) and licence, licence and medical valid until 2099. */
export async function crewPilot(tag: string, extra: CrewExtra = {}) {
  const u = unique(tag);
  return db.pilot.create({
    data: {
      name: extra.name ?? `${token(tag)} Pilot ${u}`,
      crew_code: extra.crew_code ?? `C${u}`,
      rank: extra.rank ?? 'captain',
      licence_number: extra.licence_number ?? `LIC-${u}`,
      licence_expiry: day(extra.licence_expiry ?? '2099-12-31'),
      medical_expiry: day(extra.medical_expiry ?? '2099-12-31'),
      base_id: extra.base_id ?? null,
      status: extra.status ?? 'active',
    },
  });
}

/** A type rating of the pilot on the fleet type (no since / valid_until unless given). */
export async function rating(pilotId: number, fleetTypeId: number, extra: { since?: string; valid_until?: string } = {}) {
  return db.pilotAircraft.create({
    data: {
      pilot_id: pilotId,
      fleet_type_id: fleetTypeId,
      since: extra.since ? day(extra.since) : null,
      valid_until: extra.valid_until ? day(extra.valid_until) : null,
    },
  });
}

/** An airport qualification. */
export async function airportQualification(pilotId: number, airportId: number) {
  return db.pilotAirport.create({ data: { pilot_id: pilotId, airport_id: airportId } });
}

/** The roster entry of one day (upsert): status 1 On Duty by default. */
export async function roster(pilotId: number, date: string, status: number | null = 1, baseId: number | null = null) {
  return db.pilotSchedule.upsert({
    where: { pilot_id_duty_date: { pilot_id: pilotId, duty_date: day(date) } },
    create: { pilot_id: pilotId, duty_date: day(date), status, base_id: baseId },
    update: { status, base_id: baseId },
  });
}

/** Roster entries for every day from..to inclusive (upsert). */
export async function rosterRange(pilotId: number, from: string, to: string, status: number | null = 1, baseId: number | null = null) {
  const out = [];
  for (let t = day(from).getTime(); t <= day(to).getTime(); t += 86_400_000) {
    out.push(await roster(pilotId, new Date(t).toISOString().slice(0, 10), status, baseId));
  }
  return out;
}

export interface FlightInput {
  flight_number?: string;
  flight_type?: string;
  flight_status?: number;
  flight_date: string;
  /** 'HH:MM' at +07:00 on flight_date, or an instant. */
  etd: string | Date;
  /** 'HH:MM' at +07:00 on flight_date, or an instant; or give `hours`. */
  eta?: string | Date;
  hours?: number;
  dep_airport_id: number;
  arr_airport_id: number;
  fleet_id: number;
  base_id: number;
  area_id: number;
  pilot_id?: number | null;
  copilot_id?: number | null;
  notes?: string | null;
}

const instant = (date: string, t: string | Date) => (t instanceof Date ? t : new Date(`${date}T${t}:00+07:00`));

/** Inserts a route_schedules row directly (no checks), flight number unique unless given. */
export async function flight(input: FlightInput) {
  const etd = instant(input.flight_date, input.etd);
  const eta = input.eta !== undefined ? instant(input.flight_date, input.eta) : new Date(etd.getTime() + (input.hours ?? 1) * 3_600_000);
  return db.routeSchedule.create({
    data: {
      flight_number: input.flight_number ?? `FX${unique('')}`,
      flight_type: input.flight_type ?? 'regular',
      flight_status: input.flight_status ?? 1,
      flight_date: day(input.flight_date),
      etd,
      eta,
      flighttime_decimal: Math.round(((eta.getTime() - etd.getTime()) / 3_600_000) * 100) / 100,
      dep_airport_id: input.dep_airport_id,
      arr_airport_id: input.arr_airport_id,
      fleet_id: input.fleet_id,
      base_id: input.base_id,
      area_id: input.area_id,
      pilot_id: input.pilot_id ?? null,
      copilot_id: input.copilot_id ?? null,
      notes: input.notes ?? null,
    },
  });
}

/** A release to service of the aircraft, valid from `from` (default 2000-01-01) with no end. */
export async function release(fleetId: number, from = new Date('2000-01-01T00:00:00Z'), validUntil: Date | null = null) {
  return db.fleetRelease.create({
    data: {
      fleet_id: fleetId,
      released_at: from,
      valid_until: validUntil,
      work_order: 'WO-TEST',
      description: 'Test release',
      certifying_staff: 'Test Engineer',
      licence_number: 'AME-TEST',
    },
  });
}

/**
 * A small network: an area, two airports (dep, arr; Asia/Jakarta), a base at dep in the area, a fleet type
 * (`engines`, default 1) and an aircraft of that type at the base. `flightDefaults` fills the ids of flight().
 */
export async function network(tag: string, opts: { engines?: number } = {}) {
  const a = await area(tag);
  const dep = await airport(tag);
  const arr = await airport(tag);
  const b = await base(tag, { area_id: a.id, airport_id: dep.id });
  const type = await fleetType(tag);
  if (opts.engines) await db.fleetType.update({ where: { id: type.id }, data: { engines: opts.engines } });
  const aircraft = await fleet(tag, { fleet_type_id: type.id, base_id: b.id });
  return {
    areaId: a.id,
    depId: dep.id,
    arrId: arr.id,
    dep,
    arr,
    baseId: b.id,
    baseShort: b.short_name,
    fleetTypeId: type.id,
    fleetId: aircraft.id,
    registration: aircraft.registration,
    flightDefaults: { dep_airport_id: dep.id, arr_airport_id: arr.id, fleet_id: aircraft.id, base_id: b.id, area_id: a.id },
  };
}

/**
 * A request body for a regular flight on the network (POST route-schedule, a row of route-schedule-bulk):
 * leaves at 08:00 from dep to arr on the network's aircraft; `extra` overrides any field.
 */
export function scheduleBody(
  net: { depId: number; arrId: number; fleetId: number },
  flight: { flight_number: string; flight_date: string; eta: string },
  extra: Record<string, unknown> = {},
) {
  return {
    flight_number: flight.flight_number,
    flight_type: 'regular',
    flight_date: flight.flight_date,
    etd: '08:00',
    eta: flight.eta,
    dep_airport_id: net.depId,
    arr_airport_id: net.arrId,
    fleet_id: net.fleetId,
    ...extra,
  };
}

/** Another aircraft of the same type at the network's base. */
export async function aircraft(tag: string, net: { fleetTypeId: number; baseId: number }) {
  return fleet(tag, { fleet_type_id: net.fleetTypeId, base_id: net.baseId });
}

/** A ready crew member: active captain rated on the network's type, On Duty at its base on each given day. */
export async function readyPilot(tag: string, net: { fleetTypeId: number; baseId: number }, days: string[], extra: CrewExtra = {}) {
  const p = await crewPilot(tag, extra);
  await rating(p.id, net.fleetTypeId);
  for (const d of days) await roster(p.id, d, 1, net.baseId);
  return p;
}
