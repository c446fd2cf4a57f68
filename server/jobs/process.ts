// The queue of an app server process: started once from instrumentation.ts (unless JOBS=off), stopped on
// SIGTERM/SIGINT letting running jobs finish (scripts/serve.mjs calls globalThis.opsJobs.stop and waits).
import { startBoss } from './boss';
import { jobsEnabled } from './config';
import { jobsSlot } from './current';

const STOP_TIMEOUT_MS = 4_000;

export async function startJobs(env: Record<string, string | undefined> = process.env): Promise<void> {
  const slot = jobsSlot();
  if (slot.boss) return;
  if (!jobsEnabled(env)) {
    console.log('[jobs] JOBS=off: no job queue in this process');
    return;
  }
  if (!env.DATABASE_URL) throw new Error('[jobs] DATABASE_URL is not set');
  slot.boss = await startBoss({ connectionString: env.DATABASE_URL });
  slot.stop = stopJobs;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stopJobs());
  console.log('[jobs] job queue started');
}

export function stopJobs(): Promise<void> {
  const slot = jobsSlot();
  const boss = slot.boss;
  if (!boss) return slot.stopping ?? Promise.resolve();
  slot.boss = null;
  slot.stopping = boss
    .stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS })
    .then(() => console.log('[jobs] job queue stopped'))
    .catch((err: unknown) => console.error('[jobs] stopping the queue:', err));
  return slot.stopping;
}
