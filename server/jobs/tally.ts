// The schedule tally (migration 20261127130000_schedule_tally) gains a row per statement that writes
// flights; the unfiltered schedule list sums them. Folding them into one keeps that sum a few rows long.
// The crew's hours per day (migration 20261128110000_crew_day_hours) gain rows the same way and are folded
// with it, one row per crew-day.
import type { Client } from '@/server/crud/model';
import type { Db } from '@/server/db';
import { JOB } from './config';
import { recordRun } from './runs';

/** Folds the tally's rows into one and each crew-day's rows into one; returns how many it folded. */
export async function foldScheduleTally(db: Client): Promise<number> {
  const [{ folded }] = await db.$queryRaw<{ folded: number }[]>`
    SELECT (route_schedule_tally_compact() + crew_day_hours_compact())::int AS folded`;
  return folded;
}

/** The hourly job: folds the tally and records the run. */
export async function compactScheduleTally(db: Db, jobId?: string): Promise<{ folded: number }> {
  return db.$transaction(async (tx) => {
    const folded = await foldScheduleTally(tx);
    await recordRun(tx, { name: JOB.scheduleTally, jobId, affected: folded });
    return { folded };
  });
}
