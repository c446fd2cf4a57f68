// The seed (prisma/seed/index.ts): idempotent, deterministic, and what it writes is coherent.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DUTY_STATUSES, requiresBase } from '@/lib/rules/duty-status';
import { FLIGHT_TIME_WINDOWS } from '@/lib/rules/flight-time-limits';
import { daysBetween, planCrew, planRoster, ROSTER_AHEAD, ROSTER_PAST } from '@/prisma/seed/crew';
import { AFL_PAGES, DEMO_FLEET, HOURS_DAYS, planFleet, yesterdayInPapua } from '@/prisma/seed/fleet';
import { seed } from '@/prisma/seed/index';
import { AREAS, BASES, indonesianAirports } from '@/prisma/seed/network';
import { CREW_CAPS, planOperations, SPARE_TOMORROW } from '@/prisma/seed/operations';
import { db } from '@/server/db';
import { peakHours, trailingHours } from '@/server/resources/flight/flight-time';
import { listSchedules } from '@/server/resources/flight/schedule';
import { prepareSchedule } from '@/server/resources/flight/schedule-checks';
import { withReadiness } from '@/server/resources/flight/schedule-readiness';
import { ROOT, scratchDatabase } from '../support/database';

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
  'pilots',
  'pilot_aircraft',
  'pilot_airports',
  'pilot_schedules',
  'route_schedules',
  'flight_logbooks',
  'manifests',
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
      expect(out).toContain('0 crew member(s), 0 type rating(s), 0 airport qualification(s)');
      expect(out).toContain('0 roster entr(ies)');
      expect(out).toContain('0 route schedule(s), 0 logbook entr(ies), 0 manifest entr(ies)');
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

describe('the demo flight operations plan', () => {
  const airports = new Map(
    indonesianAirports().map((a, i) => [a.iata, { id: i + 1, latitude: a.latitude, longitude: a.longitude, timezone: a.timezone }]),
  );
  const plan = (today: string) => {
    const first = addDays(today, -ROSTER_PAST);
    const crew = planCrew(today).map((p, i) => ({
      plan: p,
      id: i + 1,
      base_id: 1,
      first,
      roster: planRoster(p, i, first, ROSTER_PAST + ROSTER_AHEAD + 1, today),
    }));
    const aircraft = DEMO_FLEET.map((d, i) => ({ id: 100 + i, demo: d, base_id: 1, area_id: 1, payload_kg: d.payload_kg }));
    const now = new Date(`${today}T03:00:00Z`);
    return { crew, flights: planOperations({ today, now, papuaYesterday: addDays(today, -1), crew, aircraft, airports }) };
  };

  it('plans the same crew, roster and flights every time (seeded PRNG, no Math.random)', () => {
    expect(plan('2026-06-30')).toEqual(plan('2026-06-30'));
  });

  it('plans flights that keep the rules whatever the day it runs', () => {
    for (const today of ['2025-03-03', '2026-08-14', '2026-11-25', '2027-12-31']) {
      const { crew, flights } = plan(today);
      const byId = new Map(crew.map((c) => [c.id, c]));
      const flown = flights.filter((f) => f.flight_status !== 0);
      expect(flights.length, today).toBeGreaterThan(15_000);
      const busy = new Map<string, { etd: number; eta: number }[]>();
      const days = ROSTER_PAST + ROSTER_AHEAD + 1;
      const hours = new Map<number, Float64Array>();
      for (const f of flown) {
        const ac = DEMO_FLEET[f.fleet_id - 100];
        busy.set(`aircraft ${ac.registration}`, [...(busy.get(`aircraft ${ac.registration}`) ?? []), f]);
        for (const pid of [f.pilot_id, f.copilot_id]) {
          if (pid === null) continue;
          const c = byId.get(pid)!;
          const i = daysBetween(c.first, f.flight_date);
          const duty = c.roster[i];
          const rating = c.plan.ratings.find((r) => r.type === ac.type);
          const where = `${today}: ${c.plan.crew_code} on ${f.flight_number} ${f.flight_date}`;
          expect([1, 5, 7].includes(duty?.status ?? -1) && duty?.base === ac.base, where).toBe(true);
          expect(rating !== undefined && rating.since <= f.flight_date, where).toBe(true);
          expect(f.flight_date < c.plan.licence_expiry && f.flight_date < c.plan.medical_expiry, where).toBe(true);
          busy.set(`crew ${c.plan.crew_code}`, [...(busy.get(`crew ${c.plan.crew_code}`) ?? []), f]);
          const h = hours.get(pid) ?? new Float64Array(days);
          h[i] += f.minutes / 60;
          hours.set(pid, h);
        }
      }
      for (const [who, list] of busy) {
        const sorted = list.sort((x, y) => x.etd - y.etd);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i].etd >= sorted[i - 1].eta, `${today}: ${who} overlaps`).toBe(true);
      }
      // Every rolling window (the roster range starts with nothing flown before it).
      for (const [pid, h] of hours) {
        const sums = [0];
        for (const x of h) sums.push(sums[sums.length - 1] + x);
        for (const w of CREW_CAPS) {
          let worst = 0;
          for (let end = 1; end <= days; end++) worst = Math.max(worst, sums[end] - sums[Math.max(0, end - w.days)]);
          expect(worst, `${today}: crew ${pid}, ${w.days} days`).toBeLessThanOrEqual(w.cap + 1e-9);
        }
      }
      // Daylight flying: every flight lands by 18:00 local at its arrival airport.
      const late = flights.filter((f) => {
        const local = new Date(f.eta).toLocaleTimeString('en-GB', { timeZone: airports.get(f.arr)!.timezone, hour12: false });
        return local > '18:00:00';
      });
      expect(
        late.map((f) => `${f.flight_number} ${f.flight_date}`),
        today,
      ).toEqual([]);
    }
  }, 60_000);
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

