import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { health } from '@/server/api/health';
import { currentUser, loginAdmin, logout, managements } from '@/server/api/session';
import { call, DEMO_PASSWORD, tokenFor } from '../support/api-client';

const ip = (n: number) => ({ 'x-forwarded-for': `192.0.2.${n}` });

async function sql(text: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: inject('databaseUrl') });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

describe('POST /api/login-admin', () => {
  it('answers a token, its expiry and the user, and stores only a hash of the token', async () => {
    const res = await call(loginAdmin, { body: { email: 'airline_occ@example.com', password: DEMO_PASSWORD }, headers: ip(1) });
    expect(res.status).toBe(200);
    expect(res.json.user).toEqual({
      id: expect.any(Number),
      name: 'Demo OCC',
      email: 'airline_occ@example.com',
      role: 'airline_occ',
      unit: 'airline',
    });
    expect(res.json.token).toMatch(/^obo_[\w-]{40,}$/);
    expect(new Date(res.json.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(await sql('SELECT 1 FROM api_tokens WHERE token_hash = $1', [res.json.token])).toEqual([]);
    const hashed = await sql("SELECT 1 FROM api_tokens WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')", [res.json.token]);
    expect(hashed).toHaveLength(1);
    const hashes = await sql('SELECT password_hash FROM users WHERE email = $1', ['airline_occ@example.com']);
    expect(hashes[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('accepts the email in any case', async () => {
    const res = await call(loginAdmin, { body: { email: '  Airline_OCC@Example.com ', password: DEMO_PASSWORD }, headers: ip(2) });
    expect(res.status).toBe(200);
  });

  it('answers a wrong password and an unknown email alike (401 invalid_credentials)', async () => {
    const wrong = await call(loginAdmin, { body: { email: 'airline_base@example.com', password: 'nope-nope' }, headers: ip(3) });
    const unknown = await call(loginAdmin, { body: { email: 'nobody@example.com', password: 'nope-nope' }, headers: ip(3) });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.error.code).toBe('invalid_credentials');
  });

  it.each([
    ['no body', undefined, '_'],
    ['a missing password', { email: 'a@b.c' }, 'password'],
    ['an unknown field', { email: 'a@b.c', password: 'x', remember: true }, 'remember'],
    ['a number as email', { email: 5, password: 'x' }, 'email'],
  ])('answers 400 with field messages for %s', async (_label, body, field) => {
    const res = await call(loginAdmin, { body, headers: ip(4) });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation');
    expect(res.json.error.fields[field]).toEqual(expect.any(String));
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call(loginAdmin, { raw: '{"email":', headers: { 'content-type': 'application/json', ...ip(4) } });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('The request body is not valid JSON');
  });

  it('refuses a deactivated user', async () => {
    await sql("UPDATE users SET active = false WHERE email = 'hrd_expat@example.com'");
    const res = await call(loginAdmin, { body: { email: 'hrd_expat@example.com', password: DEMO_PASSWORD }, headers: ip(30) });
    expect(res.status).toBe(401);
    await sql("UPDATE users SET active = true WHERE email = 'hrd_expat@example.com'");
  });
});

describe('tokens: GET /api/user and POST /api/logout', () => {
  it('answers the signed-in user for a bearer token', async () => {
    const token = await tokenFor('marine_cs');
    const res = await call(currentUser, { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email: 'marine_cs@example.com', role: 'marine_cs', unit: 'marine' });
    expect(res.json).not.toHaveProperty('password_hash');
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'obo_not-a-real-token'],
    ['a malformed header', 'x'.repeat(500)],
  ])('answers 401 unauthorized for %s', async (_label, token) => {
    const res = await call(currentUser, { token });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthorized');
  });

  it('answers 401 once the token has expired', async () => {
    const login = await call(loginAdmin, { body: { email: 'airline_charter@example.com', password: DEMO_PASSWORD }, headers: ip(40) });
    const token = login.json.token;
    expect((await call(currentUser, { token })).status).toBe(200);
    await sql("UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [login.json.user.id]);
    expect((await call(currentUser, { token })).status).toBe(401);
  });

  it('revokes the token on logout, and only that token', async () => {
    const a = await call(loginAdmin, { body: { email: 'airline_finance@example.com', password: DEMO_PASSWORD }, headers: ip(41) });
    const b = await call(loginAdmin, { body: { email: 'airline_finance@example.com', password: DEMO_PASSWORD }, headers: ip(41) });
    expect((await call(logout, { token: a.json.token })).json).toEqual({ ok: true });
    expect((await call(currentUser, { token: a.json.token })).status).toBe(401);
    expect((await call(logout, { token: a.json.token })).status).toBe(401);
    expect((await call(currentUser, { token: b.json.token })).status).toBe(200);
  });

  it('answers 401 when the user is deactivated after signing in', async () => {
    const login = await call(loginAdmin, { body: { email: 'watersports_cs@example.com', password: DEMO_PASSWORD }, headers: ip(42) });
    await sql("UPDATE users SET active = false WHERE email = 'watersports_cs@example.com'");
    expect((await call(currentUser, { token: login.json.token })).status).toBe(401);
    await sql("UPDATE users SET active = true WHERE email = 'watersports_cs@example.com'");
  });
});

describe('GET /api/user/managements', () => {
  it("lists the active leads of the caller's unit or of none, without the caller", async () => {
    const res = await call(managements, { token: await tokenFor('airline_base') });
    expect(res.status).toBe(200);
    const emails = res.json.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@example.com', 'manager@example.com', 'airline_pilot@example.com']));
    expect(emails).not.toContain('airline_base@example.com');
    expect(emails).not.toContain('manager.marine@example.com');
    expect(res.json.total).toBe(res.json.data.length);
  });

  it('needs a token', async () => {
    expect((await call(managements)).status).toBe(401);
  });
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const res = await call(health);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', db: 'ok' });
  });
});
