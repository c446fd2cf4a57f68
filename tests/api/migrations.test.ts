import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { listMigrations, migrate, status } from '../../scripts/migrate.mjs';

describe('migrations are recorded as prisma migrate deploy records them', () => {
  it('has one finished _prisma_migrations row per folder, with the sha256 checksum', async () => {
    const url = inject('databaseUrl');
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query(
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
    );
    await c.end();
    const files = listMigrations();
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((m) => m.name));
    for (const [i, r] of rows.entries()) {
      expect(r.checksum).toBe(files[i].checksum);
      expect(r.finished_at).toBeInstanceOf(Date);
      expect(r.applied_steps_count).toBe(1);
    }
  });

  it('applies nothing the second time and reports every migration applied', async () => {
    const url = inject('databaseUrl');
    expect(await migrate(url, { log: () => {} })).toEqual([]);
    expect((await status(url)).every((m) => m.applied)).toBe(true);
  });
});
