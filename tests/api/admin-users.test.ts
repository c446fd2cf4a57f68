import { encode } from 'next-auth/jwt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentUser, loginAdmin } from '@/server/api/session';
import { adminUserItem as user, adminUserCollection as users } from '@/server/api/users';
import { login } from '@/server/auth/login';
import { authSecret } from '@/server/auth/secret';
import { call, tokenFor } from '../support/api-client';

let admin: string;
beforeAll(async () => {
  admin = await tokenFor('admin');
});

const newUser = (n: string, extra: object = {}) => ({
  name: `Test ${n}`,
  email: `test.${n}@example.com`,
  password: 'Secret-pass-1',
  role: 'airline_occ',
  unit: 'airline',
  ...extra,
});

describe('/api/user/admin: who may call it', () => {
  it('is for root and admin only (403 for others, 401 without a token)', async () => {
    expect((await call(users.GET, { token: await tokenFor('root') })).status).toBe(200);
    for (const role of ['manager', 'airline_occ', 'hrd', 'marine_warehouse']) {
      const res = await call(users.GET, { token: await tokenFor(role) });
      expect(res.status, role).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
    expect((await call(users.POST, { token: await tokenFor('manager'), body: newUser('x') })).status).toBe(403);
    expect((await call(user.DELETE, { token: await tokenFor('airline_occ'), params: { id: '1' } })).status).toBe(403);
    expect((await call(users.GET)).status).toBe(401);
  });
});

describe('/api/user/admin: list', () => {
  it('answers { total, data } with every demo user and no password hashes', async () => {
    const res = await call(users.GET, { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.total).toBeGreaterThanOrEqual(21);
    expect(res.json.data).toHaveLength(res.json.total);
    expect(JSON.stringify(res.json)).not.toContain('password');
  });

  it('pages and sorts in the database', async () => {
    const all = (await call(users.GET, { token: admin, query: { sort: 'email', order: 'desc' } })).json;
    const page2 = (await call(users.GET, { token: admin, query: { sort: 'email', order: 'desc', page: 2, limit: 5 } })).json;
    expect(page2.total).toBe(all.total);
    expect(page2.data.map((u: { email: string }) => u.email)).toEqual(all.data.slice(5, 10).map((u: { email: string }) => u.email));
    const emails = all.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it('searches with q and filters by field', async () => {
    const q = (await call(users.GET, { token: admin, query: { q: 'MARINE' } })).json;
    expect(q.data.map((u: { email: string }) => u.email).sort()).toEqual([
      'manager.marine@example.com',
      'marine_cs@example.com',
      'marine_warehouse@example.com',
    ]);
    const byRole = (await call(users.GET, { token: admin, query: { role: 'manager' } })).json;
    expect(byRole.total).toBe(3);
    const byUnit = (await call(users.GET, { token: admin, query: { role: 'manager', unit: 'watersports' } })).json;
    expect(byUnit.data.map((u: { email: string }) => u.email)).toEqual(['manager.watersports@example.com']);
  });

  it.each([
    [{ limit: 10001 }, 'limit'],
    [{ limit: 0 }, 'limit'],
    [{ page: 'two' }, 'page'],
    [{ sort: 'password_hash' }, 'sort'],
    [{ order: 'sideways' }, 'order'],
    [{ colour: 'red' }, 'colour'],
    [{ role: 'pilot' }, 'role'],
  ])('answers 400 for the bad list parameter %o', async (query, field) => {
    const res = await call(users.GET, { token: admin, query });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty(field);
  });

  it('accepts limit 10000', async () => {
    expect((await call(users.GET, { token: admin, query: { limit: 10000 } })).status).toBe(200);
  });
});

describe('/api/user/admin: create, read, update, delete', () => {
  it('creates a user who can then sign in, reads, updates and deletes it', async () => {
    const created = await call(users.POST, { token: admin, body: newUser('crud') });
    expect(created.status).toBe(201);
    const id = String(created.json.id);
    const got = await call(user.GET, { token: admin, params: { id } });
    expect(got.json).toMatchObject({ email: 'test.crud@example.com', role: 'airline_occ', unit: 'airline', active: true });
    const login = await call(loginAdmin, {
      body: { email: 'test.crud@example.com', password: 'Secret-pass-1' },
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(login.status).toBe(200);

    const updated = await call(user.PUT, { token: admin, params: { id }, body: { name: 'Renamed', role: 'marine_cs', unit: 'marine' } });
    expect(updated.status).toBe(200);
    expect(updated.json).toEqual({ id: Number(id) });
    expect((await call(user.GET, { token: admin, params: { id } })).json).toMatchObject({
      name: 'Renamed',
      role: 'marine_cs',
      unit: 'marine',
    });

    const deleted = await call(user.DELETE, { token: admin, params: { id } });
    expect(deleted.json).toEqual({ affected: 1 });
    expect((await call(user.GET, { token: admin, params: { id } })).status).toBe(404);
    expect((await call(user.DELETE, { token: admin, params: { id } })).status).toBe(404);
    expect((await call(user.PUT, { token: admin, params: { id }, body: { name: 'x' } })).status).toBe(404);
  });

  it.each([
    ['a missing name', { name: '' }, 'name', 'Please input name'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Please input a valid email'],
    ['a short password', { password: 'short' }, 'password', 'Password needs at least 8 characters'],
    ['an unknown role', { role: 'pilot' }, 'role', 'Please choose a role'],
    ['a unit that does not fit the role', { role: 'marine_cs', unit: 'airline' }, 'unit', 'This unit does not fit the role'],
    ['a unit on a role without one', { role: 'hrd', unit: 'airline' }, 'unit', 'This unit does not fit the role'],
    ['an unknown field', { nickname: 'x' }, 'nickname', 'Unknown field nickname'],
    ['a password hash', { password_hash: 'x' }, 'password_hash', 'Unknown field password_hash'],
  ])('answers 400 for %s, and writes nothing', async (_label, patch, field, message) => {
    const before = (await call(users.GET, { token: admin, query: { limit: 1 } })).json.total;
    const res = await call(users.POST, { token: admin, body: newUser('bad', patch) });
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toBe(message);
    expect((await call(users.GET, { token: admin, query: { limit: 1 } })).json.total).toBe(before);
  });

  it('answers 409 for a taken email', async () => {
    const res = await call(users.POST, { token: admin, body: newUser('dup', { email: 'airline_occ@example.com' }) });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('conflict');
  });

  it('answers 404 for ids that cannot exist', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await call(user.GET, { token: admin, params: { id } })).status, id).toBe(404);
    }
  });
});

describe('deleting a row that others still reference', () => {
  const url = () => inject('databaseUrl');
  async function sql(text: string) {
    const c = new pg.Client({ connectionString: url() });
    await c.connect();
    await c.query(text);
    await c.end();
  }
  beforeAll(() => sql('CREATE TABLE fk_probe (user_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT)'));
  afterAll(() => sql('DROP TABLE IF EXISTS fk_probe'));

  it('answers 409 conflict and deletes nothing', async () => {
    const created = await call(users.POST, { token: admin, body: newUser('referenced') });
    await sql(`INSERT INTO fk_probe VALUES (${Number(created.json.id)})`);
    const res = await call(user.DELETE, { token: admin, params: { id: String(created.json.id) } });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ code: 'conflict', message: expect.any(String) });
    expect((await call(user.GET, { token: admin, params: { id: String(created.json.id) } })).status).toBe(200);
  });
});

describe('a new password or a deactivation ends every session of the user (issue 39.2)', () => {
  const PASSWORD = 'Secret-pass-1';

  /** An admin of its own (so that its sessions can write), signed in with an API token and in a browser. */
  async function signedIn(label: string) {
    const created = await call(users.POST, { token: admin, body: newUser(label, { role: 'admin', unit: null }) });
    expect(created.status).toBe(201);
    const id = String(created.json.id);
    const email = `test.${label}@example.com`;
    const headers = { 'x-forwarded-for': '198.51.100.90' };
    const api = (await call(loginAdmin, { body: { email, password: PASSWORD }, headers })).json.token as string;
    const { token: sid } = await login({ email, password: PASSWORD }, { ip: '198.51.100.90' }, 'browser');
    const cookie = `next-auth.session-token=${await encode({ token: { sid }, secret: authSecret() })}`;
    const sessions = [{ token: api }, { headers: { cookie } }];
    /** The status of a read (GET /api/user) and of a write (renaming itself) with each session. */
    const uses = async () => {
      const answers = [];
      for (const session of sessions) {
        answers.push((await call(currentUser, session)).status);
        answers.push((await call(user.PUT, { ...session, params: { id }, body: { name: `Test ${label}` } })).status);
      }
      return answers;
    };
    return { id, email, uses };
  }

  const tokensOf = async (id: string) => {
    const c = new pg.Client({ connectionString: inject('databaseUrl') });
    await c.connect();
    const { rows } = await c.query('SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1', [Number(id)]);
    await c.end();
    return rows[0].n as number;
  };

  it('a password set by an admin: the old API token and browser session neither read nor write', async () => {
    const { id, email, uses } = await signedIn('reset');
    expect(await uses()).toEqual([200, 200, 200, 200]);
    const reset = await call(user.PUT, { token: admin, params: { id }, body: { password: 'Another-pass-2' } });
    expect(reset.status).toBe(200);
    expect(await uses()).toEqual([401, 401, 401, 401]);
    expect(await tokensOf(id)).toBe(0);
    const again = await call(loginAdmin, { body: { email, password: 'Another-pass-2' }, headers: { 'x-forwarded-for': '198.51.100.91' } });
    expect(again.status).toBe(200);
    // The admin who reset it is still signed in.
    expect((await call(currentUser, { token: admin })).status).toBe(200);
  });

  it('a deactivation deletes the sessions, so that reactivating the user revives none of them', async () => {
    const { id, uses } = await signedIn('deactivated');
    expect((await call(user.PUT, { token: admin, params: { id }, body: { active: false } })).status).toBe(200);
    expect(await tokensOf(id)).toBe(0);
    expect((await call(user.PUT, { token: admin, params: { id }, body: { active: true } })).status).toBe(200);
    expect(await uses()).toEqual([401, 401, 401, 401]);
  });

  it('ends them in the same transaction as the change: a refused change ends nothing, other changes end nothing', async () => {
    const { id, uses } = await signedIn('kept');
    const refused = await call(user.PUT, {
      token: admin,
      params: { id },
      body: { password: 'Another-pass-2', email: 'airline_occ@example.com' },
    });
    expect(refused.status).toBe(409);
    expect(await uses()).toEqual([200, 200, 200, 200]);
    expect((await call(user.PUT, { token: admin, params: { id }, body: { name: 'Renamed', role: 'root', unit: null } })).status).toBe(200);
    expect(await uses()).toEqual([200, 200, 200, 200]);
  });
});
