// Crew: /api/flight/pilot (CRUD, list with limits and document states, search), /api/pilot/load-pilot,
// /api/pilot/checked-out/{id}, /api/pilot/aircraft and /api/pilot/airport.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadPilot,
  pilotAircraftCollection,
  pilotAircraftItem,
  pilotAirportCollection,
  pilotAirportItem,
  pilotCheckedOut,
  pilotCollection,
  pilotItem,
  pilotSearch,
} from '@/server/api/pilot';
import { db } from '@/server/db';
import { todayLocal } from '@/server/resources/flight/pilot';
import { byId, call, tokenFor } from '../support/api-client';
import * as crew from './crew-fixtures';
import * as fx from './flight-fixtures';

const { TAG, Q } = fx.tagged('P');
let manager: string;
let chief: string;
let ppc: string;
let finance: string;
let net: Awaited<ReturnType<typeof crew.network>>;

const today = todayLocal();
const plus = (days: number, from = today) => new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let codeSeq = 0;
const code = () => `P${Date.now().toString(36).slice(-3).toUpperCase()}${(codeSeq++).toString(36).toUpperCase()}`.slice(0, 6);

const body = (extra: object = {}) => {
  const c = code();
  return {
    name: `${Q} Budi ${c}`,
    crew_code: c.toLowerCase(),
    rank: 'captain',
    licence_number: `cpl-${c}`,
    licence_expiry: '2030-01-31',
    medical_expiry: '2029-06-30',
    base_id: net.baseId,
    phone: '0812 3456 7890',
    email: `${c.toLowerCase()}@example.com`,
    ...extra,
  };
};

beforeAll(async () => {
  [manager, chief, ppc, finance] = await Promise.all(['manager', 'airline_pilot', 'airline_ppc', 'airline_finance'].map(tokenFor));
  net = await crew.network(TAG);
});

