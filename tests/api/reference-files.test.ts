// The static reference files of spec section 7 (/indoavis.json, /dgca.json, /assets.json,
// /assets-positions.json): plain route handlers, called in-process over the seeded database.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as assets } from '@/app/assets.json/route';
import { GET as assetPositions } from '@/app/assets-positions.json/route';
import { GET as dgca } from '@/app/dgca.json/route';
import { GET as indoavis } from '@/app/indoavis.json/route';
import { REGISTRATION } from '@/lib/schemas/flight/fleet';
import { DEMO_FLEET } from '@/prisma/seed/fleet-data';
import { seed } from '@/prisma/seed/index';
import { db } from '@/server/db';
import { referenceFile } from '@/server/resources/flight/reference-files';

// biome-ignore lint/suspicious/noExplicitAny: the files are read as plain JSON
type Json = any;

async function fetchFile(handler: (req: Request) => Promise<Response>, path: string) {
  const res = await handler(new Request(`http://localhost${path}`));
  expect(res.status, path).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as Json[];
}

const keys = (o: object) => Object.keys(o).sort();

beforeAll(async () => {
  // Another file may have deleted or edited seeded rows: put back what is missing.
  await seed();
}, 60_000);

describe('/indoavis.json', () => {
  it("lists Indonesia's active airports with their codes, position, elevation and zone", async () => {
    const res = await indoavis(new Request('http://localhost/indoavis.json'));
    // The data's source and licence (ODbL), as the licence asks.
    expect(res.headers.get('link')).toContain('rel="license"');
    expect(res.headers.get('link')).toContain('opendatacommons.org/licenses/odbl');
    const list = await fetchFile(indoavis, '/indoavis.json');
    const expected = await db.airport.count({ where: { country: 'Indonesia', active: true } });
    expect(list).toHaveLength(expected);
    expect(list.length).toBeGreaterThanOrEqual(136);
    for (const a of list) {
      expect(keys(a)).toEqual(['city', 'elevation_ft', 'iata', 'icao', 'latitude', 'longitude', 'name', 'timezone']);
      expect(a.iata === null || /^[A-Z]{3}$/.test(a.iata)).toBe(true);
      expect(a.latitude).toBeGreaterThanOrEqual(-90);
      expect(a.longitude).toBeLessThanOrEqual(180);
      expect(['Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura']).toContain(a.timezone);
    }
    expect(list.find((a: Json) => a.iata === 'WMX')).toEqual({
      iata: 'WMX',
      icao: 'WAJW',
      name: 'Wamena Airport',
      city: 'Wamena',
      latitude: -4.10251,
      longitude: 138.957001,
      elevation_ft: 5085,
      timezone: 'Asia/Jayapura',
    });
    expect(list.find((a: Json) => a.iata === 'TRK')).toMatchObject({ icao: 'WALR', timezone: 'Asia/Makassar' });
    expect(list.find((a: Json) => a.iata === 'CGK')).toMatchObject({ icao: 'WIII', timezone: 'Asia/Jakarta' });
    // Sorted by IATA code.
    const codes = list.map((a: Json) => a.iata).filter(Boolean);
    expect(codes).toEqual([...codes].sort());
  });

  it('leaves out inactive airports', async () => {
    const wmx = await db.airport.findUniqueOrThrow({ where: { iata: 'WMX' } });
    await db.airport.update({ where: { id: wmx.id }, data: { active: false } });
    try {
      const list = await fetchFile(indoavis, '/indoavis.json');
      expect(list.some((a: Json) => a.iata === 'WMX')).toBe(false);
    } finally {
      await db.airport.update({ where: { id: wmx.id }, data: { active: true } });
    }
  });
});

