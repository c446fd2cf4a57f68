// The record of each run of a job handler (job_runs), so that "it ran once across instances" can be counted.
import os from 'node:os';
import type { Client } from '@/server/crud/model';

/** This process, as job_runs names it. */
export const INSTANCE = `${os.hostname()}:${process.pid}`;

export interface Run {
  name: string;
  jobId?: string | null;
  key?: string | null;
  affected: number;
}

export async function recordRun(db: Client, run: Run): Promise<void> {
  await db.jobRun.create({
    data: { name: run.name, job_id: run.jobId ?? null, key: run.key ?? null, affected: run.affected, instance: INSTANCE },
  });
}
