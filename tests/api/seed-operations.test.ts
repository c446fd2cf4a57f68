// What the seed (prisma/seed/index.ts) writes, part two: the demo crew, roster and year of flights keep
// the rules the API enforces (seed-fleet checks the reference data and the aircraft).
import { beforeAll, describe, expect, it } from 'vitest';
import { DUTY_STATUSES, requiresBase } from '@/lib/rules/duty-status';
import { FLIGHT_TIME_WINDOWS } from '@/lib/rules/flight-time-limits';
import { planCrew, ROSTER_AHEAD, ROSTER_PAST } from '@/prisma/seed/crew';
import { BASES } from '@/prisma/seed/network';
import { SPARE_TOMORROW } from '@/prisma/seed/operations-plan';
import { db } from '@/server/db';
import { peakHours, trailingHours } from '@/server/resources/flight/flight-time';
import { listSchedules } from '@/server/resources/flight/schedule';
import { prepareSchedule } from '@/server/resources/flight/schedule-checks';
import { withReadiness } from '@/server/resources/flight/schedule-readiness';
import { addDays, DEMO_REGS, dayOf, seedBeforeAll } from './seed-fixtures';

seedBeforeAll();

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
