// Deployment defaults (issue 39): `npm start` on a database of its own seeds no demo users unless
// SEED_DEMO=true and says how to create the first admin; `npm run user:create-admin` creates one with the
// password from ADMIN_PASSWORD or stdin, with the User Manager's rules, and never overwrites a user.
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '@/scripts/db.mjs';
import { verifyPassword } from '@/server/auth/password';
import { ROOT, scratchDatabase } from '../support/database';

let url: string;
let drop = async () => {};
beforeAll(async () => {
  ({ url, drop } = await scratchDatabase(inject('adminDatabaseUrl'), 'admin'));
}, 60_000);
afterAll(() => drop());

async function users(): Promise<{ email: string; role: string; name: string; password_hash: string }[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('SELECT email, role, name, password_hash FROM users ORDER BY id')).rows;
  } finally {
    await c.end();
  }
}

function createAdmin(args: string[], env: Record<string, string> = {}, input?: string) {
  const { ADMIN_PASSWORD: _, ...rest } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], {
    cwd: ROOT,
    env: { ...rest, ...env, DATABASE_URL: url },
    input: input ?? '',
    encoding: 'utf8',
  });
}

/** `npm start` until it has seeded and spoken about administrators; then stopped. */
async function startOutput(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, ...env, DATABASE_URL: url, PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const deadline = Date.now() + 120_000;
  while (!/production server on|no production build yet|exited/.test(out) && child.exitCode === null && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
  }
  try {
    process.kill(-(child.pid as number), 'SIGKILL');
  } catch {
    // already gone
  }
  return out;
}

describe('npm start with a database of its own (DATABASE_URL)', () => {
  it('seeds no demo users by default and says how to create the first admin', async () => {
    const { SEED_DEMO: _, ...env } = process.env;
    const out = await startOutput({ ...env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } as Record<string, string>);
    expect(out).toContain('no demo data');
    expect(out).toContain('no administrator yet');
    expect(out).toContain('npm run user:create-admin -- --email');
    expect(await users()).toEqual([]);
  }, 150_000);
});

describe('npm run user:create-admin', () => {
  it('creates an admin with the password from ADMIN_PASSWORD, and refuses the same email again', async () => {
    const made = createAdmin(['--email', 'Ops.Lead@Example.com', '--name', 'Ops Lead'], { ADMIN_PASSWORD: 'a long secret 1' });
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('Created admin ops.lead@example.com');
    const [u] = await users();
    expect(u).toMatchObject({ email: 'ops.lead@example.com', role: 'admin', name: 'Ops Lead' });
    expect(await verifyPassword(u.password_hash, 'a long secret 1')).toBe(true);

    const again = createAdmin(['--email', 'ops.lead@example.com'], { ADMIN_PASSWORD: 'another secret 2' });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');
    expect(await verifyPassword((await users())[0].password_hash, 'a long secret 1')).toBe(true);
  }, 60_000);

  it('reads the password from stdin, creates root when asked; refuses bad input and changes nothing', async () => {
    const root = createAdmin(['--email', 'root.ops@example.com', '--role', 'root'], {}, 'piped secret 3\n');
    expect(root.status, root.stderr).toBe(0);
    const created = (await users()).find((u) => u.email === 'root.ops@example.com');
    expect(created?.role).toBe('root');
    expect(await verifyPassword(created?.password_hash ?? '', 'piped secret 3')).toBe(true);

    const before = await users();
    const bad = [
      createAdmin([], { ADMIN_PASSWORD: 'a long secret 1' }),
      createAdmin(['--email', 'short@example.com'], { ADMIN_PASSWORD: 'short' }),
      createAdmin(['--email', 'not an email'], { ADMIN_PASSWORD: 'a long secret 1' }),
      createAdmin(['--email', 'x@example.com', '--role', 'hrd'], { ADMIN_PASSWORD: 'a long secret 1' }),
      createAdmin(['--email', 'x@example.com'], {}, ''),
    ];
    for (const res of bad) {
      expect(res.status, res.stdout).toBe(1);
      expect(res.stderr.trim()).not.toBe('');
    }
    expect(await users()).toEqual(before);
  }, 90_000);
});
