// Aircraft types, aircraft and what engineering keeps per aircraft: /api/flight/fleet-type, /fleet,
// /fleet-part, /fleet-history, /fleet-release, /fleet-part-release, /fleet-hours, /fleet-afl and
// /fleet-afl-schedules.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fleetAflCollection,
  fleetAflScheduleCollection,
  fleetHistoryCollection,
  fleetHistoryItem,
  fleetHoursCollection,
  fleetPartCollection,
  fleetPartItem,
  fleetPartReleaseCollection,
  fleetReleaseCollection,
} from '@/server/api/flight-fleet';
import { fleetCollection, fleetItem, fleetSearch, fleetTypeCollection, fleetTypeItem } from '@/server/api/flight-network';
import { db } from '@/server/db';
import { byId, call, createAndRead, tokenFor, tokensFor } from '../support/api-client';
import * as cx from './crew-fixtures';
import * as fx from './flight-fixtures';

const { TAG, Q } = fx.tagged('F');

const [manager, occ, training, finance] = await tokensFor('manager', 'airline_occ', 'airline_training', 'airline_finance');

const partHours = async (partId: number) =>
  db.fleetPart.findUniqueOrThrow({ where: { id: partId }, select: { hours_since_new: true, cycles_since_new: true } });

describe('/api/flight/fleet-type', () => {
  const body = (extra: object = {}) => ({
    code: `f${fx.pair()}`,
    name: `${Q} Caravan`,
    manufacturer: 'Cessna',
    seats: 12,
    max_payload_kg: 1400,
    mtow_kg: 3995,
    ...extra,
  });

  it('creates, reads, lists, updates and deletes an aircraft type', async () => {
    const { id: typeId, got } = await createAndRead(
      { POST: fleetTypeCollection.POST, GET: fleetTypeItem.GET },
      body({ code: 'fzz8', cruise_kt: 180 }),
      { write: occ, read: finance },
    );
    expect(got).toEqual({
      id: typeId,
      code: 'FZZ8',
      name: `${Q} Caravan`,
      manufacturer: 'Cessna',
      engines: 1,
      seats: 12,
      max_payload_kg: 1400,
      mtow_kg: 3995,
      cruise_kt: 180,
      _count: { fleets: 0 },
    });
    expect((await call(fleetTypeCollection.GET, { token: training, query: { q: 'fzz8' } })).json).toEqual({ total: 1, data: [got] });
    expect((await call(fleetTypeItem.PUT, { token: manager, params: byId(typeId), body: { engines: 2 } })).json).toEqual({ id: typeId });
    expect((await call(fleetTypeItem.DELETE, { token: manager, params: byId(typeId) })).json).toEqual({ affected: 1 });
    expect((await call(fleetTypeItem.GET, { token: manager, params: byId(typeId) })).status).toBe(404);
  });

  it.each([
    [{ code: 'C-208' }, 'code', 'Code must be an ICAO type designator such as C208'],
    [{ seats: 0 }, 'seats', 'Seats must be at least 1'],
    [{ engines: 1.5 }, 'engines', 'Engines must be a whole number'],
    [{ mtow_kg: undefined }, 'mtow_kg', 'Please input MTOW'],
  ])('answers 400 for %o', async (extra, field, message) => {
    const res = await call(fleetTypeCollection.POST, { token: manager, body: body(extra) });
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toBe(message);
  });

  it('answers 409 for a taken code and when deleting a type an aircraft uses', async () => {
    const t = await fx.fleetType(TAG);
    const dup = await call(fleetTypeCollection.POST, { token: manager, body: body({ code: t.code }) });
    expect(dup.status).toBe(409);
    expect(dup.json.error.fields).toEqual({ code: expect.any(String) });
    await fx.fleet(TAG, { fleet_type_id: t.id });
    const del = await call(fleetTypeItem.DELETE, { token: manager, params: byId(t.id) });
    expect(del.status).toBe(409);
    expect(del.json.error.code).toBe('conflict');
  });

  it('is written by the Aircrafts screen roles; training and finance read only; marine nothing', async () => {
    const t = await fx.fleetType(TAG);
    for (const role of ['airline_training', 'airline_finance', 'airline_charter']) {
      const tok = await tokenFor(role);
      expect((await call(fleetTypeCollection.POST, { token: tok, body: body() })).status, role).toBe(403);
      expect((await call(fleetTypeItem.PUT, { token: tok, params: byId(t.id), body: {} })).status, role).toBe(403);
      expect((await call(fleetTypeItem.DELETE, { token: tok, params: byId(t.id) })).status, role).toBe(403);
      expect((await call(fleetTypeItem.GET, { token: tok, params: byId(t.id) })).status, role).toBe(200);
    }
    const marine = await tokenFor('marine_cs');
    expect((await call(fleetTypeCollection.GET, { token: marine })).status).toBe(403);
    expect((await call(fleetTypeItem.GET, { token: marine, params: byId(t.id) })).status).toBe(403);
    expect((await call(fleetTypeCollection.GET)).status).toBe(401);
    expect((await call(fleetTypeItem.PUT, { params: byId(t.id), body: {} })).status).toBe(401);
  });
});

