// `npm start` (production) and `npm run dev` (hot reload): the embedded PostgreSQL unless DATABASE_URL is
// set, migrations, the seed on first start, a production build when none exists, then Next on PORT.
// Ctrl-C stops the server and the database cleanly.
// Demo data (users with the published password) by default only on the embedded database: SEED_DEMO=true
// or false decides otherwise. The Docker image sets SEED_DEMO=false. While no administrator exists, each
// start says how to create one.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startBesideApp } from '../realtime-server/beside.mjs';
import { startEmbedded } from './db.mjs';
import { migrate } from './migrate.mjs';
import { DATA_DIR, EMBEDDED_DB, EMBEDDED_PORT, PG_DIR, ROOT, UPLOAD_DIR } from './paths.mjs';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const log = (m) => console.log(`[start] ${m}`);

function secret() {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = path.join(DATA_DIR, 'secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    log('generated a session secret in .data/secret');
  }
  return fs.readFileSync(file, 'utf8').trim();
}

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} ${args[0] ?? ''} exited with ${code}`))));
  });
}

async function userCounts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT count(*)::int AS users, (count(*) FILTER (WHERE role IN ('root', 'admin') AND active))::int AS admins FROM users",
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

async function main() {
  let database = null;
  let url = process.env.DATABASE_URL;
  if (!url) {
    log(`starting the embedded PostgreSQL in ${path.relative(ROOT, PG_DIR)} on port ${EMBEDDED_PORT}`);
    database = await startEmbedded({ dataDir: PG_DIR, port: EMBEDDED_PORT, database: EMBEDDED_DB });
    url = database.url;
  }
  let child = null;
  let realtime = null;
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          r();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
    }
    await realtime?.stop();
    if (database) {
      log('stopping the embedded PostgreSQL');
      await database.stop().catch(() => {});
    }
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  try {
    const env = {
      ...process.env,
      DATABASE_URL: url,
      NEXTAUTH_SECRET: secret(),
      NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
      UPLOAD_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: port,
    };
    await migrate(url, { log });
    if ((await userCounts(url)).users === 0) {
      const demo = process.env.SEED_DEMO ?? (database ? 'true' : 'false');
      log(`first start: loading seed data${demo === 'true' ? ' with the demo users' : ', no demo data'}`);
      await run(process.execPath, ['--import', 'tsx', 'prisma/seed/index.ts'], { ...env, SEED_DEMO: demo });
    }
    if ((await userCounts(url)).admins === 0) {
      log('no administrator yet: create the first one with');
      log('  npm run user:create-admin -- --email you@example.com');
      log('  (in Docker: docker compose exec app <that command>; the password is asked for, or read from ADMIN_PASSWORD)');
    }
    // With no PUSHER_* settings, the built-in realtime server runs as a process of its own beside Next, and
    // Next gets its settings.
    realtime = await startBesideApp(env);
    const next = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
    if (!dev && !fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
      log('no production build yet: building (a few minutes)');
      await run(process.execPath, [next, 'build'], { ...env, NODE_ENV: 'production' });
    }
    log(`${dev ? 'development' : 'production'} server on http://localhost:${port}`);
    // Production runs behind scripts/serve.mjs, which records each request's socket address.
    const serve = path.join(ROOT, 'scripts', 'serve.mjs');
    child = spawn(process.execPath, dev ? [next, 'dev', '-p', port] : [serve, '-p', port], {
      cwd: ROOT,
      env: dev ? env : { ...env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    child.on('exit', (code) => stop(code ?? 0));
  } catch (err) {
    console.error(`[start] ${err.message}`);
    await stop(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
