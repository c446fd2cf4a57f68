// Benchmark of the flight-time limits and the schedule and crew lists over the demo year of operations
// (prisma/seed: about 40 crew, 17,000 roster entries, 20,000 flights, 23,000 logbook entries), through
// the same services the API uses (server/resources/flight/flight-time.ts, schedule.ts with
// schedule-readiness.ts, pilot.ts).
//
//   npm run bench:ops -- [--runs 30] [--out docs/benchmarks-flight-ops.md]
//
// Starts a throwaway embedded PostgreSQL in a temp folder, applies the migrations, runs the seed
// (timed, as `npm run db:seed` runs it), VACUUM ANALYZE, then times each case (median and p95 over
// --runs runs after 3 warm-ups) and runs EXPLAIN (ANALYZE, BUFFERS) on the SQL the service sent.
// Prints a markdown table and writes it, with the plans, to --out.
import path from 'node:path';
import { pilotQuery } from '@/lib/schemas/flight/pilot';
import { scheduleQuery } from '@/lib/schemas/flight/schedule';
import { arg, type Case, machine, ROOT, SCALE, timeCases, withBenchDatabase, writeReport } from './harness';

const RUNS = Number(arg('runs', '30'));
const OUT = path.resolve(ROOT, arg('out', 'docs/benchmarks-flight-ops.md'));

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

async function main() {
  await withBenchDatabase(async ({ db, raw, seedMs, seedLog, capture }) => {
    const version = (await raw.query('SHOW server_version')).rows[0].server_version as string;
    const counts = (
      await raw.query(`SELECT (SELECT count(*) FROM pilots)::int AS pilots, (SELECT count(*) FROM pilot_schedules)::int AS roster,
                              (SELECT count(*) FROM route_schedules)::int AS flights, (SELECT count(*) FROM flight_logbooks)::int AS logbooks`)
    ).rows[0] as { pilots: number; roster: number; flights: number; logbooks: number };

    // The services, loaded once the database is ready.
    const { trailingHours, peakHours } = await import('@/server/resources/flight/flight-time');
    const { listSchedules } = await import('@/server/resources/flight/schedule');
    const { withReadiness } = await import('@/server/resources/flight/schedule-readiness');
    const { listPilots, todayLocal } = await import('@/server/resources/flight/pilot');

    const today = todayLocal();
    const month = today.slice(0, 7);
    const monthEnd = dayOf(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)));
    const busiest = (
      await raw.query(
        `SELECT p.id, p.name, p.base_id, count(*)::int AS n FROM pilots p JOIN route_schedules r ON p.id IN (r.pilot_id, r.copilot_id)
          GROUP BY p.id ORDER BY n DESC LIMIT 1`,
      )
    ).rows[0] as { id: number; name: string; base_id: number };
    const allCrew = (await raw.query('SELECT array_agg(id ORDER BY id) AS ids FROM pilots')).rows[0].ids as number[];

    const schedules = async (q: Record<string, string | number>) => {
      const { page, limit, sort, order, readiness, ...filters } = scheduleQuery.parse(q);
      const result = await listSchedules(db, filters, { page, limit, sort, order });
      return readiness === '1' ? { total: result.total, data: await withReadiness(db, result.data) } : result;
    };
    const list = (label: string, q: Record<string, string | number>): Case => ({
      group: 'schedules',
      label,
      run: async () => {
        const r = await schedules(q);
        return { total: r.total, rows: r.data.length };
      },
    });
    const cases: Case[] = [
      {
        group: 'limits',
        label: `trailingHours, every crew member, on ${today}`,
        run: async () => {
          const m = await trailingHours(db, null, today);
          return { total: m.size, rows: m.size };
        },
      },
      {
        group: 'limits',
        label: `trailingHours, the ${allCrew.length} crew ids given`,
        run: async () => {
          const m = await trailingHours(db, allCrew, today);
          return { total: m.size, rows: m.size };
        },
      },
      {
        group: 'limits',
        label: `peakHours, the busiest crew member (${busiest.name}), today`,
        run: async () => {
          await peakHours(db, busiest.id, today);
          return { total: 1, rows: 4 };
        },
      },
      list('page 1 of 25, API default sort (flight_date, etd)', { limit: 25 }),
      list('page 1 of 25, screen default (flight_date desc) + readiness', {
        limit: 25,
        sort: 'flight_date',
        order: 'desc',
        readiness: '1',
      }),
      list(`date=${today} + readiness`, { limit: 25, date: today, readiness: '1' }),
      list(`base + month (${month}) + readiness`, { limit: 25, base: busiest.base_id, from: `${month}-01`, to: monthEnd, readiness: '1' }),
      list(`pilot (${busiest.name}), sort etd`, { limit: 25, pilot: busiest.id, sort: 'etd' }),
      list('q=WMX, page 1 of 25', { limit: 25, q: 'WMX' }),
      list(`full month ${month}, limit 2000 (calendar)`, { limit: 2000, from: `${month}-01`, to: monthEnd }),
      {
        group: 'crew',
        label: 'pilot list page 1 of 25 (name), with limits',
        run: async () => {
          const r = await listPilots(db, pilotQuery.parse({ limit: 25 }), today);
          return { total: r.total, rows: r.data.length };
        },
      },
      {
        group: 'crew',
        label: 'pilot list sorted by fl30 desc',
        run: async () => {
          const r = await listPilots(db, pilotQuery.parse({ limit: 25, sort: 'fl30', order: 'desc' }), today);
          return { total: r.total, rows: r.data.length };
        },
      },
      {
        group: 'crew',
        label: 'pilot list flagged=1',
        run: async () => {
          const r = await listPilots(db, pilotQuery.parse({ limit: 25, flagged: '1' }), today);
          return { total: r.total, rows: r.data.length };
        },
      },
    ];

    const { rows, plans, results } = await timeCases(cases, RUNS, raw, capture);

    writeReport(OUT, {
      title: `# Flight operations benchmark (${today})`,
      intro: [
        machine(version),
        `Data: the demo seed${SCALE > 1 ? ` at SEED_SCALE=${SCALE}` : ''} (\`npm run db:seed\` on an empty, migrated database: ${(seedMs / 1000).toFixed(1)} s wall time, all of it): ` +
          `${counts.pilots} crew, ${counts.roster.toLocaleString('en')} roster entries, ${counts.flights.toLocaleString('en')} flights ` +
          `(a year back, 60 days ahead), ${counts.logbooks.toLocaleString('en')} logbook entries; then VACUUM ANALYZE.`,
        `Each case: 3 warm-ups, then ${RUNS} runs of the service call as the API makes it (count and page queries in parallel; ` +
          'readiness reads for the page together). "SQL ms" is the sum of the EXPLAIN ANALYZE execution times of the statements it sent; ' +
          'the last column is the plan of the slowest one.',
      ],
      rows,
      plans,
      results,
      seedLog,
    });
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
