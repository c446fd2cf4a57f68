// What the benchmarks share: a throwaway embedded PostgreSQL with the migrations and the demo seed (timed),
// a Prisma client that captures the statements it sends, and the timing of cases (median, p95) with
// EXPLAIN (ANALYZE, BUFFERS) of the statements a case sent.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { freePort, startEmbedded } from '../scripts/db.mjs';
import { migrate } from '../scripts/migrate.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');

export const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/** --scale N: the seed's SEED_SCALE (N times the demo's history, prisma/seed/scale.ts). */
export const SCALE = Number(arg('scale', '1'));

export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** The scans, sorts and joins of a text plan, in order (e.g. 'Index Scan using route_schedules_flight_date_etd_idx'). */
export function planNodes(plan: string[]): string {
  const nodes = plan
    .map((l) => l.replace(/^[\s->]*/, '').replace(/\s+\(cost=.*$/, ''))
    .filter(
      (l) =>
        !l.includes(':') &&
        /^(Seq Scan|Index Scan|Index Only Scan|Bitmap|Sort|Incremental Sort|Hash|Nested Loop|Merge Join|Memoize|WindowAgg|HashAggregate|GroupAggregate|Function Scan|LockRows)/.test(
          l,
        ),
    );
  const distinct = [...new Set(nodes.map((n) => n.replace(/ on (\w+) \w+$/, ' on $1')))];
  return distinct.length > 6 ? `${distinct.slice(0, 6).join('; ')}; ...` : distinct.join('; ');
}

interface Captured {
  query: string;
  params: unknown[];
}

/** Starts the database, migrates, seeds (timed) and analyses; `run` gets a capturing client and a raw one. */
export async function withBenchDatabase(
  run: (ctx: {
    db: PrismaClient;
    raw: pg.Client;
    seedMs: number;
    seedLog: string[];
    capture: { on: Captured[] | null };
    /** The database's connection string, for servers the benchmark starts. */
    url: string;
  }) => Promise<void>,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-bench-pg-'));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbedded({ dataDir: path.join(dir, 'pg'), port: await freePort(), database: 'bench' });
  const raw = new pg.Client({ connectionString: server.url });
  let db: PrismaClient | undefined;
  try {
    await migrate(server.url, { log: () => {} });
    const t0 = performance.now();
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'prisma/seed/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: server.url, SEED_SCALE: String(SCALE) },
      encoding: 'utf8',
    });
    const seedMs = performance.now() - t0;
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
    await raw.connect();
    await raw.query('VACUUM ANALYZE');
    const client = new PrismaClient({
      adapter: new PrismaPg({ connectionString: server.url, max: 4 }),
      log: [{ emit: 'event', level: 'query' }],
    });
    db = client;
    const capture: { on: Captured[] | null } = { on: null };
    client.$on('query', (e) => {
      if (capture.on) capture.on.push({ query: e.query, params: JSON.parse(e.params) as unknown[] });
    });
    await run({ db: client, raw, seedMs, seedLog: seeded.stdout.trim().split('\n'), capture, url: server.url });
  } finally {
    await raw.end().catch(() => {});
    await db?.$disconnect();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface Case {
  group: string;
  label: string;
  run: () => Promise<{ total: number; rows: number }>;
  /** Left out for cases that write: EXPLAIN ANALYZE would run their writes again. */
  explain?: boolean;
}

/** One case's figures, as bench/scale.ts compares them across data volumes. */
export interface CaseResult {
  group: string;
  label: string;
  total: number;
  median: number;
  p95: number;
}

/** Times each case (3 warm-ups, `runs` runs) and explains the statements of one more run: table rows and plans. */
export async function timeCases(cases: Case[], runs: number, raw: pg.Client, capture: { on: Captured[] | null }) {
  const rows: string[] = [];
  const plans: string[] = [];
  const results: CaseResult[] = [];
  for (const c of cases) {
    for (let i = 0; i < 3; i++) await c.run();
    const times: number[] = [];
    let result = { total: 0, rows: 0 };
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      result = await c.run();
      times.push(performance.now() - t);
    }
    times.sort((x, y) => x - y);
    capture.on = [];
    await c.run();
    const sent: Captured[] = capture.on;
    capture.on = null;
    const explained: { sql: string; plan: string[]; ms: number }[] = [];
    for (const q of c.explain === false ? [] : sent) {
      const res = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.query}`, q.params);
      const plan = res.rows.map((r) => r['QUERY PLAN'] as string);
      const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? 0);
      explained.push({ sql: q.query.replace(/\s+/g, ' ').trim(), plan, ms });
    }
    const sqlMs = explained.reduce((s, e) => s + e.ms, 0);
    const slowest = explained.sort((x, y) => y.ms - x.ms)[0];
    results.push({ group: c.group, label: c.label, total: result.total, median: quantile(times, 0.5), p95: quantile(times, 0.95) });
    rows.push(
      `| ${c.group} | ${c.label} | ${result.total} | ${result.rows} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} | ` +
        `${sent.length} | ${c.explain === false ? '-' : sqlMs.toFixed(1)} | ${slowest ? `${planNodes(slowest.plan) || 'Result'} (${slowest.ms.toFixed(1)} ms)` : ''} |`,
    );
    if (slowest) {
      const sql = slowest.sql.length > 1200 ? `${slowest.sql.slice(0, 1200)} ...` : slowest.sql;
      plans.push(`### ${c.group}: ${c.label}\n\n\`\`\`sql\n${sql}\n\`\`\`\n\n\`\`\`\n${slowest.plan.join('\n')}\n\`\`\``);
    }
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  return { rows, plans, results };
}

/** The machine line of a report. */
export function machine(pgVersion: string): string {
  const cpu = /model name\s*:\s*(.*)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  return `Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, load average ${load} at the end; Node ${process.version}; PostgreSQL ${pgVersion} (embedded, default settings).`;
}

/** Prints the report (title, what was measured, the table, the seed's output) and writes it with the plans to `out`. */
export function writeReport(
  out: string,
  r: { title: string; intro: string[]; rows: string[]; plans: string[]; seedLog: string[]; results?: CaseResult[] },
) {
  const header = [
    r.title,
    '',
    ...r.intro,
    '',
    '| group | case | total | rows | median ms | p95 ms | statements | SQL ms | slowest statement: plan (execution) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...r.rows,
    '',
    'Seed output:',
    '',
    '```',
    ...r.seedLog,
    '```',
  ].join('\n');
  console.log(header);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${header}\n\n## Plan of the slowest statement of each case (EXPLAIN ANALYZE, BUFFERS)\n\n${r.plans.join('\n\n')}\n`,
  );
  if (r.results) fs.writeFileSync(out.replace(/\.md$/, '.json'), `${JSON.stringify({ scale: SCALE, results: r.results }, null, 1)}\n`);
  console.log(`\nWritten: ${path.relative(process.cwd(), out)}`);
}
