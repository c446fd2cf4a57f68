// Issue 43: the audit trail's mechanism: every table staff edit has it, a write through the API records who
// and what changed, a refused or rolled-back write records nothing, secrets never enter it.
import { beforeAll, describe, expect, it } from 'vitest';
import { customerCreateRoute, customerItem } from '@/server/api/customers';
import { adminUserCollection, adminUserItem } from '@/server/api/users';
import { jobActor, userActor, withActor } from '@/server/audit/actor';
import { db, poolQuery } from '@/server/db';
import { byId, call, tokenFor } from '../support/api-client';
import { unique } from './marine-fixtures';

// The machine's own tables, which have no trail (the list of the migration 20261129120000_audit_trail, and
// the machine tables made after it).
const WITHOUT_TRAIL = [
  'audit_entry', // the trail itself
  '_prisma_migrations', // migrations bookkeeping
  'api_tokens', // sign-in sessions and tokens
  'login_attempts', // sign-in attempts
  'sign_in_limits', // sign-in rate limits
  'job_runs', // a record of each timed job's run
  'notifications', // written for a person by the app, not by a person
  'push_subscriptions', // a browser's push keys
  'app_settings', // the app's own settings (the web-push key pair)
  'route_schedule_tally', // kept by the flights' triggers
  'crew_day_hours', // kept by the flights' triggers
  'backup_runs', // a record of each daily backup
];

const entries = (table: string, record: string | number) =>
  db.auditEntry.findMany({ where: { table_name: table, record_id: String(record) }, orderBy: { id: 'asc' } });

const idOf = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;

let cs: string;
let admin: string;
beforeAll(async () => {
  [cs, admin] = await Promise.all([tokenFor('marine_cs'), tokenFor('admin')]);
});

describe('audit trail: coverage', () => {
  it('every table of the database has the trail, except the listed machine tables', async () => {
    const tables = await db.$queryRaw<{ table_name: string; triggers: string[] }[]>`
      SELECT t.table_name::text, coalesce(array_agg(g.tgname::text) FILTER (WHERE g.tgname IS NOT NULL), '{}') AS triggers
        FROM information_schema.tables t
        LEFT JOIN pg_trigger g ON g.tgrelid = format('%I.%I', t.table_schema, t.table_name)::regclass
                               AND g.tgname IN ('audit_insert', 'audit_update', 'audit_delete')
       WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       GROUP BY t.table_name`;
    const missing = tables.filter((t) => !WITHOUT_TRAIL.includes(t.table_name) && t.triggers.length !== 3).map((t) => t.table_name);
    expect(missing, 'tables without the audit trail: SELECT audit_attach(<table>) in their migration').toEqual([]);
    // The exclusions are real tables, and none of them carries the trail.
    const named = tables.filter((t) => WITHOUT_TRAIL.includes(t.table_name));
    expect(named.map((t) => t.table_name).sort()).toEqual([...WITHOUT_TRAIL].sort());
    expect(named.filter((t) => t.triggers.length > 0)).toEqual([]);
  });
});

describe('audit trail: what a write records', () => {
  it('records the caller, the created row and an update as its changed fields before and after', async () => {
    const name = unique('Audit Customer');
    const created = await call(customerCreateRoute, { token: cs, body: { name, phone: '+62 812-3456-7101', city: 'Makassar' } });
    expect(created.status).toBe(201);
    const id = created.json.id;
    const up = await call(customerItem.PUT, { token: cs, params: byId(id), body: { city: 'Ambon' } });
    expect(up.status).toBe(200);

    const csId = await idOf('marine_cs@example.com');
    const [insert, update, ...rest] = await entries('customers', id);
    expect(rest).toEqual([]);
    expect(insert).toMatchObject({ operation: 'insert', actor_user_id: csId, actor_job: null });
    expect(insert.changes).toMatchObject({ id, name, city: 'Makassar', phone: '6281234567101' });
    expect(update).toMatchObject({ operation: 'update', actor_user_id: csId });
    expect(update.changes).toEqual({ city: ['Makassar', 'Ambon'] });
  });

  it('records nothing for a refused write, a failed one or a rolled-back transaction', async () => {
    const customer = await db.customer.create({ data: { name: unique('Audit Refused'), phone: '6281234567102' } });
    const before = await entries('customers', customer.id);

    expect((await call(customerItem.PUT, { token: cs, params: byId(customer.id), body: { city: 42 } })).status).toBe(400);
    expect(
      (await call(customerItem.PUT, { token: await tokenFor('airline_pilot'), params: byId(customer.id), body: { city: 'X' } })).status,
    ).toBe(403);
    await expect(
      withActor(userActor(1), () =>
        db.$transaction(async (tx) => {
          await tx.customer.update({ where: { id: customer.id }, data: { city: 'Rolled back' } });
          throw new Error('undo');
        }),
      ),
    ).rejects.toThrow('undo');
    expect(await entries('customers', customer.id)).toEqual(before);
  });

  it('names the actor of a write outside a transaction, of raw SQL, of plain pg and of a timed job; none without one', async () => {
    const customer = await db.customer.create({ data: { name: unique('Audit Actor'), phone: '6281234567103' } });
    await withActor(userActor(7), () => db.customer.update({ where: { id: customer.id }, data: { city: 'One' } }));
    await withActor(jobActor('orders-expire-unpaid'), () => db.$executeRaw`UPDATE customers SET city = 'Two' WHERE id = ${customer.id}`);
    await db.customer.update({ where: { id: customer.id }, data: { city: 'Three' } });
    await withActor(userActor(9), () => poolQuery('UPDATE customers SET city = $1 WHERE id = $2', ['Four', customer.id]));
    const got = (await entries('customers', customer.id)).map((e) => [e.operation, e.actor_user_id, e.actor_job, e.changes]);
    expect(got).toEqual([
      ['insert', null, null, expect.any(Object)],
      ['update', 7, null, { city: [null, 'One'] }],
      ['update', null, 'orders-expire-unpaid', { city: ['One', 'Two'] }],
      ['update', null, null, { city: ['Two', 'Three'] }],
      ['update', 9, null, { city: ['Three', 'Four'] }],
    ]);
  });

  it('keeps secrets out: a password is recorded as changed, never as its hash', async () => {
    const email = `audit.${Date.now()}@example.com`;
    const created = await call(adminUserCollection.POST, {
      token: admin,
      body: { name: 'Audit Person', email, password: 'Secret-pass-1', role: 'airline_occ', unit: 'airline' },
    });
    expect(created.status).toBe(201);
    const id = created.json.id;
    expect((await call(adminUserItem.PUT, { token: admin, params: byId(id), body: { password: 'Secret-pass-2' } })).status).toBe(200);
    const [insert, update] = await entries('users', id);
    expect(insert.changes).toMatchObject({ email, password_hash: '[hidden]' });
    expect(update.changes).toEqual({ password_hash: ['[hidden]', '[hidden]'] });
    const hash = (await db.user.findUniqueOrThrow({ where: { id }, select: { password_hash: true } })).password_hash;
    const leaked = await db.$queryRaw<
      { n: bigint }[]
    >`SELECT count(*) AS n FROM audit_entry WHERE changes::text LIKE ${`%${hash.slice(-20)}%`}`;
    expect(leaked[0].n).toBe(0n);
  });
});
