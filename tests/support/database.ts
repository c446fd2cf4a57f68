// A throwaway PostgreSQL for a test run: the embedded server in a temp folder (or TEST_DATABASE_URL's
// server), a fresh database, migrations applied, demo users seeded.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startEmbedded } from '../../scripts/db.mjs';
import { migrate } from '../../scripts/migrate.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface TestDatabase {
  url: string;
  /** Connection to the server's maintenance database, for creating scratch databases. */
  adminUrl: string;
  teardown: () => Promise<void>;
}

/** Runs one statement on the server's maintenance database (CREATE / DROP DATABASE). */
async function onServer(adminUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A new database `ops_<label>_<random>` on the server of `adminUrl`, migrated; `drop` removes it. */
export async function scratchDatabase(adminUrl: string, label: string) {
  const name = `ops_${label}_${randomBytes(4).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString(), { log: () => {} });
  return { name, url: url.toString(), drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** `env` is added to the seed's environment (UPLOAD_DIR: where the demo photos are stored). */
export async function createTestDatabase(label: string, env: Record<string, string> = {}): Promise<TestDatabase> {
  let adminUrl: string;
  let stopServer: () => Promise<void> = async () => {};
  let dir: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-test-pg-'));
    fs.chmodSync(dir, 0o755);
    const server = await startEmbedded({ dataDir: path.join(dir, 'pg'), port: await freePort(), database: 'postgres' });
    adminUrl = server.adminUrl;
    stopServer = server.stop;
  }
  const { url, drop } = await scratchDatabase(adminUrl, label);
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'prisma/seed/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  return {
    url,
    adminUrl,
    async teardown() {
      await drop().catch(() => {});
      await stopServer();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
