import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { scratchDatabase } from '../support/database';
import { schemaDrift } from '../support/drift';

async function run(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(sql);
  await c.end();
}

const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

describe('schema drift: prisma/schema against the migrated database', () => {
  it('finds no difference after all migrations', async () => {
    expect(await schemaDrift(inject('databaseUrl'))).toEqual([]);
  });

  it.each([
    ['a dropped column', 'ALTER TABLE users DROP COLUMN unit', 'column users.unit is missing in the database'],
    [
      'a changed type',
      'ALTER TABLE uploads ALTER COLUMN size TYPE bigint',
      'column uploads.size is bigint in the database, integer in the schema',
    ],
    [
      'a changed nullability',
      'ALTER TABLE users ALTER COLUMN name DROP NOT NULL',
      'column users.name is nullable in the database, required in the schema',
    ],
    [
      'a dropped foreign key',
      'ALTER TABLE api_tokens DROP CONSTRAINT api_tokens_user_id_fkey',
      'foreign key api_tokens(user_id) -> users(id) is missing in the database',
    ],
    ['a dropped unique index', 'DROP INDEX users_email_key', 'unique index on users(email) is missing in the database'],
    ['an extra column', 'ALTER TABLE users ADD COLUMN nickname text', 'column users.nickname exists in the database but not in the schema'],
  ])('fails on %s', async (_label, sql, expected) => {
    const db = await scratchDatabase(inject('adminDatabaseUrl'), 'drift');
    drops.push(db.drop);
    await run(db.url, sql);
    expect(await schemaDrift(db.url)).toContain(expected);
  });
});
