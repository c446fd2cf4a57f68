// The one-statement list of a plain resource (server/crud/sql-list.ts) answers exactly what the Prisma
// list (count and findMany) answers: same rows, same order, same total, for filters, search (with LIKE
// wildcards typed in q, which Prisma does not escape), sorts and pages past the end; and so does the page
// PostgreSQL writes as JSON text.
import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { helpQuery } from '@/lib/schemas/backlog';
import { airportQuery } from '@/lib/schemas/flight/network';
import { adminUserQuery } from '@/lib/schemas/users/admin';
import { hashToken, issueToken } from '@/server/auth/tokens';
import type { CurrentUser } from '@/server/auth/user';
import { crud } from '@/server/crud/resource';
import { rowsAsRead } from '@/server/crud/rows-as-read';
import { readRows, whereSql } from '@/server/crud/sql-list';
import { db, poolQuery } from '@/server/db';
import { helpEntries } from '@/server/resources/backlog/help';
import { airports } from '@/server/resources/flight/network';
import { adminUsers } from '@/server/resources/users/admin';

const user: CurrentUser = { id: 1, name: 'Bench', email: 'bench@example.com', role: 'admin', unit: null, tokenId: 0 };
const onePlain = crud(airports);
const viaPrisma = crud({ ...airports, table: undefined });
const TAG = `PL${Date.now() % 100000}`;

let tokenHash: string;

beforeAll(async () => {
  const admin = await db.user.findUniqueOrThrow({ where: { email: 'admin@example.com' } });
  tokenHash = hashToken((await issueToken(admin.id, 'api')).token);
  const names = ['100% Field', 'Under_score', 'Back\\slash', 'Plain Strip', '100 Percent'];
  await db.airport.createMany({
    data: names.map((name, i) => ({
      name: `${TAG} ${name}`,
      city: `${TAG} City ${i % 2}`,
      latitude: -1 - i,
      longitude: 100 + i,
      timezone: i % 2 ? 'Asia/Jayapura' : 'Asia/Makassar',
      active: i !== 3,
    })),
  });
});

const AIRPORT_QUERIES = [
  {},
  { page: '2', limit: '3', sort: 'city', order: 'desc' },
  { q: TAG },
  { q: `${TAG} 100%` },
  { q: '0%' },
  { q: 'r_s' },
  { q: '_' },
  { q: '\\' },
  { q: 'k\\s' },
  { q: TAG, active: 'false' },
  { q: TAG, timezone: 'Asia/Jayapura', sort: 'elevation_ft', order: 'asc' },
  { q: TAG, page: '99', limit: '2' },
  { page: '1', limit: '1000' },
];

describe('the plain list of airports', () => {
  it.each(AIRPORT_QUERIES)('answers as the Prisma list does: %o', async (raw) => {
    const query = airportQuery.parse(raw);
    const [plain, prisma] = await Promise.all([onePlain.list(db, query, user), viaPrisma.list(db, query, user)]);
    expect(plain).toEqual(prisma);
  });

  it('leaves to Prisma what it cannot write as SQL', () => {
    expect(whereSql({ name: { startsWith: 'A' } })).toBeNull();
    expect(whereSql({ OR: [{ active: true }, { base: { is: null } }] })).toBeNull();
    expect(whereSql({ created_at: new Date() })).toBeNull();
    expect(whereSql({})?.sql).toBe('TRUE');
  });

  it('answers the same inside a transaction (on its client, not the pool)', async () => {
    const query = airportQuery.parse({ q: TAG, sort: 'name' });
    const inTx = await db.$transaction((tx) => onePlain.list(tx, query, user));
    expect(inTx).toEqual(await viaPrisma.list(db, query, user));
    expect(inTx.total).toBe(5);
  });
});