describe('/api/flight/pilot', () => {
  it('creates, reads, lists, updates and deletes a crew member', async () => {
    const b = body();
    const created = await call(pilotCollection.POST, { token: chief, body: b });
    expect(created.status).toBe(201);
    const pid = created.json.id;
    await crew.rating(pid, net.fleetTypeId);
    const got = (await call(pilotItem.GET, { token: ppc, params: byId(pid) })).json;
    expect(got).toEqual({
      id: pid,
      name: b.name,
      crew_code: b.crew_code.toUpperCase(),
      rank: 'captain',
      licence_number: b.licence_number.toUpperCase(),
      licence_expiry: '2030-01-31',
      medical_expiry: '2029-06-30',
      base_id: net.baseId,
      base_name: expect.stringContaining(Q),
      base_name_short: net.baseShort,
      phone: '6281234567890',
      email: b.email,
      status: 'active',
      fleet_types: [{ id: net.fleetTypeId, code: expect.any(String) }],
      licence_state: 'ok',
      medical_state: 'ok',
      fl7: 0,
      fl30: 0,
      fl90: 0,
      fl365: 0,
      flagged: false,
      exceeded: false,
    });
    const list = await call(pilotCollection.GET, { token: finance, query: { q: b.crew_code } });
    expect(list.json).toEqual({ total: 1, data: [got] });
    const put = await call(pilotItem.PUT, {
      token: manager,
      params: byId(pid),
      body: { rank: 'first_officer', status: 'inactive', phone: null },
    });
    expect(put.json).toEqual({ id: pid });
    const after = (await call(pilotItem.GET, { token: manager, params: byId(pid) })).json;
    expect([after.rank, after.status, after.phone, after.name]).toEqual(['first_officer', 'inactive', null, b.name]);
    expect((await call(pilotItem.DELETE, { token: chief, params: byId(pid) })).json).toEqual({ affected: 1 });
    expect((await call(pilotItem.GET, { token: chief, params: byId(pid) })).status).toBe(404);
    expect((await call(pilotItem.PUT, { token: chief, params: byId(pid), body: { name: 'X' } })).status).toBe(404);
    expect((await call(pilotItem.DELETE, { token: chief, params: byId(pid) })).status).toBe(404);
  });

  it.each([
    [{ crew_code: 'A' }, 'crew_code', 'Crew code must be 2 to 6 letters or digits'],
    [{ crew_code: 'ABC-1' }, 'crew_code', 'Crew code must be 2 to 6 letters or digits'],
    [{ name: ' ' }, 'name', 'Please input name'],
    [{ licence_number: undefined }, 'licence_number', 'Please input licence number'],
    [{ licence_expiry: '31/01/2030' }, 'licence_expiry', 'Licence expiry must be a date (YYYY-MM-DD)'],
    [{ rank: 'major' }, 'rank', 'rank must be captain or first_officer'],
    [{ phone: '12' }, 'phone', 'Please input a phone number such as 0812 3456 7890'],
    [{ email: 'nope' }, 'email', 'Please input a valid email address'],
    [{ status: 'gone' }, 'status', 'status must be active or inactive'],
    [{ extra: 1 }, 'extra', 'Unknown field extra'],
  ])('answers 400 for %o', async (extra, field, message) => {
    const res = await call(pilotCollection.POST, { token: manager, body: body(extra) });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation');
    expect(res.json.error.fields[field]).toBe(message);
  });

  it('answers 400 on base_id for an unknown base', async () => {
    const res = await call(pilotCollection.POST, { token: manager, body: body({ base_id: 999999 }) });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ base_id: 'Unknown base' });
  });

  it('answers 409 with the field for a taken crew code or licence number, on create and update', async () => {
    const a = await crew.crewPilot(TAG, { crew_code: code(), licence_number: `LIC-${code()}` });
    const dupCode = await call(pilotCollection.POST, { token: manager, body: body({ crew_code: a.crew_code.toLowerCase() }) });
    expect(dupCode.status).toBe(409);
    expect(dupCode.json.error.fields).toEqual({ crew_code: `Crew code ${a.crew_code} is already used by ${a.name}` });
    const dupLicence = await call(pilotCollection.POST, { token: manager, body: body({ licence_number: a.licence_number }) });
    expect(dupLicence.status).toBe(409);
    expect(Object.keys(dupLicence.json.error.fields)).toEqual(['licence_number']);
    const b = await crew.crewPilot(TAG);
    const upd = await call(pilotItem.PUT, { token: manager, params: byId(b.id), body: { crew_code: a.crew_code } });
    expect(upd.status).toBe(409);
    expect(upd.json.error.fields.crew_code).toContain(a.name);
    // Its own values are no conflict.
    const self = await call(pilotItem.PUT, {
      token: manager,
      params: byId(a.id),
      body: { crew_code: a.crew_code, licence_number: a.licence_number },
    });
    expect(self.status).toBe(200);
  });

  it('refuses to delete a crew member a flight names (409 with the flight), and deletes roster and ratings with one that has none', async () => {
    const p = await crew.crewPilot(TAG);
    const f = await crew.flight({ ...net.flightDefaults, flight_date: '2031-05-02', etd: '08:00', eta: '09:00', copilot_id: p.id });
    const res = await call(pilotItem.DELETE, { token: manager, params: byId(p.id) });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(
      `Capt. ${p.name} is on 1 flight (${f.flight_number} on 2031-05-02): set the crew member inactive instead`,
    );
    const q = await crew.crewPilot(TAG);
    await crew.rating(q.id, net.fleetTypeId);
    await crew.roster(q.id, '2031-05-02', 1, net.baseId);
    expect((await call(pilotItem.DELETE, { token: manager, params: byId(q.id) })).json).toEqual({ affected: 1 });
  });

  it('refuses to set a crew member inactive while upcoming flights name them', async () => {
    const p = await crew.crewPilot(TAG);
    await crew.flight({ ...net.flightDefaults, flight_date: plus(-1), etd: '08:00', pilot_id: p.id }); // past: no matter
    await crew.flight({ ...net.flightDefaults, flight_date: plus(2), etd: '08:00', pilot_id: p.id, flight_status: 0 }); // canceled
    const f = await crew.flight({ ...net.flightDefaults, flight_date: plus(3), etd: '08:00', copilot_id: p.id });
    const res = await call(pilotItem.PUT, { token: manager, params: byId(p.id), body: { status: 'inactive' } });
    expect(res.status).toBe(409);
    expect(res.json.error.fields.status).toBe(
      `Capt. ${p.name} is on 1 upcoming flight (${f.flight_number} on ${plus(3)}): reassign them before setting the crew member inactive`,
    );
    await db.routeSchedule.update({ where: { id: f.id }, data: { copilot_id: null } });
    expect((await call(pilotItem.PUT, { token: manager, params: byId(p.id), body: { status: 'inactive' } })).status).toBe(200);
  });

  it('answers the limits of the windows ending today, matching a hand sum of the flights', async () => {
    const p = await crew.crewPilot(TAG);
    const other = await crew.crewPilot(TAG);
    const fl = (date: string, hours: number, extra: object = {}) =>
      crew.flight({ ...net.flightDefaults, flight_date: date, etd: '06:00', hours, pilot_id: p.id, ...extra });
    await fl(today, 1.5); // every window
    await fl(plus(-6), 2.25); // last day of fl7
    await fl(plus(-7), 3, { pilot_id: other.id, copilot_id: p.id }); // fl30 as copilot
    await fl(plus(-29), 4); // last day of fl30
    await fl(plus(-30), 5); // fl90
    await fl(plus(-89), 6); // last day of fl90
    await fl(plus(-90), 7); // fl365
    await fl(plus(-364), 8); // last day of fl365
    await fl(plus(-365), 100); // outside every window
    await fl(plus(1), 9); // planned after today: not in windows ending today
    await fl(plus(-2), 10, { flight_status: 0 }); // canceled
    const fl7 = 1.5 + 2.25;
    const fl30 = fl7 + 3 + 4;
    const fl90 = fl30 + 5 + 6;
    const fl365 = fl90 + 7 + 8;
    const row = (await call(pilotItem.GET, { token: manager, params: byId(p.id) })).json;
    expect([row.fl7, row.fl30, row.fl90, row.fl365]).toEqual([fl7, fl30, fl90, fl365]);
    expect([row.flagged, row.exceeded]).toEqual([false, false]);
    const o = (await call(pilotItem.GET, { token: manager, params: byId(other.id) })).json;
    expect([o.fl7, o.fl30, o.fl90, o.fl365]).toEqual([0, 3, 3, 3]);
  });

  it('flags above 75 percent, marks exceeded above the limit, filters flagged and sorts by limits in SQL', async () => {
    const tagQ = `${Q} Lim`;
    const low = await crew.crewPilot(TAG, { name: `${tagQ} Low` });
    const mid = await crew.crewPilot(TAG, { name: `${tagQ} Mid` });
    const high = await crew.crewPilot(TAG, { name: `${tagQ} High` });
    const fly = (pid: number, date: string, hours: number) =>
      crew.flight({ ...net.flightDefaults, flight_date: date, etd: '05:00', hours, pilot_id: pid });
    await fly(low.id, today, 2);
    await fly(mid.id, plus(-1), 10);
    await fly(mid.id, plus(-2), 10);
    await fly(mid.id, plus(-3), 10.5); // 30.5 h in 7 days: flagged, not exceeded
    for (let d = 0; d < 5; d++) await fly(high.id, plus(-d), 8.5); // 42.5 h: exceeded
    const list = async (query: Record<string, string | number>) =>
      (await call(pilotCollection.GET, { token: manager, query: { q: tagQ, ...query } })).json;
    const byFl7 = await list({ sort: 'fl7', order: 'desc' });
    expect(byFl7.data.map((r: { name: string }) => r.name)).toEqual([high.name, mid.name, low.name]);
    expect(byFl7.data.map((r: { fl7: number; flagged: boolean; exceeded: boolean }) => [r.fl7, r.flagged, r.exceeded])).toEqual([
      [42.5, true, true],
      [30.5, true, false],
      [2, false, false],
    ]);
    expect((await list({ sort: 'fl7', order: 'asc' })).data.map((r: { id: number }) => r.id)).toEqual([low.id, mid.id, high.id]);
    const flagged = await list({ flagged: 1, sort: 'fl30', order: 'desc' });
    expect([flagged.total, ...flagged.data.map((r: { id: number }) => r.id)]).toEqual([2, high.id, mid.id]);
    const notFlagged = await list({ flagged: 0 });
    expect(notFlagged.data.map((r: { id: number }) => r.id)).toEqual([low.id]);
    const page2 = await list({ sort: 'fl7', order: 'desc', limit: 1, page: 2 });
    expect([page2.total, page2.data[0].id]).toEqual([3, mid.id]);
  });

  it('answers licence and medical states relative to today (expiring within 60 days, expired)', async () => {
    const p = await crew.crewPilot(TAG, { licence_expiry: plus(60), medical_expiry: plus(-1) });
    const q = await crew.crewPilot(TAG, { licence_expiry: plus(61), medical_expiry: today });
    const a = (await call(pilotItem.GET, { token: manager, params: byId(p.id) })).json;
    const b = (await call(pilotItem.GET, { token: manager, params: byId(q.id) })).json;
    expect([a.licence_state, a.medical_state, b.licence_state, b.medical_state]).toEqual(['expiring', 'expired', 'ok', 'expiring']);
  });

  it('filters by base, status, rank and fleet type and sorts by crew code and expiry', async () => {
    const tagQ = `${Q} Flt`;
    const otherBase = await fx.base(TAG);
    const a = await crew.crewPilot(TAG, {
      name: `${tagQ} A`,
      crew_code: `Z${code().slice(1)}`,
      base_id: net.baseId,
      medical_expiry: '2031-01-01',
    });
    const b = await crew.crewPilot(TAG, {
      name: `${tagQ} B`,
      crew_code: `A${code().slice(1)}`,
      base_id: otherBase.id,
      rank: 'first_officer',
      medical_expiry: '2030-01-01',
    });
    const c = await crew.crewPilot(TAG, { name: `${tagQ} C`, status: 'inactive', base_id: net.baseId, medical_expiry: '2032-01-01' });
    await crew.rating(b.id, net.fleetTypeId);
    const ids = async (query: Record<string, string | number>) =>
      (await call(pilotCollection.GET, { token: manager, query: { q: tagQ, ...query } })).json.data.map((r: { id: number }) => r.id);
    expect(await ids({})).toEqual([a.id, b.id, c.id]);
    expect(await ids({ base: net.baseId })).toEqual([a.id, c.id]);
    expect(await ids({ status: 'inactive' })).toEqual([c.id]);
    expect(await ids({ rank: 'first_officer' })).toEqual([b.id]);
    expect(await ids({ fleet_type: net.fleetTypeId })).toEqual([b.id]);
    expect(await ids({ sort: 'medical_expiry', order: 'desc' })).toEqual([c.id, a.id, b.id]);
    expect((await ids({ sort: 'crew_code' }))[0]).toBe(b.id);
    const bad = await call(pilotCollection.GET, { token: manager, query: { sort: 'phone' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.sort).toMatch(/^sort must be one of: name, crew_code/);
    expect((await call(pilotCollection.GET, { token: manager, query: { flagged: 'yes' } })).json.error.fields.flagged).toBe(
      'flagged must be 0 or 1',
    );
  });

  it('searches with { status, data }', async () => {
    const p = await crew.crewPilot(TAG, { name: `${Q} Searchable Sari` });
    const hit = await call(pilotSearch, { token: ppc, query: { q: 'Searchable Sari' } });
    expect(hit.json.status).toBe(true);
    expect(hit.json.data.map((r: { id: number }) => r.id)).toEqual([p.id]);
    expect((await call(pilotSearch, { token: ppc, query: { q: `${Q} nobody at all` } })).json).toEqual({ status: false, data: [] });
    expect((await call(pilotSearch, { token: ppc, query: { q: ' ' } })).status).toBe(400);
  });

  it('is written by the Crews roles only: Routes & Schedules and finance read, media and marine nothing', async () => {
    const p = await crew.crewPilot(TAG);
    for (const role of ['airline_ppc', 'airline_finance', 'airline_charter']) {
      const tok = await tokenFor(role);
      expect((await call(pilotCollection.GET, { token: tok, query: { q: Q } })).status, role).toBe(200);
      expect((await call(pilotItem.GET, { token: tok, params: byId(p.id) })).status, role).toBe(200);
      expect((await call(pilotSearch, { token: tok, query: { q: Q } })).status, role).toBe(200);
      expect((await call(pilotCollection.POST, { token: tok, body: body() })).status, role).toBe(403);
      expect((await call(pilotItem.PUT, { token: tok, params: byId(p.id), body: {} })).status, role).toBe(403);
      expect((await call(pilotItem.DELETE, { token: tok, params: byId(p.id) })).status, role).toBe(403);
    }
    for (const role of ['airline_occ', 'airline_training', 'airline_base', 'airline_base_coordinator']) {
      const tok = await tokenFor(role);
      expect((await call(pilotItem.PUT, { token: tok, params: byId(p.id), body: { notes: undefined } })).status, role).toBe(200);
    }
    for (const role of ['airline_media', 'marine_cs']) {
      const tok = await tokenFor(role);
      expect((await call(pilotCollection.GET, { token: tok })).status, role).toBe(403);
      expect((await call(pilotSearch, { token: tok, query: { q: 'x' } })).status, role).toBe(403);
      expect((await call(loadPilot, { token: tok })).status, role).toBe(403);
    }
    expect((await call(pilotCollection.GET)).status).toBe(401);
    expect((await call(pilotItem.GET, { params: byId(p.id) })).status).toBe(401);
    expect((await call(pilotCollection.POST, { body: body() })).status).toBe(401);
    expect((await call(pilotSearch, { query: { q: 'x' } })).status).toBe(401);
  });
});

