// Work that must wait until the request's transaction has committed (notifications: nobody is told about
// a step that rolled back). route.ts runs a spec's transaction through `transaction`, which collects the
// jobs registered on that transaction and starts them once it has committed, without awaiting them.
import { type Db, db, type Tx } from '@/server/db';

type Job = () => unknown;

const queued = new WeakMap<object, Job[]>();

/**
 * Runs `job` once `client`'s transaction commits (never if it rolls back); at once outside a transaction.
 * A transaction not opened by `transaction` (a seed's, a script's) has no commit to wait for: its jobs are
 * dropped.
 */
export function afterCommit(client: Db | Tx, job: Job): void {
  const jobs = queued.get(client);
  if (jobs) jobs.push(job);
  else if (client === db) job();
}

/** db.$transaction, then the jobs registered on it with afterCommit. */
export async function transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
  const jobs: Job[] = [];
  const result = await db.$transaction((tx) => {
    queued.set(tx, jobs);
    return run(tx);
  });
  for (const job of jobs) job();
  return result;
}
