// Crew members: /api/flight/pilot (CRUD, checks, limits of the flight-time windows, document states, list
// filters and sorts, search) and who may read or write them.
import { describe, expect, it } from 'vitest';
import { loadPilot, pilotCollection, pilotItem, pilotSearch } from '@/server/api/pilot';
import { db } from '@/server/db';
import { byId, call, tokenFor } from '../support/api-client';
import * as crew from './crew-fixtures';
import * as fx from './flight-fixtures';
import { chief, finance, manager, net, pilotSetup, plus, ppc, today } from './pilot-fixtures';

const { TAG, Q, code, body } = pilotSetup('P');

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