describe('/api/flight/pilot with fleet_type_ids and airport_ids (one transaction)', () => {
  const sets = async (pid: number) => {
    const [types, airports] = await Promise.all([
      db.pilotAircraft.findMany({ where: { pilot_id: pid }, orderBy: { fleet_type_id: 'asc' } }),
      db.pilotAirport.findMany({ where: { pilot_id: pid }, orderBy: { airport_id: 'asc' } }),
    ]);
    return { types, airports };
  };

  it('creates a crew member with their type ratings and airport qualifications (duplicates collapse)', async () => {
    const other = await fx.fleetType(TAG);
    const b = body({ fleet_type_ids: [other.id, net.fleetTypeId, other.id], airport_ids: [net.arrId, net.depId, net.arrId] });
    const created = await call(pilotCollection.POST, { token: chief, body: b });
    expect(created.status).toBe(201);
    const pid = created.json.id;
    const out = (await call(pilotCheckedOut, { token: chief, params: byId(pid) })).json;
    expect(out.aircraft.map((a: { fleet_type_id: number }) => a.fleet_type_id).sort()).toEqual([net.fleetTypeId, other.id].sort());
    expect(out.airports.map((a: { airport_id: number }) => a.airport_id).sort()).toEqual([net.depId, net.arrId].sort());
    expect(out.aircraft.every((a: { since: unknown; valid_until: unknown }) => a.since === null && a.valid_until === null)).toBe(true);
    const row = (await call(pilotItem.GET, { token: chief, params: byId(pid) })).json;
    expect(row.fleet_types.map((t: { id: number }) => t.id).sort()).toEqual([net.fleetTypeId, other.id].sort());
    // Empty sets on create: no rows.
    const bare = await call(pilotCollection.POST, { token: chief, body: body({ fleet_type_ids: [], airport_ids: [] }) });
    expect(bare.status).toBe(201);
    expect(await sets(bare.json.id)).toEqual({ types: [], airports: [] });
  });

  it('replaces the sets on update, keeping since and valid_until of the rows it keeps', async () => {
    const p = await crew.crewPilot(TAG);
    const t2 = await fx.fleetType(TAG);
    const t3 = await fx.fleetType(TAG);
    const kept = await crew.rating(p.id, net.fleetTypeId, { since: '2024-03-01', valid_until: '2027-02-28' });
    const dropped = await crew.rating(p.id, t2.id, { since: '2023-01-01' });
    const keptAirport = await db.pilotAirport.create({
      data: { pilot_id: p.id, airport_id: net.depId, since: new Date('2025-01-15T00:00:00Z'), valid_until: null },
    });
    await crew.airportQualification(p.id, net.arrId);

    const res = await call(pilotItem.PUT, {
      token: manager,
      params: byId(p.id),
      body: { name: `${p.name} Jr`, fleet_type_ids: [t3.id, net.fleetTypeId], airport_ids: [net.depId] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: p.id });
    const after = await sets(p.id);
    expect(after.types.map((r) => r.fleet_type_id).sort()).toEqual([net.fleetTypeId, t3.id].sort());
    const keptAfter = after.types.find((r) => r.fleet_type_id === net.fleetTypeId);
    expect(keptAfter).toMatchObject({ id: kept.id, since: kept.since, valid_until: kept.valid_until });
    expect(after.types.find((r) => r.fleet_type_id === t3.id)).toMatchObject({ since: null, valid_until: null });
    expect(after.types.some((r) => r.id === dropped.id)).toBe(false);
    expect(after.airports).toEqual([keptAirport]);
    expect((await db.pilot.findUniqueOrThrow({ where: { id: p.id } })).name).toBe(`${p.name} Jr`);

    // An empty set removes them all.
    expect((await call(pilotItem.PUT, { token: manager, params: byId(p.id), body: { airport_ids: [] } })).status).toBe(200);
    expect((await sets(p.id)).airports).toEqual([]);
  });

  it('leaves the sets untouched when the arrays are left out', async () => {
    const p = await crew.crewPilot(TAG);
    const r = await crew.rating(p.id, net.fleetTypeId, { since: '2024-01-01' });
    const a = await crew.airportQualification(p.id, net.arrId);
    const res = await call(pilotItem.PUT, { token: chief, params: byId(p.id), body: { rank: 'first_officer' } });
    expect(res.status).toBe(200);
    expect(await sets(p.id)).toEqual({ types: [r], airports: [a] });
    // Only one of them given: the other stays.
    expect((await call(pilotItem.PUT, { token: chief, params: byId(p.id), body: { fleet_type_ids: [] } })).status).toBe(200);
    expect(await sets(p.id)).toEqual({ types: [], airports: [a] });
  });

  it('answers 400 on the field for an unknown id and writes nothing: neither the crew row nor any qualification', async () => {
    const b = body({ fleet_type_ids: [net.fleetTypeId, 999999], airport_ids: [net.depId] });
    const res = await call(pilotCollection.POST, { token: manager, body: b });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation');
    expect(res.json.error.fields).toEqual({ fleet_type_ids: 'Unknown aircraft type 999999' });
    const crewCode = b.crew_code.toUpperCase();
    expect(await db.pilot.count({ where: { crew_code: crewCode } })).toBe(0);
    expect(await db.pilotAirport.count({ where: { pilot: { crew_code: crewCode } } })).toBe(0);
    // The same body without the unknown id goes through: the refusal left nothing behind (no 409 on the code).
    expect((await call(pilotCollection.POST, { token: manager, body: { ...b, fleet_type_ids: [net.fleetTypeId] } })).status).toBe(201);

    const p = await crew.crewPilot(TAG);
    const r = await crew.rating(p.id, net.fleetTypeId, { since: '2024-05-05' });
    const upd = await call(pilotItem.PUT, {
      token: manager,
      params: byId(p.id),
      body: { name: 'Renamed', fleet_type_ids: [], airport_ids: [net.depId, 999998, 999997] },
    });
    expect(upd.status).toBe(400);
    expect(upd.json.error.fields).toEqual({ airport_ids: 'Unknown airports 999998, 999997' });
    expect((await db.pilot.findUniqueOrThrow({ where: { id: p.id } })).name).toBe(p.name);
    expect(await sets(p.id)).toEqual({ types: [r], airports: [] });

    const bad = await call(pilotItem.PUT, { token: manager, params: byId(p.id), body: { fleet_type_ids: [0] } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields['fleet_type_ids.0']).toBe('Please choose an aircraft type');
    const notList = await call(pilotItem.PUT, { token: manager, params: byId(p.id), body: { airport_ids: 5 } });
    expect(notList.status).toBe(400);
    expect(notList.json.error.fields.airport_ids).toBe('airport_ids must be a list of ids');
    // Refused roles write nothing either.
    expect((await call(pilotItem.PUT, { token: ppc, params: byId(p.id), body: { fleet_type_ids: [] } })).status).toBe(403);
    expect((await call(pilotItem.PUT, { params: byId(p.id), body: { fleet_type_ids: [] } })).status).toBe(401);
    expect(await sets(p.id)).toEqual({ types: [r], airports: [] });
  });
});

describe('/api/pilot/load-pilot', () => {
  it('answers the active crew for pickers, with the reference list limit', async () => {
    const other = await crew.network(TAG);
    const a = await crew.crewPilot(TAG, { base_id: other.baseId, rank: 'first_officer' });
    await crew.crewPilot(TAG, { base_id: other.baseId, status: 'inactive' });
    await crew.rating(a.id, other.fleetTypeId);
    await crew.rating(a.id, net.fleetTypeId);
    const res = await call(loadPilot, { token: ppc, query: { limit: 10000, base: other.baseId } });
    expect(res.json).toEqual({
      total: 1,
      data: [
        {
          id: a.id,
          name: a.name,
          crew_code: a.crew_code,
          rank: 'first_officer',
          base_id: other.baseId,
          fleet_type_ids: [net.fleetTypeId, other.fleetTypeId].sort((x, y) => x - y),
        },
      ],
    });
    expect(
      (await call(loadPilot, { token: ppc, query: { fleet_type: other.fleetTypeId } })).json.data.map((r: { id: number }) => r.id),
    ).toEqual([a.id]);
    expect((await call(loadPilot, { token: ppc, query: { page: 1 } })).status).toBe(400);
    expect((await call(loadPilot)).status).toBe(401);
  });
});

describe('/api/pilot/aircraft, /api/pilot/airport and checked-out', () => {
  /** POST as chief (201), then the new row as ppc reads it (`expected` and its id), the one row listed for the crew member. */
  async function addAndRead(
    collection: { POST: Parameters<typeof call>[0]; GET: Parameters<typeof call>[0] },
    item: { GET: Parameters<typeof call>[0] },
    body: { pilot_id: number } & Record<string, unknown>,
    expected: object,
  ) {
    const res = await call(collection.POST, { token: chief, body });
    expect(res.status).toBe(201);
    const row = (await call(item.GET, { token: ppc, params: byId(res.json.id) })).json;
    expect(row).toEqual({ id: res.json.id, ...expected });
    expect((await call(collection.GET, { token: ppc, query: { pilot: body.pilot_id } })).json).toEqual({ total: 1, data: [row] });
    return { id: res.json.id as number, row };
  }

  it('adds, reads, lists, updates and removes type ratings and airport qualifications', async () => {
    const p = await crew.crewPilot(TAG);
    const { id: ratingId, row: rating } = await addAndRead(
      pilotAircraftCollection,
      pilotAircraftItem,
      { pilot_id: p.id, fleet_type_id: net.fleetTypeId, since: '2024-01-01', valid_until: '2027-01-01' },
      {
        pilot_id: p.id,
        fleet_type_id: net.fleetTypeId,
        code: expect.any(String),
        name: expect.stringContaining(Q),
        since: '2024-01-01',
        valid_until: '2027-01-01',
      },
    );
    const { id: qualId, row: qual } = await addAndRead(
      pilotAirportCollection,
      pilotAirportItem,
      { pilot_id: p.id, airport_id: net.arrId },
      {
        pilot_id: p.id,
        airport_id: net.arrId,
        iata: net.arr.iata,
        icao: net.arr.icao,
        name: net.arr.name,
        since: null,
        valid_until: null,
      },
    );

    const out = (await call(pilotCheckedOut, { token: ppc, params: byId(p.id) })).json;
    const { pilot_id: _a, ...ratingOut } = rating;
    const { pilot_id: _b, ...qualOut } = qual;
    expect(out).toEqual({ pilot_id: p.id, aircraft: [ratingOut], airports: [qualOut] });

    expect((await call(pilotAircraftItem.PUT, { token: chief, params: byId(ratingId), body: { valid_until: null } })).json).toEqual({
      id: ratingId,
    });
    expect((await call(pilotAircraftItem.GET, { token: chief, params: byId(ratingId) })).json.valid_until).toBeNull();
    expect(
      (await call(pilotAirportItem.PUT, { token: chief, params: byId(qualId), body: { airport_id: net.depId, since: '2025-02-03' } }))
        .status,
    ).toBe(200);
    expect((await call(pilotAirportItem.GET, { token: chief, params: byId(qualId) })).json).toMatchObject({
      airport_id: net.depId,
      since: '2025-02-03',
    });
    expect((await call(pilotAircraftItem.DELETE, { token: chief, params: byId(ratingId) })).json).toEqual({ affected: 1 });
    expect((await call(pilotAirportItem.DELETE, { token: chief, params: byId(qualId) })).json).toEqual({ affected: 1 });
    expect((await call(pilotCheckedOut, { token: chief, params: byId(p.id) })).json).toEqual({
      pilot_id: p.id,
      aircraft: [],
      airports: [],
    });
    expect((await call(pilotAircraftItem.GET, { token: chief, params: byId(ratingId) })).status).toBe(404);
    expect((await call(pilotAirportItem.DELETE, { token: chief, params: byId(qualId) })).status).toBe(404);
  });

  it('answers 409 for a duplicate and 400 for an unknown crew member, type or airport or a backwards range', async () => {
    const p = await crew.crewPilot(TAG);
    await crew.rating(p.id, net.fleetTypeId);
    await crew.airportQualification(p.id, net.depId);
    const dup = await call(pilotAircraftCollection.POST, { token: manager, body: { pilot_id: p.id, fleet_type_id: net.fleetTypeId } });
    expect(dup.status).toBe(409);
    expect(dup.json.error.fields.fleet_type_id).toMatch(new RegExp(`^${p.name} already holds a type rating on `));
    const dupA = await call(pilotAirportCollection.POST, { token: manager, body: { pilot_id: p.id, airport_id: net.depId } });
    expect(dupA.status).toBe(409);
    expect(dupA.json.error.fields.airport_id).toBe(`${p.name} is already qualified for ${net.dep.iata}`);
    const cases: [typeof pilotAircraftCollection.POST, object, string, string][] = [
      [pilotAircraftCollection.POST, { pilot_id: 999999, fleet_type_id: net.fleetTypeId }, 'pilot_id', 'Unknown crew member'],
      [pilotAircraftCollection.POST, { pilot_id: p.id, fleet_type_id: 999999 }, 'fleet_type_id', 'Unknown aircraft type'],
      [pilotAirportCollection.POST, { pilot_id: p.id, airport_id: 999999 }, 'airport_id', 'Unknown airport'],
      [
        pilotAircraftCollection.POST,
        { pilot_id: p.id, fleet_type_id: net.fleetTypeId, since: '2025-01-02', valid_until: '2025-01-01' },
        'valid_until',
        'valid until must not be before since',
      ],
      [pilotAirportCollection.POST, { pilot_id: p.id }, 'airport_id', 'Please choose an airport'],
    ];
    for (const [handler, b, field, message] of cases) {
      const res = await call(handler, { token: manager, body: b });
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.json.error.fields[field]).toBe(message);
    }
    const rating = await crew.rating(p.id, (await fx.fleetType(TAG)).id, { since: '2025-06-01' });
    const back = await call(pilotAircraftItem.PUT, { token: manager, params: byId(rating.id), body: { valid_until: '2025-05-31' } });
    expect(back.status).toBe(400);
    expect(back.json.error.fields).toEqual({ valid_until: 'valid until must not be before since' });
    const toDup = await call(pilotAircraftItem.PUT, { token: manager, params: byId(rating.id), body: { fleet_type_id: net.fleetTypeId } });
    expect(toDup.status).toBe(409);
  });

  it('lets Crews roles write, Routes & Schedules read, and refuses others', async () => {
    const p = await crew.crewPilot(TAG);
    const rating = await crew.rating(p.id, net.fleetTypeId);
    const ppcRead = await call(pilotCheckedOut, { token: ppc, params: byId(p.id) });
    expect(ppcRead.status).toBe(200);
    expect((await call(pilotAircraftCollection.GET, { token: ppc, query: { pilot: p.id } })).status).toBe(200);
    expect(
      (await call(pilotAircraftCollection.POST, { token: ppc, body: { pilot_id: p.id, fleet_type_id: net.fleetTypeId } })).status,
    ).toBe(403);
    expect((await call(pilotAircraftItem.DELETE, { token: ppc, params: byId(rating.id) })).status).toBe(403);
    expect((await call(pilotAirportCollection.POST, { token: ppc, body: { pilot_id: p.id, airport_id: net.depId } })).status).toBe(403);
    for (const tok of [finance, await tokenFor('airline_media')]) {
      expect((await call(pilotCheckedOut, { token: tok, params: byId(p.id) })).status).toBe(403);
      expect((await call(pilotAircraftCollection.GET, { token: tok })).status).toBe(403);
      expect((await call(pilotAirportItem.GET, { token: tok, params: byId(1) })).status).toBe(403);
    }
    const airportQual = await crew.airportQualification(p.id, net.depId);
    const writes = [
      () => ({ handler: pilotAircraftCollection.POST, opts: { body: { pilot_id: p.id, fleet_type_id: net.fleetTypeId } } }),
      () => ({ handler: pilotAircraftItem.PUT, opts: { params: byId(rating.id), body: {} } }),
      () => ({ handler: pilotAircraftItem.DELETE, opts: { params: byId(rating.id) } }),
      () => ({ handler: pilotAirportCollection.POST, opts: { body: { pilot_id: p.id, airport_id: net.arrId } } }),
      () => ({ handler: pilotAirportItem.PUT, opts: { params: byId(airportQual.id), body: {} } }),
      () => ({ handler: pilotAirportItem.DELETE, opts: { params: byId(airportQual.id) } }),
    ];
    const reads = [
      { handler: pilotAircraftCollection.GET, opts: {} },
      { handler: pilotAircraftItem.GET, opts: { params: byId(rating.id) } },
      { handler: pilotAirportCollection.GET, opts: {} },
      { handler: pilotAirportItem.GET, opts: { params: byId(airportQual.id) } },
      { handler: pilotCheckedOut, opts: { params: byId(p.id) } },
    ];
    for (const w of writes) {
      const { handler, opts } = w();
      expect((await call(handler, { ...opts, token: ppc })).status, handler.spec.path).toBe(403);
      expect((await call(handler, opts)).status, handler.spec.path).toBe(401);
    }
    for (const { handler, opts } of reads) {
      expect((await call(handler, { ...opts, token: ppc })).status, handler.spec.path).toBe(200);
      expect((await call(handler, opts)).status, handler.spec.path).toBe(401);
    }
    for (const { handler, opts } of [
      { handler: pilotItem.PUT, opts: { params: byId(p.id), body: {} } },
      { handler: pilotItem.DELETE, opts: { params: byId(p.id) } },
    ]) {
      expect((await call(handler, opts)).status, handler.spec.path).toBe(401);
    }
    expect((await call(pilotCheckedOut, { token: manager, params: byId(999999) })).status).toBe(404);
  });
});