// The demo crew, roster and year of flights (prisma/seed/crew.ts, operations.ts). Other test files add
// their own crew and flights to this database, so every query keeps to the demo crew and aircraft.
describe('the demo flight operations', () => {
  const CODES = planCrew('2026-01-01').map((c) => c.crew_code);
  /** The seed day (a +7 date): the roster runs from ROSTER_PAST days before it to ROSTER_AHEAD after. */
  let today: string;
  const q = <T>(sql: TemplateStringsArray, ...values: unknown[]) => db.$queryRaw<T[]>(sql, ...values);
  /** Non-canceled demo flights, one row per crew seat. */
  const CREW_FLIGHTS = `
    SELECT r.id, r.flight_date, r.etd, r.eta, r.fleet_id, r.base_id, r.flighttime_decimal, seat.pid
      FROM route_schedules r JOIN fleets f ON f.id = r.fleet_id
     CROSS JOIN LATERAL (VALUES (r.pilot_id), (r.copilot_id)) AS seat(pid)
     WHERE seat.pid IS NOT NULL AND r.flight_status <> 0 AND f.registration = ANY($1::text[])`;

  beforeAll(async () => {
    const [row] = await q<{ first: string }>`
      SELECT to_char(min(s.duty_date), 'YYYY-MM-DD') AS first FROM pilot_schedules s JOIN pilots p ON p.id = s.pilot_id
       WHERE p.crew_code = ANY(${CODES}::text[])`;
    today = addDays(row.first, ROSTER_PAST);
  });

  it('has about 40 crew: captains and first officers, two inactive, documents mostly valid, a few expiring, two expired', async () => {
    const crew = await db.pilot.findMany({ where: { crew_code: { in: CODES } }, include: { aircraft: true, airports: true, base: true } });
    expect(crew).toHaveLength(CODES.length);
    expect(crew.length).toBeGreaterThanOrEqual(38);
    expect(crew.every((c) => /^[A-Z]{3}$/.test(c.crew_code))).toBe(true);
    const captains = crew.filter((c) => c.rank === 'captain').length / crew.length;
    expect(captains).toBeGreaterThan(0.5);
    expect(captains).toBeLessThan(0.65);
    expect(crew.filter((c) => c.status === 'inactive')).toHaveLength(2);
    expect(new Set(crew.map((c) => c.base?.short_name))).toEqual(new Set(BASES.map((b) => b.short_name)));
    const soon = addDays(today, 60);
    const expired = crew.filter((c) => dayOf(c.licence_expiry) < today || dayOf(c.medical_expiry) < today);
    const expiring = crew.filter((c) => !expired.includes(c) && (dayOf(c.licence_expiry) <= soon || dayOf(c.medical_expiry) <= soon));
    expect(expired).toHaveLength(2);
    expect(expiring.length).toBeGreaterThanOrEqual(3);
    expect(crew.length - expired.length - expiring.length).toBeGreaterThan(crew.length * 0.8);
    for (const c of crew) {
      expect(c.aircraft.length, c.crew_code).toBeGreaterThanOrEqual(1);
      expect(c.airports.length, c.crew_code).toBeGreaterThanOrEqual(4);
      expect(c.email).toMatch(/@/);
      expect(c.phone).toMatch(/^\+62 /);
    }
  });

  it('has a roster entry every day from a year ago to 60 days ahead (until leaving), every duty status, bases where required', async () => {
    const rows = await q<{ crew_code: string; status: string; days: number; first: string; last: string }>`
      SELECT p.crew_code, p.status, count(*)::int AS days, to_char(min(s.duty_date), 'YYYY-MM-DD') AS first,
             to_char(max(s.duty_date), 'YYYY-MM-DD') AS last
        FROM pilot_schedules s JOIN pilots p ON p.id = s.pilot_id WHERE p.crew_code = ANY(${CODES}::text[])
       GROUP BY p.crew_code, p.status`;
    expect(rows).toHaveLength(CODES.length);
    for (const r of rows) {
      expect(r.first, r.crew_code).toBe(addDays(today, -ROSTER_PAST));
      if (r.status === 'active')
        expect([r.last, r.days], r.crew_code).toEqual([addDays(today, ROSTER_AHEAD), ROSTER_PAST + ROSTER_AHEAD + 1]);
      else expect(r.last < today, r.crew_code).toBe(true);
    }
    const statuses = await q<{ status: number; base: boolean; n: number }>`
      SELECT s.status, s.base_id IS NOT NULL AS base, count(*)::int AS n FROM pilot_schedules s JOIN pilots p ON p.id = s.pilot_id
       WHERE p.crew_code = ANY(${CODES}::text[]) GROUP BY 1, 2`;
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(DUTY_STATUSES.map((d) => d.no)));
    for (const s of statuses) expect(s.base, `status ${s.status}`).toBe(requiresBase(s.status));
    const total = statuses.reduce((sum, s) => sum + s.n, 0);
    const onDuty = statuses.filter((s) => s.status === 1).reduce((sum, s) => sum + s.n, 0);
    expect(onDuty / total).toBeGreaterThan(0.5);
    // Nobody is on a flying status once a document has expired.
    const [late] = await q<{ n: number }>`
      SELECT count(*)::int AS n FROM pilot_schedules s JOIN pilots p ON p.id = s.pilot_id
       WHERE p.crew_code = ANY(${CODES}::text[]) AND s.status IN (1, 5, 7)
         AND (s.duty_date >= p.licence_expiry OR s.duty_date >= p.medical_expiry)`;
    expect(late.n).toBe(0);
  });

  it('flies 30 to 60 flights a weekday over the year, past ones flown (some delayed, diverted, RTB, canceled), future ones planned', async () => {
    const days = await q<{ d: string; dow: number; n: number; plan: number; flown: number }>`
      SELECT to_char(r.flight_date, 'YYYY-MM-DD') AS d, extract(dow FROM r.flight_date)::int AS dow, count(*)::int AS n,
             count(*) FILTER (WHERE r.flight_status = 1)::int AS plan, count(*) FILTER (WHERE r.flight_status > 1)::int AS flown
        FROM route_schedules r JOIN fleets f ON f.id = r.fleet_id
       WHERE f.registration = ANY(${DEMO_REGS}::text[]) AND r.flight_number LIKE 'SI %' GROUP BY 1, 2 ORDER BY 1`;
    expect(days.length).toBeGreaterThan(400);
    expect(days[0].d).toBe(addDays(today, -ROSTER_PAST));
    expect(days.at(-1)?.d).toBe(addDays(today, ROSTER_AHEAD));
    const weekdays = days.filter((d) => d.dow !== 0);
    const mean = weekdays.reduce((s, d) => s + d.n, 0) / weekdays.length;
    expect(mean).toBeGreaterThanOrEqual(30);
    expect(mean).toBeLessThanOrEqual(60);
    for (const d of days) {
      if (d.d < today) expect(d.plan, d.d).toBe(0);
      if (d.d > today) expect(d.flown, d.d).toBe(0);
    }
    const byStatus = await q<{ s: number; n: number }>`
      SELECT r.flight_status AS s, count(*)::int AS n FROM route_schedules r JOIN fleets f ON f.id = r.fleet_id
       WHERE f.registration = ANY(${DEMO_REGS}::text[]) AND r.flight_date < ${today}::date GROUP BY 1`;
    const past = byStatus.reduce((s, x) => s + x.n, 0);
    const share = (st: number) => (byStatus.find((x) => x.s === st)?.n ?? 0) / past;
    expect(share(2)).toBeGreaterThan(0.75);
    for (const st of [0, 3, 4, 5]) expect(share(st), `status ${st}`).toBeGreaterThan(0.003);
    const types = await q<{ t: string }>`
      SELECT DISTINCT r.flight_type AS t FROM route_schedules r JOIN fleets f ON f.id = r.fleet_id WHERE f.registration = ANY(${DEMO_REGS}::text[])`;
    expect(types.map((t) => t.t)).toEqual(
      expect.arrayContaining(['regular', 'perintis', 'charter', 'cargo', 'medevac', 'ferry', 'training', 'catchup']),
    );
    // Legs of 0.4 to 2 hours, flight time = eta - etd, flight date = local date of departure, distinct airports.
    const [bad] = await q<{ n: number; total: number }>`
      SELECT count(*) FILTER (WHERE r.flighttime_decimal < 0.4 OR r.flighttime_decimal > 2 OR r.eta <= r.etd
               OR r.dep_airport_id = r.arr_airport_id OR r.pilot_id IS NULL OR r.pilot_id = r.copilot_id
               OR abs(r.flighttime_decimal - round((extract(epoch FROM r.eta - r.etd) / 3600)::numeric, 2)) > 0.001
               OR r.flight_date <> (r.etd AT TIME ZONE a.timezone)::date OR r.base_id <> f.base_id)::int AS n,
             count(*)::int AS total
        FROM route_schedules r JOIN fleets f ON f.id = r.fleet_id JOIN airports a ON a.id = r.dep_airport_id
       WHERE f.registration = ANY(${DEMO_REGS}::text[])`;
    expect(bad.n).toBe(0);
    expect(bad.total).toBeGreaterThan(15_000);
    // The aircraft in maintenance has no flights from the day it was grounded.
    const [grounded] = await q<{ n: number }>`
      SELECT count(*)::int AS n FROM route_schedules r JOIN fleets f ON f.id = r.fleet_id
       WHERE f.registration = 'PK-RPE' AND r.flight_date >= ${today}::date`;
    expect(grounded.n).toBe(0);
  });

  it('breaks no rule the API enforces: overlaps, duty status and base, ratings, documents, active crew, two pilots on twins', async () => {
    const [overlap] = await db.$queryRawUnsafe<{ aircraft: number; crew: number }[]>(
      `WITH flights AS (${CREW_FLIGHTS})
       SELECT (SELECT count(*)::int FROM (
                 SELECT etd, max(eta) OVER (PARTITION BY fleet_id ORDER BY etd, id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS prev
                   FROM (SELECT DISTINCT id, fleet_id, etd, eta FROM flights) x) y WHERE prev > etd) AS aircraft,
              (SELECT count(*)::int FROM (
                 SELECT etd, max(eta) OVER (PARTITION BY pid ORDER BY etd, id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS prev
                   FROM flights) z WHERE prev > etd) AS crew`,
      DEMO_REGS,
    );
    expect(overlap).toEqual({ aircraft: 0, crew: 0 });
    const [rules] = await db.$queryRawUnsafe<Record<string, number>[]>(
      `WITH flights AS (${CREW_FLIGHTS})
       SELECT count(*)::int AS seats,
              count(*) FILTER (WHERE s.id IS NULL OR s.status NOT IN (1, 5, 7) OR s.base_id <> fl.base_id)::int AS duty,
              count(*) FILTER (WHERE pa.id IS NULL)::int AS rating,
              count(*) FILTER (WHERE fl.flight_date >= p.licence_expiry OR fl.flight_date >= p.medical_expiry)::int AS documents,
              count(*) FILTER (WHERE p.status <> 'active' AND fl.flight_date >= $2::date)::int AS inactive
         FROM flights fl JOIN pilots p ON p.id = fl.pid JOIN fleets f ON f.id = fl.fleet_id
         LEFT JOIN pilot_schedules s ON s.pilot_id = fl.pid AND s.duty_date = fl.flight_date
         LEFT JOIN pilot_aircraft pa ON pa.pilot_id = fl.pid AND pa.fleet_type_id = f.fleet_type_id
               AND (pa.since IS NULL OR pa.since <= fl.flight_date) AND (pa.valid_until IS NULL OR pa.valid_until >= fl.flight_date)`,
      DEMO_REGS,
      today,
    );
    expect(rules).toMatchObject({ duty: 0, rating: 0, documents: 0, inactive: 0 });
    expect(rules.seats).toBeGreaterThan(20_000);
    const [twins] = await q<{ n: number }>`
      SELECT count(*)::int AS n FROM route_schedules r JOIN fleets f ON f.id = r.fleet_id JOIN fleet_types t ON t.id = f.fleet_type_id
       WHERE f.registration = ANY(${DEMO_REGS}::text[]) AND t.engines > 1 AND r.copilot_id IS NULL`;
    expect(twins.n).toBe(0);
  });

  it("passes the API's own schedule checks (prepareSchedule) on a sample of the coming flights", async () => {
    const sample = await q<{ id: number }>`
      SELECT r.id FROM route_schedules r JOIN fleets f ON f.id = r.fleet_id
       WHERE f.registration = ANY(${DEMO_REGS}::text[]) AND r.flight_status = 1 AND r.id % 29 = 0 ORDER BY r.id`;
    expect(sample.length).toBeGreaterThan(40);
    const rows = await db.routeSchedule.findMany({ where: { id: { in: sample.map((s) => s.id) } } });
    for (const r of rows) {
      const prepared = await db.$transaction((tx) =>
        prepareSchedule(
          tx,
          {
            flight_number: r.flight_number,
            flight_type: r.flight_type,
            flight_status: r.flight_status,
            flight_date: dayOf(r.flight_date),
            etd: r.etd,
            eta: r.eta,
            dep_airport_id: r.dep_airport_id,
            arr_airport_id: r.arr_airport_id,
            fleet_id: r.fleet_id,
            pilot_id: r.pilot_id,
            copilot_id: r.copilot_id,
            base_id: r.base_id,
            area_id: r.area_id,
            notes: r.notes,
          },
          r.id,
        ),
      );
      expect(prepared.problems, `${r.flight_number} ${dayOf(r.flight_date)}`).toEqual([]);
      expect(prepared.duplicate).toBeNull();
    }
  }, 120_000);

  it('shows no red readiness light on the next two days of flights (crew, release to service, manifest weight)', async () => {
    const page = await listSchedules(db, { from: addDays(today, 1), to: addDays(today, 2) }, { page: 1, limit: 1000 });
    const rows = await withReadiness(
      db,
      page.data.filter((r) => DEMO_REGS.includes(r.registration)),
    );
    expect(rows.length).toBeGreaterThan(30);
    const red = rows
      .filter((r) => r.readiness?.light === 'red')
      .map((r) => `${r.flight_number} ${r.flight_date}: ${r.readiness?.reasons.join('; ')}`);
    expect(red).toEqual([]);
  });

  it('keeps every crew member within the flight-time limits in every rolling window (SQL), matching trailingHours', async () => {
    const [worst] = await db.$queryRawUnsafe<Record<string, number>[]>(
      `WITH flights AS (${CREW_FLIGHTS}),
       daily AS (SELECT pid, flight_date AS d, sum(flighttime_decimal) AS h FROM flights GROUP BY 1, 2),
       w AS (SELECT sum(h) OVER (PARTITION BY pid ORDER BY d RANGE BETWEEN '6 days' PRECEDING AND CURRENT ROW) AS fl7,
                    sum(h) OVER (PARTITION BY pid ORDER BY d RANGE BETWEEN '29 days' PRECEDING AND CURRENT ROW) AS fl30,
                    sum(h) OVER (PARTITION BY pid ORDER BY d RANGE BETWEEN '89 days' PRECEDING AND CURRENT ROW) AS fl90,
                    sum(h) OVER (PARTITION BY pid ORDER BY d RANGE BETWEEN '364 days' PRECEDING AND CURRENT ROW) AS fl365
               FROM daily)
       SELECT max(fl7)::float8 AS fl7, max(fl30)::float8 AS fl30, max(fl90)::float8 AS fl90, max(fl365)::float8 AS fl365 FROM w`,
      DEMO_REGS,
    );
    for (const w of FLIGHT_TIME_WINDOWS) {
      expect(worst[w.key], w.key).toBeLessThanOrEqual(w.limit * 0.9);
      expect(worst[w.key], w.key).toBeGreaterThan(w.limit * 0.5); // busy enough to show on the screens
    }
    const crew = await db.pilot.findMany({ where: { crew_code: { in: CODES } }, select: { id: true } });
    const ids = crew.map((c) => c.id);
    for (const date of [addDays(today, -200), addDays(today, -1), today, addDays(today, 30)]) {
      const hours = await trailingHours(db, ids, date);
      const hand = await db.$queryRawUnsafe<{ pid: number; fl7: number; fl30: number; fl90: number; fl365: number }[]>(
        `WITH flights AS (${CREW_FLIGHTS})
         SELECT pid, sum(flighttime_decimal) FILTER (WHERE flight_date > $2::date - 7)::float8 AS fl7,
                sum(flighttime_decimal) FILTER (WHERE flight_date > $2::date - 30)::float8 AS fl30,
                sum(flighttime_decimal) FILTER (WHERE flight_date > $2::date - 90)::float8 AS fl90,
                sum(flighttime_decimal)::float8 AS fl365
           FROM flights WHERE flight_date BETWEEN $2::date - 364 AND $2::date GROUP BY pid`,
        DEMO_REGS,
        date,
      );
      expect(hand.length, date).toBeGreaterThan(20);
      for (const h of hand) {
        const got = hours.get(h.pid)!;
        for (const w of FLIGHT_TIME_WINDOWS) {
          expect(got[w.key], `${date} ${h.pid} ${w.key}`).toBeCloseTo(h[w.key] ?? 0, 1);
          expect(got[w.key]).toBeLessThanOrEqual(w.limit);
        }
      }
    }
  });

  it('leaves tomorrow crew on duty with spare hours and aircraft with free time, so a flight can be added', async () => {
    const tomorrow = addDays(today, 1);
    const free = await q<{ id: number; base_id: number }>`
      SELECT p.id, s.base_id FROM pilots p JOIN pilot_schedules s ON s.pilot_id = p.id AND s.duty_date = ${tomorrow}::date
       WHERE p.crew_code = ANY(${CODES}::text[]) AND p.status = 'active' AND s.status = 1
         AND p.licence_expiry > ${tomorrow}::date AND p.medical_expiry > ${tomorrow}::date
         AND NOT EXISTS (SELECT 1 FROM route_schedules r WHERE r.flight_date = ${tomorrow}::date AND r.flight_status <> 0
                          AND (r.pilot_id = p.id OR r.copilot_id = p.id))`;
    let spare = 0;
    for (const p of free) {
      const peak = await peakHours(db, p.id, tomorrow);
      if (FLIGHT_TIME_WINDOWS.every((w) => peak[w.key] + 3 <= w.limit)) spare++;
    }
    expect(spare).toBeGreaterThanOrEqual(4);
    // One aircraft has the whole day free, and crew of its base rated on its type are free to fly it.
    const [idle] = await q<{ n: number; crew: number }>`
      SELECT (SELECT count(*)::int FROM route_schedules r WHERE r.fleet_id = f.id AND r.flight_date = ${tomorrow}::date) AS n,
             (SELECT count(*)::int FROM pilots p JOIN pilot_aircraft pa ON pa.pilot_id = p.id AND pa.fleet_type_id = f.fleet_type_id
               WHERE p.id = ANY(${free.map((p) => p.id)}::int[]) AND p.rank = 'captain' AND p.base_id = f.base_id) AS crew
        FROM fleets f WHERE f.registration = ${SPARE_TOMORROW}`;
    expect(idle.n).toBe(0);
    expect(idle.crew).toBeGreaterThanOrEqual(1);
    // Every active aircraft's day ends before 18:00 local: the evening is free.
    const late = await q<{ registration: string }>`
      SELECT f.registration FROM route_schedules r JOIN fleets f ON f.id = r.fleet_id JOIN airports a ON a.id = r.arr_airport_id
       WHERE f.registration = ANY(${DEMO_REGS}::text[]) AND r.flight_date = ${tomorrow}::date
         AND (r.eta AT TIME ZONE a.timezone)::time > '18:00'`;
    expect(late).toEqual([]);
  });

  it('has logbooks for the flown flights (one per crew member, block times around etd/eta), recent ones partly pending', async () => {
    const [lb] = await q<Record<string, number>>`
      SELECT count(*) FILTER (WHERE r.flight_logbook <> (SELECT count(*) FROM flight_logbooks l WHERE l.schedule_id = r.id))::int AS miscounted,
             count(*) FILTER (WHERE r.flight_date < ${addDays(today, -3)}::date AND r.flight_status > 1
                               AND r.flight_logbook <> (CASE WHEN r.copilot_id IS NULL THEN 1 ELSE 2 END))::int AS missing_old,
             count(*) FILTER (WHERE r.flight_date >= ${addDays(today, -3)}::date AND r.flight_date < ${today}::date AND r.flight_status > 1
                               AND r.flight_logbook = 0)::int AS pending_recent,
             count(*) FILTER (WHERE (r.flight_status IN (0, 1)) AND r.flight_logbook > 0)::int AS unflown_with_logbook
        FROM route_schedules r JOIN fleets f ON f.id = r.fleet_id WHERE f.registration = ANY(${DEMO_REGS}::text[])`;
    expect(lb).toMatchObject({ miscounted: 0, missing_old: 0, unflown_with_logbook: 0 });
    expect(lb.pending_recent).toBeGreaterThan(5);
    const [blocks] = await q<{ n: number; bad: number }>`
      SELECT count(*)::int AS n,
             count(*) FILTER (WHERE l.block_off > r.etd + interval '25 minutes' OR l.block_off < r.etd - interval '10 minutes'
                               OR l.block_on < r.eta OR l.block_on > r.eta + interval '30 minutes'
                               OR abs(l.block_hours - extract(epoch FROM l.block_on - l.block_off) / 3600) > 0.01
                               OR (l.pilot_id IS DISTINCT FROM r.pilot_id AND l.pilot_id IS DISTINCT FROM r.copilot_id))::int AS bad
        FROM flight_logbooks l JOIN route_schedules r ON r.id = l.schedule_id JOIN fleets f ON f.id = r.fleet_id
       WHERE f.registration = ANY(${DEMO_REGS}::text[])`;
    expect(blocks.n).toBeGreaterThan(15_000);
    expect(blocks.bad).toBe(0);
  });

  it('has manifests on some of the next days’ flights, each below the aircraft payload', async () => {
    const rows = await q<{ id: number; d: string; payload: number; total: number; pax: number; cargo: number; seats: number }>`
      SELECT r.id, to_char(r.flight_date, 'YYYY-MM-DD') AS d, f.payload_kg AS payload, f.seats,
             sum(m.weight + m.bag_weight)::int AS total, count(*) FILTER (WHERE m.type = 'passenger')::int AS pax,
             count(*) FILTER (WHERE m.type = 'cargo')::int AS cargo
        FROM manifests m JOIN route_schedules r ON r.id = m.schedule_id JOIN fleets f ON f.id = r.fleet_id
       WHERE f.registration = ANY(${DEMO_REGS}::text[]) GROUP BY r.id, f.payload_kg, f.seats`;
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.some((r) => r.pax > 0) && rows.some((r) => r.cargo > 0)).toBe(true);
    for (const r of rows) {
      expect(r.d > today && r.d <= addDays(today, 3), r.d).toBe(true);
      expect(r.total).toBeLessThanOrEqual(r.payload);
      expect(r.pax).toBeLessThanOrEqual(r.seats);
    }
  });
});

describe('SEED_DEMO=false', () => {
  let url: string;
  let drop = async () => {};
  beforeAll(async () => {
    ({ url, drop } = await scratchDatabase(inject('adminDatabaseUrl'), 'seed'));
  }, 60_000);
  afterAll(() => drop());

  it('seeds only the reference data: the airports and the aircraft types, no users, bases or aircraft', async () => {
    runSeed(url, { SEED_DEMO: 'false', ADMIN_EMAIL: '' });
    const n = await counts(url);
    expect(n.airports).toBe(indonesianAirports().length);
    expect(n.fleet_types).toBe(3);
    for (const t of TABLES.filter((t) => !['airports', 'fleet_types'].includes(t))) expect(n[t], t).toBe(0);
  });
});
