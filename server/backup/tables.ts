// The tables a backup holds: every table of the app's schema except the migrations' bookkeeping (a restore
// rebuilds it by migrating), in foreign-key order so that a restore can load them one after another.
import type pg from 'pg';

export const SCHEMA = 'public';
const BOOKKEEPING = new Set(['_prisma_migrations']);

export interface Table {
  name: string;
  columns: string[];
}

export async function appTables(client: pg.Client): Promise<Table[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')
      GROUP BY c.relname`,
    [SCHEMA],
  );
  const { rows: refs } = await client.query<{ child: string; parent: string }>(
    `SELECT DISTINCT c.relname AS child, p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = $1 AND c.oid <> p.oid`,
    [SCHEMA],
  );
  const tables = rows.filter((t) => !BOOKKEEPING.has(t.name)).sort((a, b) => a.name.localeCompare(b.name));
  return parentsFirst(tables, refs);
}

/** Tables ordered so that each comes after the tables its foreign keys name (name order otherwise). */
export function parentsFirst<T extends { name: string }>(tables: T[], refs: { child: string; parent: string }[]): T[] {
  const parents = new Map<string, Set<string>>();
  for (const r of refs) parents.set(r.child, (parents.get(r.child) ?? new Set()).add(r.parent));
  const byName = new Map(tables.map((t) => [t.name, t]));
  const out: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done' || !byName.has(name)) return;
    if (state.get(name) === 'visiting') throw new Error(`Foreign keys form a cycle through ${name}`);
    state.set(name, 'visiting');
    for (const p of [...(parents.get(name) ?? [])].sort()) visit(p);
    state.set(name, 'done');
    out.push(byName.get(name) as T);
  };
  for (const t of tables) visit(t.name);
  return out;
}

export async function sequenceNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'S' ORDER BY c.relname`,
    [SCHEMA],
  );
  return rows.map((r) => r.name);
}

/** Tables the migrations themselves fill (reference rows, or rows their triggers derive). */
export function filledByMigrations(sqls: string[]): Set<string> {
  const out = new Set<string>();
  for (const sql of sqls) for (const m of sql.matchAll(/INSERT INTO\s+"?(\w+)"?/gi)) out.add(m[1]);
  return out;
}

/** Tables with rows, but for those the migrations fill: a restore's target must have none. */
export async function nonEmptyTables(client: pg.Client, filled: Set<string>): Promise<string[]> {
  const out: string[] = [];
  for (const t of await appTables(client)) {
    if (filled.has(t.name)) continue;
    const { rows } = await client.query(`SELECT 1 FROM ${SCHEMA}."${t.name.replaceAll('"', '""')}" LIMIT 1`);
    if (rows.length) out.push(t.name);
  }
  return out;
}
