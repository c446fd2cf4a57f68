// Areas, airports and bases: /api/flight/area, /airport, /base, their {id} and search routes.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  airportCollection,
  airportItem,
  airportSearch,
  areaCollection,
  areaItem,
  areaSearch,
  baseCollection,
  baseItem,
  baseSearch,
} from '@/server/api/flight-network';
import { db } from '@/server/db';
import { byId, call, tokenFor, tokensFor } from '../support/api-client';
import * as fx from './flight-fixtures';

const { TAG, Q } = fx.tagged('N');

const [manager, pilot, occ, finance] = await tokensFor('manager', 'airline_pilot', 'airline_occ', 'airline_finance');

/** DELETE of a row a base still uses: 409 conflict, and the row is still there. */
async function expectDeleteRefused(handler: Parameters<typeof call>[0], rowId: number, find: () => Promise<unknown>) {
  const res = await call(handler, { token: manager, params: byId(rowId) });
  expect(res.status).toBe(409);
  expect(res.json.error.message).toBe('It is still used by bases: change or remove those first');
  expect(res.json.error.code).toBe('conflict');
  expect(await find()).not.toBeNull();
  return res;
}

const airportBody = (extra: object = {}) => ({
  iata: fx.iata(TAG).toLowerCase(),
  icao: null,
  name: `${Q} Airport ${fx.pair()}`,
  city: `${Q} City`,
  latitude: -60.5,
  longitude: -150.5,
  timezone: 'Asia/Jayapura',
  ...extra,
});

