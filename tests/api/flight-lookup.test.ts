// GET /api/flight/iata, /icao and /airport-info/{id}.
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceNm, initialBearingDeg } from '@/lib/rules/distance';
import { zonedNow } from '@/lib/rules/time';
import { airportInfoGet, iataLookup, icaoLookup } from '@/server/api/flight-lookup';
import { db } from '@/server/db';
import { call, tokenFor } from '../support/api-client';
import * as fx from './flight-fixtures';

const TAG = 'L';
let reader: string;

beforeAll(async () => {
  reader = await tokenFor('airline_finance');
});

describe('GET /api/flight/iata and /icao', () => {
  let codes: { iata: string; icao: string; id: number }[];
  beforeAll(async () => {
    // Three airports sharing the ICAO prefix X L Z (one inactive) and the IATA prefix QL.
    codes = [];
    for (const [icao, active] of [
      ['XLZB', true],
      ['XLZA', true],
      ['XLZC', false],
    ] as const) {
      const a = await fx.airport(TAG, { icao, active });
      codes.push({ iata: a.iata as string, icao, id: a.id });
    }
  });

  it('answers the exact code first, then codes starting with q, with the airport fields', async () => {
    const exact = await call(icaoLookup, { token: reader, query: { q: 'xlzb' } });
    expect(exact.status).toBe(200);
    expect(exact.json.total).toBe(1);
    expect(exact.json.data[0]).toEqual({
      id: codes[0].id,
      iata: codes[0].iata,
      icao: 'XLZB',
      name: expect.any(String),
      city: expect.any(String),
      country: 'Indonesia',
      latitude: -60,
      longitude: -150,
      elevation_ft: null,
      timezone: 'Asia/Jakarta',
      runway_designation: null,
      runway_length_m: null,
      runway_width_m: null,
      runway_surface: null,
      active: true,
    });

    const prefix = await call(icaoLookup, { token: reader, query: { q: 'XLZ' } });
    expect(prefix.json.total).toBe(3);
    expect(prefix.json.data.map((a: { icao: string }) => a.icao)).toEqual(['XLZA', 'XLZB', 'XLZC']);
    expect(prefix.json.data[2].active).toBe(false);

    const wider = await call(icaoLookup, { token: reader, query: { q: 'XL' } });
    expect(wider.json.total).toBe(wider.json.data.length);
    expect(wider.json.data.every((a: { icao: string }) => a.icao.startsWith('XL'))).toBe(true);
  });

  it('puts an exact IATA match before longer codes sharing its prefix', async () => {
    const first = codes[0].iata;
    const res = await call(iataLookup, { token: reader, query: { q: first } });
    expect(res.json).toMatchObject({ total: 1, data: [{ iata: first, id: codes[0].id }] });
    const prefix = await call(iataLookup, { token: reader, query: { q: first.slice(0, 2).toLowerCase() } });
    const found = prefix.json.data.map((a: { iata: string }) => a.iata);
    expect(found).toEqual(expect.arrayContaining(codes.map((c) => c.iata)));
    expect(found).toEqual([...found].sort());
    expect(found.every((c: string) => c.startsWith(first.slice(0, 2)))).toBe(true);
  });

  it('answers an empty list for an unknown code', async () => {
    expect((await call(iataLookup, { token: reader, query: { q: 'JJJJ' } })).json).toEqual({ total: 0, data: [] });
  });

  it.each([
    [{}, 'Please input a code'],
    [{ q: '  ' }, 'Please input a code'],
    [{ q: 'WAJWX' }, undefined],
    [{ q: 'W%' }, 'code may contain letters and digits only'],
    [{ q: '_' }, 'code may contain letters and digits only'],
  ])('answers 400 for the query %o', async (query, message) => {
    for (const handler of [iataLookup, icaoLookup]) {
      const res = await call(handler, { token: reader, query });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('validation');
      expect(res.json.error.fields.q).toEqual(message ?? expect.any(String));
    }
  });

  it('answers 400 for an unknown parameter', async () => {
    const res = await call(iataLookup, { token: reader, query: { q: 'QL', limit: 5 } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('limit');
  });

  it('is for airline staff: 401 without a token, 403 for marine and watersports roles', async () => {
    for (const handler of [iataLookup, icaoLookup]) {
      expect((await call(handler, { query: { q: 'Q' } })).status).toBe(401);
      for (const role of ['marine_cs', 'watersports', 'hrd', 'airline_media']) {
        expect((await call(handler, { token: await tokenFor(role), query: { q: 'Q' } })).status, role).toBe(403);
      }
      for (const role of ['airline_training', 'airline_cs', 'manager', 'admin']) {
        expect((await call(handler, { token: await tokenFor(role), query: { q: 'Q' } })).status, role).toBe(200);
      }
    }
  });
});

describe('GET /api/flight/airport-info/{id}', () => {
  // A small cluster in the empty South Pacific, so that its nearest airports are only these.
  const HOME = { latitude: -45, longitude: -120 };
  let home: { id: number };
  let near: { id: number; iata: string | null; icao: string | null; name: string; city: string };
  let far: { id: number };
  let inactive: { id: number };
  let bases: { id: number; name: string; short_name: string }[];

  beforeAll(async () => {
    home = await fx.airport(TAG, { ...HOME, timezone: 'Asia/Jayapura' });
    far = await fx.airport(TAG, { latitude: -45, longitude: -118 });
    near = await fx.airport(TAG, { latitude: -45.5, longitude: -120.25 });
    inactive = await fx.airport(TAG, { latitude: -45.01, longitude: -120, active: false });
    const area = await fx.area(TAG);
    const b1 = await fx.base(TAG, { airport_id: home.id, area_id: area.id });
    await fx.base(TAG, { airport_id: home.id, area_id: area.id, active: false });
    bases = [{ id: b1.id, name: b1.name, short_name: b1.short_name }];
  });

  it('answers the airport with its local time and offset, its bases and the nearest active airports', async () => {
    const before = new Date();
    const res = await call(airportInfoGet, { token: reader, params: { id: String(home.id) }, query: { limit: 2 } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['airport', 'bases', 'distances']);
    expect(res.json.airport).toMatchObject({
      id: home.id,
      latitude: -45,
      longitude: -120,
      timezone: 'Asia/Jayapura',
      utc_offset: '+09:00',
    });
    expect(res.json.airport.local_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    // Jayapura is UTC+9 all year: the local time is the UTC time plus nine hours, to the minute.
    const expected = [before, new Date()].map((d) => new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 16));
    expect(expected).toContain(res.json.airport.local_time);
    expect(res.json.bases).toEqual(bases);

    expect(res.json.distances).toHaveLength(2);
    const [first, second] = res.json.distances;
    expect(first).toEqual({
      id: near.id,
      iata: near.iata,
      icao: near.icao,
      name: near.name,
      city: near.city,
      distance_nm: Math.round(distanceNm(HOME, { latitude: -45.5, longitude: -120.25 }) * 10) / 10,
      bearing_deg: Math.round(initialBearingDeg(HOME, { latitude: -45.5, longitude: -120.25 })),
    });
    expect(first.distance_nm).toBeCloseTo(31.7, 0);
    expect(first.bearing_deg).toBeGreaterThan(180);
    expect(first.bearing_deg).toBeLessThan(200);
    // East along a southern parallel, the great circle starts a little south of east.
    expect(second).toMatchObject({ id: far.id, bearing_deg: 91 });
    // 2 degrees of longitude at 45 S: about 2 * 60.108 * cos(45 deg) NM.
    expect(second.distance_nm).toBeCloseTo(2 * 60.108 * Math.cos(Math.PI / 4), 0);
  });

  it('sorts every active airport by distance, without itself or inactive ones, up to limit', async () => {
    const res = await call(airportInfoGet, { token: reader, params: { id: String(home.id) }, query: { limit: 10000 } });
    const ids = res.json.distances.map((d: { id: number }) => d.id);
    expect(ids).not.toContain(home.id);
    expect(ids).not.toContain(inactive.id);
    const active = await db.airport.count({ where: { active: true } });
    expect(ids).toHaveLength(active - 1);
    const nm = res.json.distances.map((d: { distance_nm: number }) => d.distance_nm);
    expect(nm).toEqual([...nm].sort((a, b) => a - b));
    for (const d of res.json.distances) {
      expect(Number.isInteger(d.bearing_deg)).toBe(true);
      expect(d.bearing_deg).toBeGreaterThanOrEqual(0);
      expect(d.bearing_deg).toBeLessThan(360);
      expect(Math.round(d.distance_nm * 10)).toBeCloseTo(d.distance_nm * 10, 9);
    }
  });

  it('defaults to the 50 nearest', async () => {
    const res = await call(airportInfoGet, { token: reader, params: { id: String(home.id) } });
    expect(res.json.distances.length).toBe(Math.min(50, (await db.airport.count({ where: { active: true } })) - 1));
  });

  it('answers an inactive airport too, and an empty distance list when it is alone', async () => {
    const res = await call(airportInfoGet, { token: reader, params: { id: String(inactive.id) }, query: { limit: 1 } });
    expect(res.status).toBe(200);
    expect(res.json.airport.active).toBe(false);
    expect(res.json.bases).toEqual([]);
    expect(res.json.distances[0].id).toBe(home.id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999999', '0', 'abc']) {
      const res = await call(airportInfoGet, { token: reader, params: { id } });
      expect(res.status, id).toBe(404);
      expect(res.json.error.code).toBe('not_found');
    }
  });

  it.each([[{ limit: 0 }], [{ limit: 10001 }], [{ limit: 'ten' }], [{ limit: 1.5 }], [{ radius: 5 }]])(
    'answers 400 for the query %o',
    async (query) => {
      const res = await call(airportInfoGet, { token: reader, params: { id: String(home.id) }, query });
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.error.fields)).toEqual([Object.keys(query)[0]]);
    },
  );

  it('answers 401 without a token and 403 for a marine role', async () => {
    expect((await call(airportInfoGet, { params: { id: String(home.id) } })).status).toBe(401);
    expect((await call(airportInfoGet, { token: await tokenFor('marine_cs'), params: { id: String(home.id) } })).status).toBe(403);
  });
});

describe('zonedNow', () => {
  it('gives the wall-clock minute and the offset of the zone at that instant', () => {
    const at = new Date('2026-01-15T20:30:45.900Z');
    expect(zonedNow('Asia/Jakarta', at)).toEqual({ local_time: '2026-01-16T03:30', utc_offset: '+07:00' });
    expect(zonedNow('Asia/Makassar', at)).toEqual({ local_time: '2026-01-16T04:30', utc_offset: '+08:00' });
    expect(zonedNow('Asia/Jayapura', at)).toEqual({ local_time: '2026-01-16T05:30', utc_offset: '+09:00' });
    expect(zonedNow('UTC', at)).toEqual({ local_time: '2026-01-15T20:30', utc_offset: '+00:00' });
    expect(zonedNow('Asia/Kolkata', at)).toEqual({ local_time: '2026-01-16T02:00', utc_offset: '+05:30' });
    expect(zonedNow('America/St_Johns', at)).toEqual({ local_time: '2026-01-15T17:00', utc_offset: '-03:30' });
    expect(zonedNow('America/St_Johns', new Date('2026-07-15T20:30:00Z'))).toEqual({
      local_time: '2026-07-15T18:00',
      utc_offset: '-02:30',
    });
    expect(zonedNow('Asia/Jakarta', new Date('2026-12-31T17:00:00Z'))).toEqual({ local_time: '2027-01-01T00:00', utc_offset: '+07:00' });
  });
});
