// `npm test`: every check and test, from a fresh checkout after `npm install`.
// Lint and types, a production build, then unit, API (real PostgreSQL) and e2e (Chromium) tests.
// Ends with the plain line 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function step(title, cmd, args, options = {}) {
  console.log(`\n== ${title}`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env, ...options });
  return r.status === 0;
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("== Chromium is missing: installing Debian's chromium with apt");
  const ok =
    step('apt-get update', 'apt-get', ['update']) &&
    step('apt-get install chromium', 'apt-get', ['install', '-y', 'chromium'], { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!ok || !fs.existsSync(CHROMIUM)) {
    console.error('Could not install chromium; install it with: apt-get install -y chromium');
    process.exit(1);
  }
}

ensureChromium();
if (!step('lint and format (biome)', bin('biome'), ['check', '.'])) process.exit(1);
if (!step('types (tsc)', bin('tsc'), ['--noEmit'])) process.exit(1);
if (
  !step('production build (next build)', bin('next'), ['build'], {
    env: { ...env, NODE_ENV: 'production' },
  })
) {
  process.exit(1);
}

const report = path.join(ROOT, 'test-results', 'vitest.json');
fs.mkdirSync(path.dirname(report), { recursive: true });
fs.rmSync(report, { force: true });
// vitest 5's reporter needs Map.groupBy, which Node 20 lacks.
const polyfills = path.join(ROOT, 'scripts', 'node-polyfills.mjs');
const testsOk = step(
  'tests: unit, api, e2e (vitest)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  {
    env: { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${polyfills}`.trim() },
  },
);
let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = r.numPassedTests;
  // A file whose setup failed has no failed test (its tests are skipped): it counts as one failure.
  const brokenFiles = r.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'));
  for (const f of brokenFiles) console.log(`A test file failed before its tests ran: ${path.relative(ROOT, f.name)}`);
  failed = r.numFailedTests + brokenFiles.length;
  skipped = r.numPendingTests + (r.numTodoTests ?? 0);
  if (!r.success && failed === 0) failed = 1;
}
if (!testsOk && failed === 0) failed = 1; // a setup failure counts as a failure
console.log(`\nScreenshots of the e2e run: ${path.relative(ROOT, path.join(ROOT, 'test-results', 'screenshots'))}/`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(testsOk && failed === 0 && passed > 0 ? 0 : 1);
