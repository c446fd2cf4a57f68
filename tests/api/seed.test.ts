// The seed (prisma/seed/index.ts): idempotent, deterministic, and what it writes is coherent.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AFL_PAGES, DEMO_FLEET, HOURS_DAYS, planFleet, yesterdayInPapua } from '@/prisma/seed/fleet';
import { seed } from '@/prisma/seed/index';
import { AREAS, BASES, indonesianAirports } from '@/prisma/seed/network';
import { db } from '@/server/db';
import { migrate } from '../../scripts/migrate.mjs';
import { ROOT } from '../support/database';

const TABLES = [
  'users',
  'airports',
  'areas',
  'bases',
  'fleet_types',
  'fleets',
  'fleet_parts',
  'fleet_histories',
  'fleet_hours',
  'fleet_releases',
  'fleet_part_releases',
  'fleet_afls',
] as const;

async function counts(url: string): Promise<Record<string, number>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const out: Record<string, number> = {};
    for (const t of TABLES) out[t] = Number((await c.query(`SELECT count(*) AS n FROM "${t}"`)).rows[0].n);
    return out;
  } finally {
    await c.end();
  }
}

function runSeed(url: string, env: Record<string, string> = {}) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'prisma/seed/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  expect(res.status, res.stderr).toBe(0);
  return res.stdout;
}

const DEMO_REGS = DEMO_FLEET.map((a) => a.registration);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

beforeAll(async () => {
  // Other files may have deleted seeded rows; the in-process seed puts them back before we look.
  await seed();
}, 60_000);

describe('the seed is idempotent', () => {
  it('changes no row count when run again (npm run db:seed)', async () => {
    const url = inject('databaseUrl');
    // Retried once if Papua's date turns over between the runs (a new day of hours would be due).
    for (let attempt = 0; ; attempt++) {
      const day = yesterdayInPapua();
      const before = await counts(url);
      const out = runSeed(url);
      const after = await counts(url);
      if (day !== yesterdayInPapua() && attempt === 0) continue;
      expect(after).toEqual(before);
      expect(out).toContain('0 aircraft, 0 part(s), 0 daily hours record(s)');
      break;
    }
  });

  it('plans a coherent fleet whatever the day it runs (its sanity checks never throw)', () => {
    for (let day = '2025-01-03'; day < '2029-01-01'; day = addDays(day, 61)) {
      const plan = planFleet(day);
      expect(
        plan.every((p) => p.hours.length === HOURS_DAYS && p.hours.at(-1)?.date === day),
        day,
      ).toBe(true);
    }
  });

  it('plans the same demo fleet every time (seeded PRNG, no Math.random)', () => {
    expect(planFleet('2026-06-30')).toEqual(planFleet('2026-06-30'));
    // A day's figures do not depend on the day the seed runs (but for the aircraft grounded N days ago).
    const early = planFleet('2026-06-30');
    const later = planFleet('2026-07-10');
    for (const [i, p] of early.entries()) {
      if (p.aircraft.groundedDaysAgo !== undefined) continue;
      const overlap = p.hours.filter((h) => h.date >= later[i].hours[0].date);
      expect(later[i].hours.slice(0, overlap.length)).toEqual(overlap);
    }
  });
});

