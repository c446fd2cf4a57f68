// The seed (prisma/seed/index.ts): idempotent and deterministic. Run again it changes nothing, its plans
// (fleet, crew, roster, flights) are the same every time and keep the rules whatever the day, and with
// SEED_DEMO=false it writes only the reference data. What it writes: seed-fleet and seed-operations.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysBetween, planCrew, planRoster, ROSTER_AHEAD, ROSTER_PAST } from '@/prisma/seed/crew';
import { HOURS_DAYS, planFleet } from '@/prisma/seed/fleet';
import { DEMO_FLEET } from '@/prisma/seed/fleet-data';
import { yesterdayInPapua } from '@/prisma/seed/fleet-simulation';
import { indonesianAirports } from '@/prisma/seed/network';
import { CREW_CAPS, planOperations } from '@/prisma/seed/operations-plan';
import { ROOT, scratchDatabase } from '../support/database';
import { addDays, seedBeforeAll } from './seed-fixtures';

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

seedBeforeAll();

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
