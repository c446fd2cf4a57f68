// Backups that restore (issue 43): the demo database and its uploads backed up, the restored copy dropped and
// restored again, and every table's row count and content checksum equal to the source; refusals for a
// target with rows and for a backup newer than the code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { listBackups, pruneBackups } from '@/server/backup/keep';
import { MANIFEST, type Manifest } from '@/server/backup/manifest';
import { RestoreRefused, restoreBackup } from '@/server/backup/restore';
import { takeBackup } from '@/server/backup/take';
import { db } from '@/server/db';
import { dailyBackup, failedBackup } from '@/server/jobs/backup';
import { localStore } from '@/server/storage/local';

const source = inject('databaseUrl');
const adminUrl = inject('adminDatabaseUrl');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-backup-test-'));
const target = `ops_restore_${process.pid}`;
const targetUrl = Object.assign(new URL(adminUrl), { pathname: `/${target}` }).toString();

async function onServer(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(sql).finally(() => c.end());
}

/** Each table's row count and an md5 of its rows in a fixed order. */
async function checksums(url: string): Promise<Record<string, string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows: tables } = await c.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1",
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await c.query(
        `SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '-') AS v FROM "${name}" t`,
      );
      out[name] = rows[0].v;
    }
    const { rows: seqs } = await c.query<{ name: string }>(
      "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
    );
    for (const { name } of seqs) out[`sequence ${name}`] = (await c.query(`SELECT last_value::text AS v FROM "${name}"`)).rows[0].v;
    return out;
  } finally {
    await c.end();
  }
}

afterAll(async () => {
  await onServer(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('db:backup and db:restore', () => {
  const sourceUploads = localStore(inject('uploadDir'));
  let folder = '';
  let before: Record<string, string> = {};

  it('backs up the demo data and its uploads in one snapshot', async () => {
    before = await checksums(source);
    folder = await takeBackup({ databaseUrl: source, dir: path.join(tmp, 'backups'), uploads: sourceUploads });
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST), 'utf8')) as Manifest;
    expect(manifest.tables.find((t) => t.name === 'users')?.rows).toBeGreaterThan(5);
    expect(manifest.uploads.length).toBeGreaterThan(0);
    expect(manifest.migrations.length).toBeGreaterThan(10);
    expect(listBackups(path.join(tmp, 'backups'))).toEqual([folder]);
  });

  it('restores into an empty database: every table and sequence equal, uploads readable', async () => {
    const uploads = localStore(path.join(tmp, 'uploads-1'));
    await onServer(`CREATE DATABASE ${target}`);
    await restoreBackup({ databaseUrl: targetUrl, folder, uploads });
    expect(await checksums(targetUrl)).toEqual(before);

    // The disk is lost again: the restored database dropped, and restored from a backup of the copy.
    const again = await takeBackup({ databaseUrl: targetUrl, dir: path.join(tmp, 'again'), uploads });
    await onServer(`DROP DATABASE ${target} WITH (FORCE)`);
    await onServer(`CREATE DATABASE ${target}`);
    const uploadsAfter = localStore(path.join(tmp, 'uploads-2'));
    const manifest = await restoreBackup({ databaseUrl: targetUrl, folder: again, uploads: uploadsAfter });
    expect(await checksums(targetUrl)).toEqual(before);
    for (const file of manifest.uploads) {
      const original = await sourceUploads.get(file.key);
      expect((await uploadsAfter.get(file.key))?.bytes.equals(original?.bytes ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it('refuses a target that has rows, and changes nothing there', async () => {
    const now = await checksums(targetUrl);
    await expect(restoreBackup({ databaseUrl: targetUrl, folder, uploads: localStore(path.join(tmp, 'x')) })).rejects.toThrow(/not empty/);
    expect(await checksums(targetUrl)).toEqual(now);
  });

  it('refuses a backup whose migrations are newer than the code', async () => {
    const newer = path.join(tmp, 'newer');
    fs.cpSync(folder, newer, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(newer, MANIFEST), 'utf8')) as Manifest;
    manifest.migrations.push('29991231000000_from_the_future');
    fs.writeFileSync(path.join(newer, MANIFEST), JSON.stringify(manifest));
    const refused = restoreBackup({ databaseUrl: targetUrl, folder: newer, uploads: localStore(path.join(tmp, 'y')) });
    await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
    await expect(refused).rejects.toThrow(/29991231000000_from_the_future/);
  });

  it('keeps the newest backups only', async () => {
    const dir = path.join(tmp, 'keep');
    for (const name of ['backup-20261101T000000Z', 'backup-20261102T000000Z', 'backup-20261103T000000Z']) {
      fs.mkdirSync(path.join(dir, name), { recursive: true });
    }
    expect((await pruneBackups(dir, 2)).map((p) => path.basename(p))).toEqual(['backup-20261101T000000Z']);
    expect(listBackups(dir).map((p) => path.basename(p))).toEqual(['backup-20261102T000000Z', 'backup-20261103T000000Z']);
  });

  it('the daily job records its runs; a failure is what root and admin are shown until one succeeds', async () => {
    const env = { DATABASE_URL: source, UPLOAD_DIR: inject('uploadDir'), BACKUP_KEEP: '1' };
    const blocked = path.join(tmp, 'not-a-folder');
    fs.writeFileSync(blocked, 'a file where the folder should be');
    await expect(dailyBackup(db, { ...env, BACKUP_DIR: blocked })).rejects.toThrow();
    expect((await failedBackup(db))?.error).toMatch(/not-a-folder/);

    const dir = path.join(tmp, 'daily');
    fs.mkdirSync(path.join(dir, 'backup-20200101T000000Z'), { recursive: true });
    const { folder: written } = await dailyBackup(db, { ...env, BACKUP_DIR: dir });
    expect(await failedBackup(db)).toBeNull();
    expect(listBackups(dir)).toEqual([written]);
    expect(await dailyBackup(db, { ...env, BACKUP_DIR: dir, BACKUP_KEEP: '0' })).toEqual({ folder: null });
  });
});
