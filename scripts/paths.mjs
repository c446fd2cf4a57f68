// Where the project keeps its runtime data. Everything here is ignored by git.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DATA_DIR = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data'));
export const PG_DIR = path.join(DATA_DIR, 'pg');
export const UPLOAD_DIR = path.resolve(process.env.UPLOAD_DIR ?? path.join(DATA_DIR, 'uploads'));
export const MIGRATIONS_DIR = path.join(ROOT, 'prisma', 'migrations');
export const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
export const EMBEDDED_DB = 'ops';