describe('/dgca.json', () => {
  it('lists every aircraft as the register does: registration, type, maker, serial, year, base, status', async () => {
    const list = await fetchFile(dgca, '/dgca.json');
    expect(list).toHaveLength(await db.fleet.count());
    for (const f of list) {
      expect(keys(f)).toEqual(
        ['base', 'base_name', 'manufacturer', 'registration', 'serial_number', 'status', 'type_code', 'type_name', 'year_built'].sort(),
      );
      expect(f.registration).toMatch(REGISTRATION);
    }
    const regs = list.map((f: Json) => f.registration);
    expect(regs).toEqual([...regs].sort());
    for (const a of DEMO_FLEET) {
      expect(list.find((f: Json) => f.registration === a.registration)).toMatchObject({
        type_code: a.type,
        serial_number: a.serial_number,
        year_built: a.year_built,
        base: a.base,
      });
    }
    expect(list.find((f: Json) => f.registration === 'PK-RPI')).toMatchObject({
      type_name: 'DHC-6 Twin Otter',
      manufacturer: 'De Havilland Canada (Viking Air)',
      base_name: 'Sentani',
      status: 'active',
    });
    expect(list.find((f: Json) => f.registration === 'PK-RPE')?.status).toBe('maintenance');
  });
});

describe('/assets.json', () => {
  it('lists the aircraft as assets with total hours and cycles summed from the daily hours', async () => {
    const list = await fetchFile(assets, '/assets.json');
    expect(list).toHaveLength(await db.fleet.count());
    const sums = await db.fleetHours.groupBy({ by: ['fleet_id'], _sum: { hours: true, cycles: true } });
    const byId = new Map(sums.map((s) => [s.fleet_id, s._sum]));
    for (const f of list) {
      expect(keys(f)).toEqual(
        ['base', 'id', 'payload_kg', 'registration', 'seats', 'status', 'total_cycles', 'total_hours', 'type'].sort(),
      );
      expect(f.total_hours).toBeCloseTo(byId.get(f.id)?.hours ?? 0, 1);
      expect(f.total_cycles).toBe(byId.get(f.id)?.cycles ?? 0);
    }
    for (const a of DEMO_FLEET) {
      const row = list.find((f: Json) => f.registration === a.registration);
      expect(row).toMatchObject({ type: a.type, base: a.base, seats: a.seats, payload_kg: a.payload_kg, status: a.status });
      // A year of short sectors: several hundred hours, about one landing an hour or more.
      expect(row.total_hours).toBeGreaterThan(600);
      expect(row.total_cycles).toBeGreaterThan(row.total_hours * 0.8);
    }
  });
});

describe('/assets-positions.json', () => {
  it("places each aircraft at its home base's airport with the date it last flew", async () => {
    const list = await fetchFile(assetPositions, '/assets-positions.json');
    expect(list).toHaveLength(await db.fleet.count());
    const last = await db.fleetHours.groupBy({ by: ['fleet_id'], where: { hours: { gt: 0 } }, _max: { date: true } });
    const fleets = await db.fleet.findMany({ select: { id: true, registration: true } });
    const lastByReg = new Map(fleets.map((f) => [f.registration, last.find((l) => l.fleet_id === f.id)?._max.date ?? null]));
    for (const p of list) {
      expect(keys(p)).toEqual(
        ['airport', 'base', 'iata', 'icao', 'last_flight_date', 'latitude', 'longitude', 'registration', 'status'].sort(),
      );
      expect(typeof p.latitude).toBe('number');
      expect(typeof p.longitude).toBe('number');
      const expected = lastByReg.get(p.registration);
      expect(p.last_flight_date).toBe(expected ? expected.toISOString().slice(0, 10) : null);
    }
    expect(list.find((p: Json) => p.registration === 'PK-RPB')).toMatchObject({
      base: 'WMX',
      iata: 'WMX',
      icao: 'WAJW',
      latitude: -4.10251,
    });
    expect(list.find((p: Json) => p.registration === 'PK-RPK')).toMatchObject({ base: 'TRK', iata: 'TRK' });
    // The aircraft in maintenance last flew before it was grounded; the others flew within the last week or so.
    const grounded = list.find((p: Json) => p.registration === 'PK-RPE');
    const flying = list.filter((p: Json) => DEMO_FLEET.some((a) => a.registration === p.registration && a.status === 'active'));
    for (const p of flying) expect(p.last_flight_date > grounded.last_flight_date, p.registration).toBe(true);
  });
});

describe('when the database fails', () => {
  it('answers 503 with an error id, uncached, and no data', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const GET = referenceFile('broken.json', async () => {
        throw new Error('connection refused');
      });
      const res = await GET();
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.json();
      expect(body.error.code).toBe('unavailable');
      expect(body.error.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(body)).not.toContain('connection refused');
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