describe('the airport page PostgreSQL writes as JSON (with the caller)', () => {
  it('is the way of the airport list: its rows are its columns as read', () => {
    expect(rowsAsRead(airports)).toBe(true);
  });

  it.each(AIRPORT_QUERIES)('answers as the Prisma list does: %o', async (raw) => {
    const query = airportQuery.parse(raw);
    const got = await onePlain.listWithCaller?.(query, tokenHash);
    const answer = got && 'body' in got ? JSON.parse(got.body) : null;
    expect(answer).toEqual(JSON.parse(JSON.stringify(await viaPrisma.list(db, query, user))));
    expect(JSON.parse(got?.caller ?? 'null')).toMatchObject({ email: 'admin@example.com', role: 'admin' });
  });

  it('reads no row and no count for a token nobody holds', async () => {
    const got = await onePlain.listWithCaller?.(airportQuery.parse({}), hashToken('obo_nobody'));
    expect(got).toEqual({ caller: null, body: '{"total":0,"data":[]}' });
  });
});

describe('the other plain lists', () => {
  it.each([
    [
      adminUsers,
      adminUserQuery,
      [{}, { q: 'demo', sort: 'email', order: 'desc' }, { role: 'admin', active: 'true' }, { unit: 'marine', page: '2', limit: '2' }],
    ],
    [helpEntries, helpQuery, [{}, { q: 'a', limit: '3' }, { sort: 'id', order: 'desc' }, { page: '99' }]],
  ] as const)('answer as their Prisma lists do (%#)', async (def, schema, queries) => {
    for (const raw of queries) {
      const query = schema.parse(raw) as never;
      expect(await crud(def).list(db, query, user)).toEqual(await crud({ ...def, table: undefined }).list(db, query, user));
    }
  });
});

describe('rows read through pg', () => {
  it('carry the values Prisma raw queries answer (Decimal, BigInt, UTC timestamps and dates)', async () => {
    const sql = Prisma.sql`SELECT 1.50::numeric AS n, 9007199254740993::int8 AS b, 7::int4 AS i, 1.25::float8 AS f,
      true AS x, 'ä'::text AS s, NULL::numeric AS z, '2026-01-02 03:04:05.678'::timestamp AS t,
      '2026-01-02 03:04:05.678+07'::timestamptz AS tz, '2026-01-02'::date AS d, ${'%a_'}::text AS p`;
    const [viaPg] = await readRows(db, sql);
    const [viaPrisma] = await db.$queryRaw<Record<string, unknown>[]>(sql);
    expect(viaPg).toEqual(viaPrisma);
    expect(viaPg.n).toBeInstanceOf(Prisma.Decimal);
    expect(viaPg.b).toBe(9007199254740993n);
    expect((viaPg.t as Date).toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect((viaPg.d as Date).toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });
});

describe('statements sent through the pool', () => {
  it('are prepared once per connection under a name of their text, and answer as before', async () => {
    const text = `SELECT id, name FROM airports WHERE name LIKE $1 ORDER BY id /* ${TAG} */`;
    const first = await poolQuery(text, [`${TAG}%`]);
    const again = await poolQuery(text, [`${TAG}%`]);
    expect(again.rows).toEqual(first.rows);
    expect(first.rows).toHaveLength(5);
    // Sequential calls reuse the connection just released (pg-pool takes the last idle one).
    const prepared = await poolQuery<{ statement: string }>('SELECT statement FROM pg_prepared_statements', []);
    expect(prepared.rows.map((r) => r.statement)).toContain(text);
    // Many at once, on several connections, each preparing it on first use.
    const many = await Promise.all(Array.from({ length: 12 }, () => poolQuery(text, [`${TAG}%`])));
    for (const r of many) expect(r.rows).toEqual(first.rows);
  });

  it('go unnamed when their plan depends on their values (prepare: false)', async () => {
    const text = `SELECT count(*)::int AS n FROM airports WHERE name LIKE $1 /* ${TAG} unnamed */`;
    expect((await poolQuery<{ n: number }>(text, [`${TAG}%`], { prepare: false })).rows).toEqual([{ n: 5 }]);
    const prepared = await poolQuery<{ statement: string }>('SELECT statement FROM pg_prepared_statements', []);
    expect(prepared.rows.map((r) => r.statement)).not.toContain(text);
  });
});
