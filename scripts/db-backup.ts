// npm run db:backup [-- --dir <folder>]: one backup of the database and the uploads (server/backup/take.ts),
// then only the newest BACKUP_KEEP kept. Safe while the app runs.

import { withDatabase } from '@/server/backup/database';
import { backupDir, backupsKept, pruneBackups } from '@/server/backup/keep';
import { takeBackup } from '@/server/backup/take';
import { objectStore } from '@/server/storage';
import { UPLOAD_DIR } from './paths.mjs';

const at = process.argv.indexOf('--dir');
const dir = at > 0 ? process.argv[at + 1] : backupDir();
process.env.UPLOAD_DIR ??= UPLOAD_DIR;

try {
  const folder = await withDatabase((databaseUrl) => takeBackup({ databaseUrl, dir, uploads: objectStore() }));
  console.log(`[backup] written ${folder}`);
  const removed = await pruneBackups(dir, Math.max(1, backupsKept()));
  for (const r of removed) console.log(`[backup] removed the older ${r}`);
} catch (err) {
  console.error(`[backup] failed: ${(err as Error).message}`);
  process.exit(1);
}
