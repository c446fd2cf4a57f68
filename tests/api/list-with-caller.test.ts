// A plain list reads its page and the caller's token in one statement (server/crud/sql-list.ts
// plainListWithCaller). The caller is still checked before anything is answered: these are the refusals
// and answers of that way, against the usual one (token check, then the list).
import { beforeAll, describe, expect, it } from 'vitest';
import { airportQuery } from '@/lib/schemas/flight/network';
import { airportCollection } from '@/server/api/flight-network';
import { hashToken, issueToken, revokeSecret, userForCallerJson } from '@/server/auth/tokens';
import type { CurrentUser } from '@/server/auth/user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { airports } from '@/server/resources/flight/network';
import { call, tokenFor } from '../support/api-client';

const service = crud(airports);
const listWithCaller = service.listWithCaller;
let admin: CurrentUser;

/** A new token of the demo admin, to revoke or expire. */
const freshToken = async () => (await issueToken(admin.id, 'api')).token;
const list = (token: string, query: Record<string, string | number> = {}) => call(airportCollection.GET, { token, query });

beforeAll(async () => {
  const row = await db.user.findUniqueOrThrow({ where: { email: 'admin@example.com' } });
  admin = { id: row.id, name: row.name, email: row.email, role: 'admin', unit: null, tokenId: 0 };
});

describe('the airport list read with its caller', () => {
  it('is offered for a plain resource without a scope', () => {
    expect(listWithCaller).toBeTypeOf('function');
  });

  it.each([{}, { page: '2', limit: '3', sort: 'city', order: 'desc' }, { q: 'a', limit: '5' }, { q: 'no such airport at all' }])(
    'answers the page the usual list answers, with the caller: %o',
    async (raw) => {
      const token = await freshToken();
      const query = airportQuery.parse(raw);
      const got = await listWithCaller?.(query, hashToken(token));
      expect(got?.answer).toEqual(await service.list(db, query, admin));
      if (got?.answer.data.length) {
        expect(await userForCallerJson(got.caller ?? null)).toMatchObject({ id: admin.id, role: 'admin', unit: null });
      } else {
        expect(got?.caller).toBeUndefined();
      }
    },
  );

  it('reads no row for a token nobody holds, and leaves a page past the end to the usual way', async () => {
    expect(await listWithCaller?.(airportQuery.parse({}), hashToken('obo_nobody'))).toEqual({ answer: { total: 0, data: [] } });
    expect(await listWithCaller?.(airportQuery.parse({ page: '999' }), hashToken(await freshToken()))).toBeNull();
  });
});

describe('GET /api/flight/airport checks the caller it read', () => {
  it('answers the usual list to a live token, and marks the token used', async () => {
    const token = await freshToken();
    const res = await list(token, { limit: 5 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(JSON.parse(JSON.stringify(await service.list(db, airportQuery.parse({ limit: '5' }), admin))));
    const row = await db.apiToken.findUniqueOrThrow({ where: { token_hash: hashToken(token) } });
    expect(row.last_used_at).not.toBeNull();
  });

  it.each([
    ['revoked', (token: string) => revokeSecret(token)],
    [
      'expired',
      (token: string) => db.apiToken.update({ where: { token_hash: hashToken(token) }, data: { expires_at: new Date(Date.now() - 1000) } }),
    ],
  ])('refuses a %s token with 401, on a full page and on an empty one', async (_label, spoil) => {
    const token = await freshToken();
    expect((await list(token)).status).toBe(200);
    await spoil(token);
    const queries: Record<string, string | number>[] = [{}, { q: 'no such airport at all' }, { page: 999 }];
    for (const query of queries) {
      const res = await list(token, query);
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('unauthorized');
    }
  });

  it('refuses the token of an inactive user with 401', async () => {
    const user = await db.user.create({
      data: { name: 'Caller Check', email: `caller-check-${Date.now()}@example.com`, role: 'admin', password_hash: 'x', active: true },
    });
    const { token } = await issueToken(user.id, 'api');
    expect((await list(token)).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { active: false } });
    expect((await list(token)).status).toBe(401);
  });

  it('refuses a role without the reference lists with 403, and a stranger with 401 before any 400', async () => {
    const marine = await list(await tokenFor('marine_cs'));
    expect(marine.status).toBe(403);
    expect(marine.json.error.code).toBe('forbidden');
    expect((await list('obo_nobody')).status).toBe(401);
    expect((await list('obo_nobody', { limit: 'many' })).status).toBe(401);
    expect((await list(await freshToken(), { limit: 'many' })).status).toBe(400);
  });
});