describe('reference data', () => {
  it("has every Indonesian airport of the package's data with an IATA code, active, with its ICAO code", async () => {
    const data = indonesianAirports();
    expect(data.length).toBeGreaterThanOrEqual(130);
    const rows = await db.airport.findMany({ where: { iata: { in: data.map((a) => a.iata) } } });
    expect(rows).toHaveLength(data.length);
    for (const a of data) {
      const row = rows.find((r) => r.iata === a.iata)!;
      expect(row.icao, a.iata).toBe(a.icao);
    }
    expect(rows.every((r) => r.country === 'Indonesia' && ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'].includes(r.timezone))).toBe(
      true,
    );
  });

  it('knows Wamena (WMX) in Papua, with its runway', async () => {
    const wmx = await db.airport.findUniqueOrThrow({ where: { iata: 'WMX' } });
    expect(wmx).toMatchObject({
      icao: 'WAJW',
      name: 'Wamena Airport',
      city: 'Wamena',
      timezone: 'Asia/Jayapura',
      elevation_ft: 5085,
      runway_designation: '15/33',
      runway_length_m: 2175,
      runway_surface: 'asphalt',
      active: true,
    });
    // Zones missing in the data are filled from the UTC offset (Oksibil) or the longitude (Sugapa).
    expect((await db.airport.findUniqueOrThrow({ where: { iata: 'OKL' } })).timezone).toBe('Asia/Jayapura');
    expect((await db.airport.findUniqueOrThrow({ where: { iata: 'UGU' } })).timezone).toBe('Asia/Jayapura');
    // Runway data only for the bases' airports.
    expect((await db.airport.findUniqueOrThrow({ where: { iata: 'CGK' } })).runway_designation).toBeNull();
  });

  it('has the three aircraft types with plausible figures', async () => {
    const types = await db.fleetType.findMany({ where: { code: { in: ['C208', 'PC6T', 'DHC6'] } }, orderBy: { code: 'asc' } });
    expect(types.map((t) => [t.code, t.engines, t.seats])).toEqual([
      ['C208', 1, 12],
      ['DHC6', 2, 19],
      ['PC6T', 1, 10],
    ]);
    for (const t of types) {
      expect(t.max_payload_kg).toBeLessThan(t.mtow_kg / 2);
      expect(t.cruise_kt).toBeGreaterThan(100);
    }
  });
});

describe('the demo operation', () => {
  it('has the areas and the bases at their home airports', async () => {
    const bases = await db.base.findMany({
      where: { short_name: { in: BASES.map((b) => b.short_name) } },
      include: { airport: true, area: true },
    });
    expect(bases).toHaveLength(BASES.length);
    for (const b of BASES) {
      const row = bases.find((r) => r.short_name === b.short_name)!;
      expect(row.airport.iata).toBe(b.airport);
      expect(row.area.code).toBe(b.area);
      expect(row.airport.runway_length_m).toBeGreaterThan(1000);
    }
    expect(await db.area.count({ where: { code: { in: AREAS.map((a) => a.code) } } })).toBe(AREAS.length);
  });

  it('has eleven aircraft, one in maintenance, each with parts and a year of daily hours up to yesterday', async () => {
    const yesterday = yesterdayInPapua();
    const fleets = await db.fleet.findMany({
      where: { registration: { in: DEMO_REGS } },
      include: { fleet_type: true, _count: { select: { parts: true } } },
    });
    expect(fleets).toHaveLength(11);
    expect(fleets.filter((f) => f.status === 'maintenance').map((f) => f.registration)).toEqual(['PK-RPE']);
    for (const f of fleets) {
      expect(f._count.parts, f.registration).toBeGreaterThanOrEqual(4);
      const hours = await db.fleetHours.findMany({
        where: { fleet_id: f.id, date: { gte: new Date(`${addDays(yesterday, -(HOURS_DAYS - 1))}T00:00:00Z`) } },
      });
      expect(hours, f.registration).toHaveLength(HOURS_DAYS);
      expect(
        hours
          .map((h) => dayOf(h.date))
          .sort()
          .at(-1),
      ).toBe(yesterday);
      for (const h of hours) {
        expect(h.hours).toBeGreaterThanOrEqual(0);
        expect(h.hours).toBeLessThanOrEqual(8);
        if (h.hours > 0) expect(h.cycles).toBeGreaterThanOrEqual(1);
        else expect(h.cycles).toBe(0);
      }
      const flown = hours.filter((h) => h.hours > 0).length;
      expect(flown, f.registration).toBeGreaterThan(200); // days off and maintenance, but most days flying
      expect(flown, f.registration).toBeLessThan(330);
      // Engines: one per engine of the type.
      const engines = await db.fleetPart.count({ where: { fleet_id: f.id, name: { startsWith: 'Engine' } } });
      expect(engines).toBe(f.fleet_type.engines);
    }
    const grounded = fleets.find((f) => f.registration === 'PK-RPE')!;
    const recent = await db.fleetHours.aggregate({
      where: { fleet_id: grounded.id, date: { gt: new Date(`${addDays(yesterday, -7)}T00:00:00Z`) } },
      _sum: { hours: true },
    });
    expect(recent._sum.hours).toBe(0);
  });

  it("keeps parts' hours since new equal to hours at install plus the hours flown since", async () => {
    const yesterday = yesterdayInPapua();
    const first = new Date(`${addDays(yesterday, -(HOURS_DAYS - 1))}T00:00:00Z`);
    const parts = await db.fleetPart.findMany({ where: { fleet: { registration: { in: DEMO_REGS } }, installed_on: { gte: first } } });
    expect(parts.length).toBeGreaterThanOrEqual(3); // the parts replaced this year
    for (const p of parts) {
      const flown = await db.fleetHours.aggregate({
        where: { fleet_id: p.fleet_id!, date: { gte: p.installed_on! } },
        _sum: { hours: true, cycles: true },
      });
      expect(p.hours_since_new - p.hours_at_install, p.name).toBeCloseTo(flown._sum.hours ?? 0, 0);
      expect(p.cycles_since_new - p.cycles_at_install, p.name).toBe(flown._sum.cycles ?? 0);
      // Each has its release certificate.
      expect(await db.fleetPartRelease.count({ where: { fleet_part_id: p.id } })).toBeGreaterThanOrEqual(1);
    }
    // Older parts: at least the year's hours on top of their hours at install.
    const all = await db.fleetPart.findMany({ where: { fleet: { registration: { in: DEMO_REGS } } } });
    for (const p of all) {
      const flown = await db.fleetHours.aggregate({
        where: { fleet_id: p.fleet_id!, date: { gte: p.installed_on! } },
        _sum: { hours: true },
      });
      expect(p.hours_since_new - p.hours_at_install + 0.05, p.name).toBeGreaterThanOrEqual(flown._sum.hours ?? 0);
    }
  });

  it('has a few parts near their limits, so the screens show warnings', async () => {
    const soon = new Date(`${addDays(yesterdayInPapua(), 31)}T00:00:00Z`);
    const parts = await db.fleetPart.findMany({ where: { fleet: { registration: { in: DEMO_REGS } } }, include: { fleet: true } });
    const near = parts.filter(
      (p) =>
        (p.hour_limit && p.hours_since_new >= p.hour_limit * 0.95) ||
        (p.cycle_limit && p.cycles_since_new >= p.cycle_limit * 0.95) ||
        (p.calendar_limit && p.calendar_limit <= soon),
    );
    expect(near.length).toBeGreaterThanOrEqual(4);
    expect(near.map((p) => p.fleet?.registration)).toContain('PK-RPE');
    // None is over its limit.
    for (const p of parts) {
      if (p.hour_limit) expect(p.hours_since_new).toBeLessThanOrEqual(p.hour_limit);
      if (p.cycle_limit) expect(p.cycles_since_new).toBeLessThanOrEqual(p.cycle_limit);
    }
  });

  it('has releases to service, AFL pages matching the daily hours, and history', async () => {
    for (const reg of DEMO_REGS) {
      const f = await db.fleet.findUniqueOrThrow({ where: { registration: reg } });
      expect(await db.fleetRelease.count({ where: { fleet_id: f.id } }), reg).toBeGreaterThanOrEqual(3);
      expect(await db.fleetHistory.count({ where: { fleet_id: f.id } }), reg).toBeGreaterThanOrEqual(2);
      const afls = await db.fleetAfl.findMany({ where: { fleet_id: f.id }, orderBy: { page_number: 'asc' } });
      expect(afls.length, reg).toBeGreaterThanOrEqual(AFL_PAGES);
      const demo = afls.filter((a) => /^\d{5}$/.test(a.page_number)).slice(-AFL_PAGES);
      for (const a of demo) {
        expect(a.block_hours).toBeGreaterThanOrEqual(a.flight_hours);
        expect(a.pic_name.length).toBeGreaterThan(3);
        const day = await db.fleetHours.findUniqueOrThrow({ where: { fleet_id_date: { fleet_id: f.id, date: a.date } } });
        expect([day.hours, day.cycles]).toEqual([a.flight_hours, a.cycles]);
      }
      // Consecutive page numbers, in date order.
      const numbers = demo.map((a) => Number(a.page_number));
      expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
      expect(demo.map((a) => dayOf(a.date))).toEqual(demo.map((a) => dayOf(a.date)).sort());
    }
    const baseChange = await db.fleetHistory.findFirst({ where: { event: 'base_change', fleet: { registration: 'PK-RPH' } } });
    expect(baseChange?.title).toBe('Base changed from DJJ to NBX');
  });
});

describe('SEED_DEMO=false', () => {
  const scratch = `ops_seed_${randomBytes(4).toString('hex')}`;
  let url: string;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${scratch}`);
    await admin.end();
    const u = new URL(inject('adminDatabaseUrl'));
    u.pathname = `/${scratch}`;
    url = u.toString();
    await migrate(url, { log: () => {} });
  }, 60_000);
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await admin.end();
  });

  it('seeds only the reference data: the airports and the aircraft types, no users, bases or aircraft', async () => {
    runSeed(url, { SEED_DEMO: 'false', ADMIN_EMAIL: '' });
    const n = await counts(url);
    expect(n.airports).toBe(indonesianAirports().length);
    expect(n.fleet_types).toBe(3);
    for (const t of TABLES.filter((t) => !['airports', 'fleet_types'].includes(t))) expect(n[t], t).toBe(0);
  });
});