describe('/api/flight/fleet', () => {
  let type1: { id: number; code: string; name: string };
  let type2: { id: number };
  let base1: { id: number; short_name: string; name: string };
  let base2: { id: number };
  /** What every aircraft of these tests is sent with, and answers. */
  const sent = { serial_number: 'SN 208B-1', year_built: 2012, seats: 12, payload_kg: 1300 };
  const body = (extra: object = {}) => ({
    registration: `pk-f${fx.pair()}`,
    fleet_type_id: type1.id,
    base_id: base1.id,
    ...sent,
    ...extra,
  });

  beforeAll(async () => {
    type1 = await fx.fleetType(TAG);
    type2 = await fx.fleetType(TAG);
    base1 = await fx.base(TAG);
    base2 = await fx.base(TAG);
  });

  it('creates, reads with type and base, updates and deletes an aircraft', async () => {
    const { id: fleetId, got } = await createAndRead(
      { POST: fleetCollection.POST, GET: fleetItem.GET },
      body({ registration: 'pk-fzz', notes: 'Float kit' }),
      { write: occ, read: training },
    );
    expect(got).toEqual({
      id: fleetId,
      registration: 'PK-FZZ',
      fleet_type_id: type1.id,
      base_id: base1.id,
      ...sent,
      status: 'active',
      notes: 'Float kit',
      fleet_type: { id: type1.id, code: type1.code, name: type1.name },
      base: { id: base1.id, short_name: base1.short_name, name: base1.name },
    });
    expect((await call(fleetSearch, { token: finance, query: { q: 'pk-fzz' } })).json).toEqual({ status: true, data: [got] });
    const put = await call(fleetItem.PUT, {
      token: manager,
      params: byId(fleetId),
      body: { status: 'maintenance', base_id: base2.id, notes: '' },
    });
    expect(put.json).toEqual({ id: fleetId });
    expect((await call(fleetItem.GET, { token: manager, params: byId(fleetId) })).json).toMatchObject({
      status: 'maintenance',
      base_id: base2.id,
      notes: null,
    });
    expect((await call(fleetItem.DELETE, { token: manager, params: byId(fleetId) })).json).toEqual({ affected: 1 });
    expect((await call(fleetItem.GET, { token: manager, params: byId(fleetId) })).status).toBe(404);
    expect((await call(fleetItem.PUT, { token: manager, params: byId(fleetId), body: { seats: 9 } })).status).toBe(404);
  });

  it.each([
    [{ registration: 'PK-AB' }, 'registration', 'Registration like PK-ABC'],
    [{ registration: 'N208CV' }, 'registration', 'Registration like PK-ABC'],
    [{ fleet_type_id: undefined }, 'fleet_type_id', 'Please choose an aircraft type'],
    [{ base_id: -3 }, 'base_id', 'Please choose a home base'],
    [{ year_built: 1900 }, 'year_built', 'Year built must be at least 1950'],
    [{ status: 'flying' }, 'status', 'status must be one of active, maintenance, grounded, retired'],
    [{ owner: 'x' }, 'owner', 'Unknown field owner'],
  ])('answers 400 for %o', async (extra, field, message) => {
    const res = await call(fleetCollection.POST, { token: manager, body: body(extra) });
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toBe(message);
  });

  it('answers 400 on the field for a type or base that does not exist', async () => {
    const noType = await call(fleetCollection.POST, { token: manager, body: body({ fleet_type_id: 999999 }) });
    expect(noType.status).toBe(400);
    expect(noType.json.error.fields).toEqual({ fleet_type_id: 'Unknown fleet type' });
    const noBase = await call(fleetCollection.POST, { token: manager, body: body({ base_id: 999999 }) });
    expect(noBase.json.error.fields).toEqual({ base_id: 'Unknown base' });
  });

  it('answers 409 for a taken registration', async () => {
    const f = await fx.fleet(TAG);
    const res = await call(fleetCollection.POST, { token: manager, body: body({ registration: f.registration }) });
    expect(res.status).toBe(409);
    expect(res.json.error.fields).toEqual({ registration: expect.any(String) });
  });

  it('answers 409 when deleting an aircraft with parts or AFL pages, and cascades its daily hours', async () => {
    const withPart = await fx.fleet(TAG);
    await fx.part(TAG, { fleet_id: withPart.id });
    expect((await call(fleetItem.DELETE, { token: manager, params: byId(withPart.id) })).status).toBe(409);
    const withAfl = await fx.fleet(TAG);
    await db.fleetAfl.create({
      data: { fleet_id: withAfl.id, page_number: '1', date: new Date(), pic_name: 'A', block_hours: 1, flight_hours: 1, cycles: 1 },
    });
    const res = await call(fleetItem.DELETE, { token: manager, params: byId(withAfl.id) });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('conflict');
    expect(await db.fleet.findUnique({ where: { id: withAfl.id } })).not.toBeNull();
    const withHours = await fx.fleet(TAG);
    await db.fleetHours.create({ data: { fleet_id: withHours.id, date: new Date('2026-01-01'), hours: 2 } });
    expect((await call(fleetItem.DELETE, { token: manager, params: byId(withHours.id) })).json).toEqual({ affected: 1 });
    expect(await db.fleetHours.count({ where: { fleet_id: withHours.id } })).toBe(0);
  });

  describe('list', () => {
    const regs: string[] = [];
    beforeAll(async () => {
      // PK-LxA..PK-LxE: three of type1 at base1, two of type2 at base2, one grounded.
      for (const [i, letter] of ['A', 'B', 'C', 'D', 'E'].entries()) {
        const f = await db.fleet.create({
          data: {
            registration: `PK-Q${TAG}${letter}`,
            serial_number: `${Q}-list-${letter}`,
            year_built: 2010 + i,
            seats: 10 + i,
            payload_kg: 1000,
            fleet_type_id: i < 3 ? type1.id : type2.id,
            base_id: i < 3 ? base1.id : base2.id,
            status: i === 1 ? 'grounded' : 'active',
          },
        });
        regs.push(f.registration);
      }
    });
    const list = async (query: Record<string, string | number>) =>
      (await call(fleetCollection.GET, { token: finance, query: { q: `${Q}-list`, ...query } })).json;
    const regsOf = (res: { data: { registration: string }[] }) => res.data.map((f) => f.registration);

    it('searches by q and sorts by registration by default', async () => {
      const all = await list({});
      expect(all.total).toBe(5);
      expect(regsOf(all)).toEqual(regs);
    });

    it('pages and sorts on a column', async () => {
      expect(regsOf(await list({ sort: 'year_built', order: 'desc' }))).toEqual([...regs].reverse());
      const page = await list({ sort: 'seats', order: 'desc', page: 2, limit: 2 });
      expect(page.total).toBe(5);
      expect(regsOf(page)).toEqual([regs[2], regs[1]]);
    });

    it('filters by type, base and status', async () => {
      expect(regsOf(await list({ fleet_type_id: type2.id }))).toEqual(regs.slice(3));
      expect(regsOf(await list({ base_id: base1.id, status: 'active' }))).toEqual([regs[0], regs[2]]);
      expect(regsOf(await list({ status: 'grounded' }))).toEqual([regs[1]]);
    });

    it.each([
      [{ status: 'lost' }, 'status'],
      [{ sort: 'notes' }, 'sort'],
      [{ base_id: 'x' }, 'base_id'],
      [{ limit: -1 }, 'limit'],
    ])('answers 400 for %o', async (query, field) => {
      const res = await call(fleetCollection.GET, { token: finance, query });
      expect(res.status).toBe(400);
      expect(res.json.error.fields).toHaveProperty(field);
    });

    it('searches with status true or false', async () => {
      expect((await call(fleetSearch, { token: finance, query: { q: `PK-Q${TAG}`, limit: 2 } })).json.data).toHaveLength(2);
      expect((await call(fleetSearch, { token: finance, query: { q: 'PK-ZZZZ' } })).json).toEqual({ status: false, data: [] });
    });
  });

  it('is written by the Aircrafts screen roles only: airline_training and airline_finance read', async () => {
    const f = await fx.fleet(TAG);
    for (const role of ['airline_training', 'airline_finance']) {
      const tok = await tokenFor(role);
      expect((await call(fleetCollection.POST, { token: tok, body: body() })).status, role).toBe(403);
      expect((await call(fleetItem.PUT, { token: tok, params: byId(f.id), body: { seats: 1 } })).status, role).toBe(403);
      expect((await call(fleetItem.DELETE, { token: tok, params: byId(f.id) })).status, role).toBe(403);
      expect((await call(fleetCollection.GET, { token: tok, query: { limit: 1 } })).status, role).toBe(200);
      expect((await call(fleetSearch, { token: tok, query: { q: f.registration } })).status, role).toBe(200);
    }
    for (const role of ['airline_pilot', 'airline_ppc', 'airline_base_coordinator']) {
      const tok = await tokenFor(role);
      expect((await call(fleetItem.PUT, { token: tok, params: byId(f.id), body: { seats: 11 } })).status, role).toBe(200);
    }
    const marine = await tokenFor('marine_cs');
    for (const res of [
      await call(fleetCollection.GET, { token: marine }),
      await call(fleetItem.GET, { token: marine, params: byId(f.id) }),
      await call(fleetSearch, { token: marine, query: { q: 'PK' } }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
    expect((await call(fleetCollection.POST, { body: body() })).status).toBe(401);
    expect((await call(fleetItem.GET, { params: byId(f.id) })).status).toBe(401);
    expect((await call(fleetSearch, { query: { q: 'PK' } })).status).toBe(401);
  });
});

describe('/api/flight/fleet-part', () => {
  it('creates, reads (dates as YYYY-MM-DD), filters, updates and deletes a part', async () => {
    const f = await fx.fleet(TAG);
    const { id: partId, got } = await createAndRead(
      { POST: fleetPartCollection.POST, GET: fleetPartItem.GET },
      {
        fleet_id: f.id,
        name: `${Q} Propeller`,
        part_number: 'HC-B3TN',
        serial_number: `${Q}-P1`,
        installed_on: '2025-03-01',
        hours_since_new: 100.5,
        calendar_limit: '2030-03-01',
      },
      { write: occ, read: occ },
    );
    expect(got).toMatchObject({
      id: partId,
      fleet_id: f.id,
      installed_on: '2025-03-01',
      calendar_limit: '2030-03-01',
      hours_since_new: 100.5,
      cycles_since_new: 0,
      status: 'installed',
      fleet: { id: f.id, registration: f.registration },
    });
    expect((await call(fleetPartCollection.GET, { token: occ, query: { fleet: f.id } })).json).toEqual({ total: 1, data: [got] });
    expect((await call(fleetPartCollection.GET, { token: occ, query: { fleet: f.id, status: 'removed' } })).json.total).toBe(0);
    expect((await call(fleetPartItem.PUT, { token: occ, params: byId(partId), body: { status: 'removed', fleet_id: null } })).json).toEqual(
      {
        id: partId,
      },
    );
    expect((await call(fleetPartCollection.GET, { token: occ, query: { fleet: f.id } })).json.total).toBe(0);
    expect((await call(fleetPartItem.DELETE, { token: occ, params: byId(partId) })).json).toEqual({ affected: 1 });
    expect((await call(fleetPartItem.GET, { token: occ, params: byId(partId) })).status).toBe(404);
  });

  it('answers 400 for bad fields or an unknown aircraft, and 409 for a taken part and serial number', async () => {
    const base = { name: `${Q} Mag`, part_number: 'MAG-1', serial_number: `${Q}-M1` };
    const bad = await call(fleetPartCollection.POST, { token: occ, body: { ...base, installed_on: '2025-02-30x', status: 'lost' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({ installed_on: 'Installed on must be a date (YYYY-MM-DD)', status: expect.any(String) });
    const noFleet = await call(fleetPartCollection.POST, { token: occ, body: { ...base, fleet_id: 999999 } });
    expect(noFleet.status).toBe(400);
    expect(noFleet.json.error.fields).toEqual({ fleet_id: 'Unknown fleet' });
    expect((await call(fleetPartCollection.POST, { token: occ, body: base })).status).toBe(201);
    const dup = await call(fleetPartCollection.POST, { token: occ, body: base });
    expect(dup.status).toBe(409);
    expect(dup.json.error.fields).toEqual({ part_number: expect.any(String), serial_number: expect.any(String) });
  });

  it('is for the Aircrafts screen roles (reads included)', async () => {
    const p = await fx.part(TAG);
    for (const role of ['airline_training', 'airline_finance', 'marine_cs']) {
      const tok = await tokenFor(role);
      expect((await call(fleetPartCollection.GET, { token: tok })).status, role).toBe(403);
      expect((await call(fleetPartItem.GET, { token: tok, params: byId(p.id) })).status, role).toBe(403);
      expect((await call(fleetPartCollection.POST, { token: tok, body: {} })).status, role).toBe(403);
      expect((await call(fleetPartItem.PUT, { token: tok, params: byId(p.id), body: {} })).status, role).toBe(403);
      expect((await call(fleetPartItem.DELETE, { token: tok, params: byId(p.id) })).status, role).toBe(403);
    }
    expect((await call(fleetPartCollection.GET)).status).toBe(401);
    expect((await call(fleetPartItem.DELETE, { params: byId(p.id) })).status).toBe(401);
  });
});

describe('/api/flight/fleet-history', () => {
  it('creates an entry signed by the caller, lists by aircraft, updates and deletes it', async () => {
    const f = await fx.fleet(TAG);
    const created = await call(fleetHistoryCollection.POST, {
      token: occ,
      body: { fleet_id: f.id, date: '2026-02-03', event: 'inspection', title: '100 h inspection' },
    });
    expect(created.status).toBe(201);
    const entryId = created.json.id;
    const me = await db.user.findUniqueOrThrow({ where: { email: 'airline_occ@example.com' } });
    const got = (await call(fleetHistoryItem.GET, { token: manager, params: byId(entryId) })).json;
    expect(got).toEqual({
      id: entryId,
      fleet_id: f.id,
      date: '2026-02-03',
      event: 'inspection',
      title: '100 h inspection',
      description: null,
      user: { id: me.id, name: me.name },
    });
    expect((await call(fleetHistoryCollection.GET, { token: manager, query: { fleet: f.id } })).json).toEqual({ total: 1, data: [got] });
    expect(
      (await call(fleetHistoryItem.PUT, { token: manager, params: byId(entryId), body: { description: 'No findings' } })).json,
    ).toEqual({
      id: entryId,
    });
    expect((await call(fleetHistoryItem.DELETE, { token: manager, params: byId(entryId) })).json).toEqual({ affected: 1 });
    expect((await call(fleetHistoryItem.GET, { token: manager, params: byId(entryId) })).status).toBe(404);
  });

  it('answers 400 for a bad event, a bad date or an unknown aircraft; 403 for training; 401 without a token', async () => {
    const bad = await call(fleetHistoryCollection.POST, {
      token: occ,
      body: { fleet_id: 1, date: '03/02/2026', event: 'party', title: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({
      date: 'Date must be a date (YYYY-MM-DD)',
      event: expect.stringContaining('event must be one of'),
    });
    const noFleet = await call(fleetHistoryCollection.POST, {
      token: occ,
      body: { fleet_id: 999999, date: '2026-02-03', event: 'other', title: 'x' },
    });
    expect(noFleet.json.error.fields).toEqual({ fleet_id: 'Unknown fleet' });
    expect((await call(fleetHistoryCollection.GET, { token: training })).status).toBe(403);
    expect((await call(fleetHistoryItem.PUT, { token: training, params: byId(1), body: {} })).status).toBe(403);
    expect((await call(fleetHistoryItem.GET, { params: byId(1) })).status).toBe(401);
  });
});

describe('/api/flight/fleet-release and /fleet-part-release', () => {
  const release = {
    released_at: '2026-03-01T08:00:00+09:00',
    work_order: 'WO-1',
    description: 'C check',
    certifying_staff: 'A. Engineer',
    licence_number: 'AME-1',
  };

  it('records releases to service of an aircraft and of a part, and lists them by aircraft and part', async () => {
    const f = await fx.fleet(TAG);
    const p = await fx.part(TAG, { fleet_id: f.id });
    const r1 = await call(fleetReleaseCollection.POST, { token: occ, body: { fleet_id: f.id, ...release } });
    expect(r1.status).toBe(201);
    expect(r1.json).toEqual({ id: expect.any(Number) });
    const list = (await call(fleetReleaseCollection.GET, { token: occ, query: { fleet: f.id } })).json;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id: r1.json.id, fleet_id: f.id, work_order: 'WO-1', fleet: { registration: f.registration } });
    expect(new Date(list.data[0].released_at).toISOString()).toBe('2026-02-28T23:00:00.000Z');

    const r2 = await call(fleetPartReleaseCollection.POST, { token: occ, body: { fleet_part_id: p.id, ...release } });
    expect(r2.status).toBe(201);
    for (const query of [{ part: p.id }, { fleet: f.id }] as Record<string, number>[]) {
      const res = (await call(fleetPartReleaseCollection.GET, { token: occ, query })).json;
      expect(res.total).toBe(1);
      expect(res.data[0]).toMatchObject({ id: r2.json.id, fleet_part_id: p.id, part: { id: p.id, fleet_id: f.id } });
    }
  });

  it('answers 400 for a bad instant or an unknown aircraft or part', async () => {
    const bad = await call(fleetReleaseCollection.POST, { token: occ, body: { fleet_id: 1, ...release, released_at: '2026-03-01' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.released_at).toBe('Released at must be a date and time (ISO 8601)');
    const noFleet = await call(fleetReleaseCollection.POST, { token: occ, body: { fleet_id: 999999, ...release } });
    expect(noFleet.json.error.fields).toEqual({ fleet_id: 'Unknown fleet' });
    const noPart = await call(fleetPartReleaseCollection.POST, { token: occ, body: { fleet_part_id: 999999, ...release } });
    expect(noPart.status).toBe(400);
    expect(noPart.json.error.fields).toEqual({ fleet_part_id: 'Unknown fleet part' });
    const missing = await call(fleetPartReleaseCollection.POST, { token: occ, body: { fleet_part_id: 1 } });
    expect(missing.json.error.fields).toMatchObject({
      work_order: 'Please input work order',
      certifying_staff: 'Please input certifying staff',
    });
  });

  it('is for the Aircrafts screen roles', async () => {
    for (const handler of [fleetReleaseCollection, fleetPartReleaseCollection]) {
      expect((await call(handler.GET, { token: training })).status).toBe(403);
      expect((await call(handler.POST, { token: finance, body: {} })).status).toBe(403);
      expect((await call(handler.GET)).status).toBe(401);
      expect((await call(handler.POST, { body: {} })).status).toBe(401);
    }
  });
});

describe('/api/flight/fleet-hours', () => {
  let aircraft: { id: number };
  let other: { id: number };
  let installed: { id: number };
  let installed2: { id: number };
  let removed: { id: number };
  let elsewhere: { id: number };

  beforeAll(async () => {
    aircraft = await fx.fleet(TAG);
    other = await fx.fleet(TAG);
    installed = await fx.part(TAG, { fleet_id: aircraft.id, hours_since_new: 1000, cycles_since_new: 500 });
    installed2 = await fx.part(TAG, { fleet_id: aircraft.id, hours_since_new: 10.5, cycles_since_new: 7 });
    removed = await fx.part(TAG, { fleet_id: aircraft.id, status: 'removed', hours_since_new: 50, cycles_since_new: 5 });
    elsewhere = await fx.part(TAG, { fleet_id: other.id, hours_since_new: 70, cycles_since_new: 9 });
  });

  const post = (token: string, body: object) => call(fleetHoursCollection.POST, { token, body });

  it("records a day and moves the installed parts' hours and cycles by it", async () => {
    const res = await post(occ, { fleet_id: aircraft.id, date: '2026-04-01', hours: 3.4, cycles: 4 });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(Number) });
    expect(await partHours(installed.id)).toEqual({ hours_since_new: 1003.4, cycles_since_new: 504 });
    expect(await partHours(installed2.id)).toEqual({ hours_since_new: 13.9, cycles_since_new: 11 });
    expect(await partHours(removed.id)).toEqual({ hours_since_new: 50, cycles_since_new: 5 });
    expect(await partHours(elsewhere.id)).toEqual({ hours_since_new: 70, cycles_since_new: 9 });
  });

  it('replaces the figures when the same day is posted again, moving parts by the difference only', async () => {
    const again = await post(occ, { fleet_id: aircraft.id, date: '2026-04-01', hours: 2.9, cycles: 5 });
    expect(again.status).toBe(201);
    const rows = await db.fleetHours.findMany({ where: { fleet_id: aircraft.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: again.json.id, hours: 2.9, cycles: 5 });
    expect(await partHours(installed.id)).toEqual({ hours_since_new: 1002.9, cycles_since_new: 505 });
    expect(await partHours(installed2.id)).toEqual({ hours_since_new: 13.4, cycles_since_new: 12 });
    // The same figures again change nothing.
    await post(occ, { fleet_id: aircraft.id, date: '2026-04-01', hours: 2.9, cycles: 5 });
    expect(await partHours(installed.id)).toEqual({ hours_since_new: 1002.9, cycles_since_new: 505 });
    // cycles default to 0: posting only hours takes the day's cycles back to 0.
    await post(occ, { fleet_id: aircraft.id, date: '2026-04-01', hours: 2.9 });
    expect(await partHours(installed.id)).toEqual({ hours_since_new: 1002.9, cycles_since_new: 500 });
    await post(occ, { fleet_id: aircraft.id, date: '2026-04-01', hours: 2.9, cycles: 5 });
  });

  it('counts a day once when the same day is posted concurrently', async () => {
    const before = await partHours(installed.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(occ, { fleet_id: aircraft.id, date: '2026-03-15', hours: 1.5, cycles: 2 })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await partHours(installed.id)).toEqual({
      hours_since_new: before.hours_since_new + 1.5,
      cycles_since_new: before.cycles_since_new + 2,
    });
    await post(occ, { fleet_id: aircraft.id, date: '2026-03-15', hours: 0, cycles: 0 });
    expect(await partHours(installed.id)).toEqual(before);
    await db.fleetHours.deleteMany({ where: { fleet_id: aircraft.id, date: new Date('2026-03-15') } });
  });

  it("keeps the day's record and the parts together: when the parts cannot be updated, nothing is written", async () => {
    await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION parts_probe_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused' USING ERRCODE = '22023'; END $$`);
    await db.$executeRawUnsafe(
      'CREATE TRIGGER parts_probe BEFORE UPDATE ON fleet_parts FOR EACH ROW EXECUTE FUNCTION parts_probe_refuse()',
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const before = await partHours(installed.id);
      const res = await post(occ, { fleet_id: aircraft.id, date: '2026-03-20', hours: 1, cycles: 1 });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await db.fleetHours.count({ where: { fleet_id: aircraft.id, date: new Date('2026-03-20') } })).toBe(0);
      expect(await partHours(installed.id)).toEqual(before);
    } finally {
      quiet.mockRestore();
      await db.$executeRawUnsafe('DROP TRIGGER IF EXISTS parts_probe ON fleet_parts');
      await db.$executeRawUnsafe('DROP FUNCTION IF EXISTS parts_probe_refuse()');
    }
  });

  it('lists records with totals over every matching row, not just the page', async () => {
    for (const [date, hours, cycles] of [
      ['2026-04-02', 1.25, 2],
      ['2026-04-03', 4.1, 6],
      ['2026-04-05', 0.35, 1],
    ] as const) {
      expect((await post(manager, { fleet_id: aircraft.id, date, hours, cycles })).status).toBe(201);
    }
    await post(manager, { fleet_id: other.id, date: '2026-04-02', hours: 7, cycles: 7 });
    expect(await partHours(elsewhere.id)).toEqual({ hours_since_new: 77, cycles_since_new: 16 });

    const page = (await call(fleetHoursCollection.GET, { token: finance, query: { fleet: aircraft.id, limit: 2 } })).json;
    expect(page.total).toBe(4);
    expect(page.data).toEqual([
      {
        id: expect.any(Number),
        fleet_id: aircraft.id,
        date: '2026-04-05',
        hours: 0.35,
        cycles: 1,
        fleet: { id: aircraft.id, registration: expect.any(String) },
      },
      {
        id: expect.any(Number),
        fleet_id: aircraft.id,
        date: '2026-04-03',
        hours: 4.1,
        cycles: 6,
        fleet: { id: aircraft.id, registration: expect.any(String) },
      },
    ]);
    expect(page.totals).toEqual({ hours: 8.6, cycles: 14 });

    const range = (
      await call(fleetHoursCollection.GET, {
        token: finance,
        query: { fleet: aircraft.id, from: '2026-04-02', to: '2026-04-03', sort: 'hours' },
      })
    ).json;
    expect(range.data.map((r: { date: string }) => r.date)).toEqual(['2026-04-02', '2026-04-03']);
    expect(range.totals).toEqual({ hours: 5.35, cycles: 8 });

    const both = (await call(fleetHoursCollection.GET, { token: finance, query: { from: '2026-04-02', to: '2026-04-02' } })).json;
    expect(both.data.filter((r: { fleet_id: number }) => [aircraft.id, other.id].includes(r.fleet_id))).toHaveLength(2);
    const none = (await call(fleetHoursCollection.GET, { token: finance, query: { fleet: aircraft.id, from: '2027-01-01' } })).json;
    expect(none).toEqual({ total: 0, data: [], totals: { hours: 0, cycles: 0 } });
  });

  it.each([
    [{ date: '2026-13-01' }, 'date', 'Date must be a date (YYYY-MM-DD)'],
    [{ hours: 25 }, 'hours', 'Hours may be at most 24'],
    [{ hours: -1 }, 'hours', 'Hours must be at least 0'],
    [{ hours: undefined }, 'hours', 'Please input hours'],
    [{ cycles: 1.5 }, 'cycles', 'Cycles must be a whole number'],
    [{ fleet_id: undefined }, 'fleet_id', 'Please choose an aircraft'],
    [{ id: 3 }, 'id', 'Unknown field id'],
  ])('answers 400 for %o and moves nothing', async (extra, field, message) => {
    const before = await partHours(installed.id);
    const res = await post(occ, { fleet_id: aircraft.id, date: '2026-04-09', hours: 1, cycles: 1, ...extra });
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toBe(message);
    expect(await partHours(installed.id)).toEqual(before);
  });

  it("answers 400 with fields.fleet_id 'Unknown aircraft' for an aircraft that does not exist", async () => {
    for (const fleet_id of [999999, 3_000_000_000]) {
      const res = await post(occ, { fleet_id, date: '2026-04-09', hours: 1 });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'validation', message: 'Unknown aircraft', fields: { fleet_id: 'Unknown aircraft' } });
    }
  });

  it('answers 400 for bad list parameters', async () => {
    for (const [query, field] of [
      [{ from: 'yesterday' }, 'from'],
      [{ fleet: 'PK-ABC' }, 'fleet'],
      [{ sort: 'fleet_id' }, 'sort'],
    ] as const) {
      const res = await call(fleetHoursCollection.GET, { token: finance, query });
      expect(res.status).toBe(400);
      expect(res.json.error.fields).toHaveProperty(field);
    }
  });

  it('is read by airline staff and written by the Aircrafts screen roles', async () => {
    expect((await call(fleetHoursCollection.GET, { token: training, query: { limit: 1 } })).status).toBe(200);
    for (const role of ['airline_training', 'airline_finance', 'marine_cs']) {
      const res = await post(await tokenFor(role), { fleet_id: aircraft.id, date: '2026-04-10', hours: 1 });
      expect(res.status, role).toBe(403);
    }
    expect((await call(fleetHoursCollection.GET, { token: await tokenFor('marine_cs') })).status).toBe(403);
    expect((await call(fleetHoursCollection.GET)).status).toBe(401);
    expect((await call(fleetHoursCollection.POST, { body: {} })).status).toBe(401);
    expect(await db.fleetHours.count({ where: { fleet_id: aircraft.id, date: new Date('2026-04-10') } })).toBe(0);
  });
});

describe('/api/flight/fleet-afl', () => {
  let aircraft: { id: number; registration: string };
  const page = (extra: object = {}) => ({
    fleet_id: aircraft.id,
    page_number: '0001',
    date: '2026-05-01',
    pic_name: 'Capt. Test',
    block_hours: 2.5,
    flight_hours: 2.1,
    cycles: 3,
    ...extra,
  });

  // Real schedules of the aircraft: fleet_afl_schedules.schedule_id references route_schedules.
  let s: number[] = [];

  beforeAll(async () => {
    const net = await cx.network(TAG);
    aircraft = { id: net.fleetId, registration: net.registration };
    s = [];
    for (let i = 0; i < 5; i++) {
      s.push((await cx.flight({ ...net.flightDefaults, flight_date: '2026-05-01', etd: `0${i + 1}:00`, hours: 0.5 })).id);
    }
  });

  it('creates a page with its schedules in one go, signed by the caller, and lists it', async () => {
    const res = await call(fleetAflCollection.POST, {
      token: occ,
      body: page({ schedule_ids: [s[0], s[1], s[0]], fuel_uplift_l: 300, defects: 'None' }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(Number) });
    const list = (await call(fleetAflCollection.GET, { token: occ, query: { fleet: aircraft.id } })).json;
    expect(list).toEqual({
      total: 1,
      data: [
        {
          id: res.json.id,
          ...page(),
          fuel_uplift_l: 300,
          defects: 'None',
          remarks: null,
          fleet: { id: aircraft.id, registration: aircraft.registration },
          schedules: expect.arrayContaining([{ schedule_id: s[0] }, { schedule_id: s[1] }]),
        },
      ],
    });
    expect(list.data[0].schedules).toHaveLength(2);
    const me = await db.user.findUniqueOrThrow({ where: { email: 'airline_occ@example.com' } });
    expect((await db.fleetAfl.findUniqueOrThrow({ where: { id: res.json.id } })).user_id).toBe(me.id);
    const links = (await call(fleetAflScheduleCollection.GET, { token: occ, query: { afl: res.json.id } })).json;
    expect(links.total).toBe(2);
  });

  it('answers 409 with fields.page_number for a page number the aircraft already has, and writes nothing', async () => {
    const before = await db.fleetAflSchedule.count();
    const res = await call(fleetAflCollection.POST, { token: occ, body: page({ schedule_ids: [s[4]] }) });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('conflict');
    expect(res.json.error.fields).toEqual({ page_number: expect.stringContaining('0001') });
    expect(await db.fleetAflSchedule.count()).toBe(before);
    // Another aircraft may use the same page number.
    const other = await fx.fleet(TAG);
    expect((await call(fleetAflCollection.POST, { token: occ, body: page({ fleet_id: other.id }) })).status).toBe(201);
  });

  it('rolls the page back when a schedule link cannot be written', async () => {
    // A trigger that refuses schedule s[3] makes the second write of the transaction fail.
    await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION afl_probe_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.schedule_id = ${s[3]} THEN RAISE EXCEPTION 'refused' USING ERRCODE = '22023'; END IF; RETURN NEW; END $$`);
    await db.$executeRawUnsafe(
      'CREATE TRIGGER afl_probe BEFORE INSERT ON fleet_afl_schedules FOR EACH ROW EXECUTE FUNCTION afl_probe_refuse()',
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const before = await db.fleetAflSchedule.count();
      const res = await call(fleetAflCollection.POST, { token: occ, body: page({ page_number: '0002', schedule_ids: [s[2], s[3]] }) });
      // The trigger's error is not one the API knows (500); what matters is that nothing stays written.
      expect(res.status).toBe(500);
      expect(await db.fleetAfl.count({ where: { fleet_id: aircraft.id, page_number: '0002' } })).toBe(0);
      expect(await db.fleetAflSchedule.count()).toBe(before);
    } finally {
      quiet.mockRestore();
      await db.$executeRawUnsafe('DROP TRIGGER IF EXISTS afl_probe ON fleet_afl_schedules');
      await db.$executeRawUnsafe('DROP FUNCTION IF EXISTS afl_probe_refuse()');
    }
    const ok = await call(fleetAflCollection.POST, { token: occ, body: page({ page_number: '0002', schedule_ids: [s[2], s[3]] }) });
    expect(ok.status).toBe(201);
    await db.fleetAfl.delete({ where: { id: ok.json.id } });
  });

  it('answers 400 on the field for ids no row can have', async () => {
    const schedule = await call(fleetAflCollection.POST, {
      token: occ,
      body: page({ page_number: '0009', schedule_ids: [3_000_000_000] }),
    });
    expect(schedule.status).toBe(400);
    expect(schedule.json.error.fields).toEqual({ schedule_ids: 'Unknown schedule 3000000000' });
    const fleet = await call(fleetAflCollection.POST, { token: occ, body: page({ fleet_id: 3_000_000_000 }) });
    expect(fleet.json.error.fields).toEqual({ fleet_id: 'Unknown aircraft' });
  });

  it('filters the list by aircraft and dates and sorts by date, newest first', async () => {
    for (const [n, date] of [
      ['0003', '2026-05-03'],
      ['0004', '2026-05-04'],
    ]) {
      expect((await call(fleetAflCollection.POST, { token: occ, body: page({ page_number: n, date }) })).status).toBe(201);
    }
    const all = (await call(fleetAflCollection.GET, { token: occ, query: { fleet: aircraft.id } })).json;
    expect(all.data.map((p: { page_number: string }) => p.page_number)).toEqual(['0004', '0003', '0001']);
    const range = (await call(fleetAflCollection.GET, { token: occ, query: { fleet: aircraft.id, from: '2026-05-02', to: '2026-05-03' } }))
      .json;
    expect(range).toMatchObject({ total: 1, data: [{ page_number: '0003' }] });
    const q = (await call(fleetAflCollection.GET, { token: occ, query: { fleet: aircraft.id, q: '0004' } })).json;
    expect(q.total).toBe(1);
    const paged = (
      await call(fleetAflCollection.GET, { token: occ, query: { fleet: aircraft.id, sort: 'page_number', page: 2, limit: 2 } })
    ).json;
    expect(paged).toMatchObject({ total: 3, data: [{ page_number: '0004' }] });
  });

  it.each([
    [{ flight_hours: 3 }, 'flight_hours', 'flight hours cannot exceed block hours'],
    [{ page_number: '' }, 'page_number', 'Please input page number'],
    [{ pic_name: undefined }, 'pic_name', 'Please input pilot in command'],
    [{ cycles: -1 }, 'cycles', 'Cycles must be at least 0'],
    [{ schedule_ids: ['a'] }, 'schedule_ids.0', undefined],
    [{ user_id: 1 }, 'user_id', 'Unknown field user_id'],
  ])('answers 400 for %o', async (extra, field, message) => {
    const res = await call(fleetAflCollection.POST, { token: occ, body: page({ page_number: '0100', ...extra }) });
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toEqual(message ?? expect.any(String));
  });

  it("answers 400 with fields.fleet_id 'Unknown aircraft' for an aircraft that does not exist", async () => {
    const res = await call(fleetAflCollection.POST, { token: occ, body: page({ fleet_id: 999999 }) });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ fleet_id: 'Unknown aircraft' });
  });

  it('is for the Aircrafts screen roles', async () => {
    for (const role of ['airline_training', 'airline_finance', 'marine_cs']) {
      const tok = await tokenFor(role);
      expect((await call(fleetAflCollection.GET, { token: tok })).status, role).toBe(403);
      expect((await call(fleetAflCollection.POST, { token: tok, body: page() })).status, role).toBe(403);
    }
    expect((await call(fleetAflCollection.GET)).status).toBe(401);
    expect((await call(fleetAflCollection.POST, { body: page() })).status).toBe(401);
  });
});

describe('/api/flight/fleet-afl-schedules', () => {
  it('links a schedule to a page, lists links by page and schedule, and refuses duplicates', async () => {
    const net = await cx.network(TAG);
    const f = { id: net.fleetId };
    const schedule = (await cx.flight({ ...net.flightDefaults, flight_date: '2026-06-01', etd: '08:00', hours: 1 })).id;
    const afl = await call(fleetAflCollection.POST, {
      token: occ,
      body: { fleet_id: f.id, page_number: 'L1', date: '2026-06-01', pic_name: 'P', block_hours: 1, flight_hours: 1, cycles: 1 },
    });
    const created = await call(fleetAflScheduleCollection.POST, { token: occ, body: { afl_id: afl.json.id, schedule_id: schedule } });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(Number) });
    const list = (await call(fleetAflScheduleCollection.GET, { token: occ, query: { schedule } })).json;
    expect(list).toEqual({
      total: 1,
      data: [
        { id: created.json.id, afl_id: afl.json.id, schedule_id: schedule, afl: { id: afl.json.id, page_number: 'L1', fleet_id: f.id } },
      ],
    });
    // q has no text column to search here: it is ignored rather than matching nothing.
    expect((await call(fleetAflScheduleCollection.GET, { token: occ, query: { schedule, q: 'x' } })).json.total).toBe(1);
    const dup = await call(fleetAflScheduleCollection.POST, { token: occ, body: { afl_id: afl.json.id, schedule_id: schedule } });
    expect(dup.status).toBe(409);
    expect(dup.json.error.fields).toEqual({ afl_id: expect.any(String), schedule_id: expect.any(String) });
  });

  it('answers 400 for a missing or unknown page, 403 outside the Aircrafts screen, 401 without a token', async () => {
    const missing = await call(fleetAflScheduleCollection.POST, { token: occ, body: { schedule_id: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields.afl_id).toBe('Please choose an AFL page');
    const unknown = await call(fleetAflScheduleCollection.POST, { token: occ, body: { afl_id: 999999, schedule_id: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toEqual({ afl_id: 'Unknown afl' });
    expect((await call(fleetAflScheduleCollection.GET, { token: training })).status).toBe(403);
    expect((await call(fleetAflScheduleCollection.POST, { token: finance, body: {} })).status).toBe(403);
    expect((await call(fleetAflScheduleCollection.GET)).status).toBe(401);
  });
});
