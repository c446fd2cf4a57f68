// `npm test`: every check and test, from a fresh checkout after `npm install`.
// Lint and types, a production build, then unit and API tests (vitest, real PostgreSQL) and the browser tests
// (Playwright's runner, Debian's Chromium).
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

fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
// vitest 5's reporter needs Map.groupBy, which Node 20 lacks.
const polyfills = path.join(ROOT, 'scripts', 'node-polyfills.mjs');
const unitAndApi = runAndCount(
  'tests: unit and api (vitest)',
  'vitest.json',
  vitestCounts,
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(ROOT, 'test-results', 'vitest.json')}`],
  { env: { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${polyfills}`.trim() } },
);
const browser = runAndCount('tests: e2e in Chromium (Playwright)', 'playwright.json', playwrightCounts, bin('playwright'), ['test']);
const passed = unitAndApi.passed + browser.passed;
const failed = unitAndApi.failed + browser.failed;
const skipped = unitAndApi.skipped + browser.skipped;
const testsOk = unitAndApi.ok && browser.ok;

/** Runs one test runner and reads its JSON report; a runner that fails without a failed test counts as one. */
function runAndCount(title, reportName, counts, cmd, args, options = {}) {
  const report = path.join(ROOT, 'test-results', reportName);
  fs.rmSync(report, { force: true });
  const ok = step(title, cmd, args, options);
  const c = fs.existsSync(report) ? counts(JSON.parse(fs.readFileSync(report, 'utf8'))) : { passed: 0, failed: 0, skipped: 0 };
  if (!ok && c.failed === 0) c.failed = 1;
  return { ...c, ok };
}

function vitestCounts(r) {
  // A file whose setup failed has no failed test (its tests are skipped): it counts as one failure.
  const brokenFiles = r.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'));
  for (const f of brokenFiles) console.log(`A test file failed before its tests ran: ${path.relative(ROOT, f.name)}`);
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + brokenFiles.length,
    skipped: r.numPendingTests + (r.numTodoTests ?? 0),
  };
}

function playwrightCounts(r) {
  // A test that passed only on a retry is not a pass; errors outside tests (global setup) count as failures.
  return {
    passed: r.stats.expected,
    failed: r.stats.unexpected + r.stats.flaky + (r.errors?.length ?? 0),
    skipped: r.stats.skipped,
  };
}
console.log(`\nScreenshots of the e2e run: ${path.relative(ROOT, path.join(ROOT, 'test-results', 'screenshots'))}/`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(testsOk && failed === 0 && passed > 0 ? 0 : 1);
