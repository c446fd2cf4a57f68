// The daily backup (issue 43): one backup of the running app's database and uploads into BACKUP_DIR, the
// newest BACKUP_KEEP kept. Each run is recorded (backup_runs); a failure is logged and shown to root and
// admin on their landing page until a later run succeeds.
import { backupDir, backupsKept, pruneBackups } from '@/server/backup/keep';
import { takeBackup } from '@/server/backup/take';
import type { Db } from '@/server/db';
import { objectStore } from '@/server/storage';
import { JOB } from './config';
import { recordRun } from './runs';

type Env = Record<string, string | undefined>;

export async function dailyBackup(db: Db, env: Env = process.env, jobId?: string): Promise<{ folder: string | null }> {
  const keep = backupsKept(env);
  if (keep === 0 || !env.DATABASE_URL) return { folder: null };
  const started = new Date();
  const dir = backupDir(env);
  try {
    const folder = await takeBackup({ databaseUrl: env.DATABASE_URL, dir, uploads: objectStore(env), now: started });
    await pruneBackups(dir, keep);
    await db.backupRun.create({ data: { started_at: started, ok: true, folder } });
    await recordRun(db, { name: JOB.backup, jobId, affected: 1 });
    return { folder };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    console.error(`[backup] the daily backup into ${dir} failed: ${error}`);
    await db.backupRun.create({ data: { started_at: started, ok: false, error } });
    throw err;
  }
}

/** The last run, when it failed: what root and admin are told on their landing page. */
export async function failedBackup(db: Db): Promise<{ at: Date; error: string } | null> {
  const last = await db.backupRun.findFirst({ orderBy: { finished_at: 'desc' } });
  return last && !last.ok ? { at: last.finished_at, error: last.error ?? 'unknown error' } : null;
}
