// What the seed (prisma/seed/index.ts) writes, part one: the reference data (airports, aircraft types) and
// the demo operation (areas, bases, aircraft, parts, daily hours, releases, AFL pages, history) is coherent.
import { describe, expect, it } from 'vitest';
import { AFL_PAGES, HOURS_DAYS } from '@/prisma/seed/fleet';
import { yesterdayInPapua } from '@/prisma/seed/fleet-simulation';
import { AREAS, BASES, indonesianAirports } from '@/prisma/seed/network';
import { db } from '@/server/db';
import { addDays, DEMO_REGS, dayOf, seedBeforeAll } from './seed-fixtures';

seedBeforeAll();

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
    // Every demo flight, the year's first ones included, flies on a release to service valid at its etd.
    const [unreleased] = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM route_schedules rs JOIN fleets f ON f.id = rs.fleet_id
       WHERE f.registration = ANY(${DEMO_REGS}::text[]) AND rs.flight_status <> 0
         AND NOT EXISTS (SELECT 1 FROM fleet_releases r WHERE r.fleet_id = rs.fleet_id AND r.released_at <= rs.etd
                         AND (r.valid_until IS NULL OR r.valid_until >= rs.etd))`;
    expect(unreleased.n).toBe(0);
    const baseChange = await db.fleetHistory.findFirst({ where: { event: 'base_change', fleet: { registration: 'PK-RPH' } } });
    expect(baseChange?.title).toBe('Base changed from DJJ to NBX');
  });
});
