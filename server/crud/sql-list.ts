// The list of a plain resource as one SQL statement: the page and the count of every matching row (an
// uncorrelated subquery, run once) in one round trip, where Prisma sends a count and a findMany. "Plain"
// means what this file can write as SQL exactly as Prisma would: a select of the table's own columns, an
// order of its own columns, and a where of equalities, `in`, and case-insensitive `contains`, joined by AND
// and OR. Anything else answers null and the caller runs the list through Prisma.
import type { QueryResultRow } from 'pg';
import pg from 'pg';
import { Prisma } from '@/lib/generated/prisma/client';
import { callerJsonSql } from '@/server/auth/tokens';
import { poolQuery, db as rootClient } from '@/server/db';
import type { Client } from './model';

const IDENT = /^[a-z_][a-z0-9_]*$/;
const column = (name: string) => (IDENT.test(name) ? Prisma.raw(`"${name}"`) : null);
type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * contains as Prisma sends it: the text between wildcards, as it is. Prisma does not escape a % or _ in
 * the text; the kit's filters escape them before (server/crud/like.ts textContains), as Prisma gets them.
 */
const containsPattern = (text: string) => `%${text}%`;

/** One field's condition, or null when it is not one this file writes. */
function fieldSql(name: string, cond: unknown): Prisma.Sql | null {
  const col = column(name);
  if (!col) return null;
  if (cond === null) return Prisma.sql`${col} IS NULL`;
  if (isScalar(cond)) return Prisma.sql`${col} = ${cond}`;
  if (typeof cond !== 'object') return null;
  const c = cond as Record<string, unknown>;
  const keys = Object.keys(c).sort().join(',');
  if (keys === 'equals' && isScalar(c.equals)) return Prisma.sql`${col} = ${c.equals}`;
  if (keys === 'in' && Array.isArray(c.in) && c.in.length && c.in.every(isScalar)) return Prisma.sql`${col} IN (${Prisma.join(c.in)})`;
  if (keys === 'contains,mode' && typeof c.contains === 'string' && c.mode === 'insensitive') {
    return Prisma.sql`${col} ILIKE ${containsPattern(c.contains)}`;
  }
  return null;
}

