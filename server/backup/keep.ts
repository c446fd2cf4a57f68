// Where backups go and how many stay: BACKUP_DIR (default .data/backups) and BACKUP_KEEP (default 7).
import fs from 'node:fs';
import path from 'node:path';
import { isBackupName, PARTIAL } from './manifest';

type Env = Record<string, string | undefined>;

export const DEFAULT_KEEP = 7;

export function backupDir(env: Env = process.env): string {
  return path.resolve(env.BACKUP_DIR?.trim() || path.join(env.DATA_DIR?.trim() || path.join(process.cwd(), '.data'), 'backups'));
}

/** BACKUP_KEEP: the number of daily backups kept (0 turns the daily backup off). */
export function backupsKept(env: Env = process.env): number {
  const raw = env.BACKUP_KEEP?.trim();
  if (!raw) return DEFAULT_KEEP;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.warn(`[backup] BACKUP_KEEP=${raw} is not a whole number: keeping ${DEFAULT_KEEP}`);
    return DEFAULT_KEEP;
  }
  return n;
}

/** The complete backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter(isBackupName)
    .sort()
    .map((name) => path.join(dir, name));
}

/** A half-written backup this old was left by a crash (one being written now is younger). */
const STALE_PARTIAL_MS = 6 * 3600_000;

/** Removes all but the newest `keep` backups, and half-written ones left by a crash; returns the backups removed. */
export async function pruneBackups(dir: string, keep: number, now = Date.now()): Promise<string[]> {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  const partial = (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    .filter((n) => n.endsWith(PARTIAL))
    .map((n) => path.join(dir, n))
    .filter((p) => now - fs.statSync(p).mtimeMs > STALE_PARTIAL_MS);
  for (const folder of [...old, ...partial]) await fs.promises.rm(folder, { recursive: true, force: true });
  return old;
}
