// Issue 43: what the audit trail costs a write. Times the schedule bulk create (POST
// /api/flight/route-schedule-bulk, 500 flights) and the CSV import (POST /api/upload/import-flight, 500
// rows) through the route handlers, with the trail's triggers on route_schedules enabled and disabled,
// alternately, on a throwaway seeded database.
//
// Also times the trigger alone: 5000 flights inserted, updated and deleted by three SQL statements.
//
//   npm run bench:audit -- [--runs 5] [--rows 500]
import { NextRequest } from 'next/server';
import { createTestDatabase } from '../tests/support/database';
import { arg, quantile } from './harness';

const RUNS = Number(arg('runs', '5'));
const ROWS = Number(arg('rows', '500'));
const TRIGGERS = ['audit_insert', 'audit_update', 'audit_delete'];

type Handler = ((req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>) & {
  spec: { path: string; method: string };
};

async function send(handler: Handler, token: string | null, body: BodyInit, json: boolean) {
  const headers = new Headers(json ? { 'content-type': 'application/json' } : {});
  if (token) headers.set('authorization', `Bearer ${token}`);
  const req = new NextRequest(new URL(`http://localhost${handler.spec.path}`), { method: handler.spec.method, headers, body });
  const res = await handler(req, { params: Promise.resolve({}) });
  return { status: res.status, text: await res.text() };
}

async function main() {
  const database = await createTestDatabase('bench');
  process.env.DATABASE_URL = database.url;
  try {
    const { db, pool } = await import('@/server/db');
    const { loginAdmin } = await import('@/server/api/session');
    const { scheduleBulkCreate, importFlight } = await import('@/server/api/flight-schedule');
    const login = await send(
      loginAdmin as Handler,
      null,
      JSON.stringify({ email: 'airline_occ@example.com', password: 'Password123!' }),
      true,
    );
    const token = JSON.parse(login.text).token as string;
    const fleet = await db.fleet.findFirstOrThrow({ where: { status: 'active' }, include: { base: true } });
    // Two airports on the same clock: the times of a row are each airport's local time.
    const [dep, arr] = await db.airport.findMany({
      where: { iata: { not: null }, icao: { not: null }, timezone: 'Asia/Jakarta' },
      take: 2,
      orderBy: { id: 'asc' },
    });
    const day = (run: number, i: number) => new Date(Date.UTC(2036 + run, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);

    const trail = async (on: boolean) => {
      for (const t of TRIGGERS) await db.$executeRawUnsafe(`ALTER TABLE route_schedules ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${t}`);
    };
    const clear = async () => {
      await trail(false);
      await db.$executeRaw`DELETE FROM route_schedules WHERE flight_number LIKE 'ZB%' OR flight_number LIKE 'ZI%' OR flight_number LIKE 'ZS%'`;
    };

    const bulk = async (run: number) => {
      const schedules = Array.from({ length: ROWS }, (_, i) => ({
        flight_number: `ZB${run}${i}`,
        flight_type: 'regular',
        flight_date: day(run, i),
        etd: '08:00',
        eta: '09:00',
        dep_airport_id: dep.id,
        arr_airport_id: arr.id,
        fleet_id: fleet.id,
      }));
      return send(scheduleBulkCreate as Handler, token, JSON.stringify({ schedules }), true);
    };
    const csvImport = async (run: number) => {
      const lines = Array.from({ length: ROWS }, (_, i) =>
        [
          day(run + 20, i),
          `ZI${run}${i}`,
          'regular',
          '1',
          dep.iata,
          arr.icao,
          '08:00',
          '09:00',
          fleet.registration,
          '',
          '',
          fleet.base.short_name,
          '',
        ].join(';'),
      );
      const form = new FormData();
      const header = 'flight_date;flight_number;flight_type;flight_status;dep;arr;etd;eta;aircraft;pilot;copilot;base;notes';
      form.set('file', new File([[header, ...lines].join('\n')], 'bench.csv', { type: 'text/csv' }));
      return send(importFlight as Handler, token, form, false);
    };

    // The trigger's own cost, without the API's checks: 5000 flights copied a century ahead, edited, deleted.
    const COLS = `flight_type, flight_status, dep_airport_id, arr_airport_id, flighttime_decimal, pilot_id, copilot_id,
                  base_id, area_id, fleet_id, flight_logbook, notes, user_id`;
    const sql = async () => {
      await db.$executeRawUnsafe(`INSERT INTO route_schedules (flight_number, flight_date, etd, eta, updated_at, ${COLS})
        SELECT 'ZS' || id, flight_date + 36524, etd + interval '100 years', eta + interval '100 years', now(), ${COLS}
          FROM route_schedules WHERE flight_number NOT LIKE 'Z%' ORDER BY id LIMIT 5000`);
      await db.$executeRawUnsafe(`UPDATE route_schedules SET notes = 'bench', flight_status = 2 WHERE flight_number LIKE 'ZS%'`);
      await db.$executeRawUnsafe(`DELETE FROM route_schedules WHERE flight_number LIKE 'ZS%'`);
      return { status: 200, text: '' };
    };

    const times: Record<string, number[]> = {};
    let run = 0;
    for (let i = 0; i < RUNS + 1; i++) {
      for (const on of [true, false]) {
        for (const [name, write] of [
          ['bulk create', bulk],
          ['CSV import', csvImport],
          ['SQL insert, update, delete of 5000 flights', sql],
        ] as const) {
          await clear();
          await trail(on);
          const t0 = performance.now();
          const res = await write(run++);
          const ms = performance.now() - t0;
          if (res.status >= 300) throw new Error(`${name} answered ${res.status}: ${res.text.slice(0, 500)}`);
          // The first round warms up.
          if (i > 0) {
            const key = `${name}|${on ? 'on' : 'off'}`;
            times[key] = [...(times[key] ?? []), ms];
          }
        }
      }
    }
    await trail(true);
    const entries = await db.auditEntry.count({ where: { table_name: 'route_schedules' } });
    console.log(`\n${ROWS} flights per API write, ${RUNS} runs each after a warm-up (${entries} trail entries written)\n`);
    console.log('| Write | Trail | median ms | min ms | p95 ms |');
    console.log('|---|---|---:|---:|---:|');
    for (const [label, list] of Object.entries(times)) {
      const sorted = [...list].sort((a, b) => a - b);
      const [name, mode] = label.split('|');
      console.log(
        `| ${name} | ${mode} | ${quantile(sorted, 0.5).toFixed(0)} | ${sorted[0].toFixed(0)} | ${quantile(sorted, 0.95).toFixed(0)} |`,
      );
    }
    await db.$disconnect();
    await pool.end();
  } finally {
    await database.teardown();
  }
}

await main();
