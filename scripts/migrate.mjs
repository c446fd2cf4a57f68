// Applies prisma/migrations/*/migration.sql in order and records them in _prisma_migrations exactly as
// `prisma migrate deploy` does, so that `prisma migrate status/deploy` agree with it on the same database.
// Usage: node scripts/migrate.mjs [--status]   (DATABASE_URL, or the embedded server's default URL)
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { EMBEDDED_DB, EMBEDDED_PORT, MIGRATIONS_DIR } from './paths.mjs';

const LOCK_ID = 72707369; // the advisory lock key Prisma's migrate uses

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export function listMigrations(dir = MIGRATIONS_DIR) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Apply pending migrations (those named up to `until` when given: a restore loads a backup into its own
 * schema first). Returns the names applied. Throws on a failed or edited migration.
 * @param {string} url
 * @param {{ log?: (message: string) => void, dir?: string, until?: string }} [options]
 */
export async function migrate(url, { log = console.log, dir = MIGRATIONS_DIR, until } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const applied = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query('SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"');
    const done = new Map(rows.filter((r) => !r.rolled_back_at).map((r) => [r.migration_name, r]));
    for (const m of listMigrations(dir)) {
      if (until && m.name > until) break;
      const row = done.get(m.name);
      if (row && !row.finished_at) {
        throw new Error(`Migration ${m.name} failed earlier; fix the database and mark it rolled back.`);
      }
      if (row) {
        if (row.checksum !== m.checksum) log(`warning: migration ${m.name} was edited after it was applied`);
        continue;
      }
      const id = randomUUID();
      await client.query('BEGIN');
      try {
        await client.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)',
          [id, m.checksum, m.name],
        );
        await client.query(m.sql);
        await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${m.name} failed: ${err.message}`);
      }
      applied.push(m.name);
      log(`applied migration ${m.name}`);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => {});
    await client.end();
  }
  return applied;
}

export async function status(url, dir = MIGRATIONS_DIR) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(CREATE_TABLE);
    const { rows } = await client.query(
      'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const done = new Set(rows.map((r) => r.migration_name));
    return listMigrations(dir).map((m) => ({ name: m.name, applied: done.has(m.name) }));
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/${EMBEDDED_DB}`;
  const run = process.argv.includes('--status')
    ? status(url).then((list) => {
        for (const m of list) console.log(`${m.applied ? 'applied' : 'pending'}  ${m.name}`);
      })
    : migrate(url).then((names) => console.log(names.length ? `${names.length} applied` : 'database is up to date'));
  run.catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
