import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';

export const EMBEDDED_URL = 'postgresql://postgres:postgres@127.0.0.1:54329/ops';

function connectionString(): string {
  return process.env.DATABASE_URL ?? EMBEDDED_URL;
}

declare global {
  // One client across hot reloads in development (a global declared with var).
  var opsPrisma: PrismaClient | undefined;
}

/** One client per process (and one across hot reloads in development). */
export const db: PrismaClient =
  globalThis.opsPrisma ?? new PrismaClient({ adapter: new PrismaPg({ connectionString: connectionString(), max: 10 }) });
globalThis.opsPrisma = db;

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];