describe('/api/flight/area', () => {
  it('creates, reads, lists, searches, updates and deletes an area', async () => {
    const created = await call(areaCollection.POST, {
      token: pilot,
      body: { name: `${Q} Papua`, code: 'tnpap', description: 'Highlands' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(Number) });
    const areaId = created.json.id;

    const got = await call(areaItem.GET, { token: finance, params: byId(areaId) });
    expect(got.json).toEqual({ id: areaId, name: `${Q} Papua`, code: 'TNPAP', description: 'Highlands', _count: { bases: 0 } });

    const list = await call(areaCollection.GET, { token: finance, query: { q: `${Q} pap` } });
    expect(list.json).toEqual({ total: 1, data: [got.json] });

    const found = await call(areaSearch, { token: finance, query: { q: 'TNPAP' } });
    expect(found.json).toEqual({ status: true, data: [got.json] });
    expect((await call(areaSearch, { token: finance, query: { q: 'no-such-area-zz' } })).json).toEqual({ status: false, data: [] });

    const updated = await call(areaItem.PUT, {
      token: manager,
      params: byId(areaId),
      body: { description: null, name: `${Q} Papua Highlands` },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toEqual({ id: areaId });
    expect((await call(areaItem.GET, { token: manager, params: byId(areaId) })).json).toMatchObject({
      name: `${Q} Papua Highlands`,
      description: null,
    });

    const deleted = await call(areaItem.DELETE, { token: manager, params: byId(areaId) });
    expect(deleted.json).toEqual({ affected: 1 });
    for (const handler of [areaItem.GET, areaItem.DELETE])
      expect((await call(handler, { token: manager, params: byId(areaId) })).status).toBe(404);
    expect((await call(areaItem.PUT, { token: manager, params: byId(areaId), body: { name: 'x' } })).status).toBe(404);
  });

  it.each([
    [{ name: '', code: 'TNX1' }, 'name', 'Please input name'],
    [{ code: 'TNX1' }, 'name', 'Please input name'],
    [{ name: `${Q} X`, code: 'a' }, 'code', 'Code must look like PHL (2-10 letters or digits)'],
    [{ name: `${Q} X`, code: 'TN-X' }, 'code', 'Code must look like PHL (2-10 letters or digits)'],
    [{ name: `${Q} X`, code: 'TNX1', colour: 'red' }, 'colour', 'Unknown field colour'],
  ])('answers 400 for %o and writes nothing', async (body, field, message) => {
    const before = await db.area.count();
    const res = await call(areaCollection.POST, { token: manager, body });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'validation', message: expect.any(String) });
    expect(res.json.error.fields[field]).toBe(message);
    expect(await db.area.count()).toBe(before);
  });

  it('answers 409 with the field for a taken code or name', async () => {
    const a = await fx.area(TAG);
    const dupCode = await call(areaCollection.POST, { token: manager, body: { name: `${Q} Other`, code: a.code } });
    expect(dupCode.status).toBe(409);
    expect(dupCode.json.error.code).toBe('conflict');
    expect(dupCode.json.error.fields).toEqual({ code: expect.any(String) });
    const dupName = await call(areaItem.PUT, { token: manager, params: byId((await fx.area(TAG)).id), body: { name: a.name } });
    expect(dupName.status).toBe(409);
    expect(dupName.json.error.fields).toEqual({ name: expect.any(String) });
  });

  it('answers 409 when deleting an area a base still uses, and deletes nothing', async () => {
    const b = await fx.base(TAG);
    const res = await expectDeleteRefused(areaItem.DELETE, b.area_id, () => db.area.findUnique({ where: { id: b.area_id } }));
    expect(res.json.error.message).toEqual(expect.any(String));
    expect((await call(areaItem.GET, { token: manager, params: byId(b.area_id) })).json._count).toEqual({ bases: 1 });
  });

  it('is written by the manager and the chief pilot only (Base & Area), read by airline staff', async () => {
    const a = await fx.area(TAG);
    for (const role of ['airline_occ', 'airline_finance', 'airline_base', 'airline_training', 'marine_cs']) {
      const t = await tokenFor(role);
      expect((await call(areaCollection.POST, { token: t, body: { name: `${Q} R`, code: 'TNR1' } })).status, role).toBe(403);
      expect((await call(areaItem.PUT, { token: t, params: byId(a.id), body: { name: 'x' } })).status, role).toBe(403);
      expect((await call(areaItem.DELETE, { token: t, params: byId(a.id) })).status, role).toBe(403);
    }
    for (const role of ['airline_occ', 'airline_finance', 'airline_training', 'airline_cs']) {
      const t = await tokenFor(role);
      expect((await call(areaCollection.GET, { token: t, query: { limit: 1 } })).status, role).toBe(200);
      expect((await call(areaItem.GET, { token: t, params: byId(a.id) })).status, role).toBe(200);
      expect((await call(areaSearch, { token: t, query: { q: a.code } })).status, role).toBe(200);
    }
    for (const role of ['marine_cs', 'watersports_cs', 'hrd', 'manager.marine@example.com']) {
      const t = await tokenFor(role);
      expect((await call(areaCollection.GET, { token: t })).status, role).toBe(403);
      expect((await call(areaItem.GET, { token: t, params: byId(a.id) })).status, role).toBe(403);
      expect((await call(areaSearch, { token: t, query: { q: 'x' } })).status, role).toBe(403);
    }
    expect((await call(areaCollection.GET)).status).toBe(401);
    expect((await call(areaCollection.POST, { body: {} })).status).toBe(401);
    expect((await call(areaItem.GET, { params: byId(a.id) })).status).toBe(401);
    expect((await call(areaItem.PUT, { params: byId(a.id), body: {} })).status).toBe(401);
    expect((await call(areaItem.DELETE, { params: byId(a.id) })).status).toBe(401);
    expect((await call(areaSearch, { query: { q: 'x' } })).status).toBe(401);
  });
});

describe('/api/flight/airport', () => {
  it('creates (codes upper-cased, defaults filled), reads, updates and deletes an airport', async () => {
    const body = airportBody({ icao: 'xnaa', runway_designation: '15/33', runway_length_m: 1200, elevation_ft: 5085 });
    const created = await call(airportCollection.POST, { token: occ, body });
    expect(created.status).toBe(201);
    const airportId = created.json.id;
    const got = await call(airportItem.GET, { token: finance, params: byId(airportId) });
    expect(got.json).toEqual({
      id: airportId,
      iata: body.iata.toUpperCase(),
      icao: 'XNAA',
      name: body.name,
      city: body.city,
      country: 'Indonesia',
      latitude: -60.5,
      longitude: -150.5,
      elevation_ft: 5085,
      timezone: 'Asia/Jayapura',
      runway_designation: '15/33',
      runway_length_m: 1200,
      runway_width_m: null,
      runway_surface: null,
      active: true,
    });
    const updated = await call(airportItem.PUT, {
      token: manager,
      params: byId(airportId),
      body: { active: false, runway_surface: 'Asphalt' },
    });
    expect(updated.json).toEqual({ id: airportId });
    expect((await call(airportItem.GET, { token: manager, params: byId(airportId) })).json).toMatchObject({
      active: false,
      runway_surface: 'Asphalt',
    });
    expect((await call(airportItem.DELETE, { token: occ, params: byId(airportId) })).json).toEqual({ affected: 1 });
    expect((await call(airportItem.GET, { token: occ, params: byId(airportId) })).status).toBe(404);
  });

  it.each([
    ['no code at all', { iata: null, icao: null }, 'iata', 'Please input an IATA or ICAO code'],
    ['a bad IATA code', { iata: 'WM1' }, 'iata', 'IATA code must look like WMX'],
    ['a bad ICAO code', { icao: 'WAJ' }, 'icao', 'ICAO code must look like WAJW'],
    ['no name', { name: '' }, 'name', 'Please input name'],
    ['no city', { city: undefined }, 'city', 'Please input city'],
    ['a latitude beyond 90', { latitude: 91 }, 'latitude', 'Latitude may be at most 90'],
    ['a longitude as text', { longitude: '120' }, 'longitude', 'Please input longitude'],
    ['an unknown timezone', { timezone: 'Asia/Atlantis' }, 'timezone', 'Timezone must be an IANA zone such as Asia/Jayapura'],
    ['a bad runway', { runway_designation: '15-33' }, 'runway_designation', 'Runway must look like 15/33'],
    ['a short runway', { runway_length_m: 50 }, 'runway_length_m', 'Runway length must be at least 100'],
    ['an unknown field', { id: 5 }, 'id', 'Unknown field id'],
  ])('answers 400 for %s', async (_label, extra, field, message) => {
    const res = await call(airportCollection.POST, { token: manager, body: airportBody(extra) });
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toBe(message);
  });

  it('answers 409 with the field for a taken IATA or ICAO code', async () => {
    const a = await fx.airport(TAG);
    const iata = await call(airportCollection.POST, { token: manager, body: airportBody({ iata: a.iata }) });
    expect(iata.status).toBe(409);
    expect(iata.json.error.fields).toEqual({ iata: expect.any(String) });
    const icao = await call(airportCollection.POST, { token: manager, body: airportBody({ icao: a.icao?.toLowerCase() }) });
    expect(icao.status).toBe(409);
    expect(icao.json.error.fields).toEqual({ icao: expect.any(String) });
  });

  it('answers 409 when deleting an airport a base still uses', async () => {
    const b = await fx.base(TAG);
    await expectDeleteRefused(airportItem.DELETE, b.airport_id, () => db.airport.findUnique({ where: { id: b.airport_id } }));
  });

  describe('list', () => {
    const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((n) => `${Q}list ${n}`);
    beforeAll(async () => {
      for (const [i, name] of names.entries()) {
        await fx.airport(TAG, { name, iata: null, active: i !== 4, timezone: i % 2 ? 'Asia/Makassar' : 'Asia/Jakarta', latitude: -60 - i });
      }
    });

    it('answers { total, data } searched by q over codes, name and city', async () => {
      const res = await call(airportCollection.GET, { token: finance, query: { q: `${Q.toUpperCase()}LIST` } });
      expect(res.json.total).toBe(5);
      expect(res.json.data.map((a: { name: string }) => a.name)).toEqual(names);
      const coded = await fx.airport(TAG, { iata: null, name: 'Plain name', city: 'Plain city' });
      const byCode = (await call(airportCollection.GET, { token: finance, query: { q: String(coded.icao).toLowerCase() } })).json;
      expect(byCode).toEqual({ total: 1, data: [expect.objectContaining({ id: coded.id })] });
    });

    it('pages and sorts in the database', async () => {
      const q = `${Q}list`;
      const desc = (await call(airportCollection.GET, { token: finance, query: { q, sort: 'name', order: 'desc' } })).json;
      expect(desc.data.map((a: { name: string }) => a.name)).toEqual([...names].reverse());
      const page = (await call(airportCollection.GET, { token: finance, query: { q, sort: 'name', order: 'desc', page: 2, limit: 2 } }))
        .json;
      expect(page.total).toBe(5);
      expect(page.data.map((a: { name: string }) => a.name)).toEqual([names[2], names[1]]);
      const beyond = (await call(airportCollection.GET, { token: finance, query: { q, page: 9, limit: 2 } })).json;
      expect(beyond).toEqual({ total: 5, data: [] });
    });

    it('filters by active and timezone', async () => {
      const q = `${Q}list`;
      const inactive = (await call(airportCollection.GET, { token: finance, query: { q, active: 'false' } })).json;
      expect(inactive.data.map((a: { name: string }) => a.name)).toEqual([names[4]]);
      const active = (await call(airportCollection.GET, { token: finance, query: { q, active: 'true', timezone: 'Asia/Jakarta' } })).json;
      expect(active.data.map((a: { name: string }) => a.name)).toEqual([names[0], names[2]]);
    });

    it.each([
      [{ sort: 'latitude' }, 'sort'],
      [{ order: 'up' }, 'order'],
      [{ active: 'yes' }, 'active'],
      [{ limit: 10001 }, 'limit'],
      [{ page: 0 }, 'page'],
      [{ area: 1 }, 'area'],
    ])('answers 400 for the list parameter %o', async (query, field) => {
      const res = await call(airportCollection.GET, { token: finance, query });
      expect(res.status).toBe(400);
      expect(res.json.error.fields).toHaveProperty(field);
    });

    it('searches with status true or false', async () => {
      const hit = (await call(airportSearch, { token: finance, query: { q: `${Q}list ech`, limit: 5 } })).json;
      expect(hit.status).toBe(true);
      expect(hit.data.map((a: { name: string }) => a.name)).toEqual([names[4]]);
      expect((await call(airportSearch, { token: finance, query: { q: `${Q}nothing` } })).json).toEqual({ status: false, data: [] });
      const bad = await call(airportSearch, { token: finance, query: {} });
      expect(bad.status).toBe(400);
      expect(bad.json.error.fields.q).toBe('Please input a search text');
    });
  });

  it('is written by the Airport screen roles; airline_finance and airline_training only read', async () => {
    const a = await fx.airport(TAG, { iata: null });
    for (const role of ['airline_finance', 'airline_training', 'airline_ppc', 'marine_cs']) {
      const t = await tokenFor(role);
      expect((await call(airportCollection.POST, { token: t, body: airportBody() })).status, role).toBe(403);
      expect((await call(airportItem.PUT, { token: t, params: byId(a.id), body: { name: 'x' } })).status, role).toBe(403);
      expect((await call(airportItem.DELETE, { token: t, params: byId(a.id) })).status, role).toBe(403);
    }
    for (const role of ['airline_base', 'airline_base_coordinator']) {
      const t = await tokenFor(role);
      expect((await call(airportItem.PUT, { token: t, params: byId(a.id), body: { city: `${Q} Town` } })).status, role).toBe(200);
    }
    const marine = await tokenFor('marine_cs');
    expect((await call(airportCollection.GET, { token: marine })).status).toBe(403);
    expect((await call(airportItem.GET, { token: marine, params: byId(a.id) })).status).toBe(403);
    expect((await call(airportSearch, { token: marine, query: { q: 'x' } })).status).toBe(403);
    expect((await call(airportCollection.GET)).status).toBe(401);
    expect((await call(airportItem.DELETE, { params: byId(a.id) })).status).toBe(401);
    expect((await call(airportSearch, { query: { q: 'x' } })).status).toBe(401);
  });
});

describe('/api/flight/base', () => {
  it('creates, reads with its area and airport, filters, updates and deletes a base', async () => {
    const area = await fx.area(TAG);
    const airport = await fx.airport(TAG);
    const created = await call(baseCollection.POST, {
      token: pilot,
      body: { name: `${Q} Wamena`, short_name: 'bnwmx', area_id: area.id, airport_id: airport.id },
    });
    expect(created.status).toBe(201);
    const baseId = created.json.id;
    const got = (await call(baseItem.GET, { token: finance, params: byId(baseId) })).json;
    expect(got).toEqual({
      id: baseId,
      name: `${Q} Wamena`,
      short_name: 'BNWMX',
      area_id: area.id,
      airport_id: airport.id,
      active: true,
      area: { id: area.id, name: area.name, code: area.code },
      airport: { id: airport.id, iata: airport.iata, icao: airport.icao, name: airport.name, timezone: 'Asia/Jakarta' },
      _count: { fleets: 0 },
    });
    expect((await call(baseCollection.GET, { token: finance, query: { area_id: area.id } })).json).toEqual({ total: 1, data: [got] });
    expect((await call(baseCollection.GET, { token: finance, query: { airport_id: airport.id } })).json.total).toBe(1);
    expect((await call(baseSearch, { token: finance, query: { q: 'bnwmx' } })).json).toEqual({ status: true, data: [got] });

    const other = await fx.area(TAG);
    expect((await call(baseItem.PUT, { token: manager, params: byId(baseId), body: { area_id: other.id, active: false } })).json).toEqual({
      id: baseId,
    });
    expect((await call(baseCollection.GET, { token: finance, query: { area_id: area.id } })).json.total).toBe(0);
    expect((await call(baseItem.DELETE, { token: manager, params: byId(baseId) })).json).toEqual({ affected: 1 });
    expect((await call(baseItem.DELETE, { token: manager, params: byId(baseId) })).status).toBe(404);
  });

  it('answers 400 on the field for an area or airport that does not exist', async () => {
    const airport = await fx.airport(TAG, { iata: null });
    const area = await fx.area(TAG);
    const noArea = await call(baseCollection.POST, {
      token: manager,
      body: { name: `${Q} B`, short_name: 'BNZZ1', area_id: 999999, airport_id: airport.id },
    });
    expect(noArea.status).toBe(400);
    expect(noArea.json.error).toMatchObject({ code: 'validation', fields: { area_id: 'Unknown area' } });
    const noAirport = await call(baseCollection.POST, {
      token: manager,
      body: { name: `${Q} B`, short_name: 'BNZZ1', area_id: area.id, airport_id: 999999 },
    });
    expect(noAirport.status).toBe(400);
    expect(noAirport.json.error.fields).toEqual({ airport_id: 'Unknown airport' });
    const b = await fx.base(TAG);
    const put = await call(baseItem.PUT, { token: manager, params: byId(b.id), body: { airport_id: 999999 } });
    expect(put.status).toBe(400);
    expect(put.json.error.fields).toEqual({ airport_id: 'Unknown airport' });
  });

  it.each([
    [{ area_id: undefined }, 'area_id', 'Please choose an area'],
    [{ airport_id: 0 }, 'airport_id', 'Please choose a home airport'],
    [{ short_name: 'B' }, 'short_name', 'Short name must look like WMX (2-8 letters or digits)'],
    [{ name: ' ' }, 'name', 'Please input name'],
  ])('answers 400 for %o', async (extra, field, message) => {
    const res = await call(baseCollection.POST, {
      token: manager,
      body: { name: `${Q} B`, short_name: 'BNZZ2', area_id: 1, airport_id: 1, ...extra },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toBe(message);
  });

  it('answers 409 for a taken short name, and when deleting a base an aircraft still uses', async () => {
    const b = await fx.base(TAG);
    const dup = await call(baseCollection.POST, {
      token: manager,
      body: { name: `${Q} B`, short_name: b.short_name, area_id: b.area_id, airport_id: b.airport_id },
    });
    expect(dup.status).toBe(409);
    expect(dup.json.error.fields).toEqual({ short_name: expect.any(String) });
    const aircraft = await fx.fleet(TAG, { base_id: b.id });
    const del = await call(baseItem.DELETE, { token: manager, params: byId(b.id) });
    expect(del.status).toBe(409);
    expect(del.json.error.code).toBe('conflict');
    expect(await db.fleet.findUnique({ where: { id: aircraft.id } })).not.toBeNull();
  });

  it('is written by the manager and the chief pilot only; airline_occ and airline_finance read', async () => {
    const b = await fx.base(TAG);
    for (const role of ['airline_occ', 'airline_finance', 'airline_base']) {
      const t = await tokenFor(role);
      expect((await call(baseCollection.POST, { token: t, body: {} })).status, role).toBe(403);
      expect((await call(baseItem.PUT, { token: t, params: byId(b.id), body: {} })).status, role).toBe(403);
      expect((await call(baseItem.DELETE, { token: t, params: byId(b.id) })).status, role).toBe(403);
      expect((await call(baseCollection.GET, { token: t, query: { limit: 1 } })).status, role).toBe(200);
      expect((await call(baseItem.GET, { token: t, params: byId(b.id) })).status, role).toBe(200);
    }
    const marine = await tokenFor('marine_cs');
    expect((await call(baseCollection.GET, { token: marine })).status).toBe(403);
    expect((await call(baseSearch, { token: marine, query: { q: 'x' } })).status).toBe(403);
    expect((await call(baseItem.GET, { params: byId(b.id) })).status).toBe(401);
    expect((await call(baseSearch, { query: { q: 'x' } })).status).toBe(401);
  });
});
