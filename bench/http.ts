// `npm run bench:http`: requests per second of the app's API lists against a bare node:http + pg server
// sending the same SQL (bench/http-bare.ts) and an empty Next route handler (app/api/bench/empty: Next's
// own cost per request as the API is served), all against one throwaway embedded PostgreSQL with the demo seed. Needs a production build (.next).
// Targets run interleaved, round after round (A, B, C, B, C, A ...), so that the load of a shared machine
// falls on all alike; the report gives each target's median and the ratios. Writes docs/benchmarks-http.md.
//   npm run bench:http -- --rounds 5 --seconds 5 --connections 8
// --cpu-prof runs the app under `node --cpu-prof` and prints its top frames (bench/cpu-profile.ts); the
// profile and its summary go to bench/results/ (not committed).
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/db.mjs';
import { summarise } from './cpu-profile';
import { arg, machine, ROOT, withBenchDatabase } from './harness';

const rounds = Number(arg('rounds', '5'));
const seconds = Number(arg('seconds', '5'));
const connections = Number(arg('connections', '8'));
const profileDir = process.argv.includes('--cpu-prof') ? path.join(ROOT, 'bench/results/cpu-prof') : null;
// A profiled app is slower: its figures do not go into the docs.
const out = path.resolve(ROOT, arg('out', profileDir ? 'bench/results/http-profiled.md' : 'docs/benchmarks-http.md'));

const SCHEDULE = '/api/flight/route-schedule?page=1&limit=50';
const AIRPORTS = '/api/flight/airport?page=1&limit=25';
const EMPTY = '/api/bench/empty';
const USER = '/api/user';
/** --only app-user,empty: a subset of the targets (by key), e.g. to chase one gap. */
const only = arg('only', '');

