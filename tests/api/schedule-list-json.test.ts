// The schedule list as PostgreSQL writes it (server/resources/flight/schedule.ts scheduleListSql): the two
// derived columns as the rules answer them, the page read with its caller as the usual way answers it, and
// the caller checked before anything is answered.
import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { FLIGHT_STATUSES, flightStatusName } from '@/lib/rules/flight';
import { logbookPassed } from '@/lib/rules/logbook';
import { scheduleQuery } from '@/lib/schemas/flight/schedule';
import { scheduleCollection } from '@/server/api/flight-schedule';
import { hashToken, issueToken, revokeSecret, userForCallerJson } from '@/server/auth/tokens';
import { db } from '@/server/db';
import { LOGBOOK_PASSED, listSchedules, STATUS_NAME, scheduleListWithCaller } from '@/server/resources/flight/schedule';
import { call, tokenFor } from '../support/api-client';

let adminId = 0;
const freshToken = async () => (await issueToken(adminId, 'api')).token;
const list = (token: string, query: Record<string, string | number> = {}) => call(scheduleCollection.GET, { token, query });
/** The usual way's answer, as a client reads it. */
async function usual(raw: Record<string, string>) {
  const { page, limit, sort, order, readiness: _, ...filters } = scheduleQuery.parse(raw);
  return JSON.parse(JSON.stringify(await listSchedules(db, filters, { page, limit, sort, order })));
}
const withCaller = async (raw: Record<string, string>, hash: string) => {
  const got = await scheduleListWithCaller(scheduleQuery.parse(raw), hash);
  return got && 'body' in got ? { caller: got.caller, answer: JSON.parse(got.body) } : got;
};

beforeAll(async () => {
  adminId = (await db.user.findUniqueOrThrow({ where: { email: 'admin@example.com' } })).id;
});

describe('the derived columns', () => {
  it('answer what lib/rules answers for every crew, logbook count and status', async () => {
    const cases = [];
    for (const pilot of [null, 7])
      for (const copilot of [null, 9])
        for (const logbooks of [0, 1, 2, 3])
          for (const status of [...FLIGHT_STATUSES.map((s) => s.no), 9]) cases.push({ pilot, copilot, logbooks, status });
    const values = Prisma.join(cases.map((c) => Prisma.sql`(${c.pilot}::int, ${c.copilot}::int, ${c.logbooks}::int, ${c.status}::int)`));
    const rows = await db.$queryRaw<{ passed: boolean; name: string }[]>`
      SELECT ${LOGBOOK_PASSED} AS passed, ${STATUS_NAME} AS name
        FROM (VALUES ${values}) rs(pilot_id, copilot_id, flight_logbook, flight_status)`;
    expect(rows).toEqual(
      cases.map((c) => ({
        passed: logbookPassed({ pilot: c.pilot, copilot: c.copilot, flight_logbook: c.logbooks }),
        name: flightStatusName(c.status) ?? String(c.status),
      })),
    );
  });
});

describe('the page read with its caller', () => {
  let queries: Record<string, string>[] = [];

  beforeAll(async () => {
    const [one] = await db.$queryRaw<{ pilot_id: number; base_id: number; flight_date: string }[]>`
      SELECT pilot_id, base_id, to_char(flight_date, 'YYYY-MM-DD') AS flight_date FROM route_schedules
       WHERE pilot_id IS NOT NULL ORDER BY id LIMIT 1`;
    queries = [
      {},
      { limit: '7', page: '3' },
      { sort: 'registration', order: 'desc', limit: '5' },
      { sort: 'flight_status', limit: '5', page: '2' },
      { pilot: String(one.pilot_id), limit: '10' },
      { base: String(one.base_id), from: one.flight_date, to: one.flight_date },
      { page: '100000' },
      { date: '1990-01-01' },
    ];
  });

  it('answers the page and total the usual way answers, with the caller', async () => {
    expect(queries.length).toBeGreaterThan(0);
    for (const raw of queries) {
      const got = await withCaller(raw, hashToken(await freshToken()));
      expect(got?.answer, JSON.stringify(raw)).toEqual(await usual(raw));
      expect(await userForCallerJson(got?.caller ?? null)).toMatchObject({ id: adminId, role: 'admin', unit: null });
    }
  });

  it('leaves a search and the readiness light to the usual way', async () => {
    const hash = hashToken(await freshToken());
    expect(await withCaller({ q: 'PK' }, hash)).toBeNull();
    expect(await withCaller({ readiness: '1' }, hash)).toBeNull();
    const res = await list(await freshToken(), { q: 'PK', limit: 3 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(await usual({ q: 'PK', limit: '3' }));
  });

  it('reads no flight for a token nobody holds', async () => {
    const stranger = await scheduleListWithCaller(scheduleQuery.parse({}), hashToken('obo_nobody'));
    expect(stranger).toEqual({ caller: null, body: '{"total":0,"data":null}' });
  });
});

describe('GET /api/flight/route-schedule checks the caller it read', () => {
  it('answers a live token the usual list', async () => {
    const res = await list(await freshToken(), { limit: 4, sort: 'etd', order: 'desc' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(await usual({ limit: '4', sort: 'etd', order: 'desc' }));
  });

  it('refuses a revoked token and a stranger with 401 (before any 400), a role without schedules with 403', async () => {
    const token = await freshToken();
    expect((await list(token)).status).toBe(200);
    await revokeSecret(token);
    expect((await list(token)).status).toBe(401);
    expect((await list('obo_nobody')).status).toBe(401);
    expect((await list('obo_nobody', { limit: 'many' })).status).toBe(401);
    expect((await list(await freshToken(), { limit: 'many' })).status).toBe(400);
    const marine = await list(await tokenFor('marine_cs'));
    expect(marine.status).toBe(403);
    expect(marine.json.error.code).toBe('forbidden');
  });
});
