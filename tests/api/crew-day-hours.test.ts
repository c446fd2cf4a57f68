// The crew's hours per day kept by the flights' triggers (migration 20261128110000_crew_day_hours): equal to
// the hours counted from the flights themselves after every kind of write (seats swapped, a flight canceled
// and restored, moved to another day, its hours changed, deleted one by one and in bulk, truncated rows
// aside), under parallel writers and compactions, and what the flight-time windows read. Other files write
// flights at the same time, so each check compares both sides in one snapshot.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { compactScheduleTally } from '@/server/jobs/tally';
import { peakHours, trailingHours } from '@/server/resources/flight/flight-time';
import * as cx from './crew-fixtures';

const TAG = 'H';
type Net = Awaited<ReturnType<typeof cx.network>>;
let net: Net;
let a: { id: number };
let b: { id: number };

beforeAll(async () => {
  net = await cx.network(TAG);
  a = await cx.crewPilot(TAG);
  b = await cx.crewPilot(TAG, { rank: 'first_officer' });
});

/** Crew-days whose kept hours or flight count differ from the flights' own, in one statement (one snapshot). */
async function differences(): Promise<unknown[]> {
  return db.$queryRaw<unknown[]>`
    WITH kept AS (
      SELECT crew_id, flight_date, sum(hours) AS h, sum(flights)::int AS n FROM crew_day_hours
       GROUP BY crew_id, flight_date HAVING sum(flights) <> 0 OR sum(hours) <> 0
    ), counted AS (
      SELECT crew_id, flight_date, sum(h) AS h, count(*)::int AS n FROM (
        SELECT pilot_id AS crew_id, flight_date, flighttime_decimal::numeric AS h FROM route_schedules WHERE pilot_id IS NOT NULL AND flight_status <> 0
        UNION ALL
        SELECT copilot_id, flight_date, flighttime_decimal::numeric FROM route_schedules WHERE copilot_id IS NOT NULL AND flight_status <> 0
      ) seats GROUP BY crew_id, flight_date
    )
    (SELECT 'kept' AS side, * FROM (SELECT * FROM kept EXCEPT SELECT * FROM counted) x)
    UNION ALL
    (SELECT 'counted', * FROM (SELECT * FROM counted EXCEPT SELECT * FROM kept) y)`;
}

async function expectExact() {
  expect(await differences()).toEqual([]);
}

const flight = (day: string, extra: Partial<cx.FlightInput> = {}) =>
  cx.flight({ ...net.flightDefaults, flight_date: day, etd: '08:00', pilot_id: a.id, copilot_id: b.id, ...extra });

describe("the crew's hours per day", () => {
  it('stay exact across inserts, updates of every kind, deletes and bulk writes', async () => {
    await expectExact();
    const one = await flight('2033-01-05', { eta: '09:40' });
    await expectExact();
    // Seats swapped, then one left empty.
    await db.routeSchedule.update({ where: { id: one.id }, data: { pilot_id: b.id, copilot_id: a.id } });
    await expectExact();
    await db.routeSchedule.update({ where: { id: one.id }, data: { copilot_id: null } });
    await expectExact();
    // Canceled (its seats no longer count), then restored.
    await db.routeSchedule.update({ where: { id: one.id }, data: { flight_status: 0 } });
    await expectExact();
    await db.routeSchedule.update({ where: { id: one.id }, data: { flight_status: 1 } });
    await expectExact();
    // Another day, other hours; a change that leaves the hours as they were writes nothing.
    await db.routeSchedule.update({
      where: { id: one.id },
      data: { flight_date: new Date('2033-01-06T00:00:00Z'), flighttime_decimal: 2.17 },
    });
    await expectExact();
    const before = await db.crewDayHours.count();
    await db.routeSchedule.update({ where: { id: one.id }, data: { notes: 'unchanged hours' } });
    expect(await db.crewDayHours.count()).toBe(before);
    // Many rows in one statement each way.
    const bulk = await db.routeSchedule.createManyAndReturn({
      data: ['A', 'B', 'C'].map((k, i) => ({
        flight_number: `ZH${k}${one.id}`,
        flight_type: 'regular',
        flight_status: 1,
        flight_date: new Date(`2033-01-0${5 + i}T00:00:00Z`),
        etd: one.etd,
        eta: one.eta,
        flighttime_decimal: 1.33,
        pilot_id: a.id,
        copilot_id: i === 1 ? null : b.id,
        ...net.flightDefaults,
      })),
    });
    await expectExact();
    await db.routeSchedule.updateMany({ where: { id: { in: bulk.map((x) => x.id) } }, data: { flighttime_decimal: 0.5 } });
    await expectExact();
    await db.routeSchedule.delete({ where: { id: one.id } });
    await expectExact();
    expect((await db.routeSchedule.deleteMany({ where: { id: { in: bulk.map((x) => x.id) } } })).count).toBe(3);
    await expectExact();
  });

  it('stay exact while flights are written and folded at the same time, and fold into one row per crew-day', async () => {
    const writes = Array.from({ length: 10 }, (_, i) => flight(`2033-02-${String((i % 4) + 1).padStart(2, '0')}`));
    const folds = Array.from({ length: 3 }, () => compactScheduleTally(db));
    const results = await Promise.all([...writes, ...folds]);
    await expectExact();
    const created = results.slice(0, 10) as { id: number }[];
    await Promise.all([
      ...created.slice(0, 5).map((c) => db.routeSchedule.update({ where: { id: c.id }, data: { flight_status: 0 } })),
      db.routeSchedule.deleteMany({ where: { id: { in: created.slice(5).map((c) => c.id) } } }),
      compactScheduleTally(db),
    ]);
    await expectExact();
    await compactScheduleTally(db);
    await expectExact();
    const [{ several }] = await db.$queryRaw<{ several: number }[]>`
      SELECT count(*)::int AS several FROM (
        SELECT 1 FROM crew_day_hours WHERE crew_id IN (${a.id}, ${b.id}) GROUP BY crew_id, flight_date HAVING count(*) > 1) x`;
    expect(several).toBe(0);
    // Canceled flights only: the crew-days are gone, not kept at zero.
    expect(await db.crewDayHours.count({ where: { crew_id: { in: [a.id, b.id] }, flight_date: new Date('2033-02-01T00:00:00Z') } })).toBe(
      0,
    );
  });

  it('are what the windows read, the flight being edited left out', async () => {
    const c = await cx.crewPilot(TAG);
    const first = await flight('2033-03-10', { pilot_id: c.id, copilot_id: null, eta: '10:30' });
    await flight('2033-03-12', { pilot_id: null, copilot_id: c.id, eta: '09:15' });
    await flight('2033-03-12', { pilot_id: c.id, copilot_id: null, etd: '11:00', eta: '12:00', flight_status: 0 });
    const hours = (await trailingHours(db, [c.id], '2033-03-12')).get(c.id);
    expect(hours).toEqual({ fl7: 3.75, fl30: 3.75, fl90: 3.75, fl365: 3.75 });
    expect(await peakHours(db, c.id, '2033-03-12')).toEqual({ fl7: 3.75, fl30: 3.75, fl90: 3.75, fl365: 3.75 });
    expect(await peakHours(db, c.id, '2033-03-12', first.id)).toEqual({ fl7: 1.25, fl30: 1.25, fl90: 1.25, fl365: 1.25 });
  });
});
