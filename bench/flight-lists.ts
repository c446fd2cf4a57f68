// Benchmark of the airport and aircraft lists at 10,000 rows each, through the same list service the API
// and the pages use (crud(def).list of server/crud/resource.ts).
//
//   node --import tsx bench/flight-lists.ts [--runs 30] [--out bench/results/flight-lists.md] [--skip-migration NAME] [--set name=value]
//
// --skip-migration leaves one migration folder out (e.g. 20261121140000_flight_list_indexes, to measure
// the lists without the indexes it adds); --set applies a PostgreSQL setting to the bench database.
// Starts a throwaway embedded PostgreSQL in a temp folder, applies the migrations, inserts 10,000 airports
// and 10,000 aircraft (with 10 types, 10 areas and 60 bases), then times each list query (median and
// p95 over --runs runs after 3 warm-ups) and runs EXPLAIN (ANALYZE) on the SQL the service sent.
// Prints a markdown table and writes it, with the full plans, to --out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { fleetQuery } from '@/lib/schemas/flight/fleet';
import { airportQuery } from '@/lib/schemas/flight/network';
import { random } from '@/prisma/seed/random';
import type { CurrentUser } from '@/server/auth/user';
import { crud } from '@/server/crud/resource';
import { fleets } from '@/server/resources/flight/fleet';
import { airports } from '@/server/resources/flight/network';
import { freePort, startEmbedded } from '../scripts/db.mjs';
import { migrate } from '../scripts/migrate.mjs';

const ROWS = 10_000;
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '30'));
const OUT = path.resolve(import.meta.dirname, '..', arg('out', 'bench/results/flight-lists.md'));
const SKIP = arg('skip-migration', '');
/** --set name=value: a PostgreSQL setting for the bench database (e.g. random_page_cost=1.1). */
const SETTING = arg('set', '');

/** The migrations folder, or a copy of it without --skip-migration's folder. */
function migrationsDir(tmp: string): string {
  const dir = path.resolve(import.meta.dirname, '..', 'prisma', 'migrations');
  if (!SKIP) return dir;
  if (!fs.existsSync(path.join(dir, SKIP))) throw new Error(`no migration folder ${SKIP}`);
  const copy = path.join(tmp, 'migrations');
  fs.cpSync(dir, copy, { recursive: true, filter: (src) => path.basename(src) !== SKIP });
  return copy;
}

// --- Data ------------------------------------------------------------------------------------------

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SYLLABLES = ['ka', 'ma', 'ra', 'ta', 'wa', 'se', 'ni', 'bo', 'lu', 'me', 'ja', 'pu', 'ro', 'ti', 'an', 'ok', 'ul', 'ba', 'di', 'go'];
const ZONES = [
  'Asia/Jakarta',
  'Asia/Pontianak',
  'Asia/Makassar',
  'Asia/Jayapura',
  'Asia/Singapore',
  'Asia/Manila',
  'Australia/Darwin',
  'Pacific/Port_Moresby',
];

/** Every three-letter code, shuffled with the seeded PRNG. */
function codes3(seed: string): string[] {
  const all: string[] = [];
  for (const a of LETTERS) for (const b of LETTERS) for (const c of LETTERS) all.push(a + b + c);
  const r = random(seed);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all;
}

function word(r: ReturnType<typeof random>, parts: number): string {
  let w = '';
  for (let i = 0; i < parts; i++) w += r.pick(SYLLABLES);
  return w[0].toUpperCase() + w.slice(1);
}

