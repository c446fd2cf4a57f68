// Aircraft types and aircraft: /api/flight/fleet-type and /fleet (what engineering keeps per aircraft is in
// flight-fleet-maintenance.test.ts and flight-fleet-afl.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { fleetCollection, fleetItem, fleetSearch, fleetTypeCollection, fleetTypeItem } from '@/server/api/flight-network';
import { db } from '@/server/db';
import { byId, call, createAndRead, tokenFor } from '../support/api-client';
import * as fx from './flight-fixtures';
import { finance, manager, occ, training } from './flight-fleet-setup';

// The codes and registrations these tests send ('fzz8', `f${pair}`, 'pk-fzz', `pk-f${pair}`) carry this tag's letter.
const { TAG, Q } = fx.tagged('F');

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
