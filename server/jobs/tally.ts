// The schedule tally (migration 20261127130000_schedule_tally) gains a row per statement that writes
// flights; the unfiltered schedule list sums them. Folding them into one keeps that sum a few rows long.
import type { Client } from '@/server/crud/model';
import type { Db } from '@/server/db';
import { JOB } from './config';
import { recordRun } from './runs';

/** Folds the tally's rows into one; returns how many it folded. */
export async function foldScheduleTally(db: Client): Promise<number> {
  const [{ folded }] = await db.$queryRaw<{ folded: number }[]>`SELECT route_schedule_tally_compact() AS folded`;
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