async function insertData(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = random('bench:flight-lists');
    const cities = Array.from({ length: 2000 }, () => word(r, r.int(2, 4)));
    const iatas = codes3('bench:iata').slice(0, ROWS);
    const a = {
      iata: [] as string[],
      icao: [] as string[],
      name: [] as string[],
      city: [] as string[],
      lat: [] as number[],
      lon: [] as number[],
    };
    const more = { elev: [] as number[], tz: [] as string[], rwy: [] as (number | null)[], active: [] as boolean[] };
    for (const [i, iata] of iatas.entries()) {
      const city = r.pick(cities);
      a.iata.push(iata);
      a.icao.push(`Y${iata}`);
      a.name.push(`${i % 5 === 0 ? word(r, 3) : city} ${r.pick(['Airport', 'Airstrip', 'International Airport', 'Airfield'])}`);
      a.city.push(city);
      a.lat.push(r.float(-11, 6));
      a.lon.push(r.float(95, 141));
      more.elev.push(r.int(0, 9000));
      more.tz.push(r.pick(ZONES));
      more.rwy.push(r.chance(0.5) ? r.int(400, 3000) : null);
      more.active.push(!r.chance(0.05));
    }
    await c.query(
      `INSERT INTO airports (iata, icao, name, city, latitude, longitude, elevation_ft, timezone, runway_length_m, active)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::int[], $8::text[], $9::int[], $10::bool[])`,
      [a.iata, a.icao, a.name, a.city, a.lat, a.lon, more.elev, more.tz, more.rwy, more.active],
    );
    await c.query(
      `INSERT INTO areas (name, code) SELECT 'Area ' || g, 'BA' || g FROM generate_series(1, 10) g;
       INSERT INTO bases (name, short_name, area_id, airport_id)
         SELECT 'Base ' || g, 'BB' || g, (SELECT min(id) FROM areas) + (g % 10), (SELECT min(id) FROM airports) + g * 97
         FROM generate_series(1, 60) g;
       INSERT INTO fleet_types (code, name, manufacturer, engines, seats, max_payload_kg, mtow_kg, cruise_kt)
         SELECT 'BT' || g, 'Bench type ' || g, 'Bench Aircraft Co', 1 + g % 2, 9 + g, 1000 + g * 100, 3000 + g * 300, 120 + g * 5
         FROM generate_series(1, 10) g;`,
    );
    const { rows: ids } = await c.query(
      `SELECT (SELECT array_agg(id) FROM fleet_types) AS types, (SELECT array_agg(id) FROM bases) AS bases`,
    );
    const regs = codes3('bench:reg').slice(0, ROWS);
    const f = { reg: [] as string[], type: [] as number[], serial: [] as string[], year: [] as number[], base: [] as number[] };
    const fm = { seats: [] as number[], payload: [] as number[], status: [] as string[] };
    for (const reg of regs) {
      f.reg.push(`PK-${reg}`);
      f.type.push(r.pick(ids[0].types as number[]));
      f.serial.push(`${r.pick(['208B', 'PC6-', 'DHC6-', 'SN'])}${r.int(100, 99999)}`);
      f.year.push(r.int(1975, 2024));
      f.base.push(r.pick(ids[0].bases as number[]));
      fm.seats.push(r.int(6, 19));
      fm.payload.push(r.int(800, 2000));
      const s = r.next();
      fm.status.push(s < 0.85 ? 'active' : s < 0.93 ? 'maintenance' : s < 0.98 ? 'grounded' : 'retired');
    }
    await c.query(
      `INSERT INTO fleets (registration, fleet_type_id, serial_number, year_built, base_id, seats, payload_kg, status)
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::text[])`,
      [f.reg, f.type, f.serial, f.year, f.base, fm.seats, fm.payload, fm.status],
    );
    // As autovacuum would soon after a bulk load.
    for (const t of ['airports', 'fleets', 'bases', 'fleet_types', 'areas']) await c.query(`VACUUM ANALYZE ${t}`);
    return { firstBase: (ids[0].bases as number[])[7], firstType: (ids[0].types as number[])[3] };
  } finally {
    await c.end();
  }
}

// --- Timing --------------------------------------------------------------------------------------------

