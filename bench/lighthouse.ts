import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Result as LhResult } from 'lighthouse';
import lighthouse, { startFlow } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type CookieData } from 'puppeteer-core';
import { CHROMIUM, launch, signIn } from '../tests/support/browser';
import { arg, ROOT } from './harness';
import { ensureBuild, mainUsable, markMainOld, publish, withServedApp } from './served-app';

const RUNS = Number(arg('runs', '3'));
const OUT = path.resolve(ROOT, arg('out', 'docs/benchmarks-lighthouse.md'));
const GOAL = 95;

/** --only /marine/warehouse: one screen, e.g. to chase its blocking time. */
const ONLY = arg('only', '');
/**
 * A full load (Lighthouse's navigation mode), or, for a screen spec 6 sends to the home on a full load, the click
 * on its menu entry from `from` (timespan mode: what the click costs until the screen is usable, then a snapshot
 * of the screen for accessibility). A timespan's performance score weighs total blocking time, layout shift and
 * the click's interaction to next paint; it has no paint metrics.
 */
interface Target {
  title: string;
  path: string;
  who: string;
  from?: string;
}
const TARGETS: Target[] = [
  { title: 'Overview', path: '/', who: 'admin' },
  { title: 'Airport', path: '/flight/airport', who: 'admin' },
  { title: 'Marine warehouse', path: '/marine/warehouse', who: 'marine_warehouse' },
  { title: 'Routes & Schedules', path: '/flight/route-schedule', who: 'admin', from: '/' },
  { title: 'Crews', path: '/flight/pilot', who: 'admin', from: '/' },
];

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interaction-to-next-paint',
];

interface Run {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  failing: string[];
  /** Where the main thread went: the work by kind, then the scripts that took most CPU. */
  mainThread: string;
}

type Items = { items?: Record<string, unknown>[] };
const itemsOf = (details: unknown) => ((details as Items | undefined)?.items ?? []) as Record<string, string | number>[];
const ms = (n: unknown) => `${Math.round(Number(n))} ms`;

function mainThreadOf(audits: Record<string, { details?: unknown }>, origin: string): string {
  const kinds = itemsOf(audits['mainthread-work-breakdown']?.details)
    .slice(0, 4)
    .map((i) => `${i.groupLabel} ${ms(i.duration)}`);
  const scripts = itemsOf(audits['bootup-time']?.details)
    .slice(0, 4)
    .map((i) => `${String(i.url).replace(origin, '')} ${ms(i.scripting)} running, ${ms(i.scriptParseCompile)} compiling`);
  return `main thread: ${kinds.join(', ')}; scripts: ${scripts.join('; ')}`;
}

type Cookie = { name: string; value: string; domain: string; path: string; httpOnly: boolean; secure: boolean };

async function sessionCookies(baseURL: string, who: string): Promise<Cookie[]> {
  const browser = await launch();
  try {
    const context = await browser.newContext({ baseURL });
    await signIn(await context.newPage(), who);
    return await context.cookies();
  } finally {
    await browser.close();
  }
}

const cookieHeader = (cookies: Cookie[]) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');

function runOf(lhr: LhResult, origin: string): Run {
  if (lhr.runtimeError) throw new Error(`${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    .filter((a) => lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0) || METRICS.includes(a.id))
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.displayValue ?? '-'])),
    failing,
    mainThread: mainThreadOf(lhr.audits, origin),
  };
}

/** Lighthouse's own advice for a trace it could not read (NO_NAVSTART, seen now and then here): run again. */
const TRACE_RETRIES = 2;

async function auditLoad(port: number, url: string, cookies: Cookie[], attempt = 0): Promise<Run> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: { Cookie: cookieHeader(cookies) },
    },
    desktopConfig,
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  if (result.lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < TRACE_RETRIES) {
    console.error(`${url}: NO_NAVSTART, running again`);
    return auditLoad(port, url, cookies, attempt + 1);
  }
  const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} landed on ${landed}`);
  return runOf(result.lhr, new URL(url).origin);
}

