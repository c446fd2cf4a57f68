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

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `ops_${label}_${randomBytes(4).toString('hex')}`;
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
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString(), { log: () => {} });
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'prisma/seed/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url.toString() },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  return {
    url: url.toString(),
    adminUrl,
    async teardown() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await c.end();
      await stopServer();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
