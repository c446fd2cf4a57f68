import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '@/lib/generated/prisma/client';

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
export const pool: pg.Pool = globalThis.opsPool ?? new pg.Pool({ connectionString: connectionString(), max: 10, allowExitOnIdle: true });
globalThis.opsPool = pool;

/** One client per process (and one across hot reloads in development). */
export const db: PrismaClient = globalThis.opsPrisma ?? new PrismaClient({ adapter: new PrismaPg(pool) });
globalThis.opsPrisma = db;

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];