function start(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    const onData = (b: Buffer) => {
      log += b.toString();
      if (ready.test(log)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (b: Buffer) => process.stderr.write(b));
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${log}`)));
  });
}

async function load(url: string, token: string, duration: number): Promise<{ rps: number; p50: number; errors: number }> {
  const r = await autocannon({ url, connections, duration, headers: { authorization: `Bearer ${token}` } });
  return { rps: r.requests.average, p50: r.latency.p50, errors: r.errors + r.timeouts + r.non2xx };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

await withBenchDatabase(async ({ raw, seedMs, url: databaseUrl }) => {
  // A bearer token of the demo admin, stored as the app stores one (only its SHA-256).
  const secret = `obo_${randomBytes(32).toString('base64url')}`;
  await raw.query(
    `INSERT INTO api_tokens (user_id, token_hash, kind, expires_at, last_used_at)
     SELECT id, $1, 'api', now() + interval '1 day', now() FROM users WHERE email = 'admin@example.com'`,
    [createHash('sha256').update(secret).digest('hex')],
  );
  const pgVersion = (await raw.query('SHOW server_version')).rows[0].server_version as string;
  const [appPort, barePort] = [await freePort(), await freePort()];
  const env = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production' as const };
  const children: ChildProcess[] = [];
  try {
    children.push(
      await start(
        [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), 'scripts/serve.mjs', '-p', String(appPort)],
        { ...env, BENCH_ROUTES: '1', NEXTAUTH_SECRET: randomBytes(32).toString('hex'), NEXTAUTH_URL: `http://localhost:${appPort}` },
        /listening on/,
      ),
    );
    children.push(await start(['--import', 'tsx', 'bench/http-bare.ts', String(barePort)], env, /listening on/));
    const app = `http://127.0.0.1:${appPort}`;
    const bare = `http://127.0.0.1:${barePort}`;
    const targets = [
      { key: 'app-schedule', label: `app ${SCHEDULE}`, url: app + SCHEDULE },
      { key: 'bare-schedule', label: `bare ${SCHEDULE}`, url: bare + SCHEDULE },
      { key: 'app-airports', label: `app ${AIRPORTS}`, url: app + AIRPORTS },
      { key: 'bare-airports', label: `bare ${AIRPORTS}`, url: bare + AIRPORTS },
      { key: 'empty', label: `app ${EMPTY} (empty route handler)`, url: app + EMPTY },
      { key: 'app-user', label: `app ${USER} (the token check only)`, url: app + USER },
    ].filter((t) => !only || only.split(',').includes(t.key));
    process.stderr.write('warming up');
    for (const t of targets) {
      const probe = await fetch(t.url, { headers: { authorization: `Bearer ${secret}` } });
      if (!probe.ok) throw new Error(`${t.url} answered ${probe.status}: ${await probe.text()}`);
      await load(t.url, secret, 2);
      process.stderr.write('.');
    }
    const results = new Map(targets.map((t) => [t.key, [] as { rps: number; p50: number; errors: number }[]]));
    const loads: string[] = [];
    for (let r = 0; r < rounds; r++) {
      process.stderr.write(`\nround ${r + 1}/${rounds}`);
      // Each round starts one target later, so that no target always runs first, after another's load:
      // two paired runs of two servers in a fixed order each favoured the second-placed one (by 3 and 5 %).
      for (const t of [...targets.slice(r % targets.length), ...targets.slice(0, r % targets.length)]) {
        results.get(t.key)?.push(await load(t.url, secret, seconds));
        process.stderr.write('.');
      }
      loads.push(os.loadavg()[0].toFixed(1));
    }
    process.stderr.write('\n');
    const rps = (key: string) => median(results.get(key)?.map((x) => x.rps) ?? []);
    const rows = targets.map((t) => {
      const rs = results.get(t.key) ?? [];
      const each = rs.map((x) => x.rps.toFixed(0)).join(', ');
      const errors = rs.reduce((s, x) => s + x.errors, 0);
      return `| ${t.label} | ${rps(t.key).toFixed(0)} | ${median(rs.map((x) => x.p50)).toFixed(0)} | ${each} | ${errors} |`;
    });
    // The rounds interleave the targets, so each round's ratio compares them under the same load of the
    // machine; its median is the headline, the ratio of the medians and each round's ratio beside it.
    const ratio = (a: string, b: string) => {
      const ra = results.get(a) ?? [];
      const rb = results.get(b) ?? [];
      if (!ra.length || !rb.length) return '-';
      const each = ra.map((x, i) => x.rps / rb[i].rps);
      return `**${median(each).toFixed(2)}** (ratio of the medians ${(rps(a) / rps(b)).toFixed(2)}; rounds ${each.map((r) => r.toFixed(2)).join(', ')})`;
    };
    const report = [
      '## Latest run',
      '',
      `${machine(pgVersion)} 1-minute load average after each round: ${loads.join(', ')}.`,
      `Seed ${(seedMs / 1000).toFixed(0)} s. ${rounds} rounds of ${seconds} s per target, ${connections} connections (autocannon, keep-alive), one bearer token (demo admin).`,
      '',
      '| target | median requests/s | median p50 ms | each round | errors + non-2xx |',
      '|---|---:|---:|---|---:|',
      ...rows,
      '',
      `- schedule page, app / bare: ${ratio('app-schedule', 'bare-schedule')}, goal at least 0.70`,
      `- airport page, app / empty route handler: ${ratio('app-airports', 'empty')}, goal at least 0.80`,
      `- airport page, app / bare: ${ratio('app-airports', 'bare-airports')}`,
      `- empty route handler / bare airport page: ${ratio('empty', 'bare-airports')} (what Next's App Router itself allows)`,
      `- token check only (GET ${USER}) / empty route handler: ${ratio('app-user', 'empty')}`,
    ].join('\n');
    console.log(report);
    const doc = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
    const marker = '## Latest run';
    const head = doc.includes(marker) ? doc.slice(0, doc.indexOf(marker)) : doc;
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${head}${report}\n`);
    console.log(`\nWritten: ${path.relative(process.cwd(), out)}`);
  } finally {
    await Promise.all(
      children.map((c) => new Promise((done) => (c.exitCode === null ? c.once('exit', done).kill('SIGTERM') : done(null)))),
    );
  }
  if (profileDir) {
    const newest = fs
      .readdirSync(profileDir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(profileDir, f))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
    const summary = summarise(newest);
    console.log(`\nCPU profile of the app (${path.relative(ROOT, newest)}):\n\n${summary}`);
    fs.writeFileSync(path.join(profileDir, 'summary.md'), `${summary}\n`);
  }
});
