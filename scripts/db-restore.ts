// npm run db:restore <backup folder>: into an empty database, with the app stopped (server/backup/restore.ts).
import path from 'node:path';
import { withDatabase } from '@/server/backup/database';
import { RestoreRefused, restoreBackup } from '@/server/backup/restore';
import { objectStore } from '@/server/storage';
import { UPLOAD_DIR } from './paths.mjs';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: npm run db:restore <backup folder>   (e.g. .data/backups/backup-20261129T120000Z)');
  process.exit(2);
}
process.env.UPLOAD_DIR ??= UPLOAD_DIR;
const log = (m: string) => console.log(`[restore] ${m}`);
try {
  await withDatabase((databaseUrl) => restoreBackup({ databaseUrl, folder: path.resolve(folder), uploads: objectStore(), log }), log);
} catch (err) {
  console.error(`[restore] ${err instanceof RestoreRefused ? 'refused: ' : 'failed: '}${(err as Error).message}`);
  process.exit(1);
}
