// The number of flights kept by the schedule tally's triggers (migration 20261127130000_schedule_tally):
// exact after every kind of write, under parallel writers and compactions, and what the unfiltered list
// answers as its total. Other files write flights at the same time, so each check reads the tally and the
// flights in one snapshot.
import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { scheduleItem } from '@/server/api/flight-schedule';
import { db } from '@/server/db';
import { JOB } from '@/server/jobs/config';
import { compactScheduleTally } from '@/server/jobs/tally';
import { listSchedules } from '@/server/resources/flight/schedule';
import { call, tokenFor } from '../support/api-client';
import * as cx from './crew-fixtures';

const TAG = 'Y';
type Net = Awaited<ReturnType<typeof cx.network>>;
let net: Net;
let occ: string;

beforeAll(async () => {
  net = await cx.network(TAG);
  occ = await tokenFor('airline_occ');
});

/** The tally's sum and the count of flights, read in one statement (one snapshot). */
async function both() {
  const [row] = await db.$queryRaw<{ tally: number; flights: number }[]>`
    SELECT (SELECT coalesce(sum(delta), 0) FROM route_schedule_tally)::int AS tally, (SELECT count(*) FROM route_schedules)::int AS flights`;
  return row;
}

async function expectExact() {
  const { tally, flights } = await both();
  expect(tally).toBe(flights);
}

const flight = (day: string) => cx.flight({ ...net.flightDefaults, flight_date: day, etd: '08:00' });

describe('the schedule tally', () => {
  it('stays exact across single and bulk inserts, deletes through the API and bulk deletes', async () => {
    await expectExact();
    const one = await flight('2032-01-01');
    await expectExact();
    const bulk = await db.routeSchedule.createManyAndReturn({
      data: ['A', 'B', 'C'].map((k) => ({
        flight_number: `ZT${k}${one.id}`,
        flight_type: 'regular',
        flight_status: 1,
        flight_date: one.flight_date,
        etd: one.etd,
        eta: one.eta,
        flighttime_decimal: 1,
        ...net.flightDefaults,
      })),
    });
    await expectExact();
    const res = await call(scheduleItem.DELETE, { token: occ, params: { id: String(one.id) } });
    expect(res.status, res.text).toBeLessThan(300);
    await expectExact();
    expect((await db.routeSchedule.deleteMany({ where: { id: { in: bulk.map((b) => b.id) } } })).count).toBe(3);
    await expectExact();
  });

  it('stays exact while flights are written and the tally is folded at the same time', async () => {
    const writes = Array.from({ length: 12 }, (_, i) => flight(`2032-02-${String(i + 1).padStart(2, '0')}`));
    const folds = Array.from({ length: 3 }, () => compactScheduleTally(db));
    const results = await Promise.all([...writes, ...folds]);
    await expectExact();
    const created = results.slice(0, 12) as { id: number }[];
    await Promise.all([db.routeSchedule.deleteMany({ where: { id: { in: created.map((c) => c.id) } } }), compactScheduleTally(db)]);
    await expectExact();
  });

  it('is folded into one row by the job, which records its run', async () => {
    await flight('2032-03-01');
    await flight('2032-03-02');
    const { folded } = await compactScheduleTally(db);
    expect(folded).toBeGreaterThanOrEqual(2);
    await expectExact();
    expect(await db.jobRun.count({ where: { name: JOB.scheduleTally, affected: folded } })).toBeGreaterThanOrEqual(1);
  });

  it('is the unfiltered list total; any filter counts the flights', async () => {
    await db.$transaction(
      async (tx) => {
        const { flights } = (await tx.$queryRaw<{ flights: number }[]>`SELECT count(*)::int AS flights FROM route_schedules`)[0];
        const unfiltered = await listSchedules(tx, {}, { page: 1, limit: 1 });
        expect(unfiltered.total).toBe(flights);
        const past = await listSchedules(tx, {}, { page: 1_000_000, limit: 1 });
        expect(past).toEqual({ total: flights, data: [] });
        const ours = await listSchedules(tx, { base: net.flightDefaults.base_id }, { page: 1, limit: 1 });
        expect(ours.total).toBe(await tx.routeSchedule.count({ where: { base_id: net.flightDefaults.base_id } }));
      },
      { isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead },
    );
  });
});