/** A where of the kit (server/crud/paging.ts allOf, searchWhere and the definitions' filters) as SQL. */
export function whereSql(where: object): Prisma.Sql | null {
  const parts: Prisma.Sql[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) continue;
    if (key === 'AND' || key === 'OR') {
      const list = Array.isArray(value) ? value : [value];
      if (!list.length) return null;
      const inner = list.map((w) => (typeof w === 'object' && w !== null ? whereSql(w) : null));
      if (inner.some((s) => s === null)) return null;
      parts.push(Prisma.sql`(${Prisma.join(inner as Prisma.Sql[], key === 'AND' ? ' AND ' : ' OR ')})`);
      continue;
    }
    const sql = fieldSql(key, value);
    if (!sql) return null;
    parts.push(sql);
  }
  return parts.length ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`;
}

function orderSql(orderBy: readonly object[]): Prisma.Sql | null {
  const parts: Prisma.Sql[] = [];
  for (const o of orderBy) {
    const entries = Object.entries(o);
    if (entries.length !== 1) return null;
    const [name, dir] = entries[0];
    const col = column(name);
    if (!col || (dir !== 'asc' && dir !== 'desc')) return null;
    parts.push(Prisma.sql`${col} ${Prisma.raw(dir === 'asc' ? 'ASC' : 'DESC')}`);
  }
  return parts.length ? Prisma.join(parts, ', ') : null;
}

const CALLER = '__caller';

export interface PlainList {
  table: string;
  select: object;
  where: object;
  orderBy: readonly object[];
  skip: number;
  take: number;
}

// The values of the columns Prisma's raw queries answer differently from pg's defaults, as Prisma answers
// them: numeric as Decimal, bigint as BigInt, and timestamp and date (no zone) read as UTC.
const { builtins } = pg.types;
const PRISMA_LIKE: Partial<Record<number, (text: string) => unknown>> = {
  [builtins.NUMERIC]: (text) => new Prisma.Decimal(text),
  [builtins.INT8]: (text) => BigInt(text),
  [builtins.TIMESTAMP]: (text) => new Date(`${text.replace(' ', 'T')}Z`),
  [builtins.DATE]: (text) => new Date(`${text}T00:00:00Z`),
};
const prismaTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    PRISMA_LIKE[oid] ?? pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/**
 * A statement outside a transaction goes straight through pg, on the pool Prisma itself uses: a quarter of
 * the CPU of the same statement through $queryRaw (docs/benchmarks-http.md), prepared by name unless
 * `prepare` is false (see poolQuery). In a transaction it stays on the transaction's client.
 */
export async function readRows(client: Client, sql: Prisma.Sql, { prepare = true } = {}): Promise<QueryResultRow[]> {
  if (client !== rootClient) return client.$queryRaw<QueryResultRow[]>(sql);
  const result = await poolQuery(sql.text, sql.values, { types: prismaTypes, prepare });
  return result.rows;
}

/** The parts of a plain list's statements, or null when the list is not plain. */
function partsOf(l: PlainList) {
  const names = Object.entries(l.select).map(([name, on]) => (on === true ? column(name) : null));
  const where = whereSql(l.where);
  const order = orderSql(l.orderBy);
  const table = column(l.table);
  if (!table || !where || !order || !names.length || names.some((n) => n === null)) return null;
  const cols = Prisma.join(names as Prisma.Sql[], ', ');
  const count = Prisma.sql`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`;
  const rest = Prisma.sql`ORDER BY ${order} LIMIT ${l.take} OFFSET ${l.skip}`;
  return { table, cols, where, count, rest };
}

/** The caller's token row as JSON text in a CTE named caller (see plainListWithCaller). */
export const withCaller = (tokenHash: string) => Prisma.sql`WITH caller AS (SELECT ${callerJsonSql(tokenHash)} AS json)`;
/** Whether the caller's token was found: a condition on no row, which PostgreSQL checks once. */
export const CALLER_KNOWN = Prisma.sql`(SELECT json FROM caller) IS NOT NULL`;

/** A page's rows as one JSON array text, in the page's order (json_agg over the ordered rows, as PostgREST reads them). */
export const jsonArraySql = (rows: Prisma.Sql) => Prisma.sql`(SELECT coalesce(json_agg(page), '[]')::text FROM (${rows}) page)`;

/** A list's answer, { total, data }, around the page's rows as PostgreSQL wrote them (jsonArraySql). */
export const pageJsonText = (total: number | null, data: string) => `{"total":${Number(total ?? 0)},"data":${data}}`;

/**
 * The page's statement (its rows carry the total), or null when the list is not plain. Given a token's
 * hash, the statement reads the caller too (see plainListWithCaller): each row carries the token row as
 * JSON (the same text, read once), and no row is read when no token has this hash.
 */
function pageSql(l: PlainList, tokenHash?: string) {
  const p = partsOf(l);
  if (!p) return null;
  const { table, cols, where, count, rest } = p;
  // Not count(*) OVER (): that window keeps every matching row to count them before the first leaves, and
  // rules out reading the page in index order; as a subquery the statement cost PostgreSQL 40 % less CPU.
  const total = Prisma.sql`(${count}) AS "__total"`;
  if (tokenHash === undefined) return { page: Prisma.sql`SELECT ${cols}, ${total} FROM ${table} WHERE ${where} ${rest}`, count };
  return {
    page: Prisma.sql`${withCaller(tokenHash)}
    SELECT ${cols}, ${total}, (SELECT json FROM caller) AS "${Prisma.raw(CALLER)}"
    FROM ${table} WHERE (${where}) AND ${CALLER_KNOWN} ${rest}`,
    count,
  };
}

/**
 * The statement of plainJsonWithCaller (bench/http-bare.ts sends it too): one row of the caller, the total
 * and the page as JSON text (jsonArraySql). Neither the count nor the page reads a table row when no token has this hash.
 */
export function plainJsonWithCallerSql(l: PlainList, tokenHash: string): Prisma.Sql | null {
  const p = partsOf(l);
  if (!p) return null;
  const { table, cols, where, rest } = p;
  return Prisma.sql`${withCaller(tokenHash)}
    SELECT (SELECT json FROM caller) AS caller,
      (SELECT count(*)::int FROM ${table} WHERE (${where}) AND ${CALLER_KNOWN}) AS total,
      ${jsonArraySql(Prisma.sql`SELECT ${cols} FROM ${table} WHERE (${where}) AND ${CALLER_KNOWN} ${rest}`)} AS data`;
}

/**
 * The page as the answer's JSON text, written by PostgreSQL, with the caller's token row to check: for a
 * list whose answer rows are its columns as read (see rowsAsRead), where Node would parse every row, copy it,
 * check it and write it out again (half the route's CPU). Null when the list is not plain.
 */
export async function plainJsonWithCaller(l: PlainList, tokenHash: string): Promise<{ caller: string | null; body: string } | null> {
  const sql = plainJsonWithCallerSql(l, tokenHash);
  if (!sql) return null;
  const [row] = await readRows(rootClient, sql);
  return { caller: row.caller, body: pageJsonText(row.total, row.data) };
}

type Page = { total: number; data: Record<string, unknown>[] };

function pageOf(rows: QueryResultRow[]): Page {
  const total = rows.length ? Number(rows[0].__total) : 0;
  return { total, data: rows.map(({ __total: _, [CALLER]: __, ...row }) => row) };
}

/**
 * The page with its total, or null when the list is not plain (see above). A page past the end has no
 * row to carry the total: then the count is asked on its own.
 */
export async function plainList(db: Client, l: PlainList): Promise<Page | null> {
  const sql = pageSql(l);
  if (!sql) return null;
  const rows = await readRows(db, sql.page);
  if (!rows.length && l.skip > 0) {
    const [count] = await readRows(db, sql.count);
    return { total: Number(count?.n ?? 0), data: [] };
  }
  return pageOf(rows);
}

/**
 * The page and the caller's token in one statement (the token check of server/auth/tokens.ts as a column).
 * `caller` is the token row's JSON, or undefined when the page has no row to carry it: then the caller
 * must be checked on its own. Null when the list is not plain, or when a page past the end leaves its
 * total unknown.
 */
export async function plainListWithCaller(l: PlainList, tokenHash: string): Promise<(Page & { caller?: string }) | null> {
  const sql = pageSql(l, tokenHash);
  if (!sql) return null;
  const rows = await readRows(rootClient, sql.page);
  if (!rows.length) return l.skip > 0 ? null : { total: 0, data: [] };
  return { ...pageOf(rows), caller: rows[0][CALLER] };
}
