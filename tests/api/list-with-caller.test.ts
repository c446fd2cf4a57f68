// A plain list reads its page and the caller's token in one statement (server/crud/sql-list.ts
// plainListWithCaller; plainJsonWithCaller when its rows are its columns as read). The caller is still checked
// before anything is answered: these are the refusals and answers of that way, against the usual one.
import { beforeAll, describe, expect, it } from 'vitest';
import { helpQuery } from '@/lib/schemas/backlog';
import { airportQuery } from '@/lib/schemas/flight/network';
import { airportCollection } from '@/server/api/flight-network';
import { hashToken, issueToken, revokeSecret, userForCallerJson } from '@/server/auth/tokens';
import type { CurrentUser } from '@/server/auth/user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import type { CallerRead } from '@/server/http/route';
import { helpEntries } from '@/server/resources/backlog/help';
import { airports } from '@/server/resources/flight/network';
import { call, tokenFor } from '../support/api-client';

const service = crud(airports);
let admin: CurrentUser;

/** A new token of the demo admin, to revoke or expire. */
const freshToken = async () => (await issueToken(admin.id, 'api')).token;
const list = (token: string, query: Record<string, string | number> = {}) => call(airportCollection.GET, { token, query });
/** The answer as a client reads it, whichever way it was read (a value, or JSON text PostgreSQL wrote). */
const clientView = (got: CallerRead | null | undefined) =>
  got &&
  ('body' in got
    ? { caller: got.caller ?? undefined, answer: JSON.parse(got.body) }
    : { ...got, answer: JSON.parse(JSON.stringify(got.answer)) });

beforeAll(async () => {
  const row = await db.user.findUniqueOrThrow({ where: { email: 'admin@example.com' } });
  admin = { id: row.id, name: row.name, email: row.email, role: 'admin', unit: null, tokenId: 0 };
});

// Airports: rows as read, so the page comes as JSON text. Help entries: rows the app makes (their instants).
describe.each([
  {
    def: airports,
    schema: airportQuery,
    asJson: true,
    queries: [{}, { page: '2', limit: '3', sort: 'city', order: 'desc' }, { q: 'a', limit: '5' }],
  },
  { def: helpEntries, schema: helpQuery, asJson: false, queries: [{}, { q: 'a', limit: '3' }, { sort: 'id', order: 'desc' }] },
] as const)('the list of $def.label read with its caller', ({ def, schema, asJson, queries }) => {
  const one = crud(def);
  const read = (raw: object, hash: string) => one.listWithCaller?.(schema.parse(raw) as never, hash);

  it('is offered for a plain resource without a scope, as JSON text when its rows are as read', async () => {
    expect(one.listWithCaller).toBeTypeOf('function');
    expect('body' in ((await read({}, hashToken(await freshToken()))) ?? {})).toBe(asJson);
  });

  it.each([...queries, { q: 'no such entry at all' }])('answers the page the usual list answers, with the caller: %o', async (raw) => {
    const got = clientView(await read(raw, hashToken(await freshToken())));
    expect(got?.answer).toEqual(JSON.parse(JSON.stringify(await one.list(db, schema.parse(raw) as never, admin))));
    if (got?.answer.data.length || asJson) {
      expect(await userForCallerJson(got?.caller ?? null)).toMatchObject({ id: admin.id, role: 'admin', unit: null });
    } else {
      expect(got?.caller).toBeUndefined();
    }
  });

  it('reads no row for a token nobody holds; a page past the end has its total, or is left to the usual way', async () => {
    const stranger = clientView(await read({}, hashToken('obo_nobody')));
    expect(stranger?.answer).toEqual({ total: 0, data: [] });
    expect(await userForCallerJson(stranger?.caller ?? null)).toBeNull();
    const past = clientView(await read({ page: '999' }, hashToken(await freshToken())));
    if (asJson) expect(past?.answer).toEqual({ total: (await one.list(db, schema.parse({}) as never, admin)).total, data: [] });
    else expect(past).toBeNull();
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
