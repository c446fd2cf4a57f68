// `npm run db:restore <backup>`: a backup into an empty database, the app stopped. The database is migrated to
// the backup's own schema, the tables are loaded in one transaction (the tables' own triggers held off, so
// the load is not recorded as new writes), the sequences set, then the code's newer migrations applied and
// the uploaded files put back in the app's store.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { listMigrations, migrate } from '@/scripts/migrate.mjs';
import type { ObjectStore } from '@/server/storage';
import { FORMAT, MANIFEST, type Manifest, quoteIdent, type TableCopy, UPLOADS_DIR } from './manifest';
import { filledByMigrations, nonEmptyTables, SCHEMA } from './tables';

export class RestoreRefused extends Error {}

export interface RestoreOptions {
  databaseUrl: string;
  folder: string;
  uploads: ObjectStore;
  log?: (message: string) => void;
}

export async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST);
  if (!fs.existsSync(file)) throw new RestoreRefused(`${folder} is not a backup: it has no ${MANIFEST}`);
  const manifest = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new RestoreRefused(`Backup format ${manifest.format} is not known to this code (${FORMAT})`);
  return manifest;
}

/** The backup's migrations must all be the code's: a backup from newer code cannot be read by this one. */
export function unknownMigrations(manifest: Manifest, known: string[]): string[] {
  const code = new Set(known);
  return manifest.migrations.filter((m) => !code.has(m));
}

async function loadTable(client: pg.Client, folder: string, table: TableCopy) {
  const hash = createHash('sha256');
  const check = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const cols = table.columns.map(quoteIdent).join(', ');
  await pipeline(
    fs.createReadStream(path.join(folder, table.file)),
    createGunzip(),
    check,
    client.query(copyFrom(`COPY ${SCHEMA}.${quoteIdent(table.name)} (${cols}) FROM STDIN`)),
  );
  if (hash.digest('hex') !== table.sha256) throw new Error(`The backup's copy of ${table.name} is damaged (checksum differs)`);
}

async function loadTables(client: pg.Client, folder: string, manifest: Manifest) {
  await client.query('BEGIN');
  try {
    for (const t of manifest.tables) await client.query(`ALTER TABLE ${SCHEMA}.${quoteIdent(t.name)} DISABLE TRIGGER USER`);
    // What the migrations wrote (reference rows) is in the backup too, as it was.
    await client.query(`TRUNCATE ${manifest.tables.map((t) => `${SCHEMA}.${quoteIdent(t.name)}`).join(', ')}`);
    for (const t of manifest.tables) await loadTable(client, folder, t);
    for (const [name, [value, called]] of Object.entries(manifest.sequences)) {
      await client.query(`SELECT setval($1, $2::bigint, $3)`, [`${SCHEMA}.${quoteIdent(name)}`, value, called]);
    }
    for (const t of manifest.tables) await client.query(`ALTER TABLE ${SCHEMA}.${quoteIdent(t.name)} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

async function putUploads(folder: string, manifest: Manifest, store: ObjectStore) {
  for (const file of manifest.uploads) {
    const bytes = await fs.promises.readFile(path.join(folder, UPLOADS_DIR, file.key));
    await store.put(file.key, bytes, file.key.endsWith('.thumb.webp') ? 'image/webp' : 'application/octet-stream');
  }
}

export async function restoreBackup({ databaseUrl, folder, uploads, log = () => {} }: RestoreOptions): Promise<Manifest> {
  const manifest = await readManifest(folder);
  const migrations: { name: string; sql: string }[] = listMigrations();
  const code = migrations.map((m) => m.name);
  const newer = unknownMigrations(manifest, code);
  if (newer.length) {
    throw new RestoreRefused(
      `The backup's schema is newer than this code's: migration ${newer.join(', ')} is unknown here. Restore with the code the backup was taken with (or newer).`,
    );
  }
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ops-restore' });
  await client.connect();
  try {
    const used = await nonEmptyTables(client, filledByMigrations(migrations.map((m) => m.sql)));
    if (used.length) {
      throw new RestoreRefused(
        `The target database is not empty (${used.slice(0, 5).join(', ')}${used.length > 5 ? ', …' : ''} have rows): restore into a new, empty database.`,
      );
    }
    const { rows } = await client
      .query<{ name: string }>(
        `SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      )
      .catch(() => ({ rows: [] as { name: string }[] }));
    const ahead = rows.map((r) => r.name).filter((m) => !manifest.migrations.includes(m));
    if (ahead.length) {
      throw new RestoreRefused(
        `The target database is migrated past the backup (${ahead[0]}${ahead.length > 1 ? ', …' : ''}): restore into a database with no tables.`,
      );
    }
    await migrate(databaseUrl, { log, until: manifest.migrations.at(-1) ?? '' });
    log(`loading ${manifest.tables.length} tables from ${path.basename(folder)}`);
    await loadTables(client, folder, manifest);
  } finally {
    await client.end();
  }
  await migrate(databaseUrl, { log });
  await putUploads(folder, manifest, uploads);
  log(`restored ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows and ${manifest.uploads.length} files`);
  return manifest;
}
