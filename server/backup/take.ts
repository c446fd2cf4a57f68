// `npm run db:backup` and the daily job: one consistent snapshot of the database (a read-only, repeatable-read
// transaction: every table as of the same instant), each table's COPY text gzipped, and the uploaded files the
// snapshot's upload rows name. Needs no pg_dump (the embedded server ships none) and works on any server.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { ObjectStore } from '@/server/storage';
import {
  backupName,
  DATA_DIR,
  dataFile,
  FORMAT,
  MANIFEST,
  type Manifest,
  PARTIAL,
  quoteIdent,
  type TableCopy,
  UPLOADS_DIR,
} from './manifest';
import { appTables, SCHEMA, sequenceNames } from './tables';

export interface BackupOptions {
  databaseUrl: string;
  /** The folder backups are written in (BACKUP_DIR). */
  dir: string;
  /** Where the uploaded files are (the app's object store). */
  uploads: ObjectStore;
  now?: Date;
}

/** A stream step that hashes and counts the lines (rows) passing through. */
function hashing() {
  const hash = createHash('sha256');
  let rows = 0;
  const step = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      for (const byte of chunk) if (byte === 10) rows++;
      done(null, chunk);
    },
  });
  return { step, result: () => ({ sha256: hash.digest('hex'), rows }) };
}

async function copyTable(client: pg.Client, folder: string, table: { name: string; columns: string[] }): Promise<TableCopy> {
  const file = dataFile(table.name);
  const cols = table.columns.map(quoteIdent).join(', ');
  const sum = hashing();
  await pipeline(
    client.query(copyTo(`COPY ${SCHEMA}.${quoteIdent(table.name)} (${cols}) TO STDOUT`)),
    sum.step,
    createGzip({ level: 6 }),
    fs.createWriteStream(path.join(folder, file)),
  );
  return { name: table.name, columns: table.columns, file, ...sum.result() };
}

async function copyUploads(client: pg.Client, folder: string, store: ObjectStore): Promise<Manifest['uploads']> {
  const { rows } = await client.query<{ storage_key: string; has_thumb: boolean }>(
    'SELECT storage_key, has_thumb FROM uploads ORDER BY storage_key',
  );
  const out: Manifest['uploads'] = [];
  for (const row of rows) {
    for (const key of row.has_thumb ? [row.storage_key, `${row.storage_key}.thumb.webp`] : [row.storage_key]) {
      const object = await store.get(key);
      // A row whose file is already gone is backed up as it is (the app shows it as missing).
      if (!object) continue;
      const target = path.join(folder, UPLOADS_DIR, key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, object.bytes);
      out.push({ key, bytes: object.bytes.length });
    }
  }
  return out;
}

/** Writes a backup and returns its folder. */
export async function takeBackup({ databaseUrl, dir, uploads, now = new Date() }: BackupOptions): Promise<string> {
  const final = path.join(dir, backupName(now));
  if (fs.existsSync(final)) throw new Error(`${final} already exists: one backup per second`);
  const folder = `${final}${PARTIAL}`;
  await fs.promises.rm(folder, { recursive: true, force: true });
  await fs.promises.mkdir(path.join(folder, DATA_DIR), { recursive: true });
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ops-backup' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: migrations } = await client
      .query<{ migration_name: string }>(
        'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name',
      )
      .catch(() => ({ rows: [] }));
    if (!migrations.length) throw new Error("The database has no migrations applied: it is not the app's, or was never started");
    const tables: TableCopy[] = [];
    for (const table of await appTables(client)) tables.push(await copyTable(client, folder, table));
    const sequences: Manifest['sequences'] = {};
    for (const name of await sequenceNames(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${SCHEMA}.${quoteIdent(name)}`,
      );
      sequences[name] = [rows[0].last_value, rows[0].is_called];
    }
    const files = await copyUploads(client, folder, uploads);
    await client.query('COMMIT');
    const manifest: Manifest = {
      format: FORMAT,
      created_at: now.toISOString(),
      migrations: migrations.map((m) => m.migration_name),
      tables,
      sequences,
      uploads: files,
    };
    await fs.promises.writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
    await fs.promises.rename(folder, final);
    return final;
  } catch (err) {
    await fs.promises.rm(folder, { recursive: true, force: true });
    throw err;
  } finally {
    await client.end();
  }
}