/** The click on the screen's menu entry from `from`, as a timespan, then a snapshot of the screen it opened. */
async function auditClick(port: number, baseURL: string, t: Target, cookies: Cookie[]): Promise<Run> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    await browser.setCookie(...cookies.map((c): CookieData => ({ ...c, sameSite: 'Lax' })));
    await page.setViewport({ width: 1350, height: 940 });
    await page.goto(`${baseURL}${t.from}`, { waitUntil: 'networkidle0' });
    const flow = await startFlow(page, { config: desktopConfig, flags: { onlyCategories: ['performance', 'accessibility'] } });
    await flow.startTimespan({ name: `click ${t.title}` });
    await page.evaluate(markMainOld);
    await page.click(`nav[aria-label="Main menu"] a[href="${t.path}"]`);
    await page.waitForFunction(mainUsable, { polling: 'raf', timeout: 30_000 });
    await new Promise((r) => setTimeout(r, 1_000));
    await flow.endTimespan();
    if (new URL(page.url()).pathname !== t.path) throw new Error(`the click on ${t.title} landed on ${page.url()}`);
    await flow.snapshot({ name: t.title });
    const [span, snap] = (await flow.createFlowResult()).steps.map((step) => runOf(step.lhr, baseURL));
    return { ...span, accessibility: snap.accessibility, failing: [...span.failing, ...snap.failing] };
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const build = ensureBuild();
  await withServedApp(async (app) => {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    try {
      const rows: string[] = [];
      const where: string[] = [];
      for (const t of TARGETS.filter((x) => !ONLY || x.path === ONLY)) {
        const runs: Run[] = [];
        // A session per run: a page that ends its session (a 401 on a request Lighthouse made) must not sign out the next.
        for (let i = 0; i < RUNS; i++) {
          const cookies = await sessionCookies(app.baseURL, t.who);
          runs.push(
            t.from
              ? await auditClick(chrome.port, app.baseURL, t, cookies)
              : await auditLoad(chrome.port, `${app.baseURL}${t.path}`, cookies),
          );
        }
        const perf = median(runs.map((r) => r.performance));
        const a11y = median(runs.map((r) => r.accessibility));
        const mid = runs.find((r) => r.performance === perf) ?? runs[0];
        const ok = perf >= GOAL && a11y >= GOAL ? 'yes' : '**no**';
        rows.push(
          `| ${t.title} (\`${t.path}\`, ${t.who}${t.from ? `, click from \`${t.from}\`` : ''}) | ${perf} (${runs.map((r) => r.performance).join(', ')}) | ${a11y} | ${METRICS.map((m) => mid.metrics[m]).join(' | ')} | ${ok} | ${mid.failing.join(', ') || '-'} |`,
        );
        where.push(`- ${t.title}: ${mid.mainThread}`);
        process.stderr.write('.');
      }
      process.stderr.write('\n');
      const report = [
        '# Lighthouse: performance and accessibility',
        '',
        `Measured by \`npm run bench:lighthouse\` (bench/lighthouse.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, build ${build};`,
        `${os.cpus().length} cores, Lighthouse's desktop preset (simulated throttling), Debian's Chromium, the demo seed.`,
        'Routes & Schedules and Crews: spec 6 sends a full load of them to the home, so they are measured as the click on their menu entry',
        "from the Overview (Lighthouse's timespan mode: blocking time, layout shift and the click's interaction to next paint; no paint",
        'metrics), then a snapshot of the screen for accessibility.',
        `${RUNS} runs per screen: the median score (each run's in brackets) and the metrics of the median run. Goal (issue 18): ${GOAL} for both.`,
        '',
        '| Screen | Performance | Accessibility | FCP | LCP | TBT | CLS | Speed Index | INP | Goal met | Audits under 0.9 |',
        '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
        ...rows,
        '',
        '## Where the main thread went (the median run)',
        '',
        ...where,
      ].join('\n');
      publish(OUT, report);
    } finally {
      chrome.kill();
    }
  });
}

await main();