interface Captured {
  query: string;
  params: unknown[];
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** The scans, sorts and joins of a text plan, in order (e.g. 'Index Scan using airports_name_idx'). */
function planNodes(plan: string[]): string {
  const nodes = plan
    .map((l) => l.replace(/^[\s->]*/, '').replace(/\s+\(cost=.*$/, ''))
    .filter(
      (l) =>
        !l.includes(':') &&
        /^(Seq Scan|Index Scan|Index Only Scan|Bitmap|Sort|Incremental Sort|Hash|Nested Loop|Merge Join|Memoize)/.test(l),
    );
  return [...new Set(nodes)].join('; ');
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-bench-pg-'));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbedded({ dataDir: path.join(dir, 'pg'), port: await freePort(), database: 'bench' });
  const client = new PrismaClient({
    adapter: new PrismaPg({ connectionString: server.url, max: 4 }),
    log: [{ emit: 'event', level: 'query' }],
  });
  let capture: Captured[] | null = null;
  client.$on('query', (e) => {
    if (capture) capture.push({ query: e.query, params: JSON.parse(e.params) as unknown[] });
  });
  const raw = new pg.Client({ connectionString: server.url });
  try {
    await migrate(server.url, { log: () => {}, dir: migrationsDir(dir) });
    await raw.connect();
    if (SETTING) {
      const [name, value] = SETTING.split('=');
      if (!/^[a-z_]+$/.test(name) || !/^[\w.]+$/.test(value ?? '')) throw new Error('--set takes name=value');
      await raw.query(`ALTER DATABASE bench SET ${name} = '${value}'`);
    }
    const t0 = performance.now();
    const { firstBase, firstType } = await insertData(server.url);
    const loadMs = performance.now() - t0;
    const version = (await raw.query('SHOW server_version')).rows[0].server_version as string;
    const { datcollate: collation } = (await raw.query('SELECT datcollate FROM pg_database WHERE datname = current_database()')).rows[0];

    // The lists have no scope: any signed-in user sees every row.
    const reader: CurrentUser = { id: 1, name: 'Bench', email: 'bench@example.com', role: 'root', unit: null, tokenId: 0 };
    const airportList = crud(airports);
    const fleetList = crud(fleets);
    type Case = { resource: string; label: string; run: () => Promise<{ total: number; data: unknown[] }> };
    const a = (label: string, q: Record<string, string | number>): Case => ({
      resource: 'airports',
      label,
      run: () => airportList.list(client, airportQuery.parse(q), reader),
    });
    const f = (label: string, q: Record<string, string | number>): Case => ({
      resource: 'fleets',
      label,
      run: () => fleetList.list(client, fleetQuery.parse(q), reader),
    });
    const cases: Case[] = [
      a('page 1 of 25, default sort (name)', { limit: 25 }),
      a('page 400 of 25, default sort', { page: 400, limit: 25 }),
      a('page 1 of 25, sort city desc', { limit: 25, sort: 'city', order: 'desc' }),
      a('page 1 of 25, q=wama (iata, icao, name, city)', { limit: 25, q: 'wama' }),
      a('page 1 of 25, filter timezone=Asia/Jayapura', { limit: 25, timezone: 'Asia/Jayapura' }),
      a('full list (default limit 10000)', {}),
      f('page 1 of 25, default sort (registration)', { limit: 25 }),
      f('page 400 of 25, default sort', { page: 400, limit: 25 }),
      f('page 1 of 25, sort registration desc', { limit: 25, sort: 'registration', order: 'desc' }),
      f('page 1 of 25, q=PK-Q (registration, serial)', { limit: 25, q: 'PK-Q' }),
      f('page 1 of 25, filter base_id', { limit: 25, base_id: firstBase }),
      f('page 1 of 25, filter status=maintenance & type', { limit: 25, status: 'maintenance', fleet_type_id: firstType }),
      f('full list (default limit 10000)', {}),
    ];

    const rows: string[] = [];
    const plans: string[] = [];
    for (const c of cases) {
      for (let i = 0; i < 3; i++) await c.run();
      const times: number[] = [];
      let result = { total: 0, data: [] as unknown[] };
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        result = await c.run();
        times.push(performance.now() - t);
      }
      times.sort((x, y) => x - y);
      // The SQL of one call, explained with its parameters.
      capture = [];
      await c.run();
      const sent = capture;
      capture = null;
      const explained: { sql: string; plan: string[]; ms: number }[] = [];
      for (const q of sent) {
        const res = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.query}`, q.params);
        const plan = res.rows.map((r) => r['QUERY PLAN'] as string);
        const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? 0);
        explained.push({ sql: q.query, plan, ms });
      }
      const main = explained.filter((e) => !/count\(/i.test(e.sql));
      const count = explained.filter((e) => /count\(/i.test(e.sql));
      rows.push(
        `| ${c.resource} | ${c.label} | ${result.total} | ${result.data.length} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} | ` +
          `${main.map((e) => `${planNodes(e.plan)} (${e.ms.toFixed(1)} ms)`).join(' + ')} | ${count.map((e) => `${planNodes(e.plan)} (${e.ms.toFixed(1)} ms)`).join(' + ')} |`,
      );
      plans.push(
        `### ${c.resource}: ${c.label}\n\n${explained.map((e) => `\`\`\`sql\n${e.sql}\n\`\`\`\n\n\`\`\`\n${e.plan.join('\n')}\n\`\`\``).join('\n\n')}`,
      );
      process.stderr.write('.');
    }
    process.stderr.write('\n');

    const cpu = /model name\s*:\s*(.*)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
    const header = [
      `# Flight lists benchmark (${new Date().toISOString().slice(0, 10)})`,
      '',
      `Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM; Node ${process.version}; PostgreSQL ${version} (embedded, collation ${collation}, ${SETTING ? `default settings but ${SETTING}` : 'default settings'}).`,
      `Migrations: all${SKIP ? ` but ${SKIP}` : ''}. Data: ${ROWS.toLocaleString('en')} airports and ${ROWS.toLocaleString('en')} aircraft, loaded in ${(loadMs / 1000).toFixed(1)} s. ` +
        `Each case: 3 warm-ups, then ${RUNS} runs of crud(def).list (count + page query in parallel, as the API runs them).`,
      '',
      '| list | case | total | rows | median ms | p95 ms | page query plan (execution) | count plan (execution) |',
      '|---|---|---:|---:|---:|---:|---|---|',
      ...rows,
    ].join('\n');
    console.log(header);
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, `${header}\n\n## Plans (EXPLAIN ANALYZE, BUFFERS)\n\n${plans.join('\n\n')}\n`);
    console.log(`\nFull plans: ${path.relative(process.cwd(), OUT)}`);
  } finally {
    await raw.end().catch(() => {});
    await client.$disconnect();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
