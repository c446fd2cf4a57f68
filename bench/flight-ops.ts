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
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { pilotQuery } from '@/lib/schemas/flight/pilot';
import { scheduleQuery } from '@/lib/schemas/flight/schedule';
import { freePort, startEmbedded } from '../scripts/db.mjs';
import { migrate } from '../scripts/migrate.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '30'));
const OUT = path.resolve(ROOT, arg('out', 'docs/benchmarks-flight-ops.md'));

interface Captured {
  query: string;
  params: unknown[];
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** The scans, sorts and joins of a text plan, in order (e.g. 'Index Scan using route_schedules_flight_date_etd_idx'). */
function planNodes(plan: string[]): string {
  const nodes = plan
    .map((l) => l.replace(/^[\s->]*/, '').replace(/\s+\(cost=.*$/, ''))
    .filter(
      (l) =>
        !l.includes(':') &&
        /^(Seq Scan|Index Scan|Index Only Scan|Bitmap|Sort|Incremental Sort|Hash|Nested Loop|Merge Join|Memoize|WindowAgg|HashAggregate|GroupAggregate|Function Scan)/.test(
          l,
        ),
    );
  const distinct = [...new Set(nodes.map((n) => n.replace(/ on (\w+) \w+$/, ' on $1')))];
  return distinct.length > 6 ? `${distinct.slice(0, 6).join('; ')}; ...` : distinct.join('; ');
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-bench-pg-'));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbedded({ dataDir: path.join(dir, 'pg'), port: await freePort(), database: 'bench' });
  const raw = new pg.Client({ connectionString: server.url });
  let client: { $disconnect(): Promise<void> } | undefined;
  try {
    await migrate(server.url, { log: () => {} });

    // The seed as `npm run db:seed` runs it, in its own process.
    const t0 = performance.now();
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'prisma/seed/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: server.url },
      encoding: 'utf8',
    });
    const seedMs = performance.now() - t0;
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
    const seedLog = seeded.stdout.trim().split('\n');

    await raw.connect();
    await raw.query('VACUUM ANALYZE');
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

    const db = new PrismaClient({
      adapter: new PrismaPg({ connectionString: server.url, max: 4 }),
      log: [{ emit: 'event', level: 'query' }],
    });
    client = db;
    let capture: Captured[] | null = null;
    db.$on('query', (e) => {
      if (capture) capture.push({ query: e.query, params: JSON.parse(e.params) as unknown[] });
    });

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
    type Case = { group: string; label: string; run: () => Promise<{ total: number; rows: number }> };
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

    const rows: string[] = [];
    const plans: string[] = [];
    for (const c of cases) {
      for (let i = 0; i < 3; i++) await c.run();
      const times: number[] = [];
      let result = { total: 0, rows: 0 };
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        result = await c.run();
        times.push(performance.now() - t);
      }
      times.sort((x, y) => x - y);
      capture = [];
      await c.run();
      const sent: Captured[] = capture;
      capture = null;
      const explained: { sql: string; plan: string[]; ms: number }[] = [];
      for (const q of sent) {
        const res = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.query}`, q.params);
        const plan = res.rows.map((r) => r['QUERY PLAN'] as string);
        const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? 0);
        explained.push({ sql: q.query.replace(/\s+/g, ' ').trim(), plan, ms });
      }
      const sqlMs = explained.reduce((s, e) => s + e.ms, 0);
      const slowest = explained.sort((x, y) => y.ms - x.ms)[0];
      rows.push(
        `| ${c.group} | ${c.label} | ${result.total} | ${result.rows} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} | ` +
          `${explained.length} | ${sqlMs.toFixed(1)} | ${slowest ? `${planNodes(slowest.plan) || 'Result'} (${slowest.ms.toFixed(1)} ms)` : ''} |`,
      );
      // The slowest statement of each case in full (the others are in the services' source).
      if (slowest) {
        const sql = slowest.sql.length > 1200 ? `${slowest.sql.slice(0, 1200)} ...` : slowest.sql;
        plans.push(`### ${c.group}: ${c.label}\n\n\`\`\`sql\n${sql}\n\`\`\`\n\n\`\`\`\n${slowest.plan.join('\n')}\n\`\`\``);
      }
      process.stderr.write('.');
    }
    process.stderr.write('\n');

    const cpu = /model name\s*:\s*(.*)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
    const header = [
      `# Flight operations benchmark (${today})`,
      '',
      `Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} at the end; Node ${process.version}; PostgreSQL ${version} (embedded, default settings).`,
      `Data: the demo seed (\`npm run db:seed\` on an empty, migrated database: ${(seedMs / 1000).toFixed(1)} s wall time, all of it): ` +
        `${counts.pilots} crew, ${counts.roster.toLocaleString('en')} roster entries, ${counts.flights.toLocaleString('en')} flights ` +
        `(a year back, 60 days ahead), ${counts.logbooks.toLocaleString('en')} logbook entries; then VACUUM ANALYZE.`,
      `Each case: 3 warm-ups, then ${RUNS} runs of the service call as the API makes it (count and page queries in parallel; ` +
        'readiness reads for the page together). "SQL ms" is the sum of the EXPLAIN ANALYZE execution times of the statements it sent; ' +
        'the last column is the plan of the slowest one.',
      '',
      '| group | case | total | rows | median ms | p95 ms | statements | SQL ms | slowest statement: plan (execution) |',
      '|---|---|---:|---:|---:|---:|---:|---:|---|',
      ...rows,
      '',
      'Seed output:',
      '',
      '```',
      ...seedLog,
      '```',
    ].join('\n');
    console.log(header);
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(
      OUT,
      `${header}\n\n## Plan of the slowest statement of each case (EXPLAIN ANALYZE, BUFFERS)\n\n${plans.join('\n\n')}\n`,
    );
    console.log(`\nWritten: ${path.relative(process.cwd(), OUT)}`);
  } finally {
    await raw.end().catch(() => {});
    await client?.$disconnect();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
