// The queue of this process, held on globalThis: Next bundles instrumentation.ts apart from the route
// handlers, so a module-level variable would be a different one in each bundle.
import type PgBoss from 'pg-boss';

declare global {
  var opsJobs: { boss: PgBoss | null; stopping?: Promise<void>; stop?: () => Promise<void> } | undefined;
}

export function jobsSlot() {
  globalThis.opsJobs ??= { boss: null };
  return globalThis.opsJobs;
}

/** The started queue of this process, or null (JOBS=off, not started, stopping). */
export const runningBoss = (): PgBoss | null => globalThis.opsJobs?.boss ?? null;
