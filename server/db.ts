import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { namingActors } from '@/server/audit/actor';

export const EMBEDDED_URL = 'postgresql://postgres:postgres@127.0.0.1:54329/ops';

function connectionString(): string {
  return process.env.DATABASE_URL ?? EMBEDDED_URL;
}

declare global {
  // One client across hot reloads in development (a global declared with var).
  var opsPrisma: PrismaClient | undefined;
  var opsPool: pg.Pool | undefined;
}

/**
 * The connections Prisma sends through. The token check of every request reads it directly
 * (server/auth/tokens.ts): one statement through pg costs a quarter of the CPU of the same statement
 * through Prisma's $queryRaw (docs/benchmarks-http.md).
 */
export const pool: pg.Pool =
  globalThis.opsPool ?? namingActors(new pg.Pool({ connectionString: connectionString(), max: 10, allowExitOnIdle: true }));
globalThis.opsPool = pool;

const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 500;

/**
 * A statement sent straight through the pool (the token check, plain lists), prepared on each connection
 * under a name of its text the first time: PostgreSQL then skips parsing and planning it on every later
 * request, CPU it shares with the app on a small machine (docs/benchmarks-http.md). The names are bounded:
 * past the first 500 distinct texts a statement goes unnamed, as before. PG_PREPARE=off sends all unnamed
 * (a pooler in transaction mode without prepared-statement support). `prepare: false` for a statement whose
 * best plan depends on its values: after five executions PostgreSQL may settle on one generic plan for all.
 */
export function poolQuery<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[],
  { types, prepare = true }: { types?: pg.CustomTypesConfig; prepare?: boolean } = {},
): Promise<pg.QueryResult<Row>> {
  let name = prepare ? statementNames.get(text) : undefined;
  if (prepare && !name && statementNames.size < MAX_NAMED_STATEMENTS && process.env.PG_PREPARE !== 'off') {
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return pool.query<Row>({ name, text, values, types });
}

/** One client per process (and one across hot reloads in development). */
export const db: PrismaClient = globalThis.opsPrisma ?? new PrismaClient({ adapter: new PrismaPg(pool) });
globalThis.opsPrisma = db;

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];
