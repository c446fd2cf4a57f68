// First-load JavaScript of every screen of the menu (issue 18): the production build in .next (built first
// when missing) served by scripts/serve.mjs over a throwaway embedded database with the demo seed; Chromium
// (playwright-core) signs in as admin, who sees every screen, and loads each screen in a fresh context.
// Counted: the scripts the page's HTML names, compressed as received and decoded; those imported later apart.
//
//   npm run bench:js -- [--out docs/benchmarks-first-load.md] [--json FILE]
import fs from 'node:fs';
import path from 'node:path';
import { SCREENS, type ScreenKey } from '@/lib/access/menu';
import { launch, signIn } from '../tests/support/browser';
import { FIRST_LOAD_BUDGET_BYTES, kB, measureScreen, type ScreenLoad } from '../tests/support/first-load-js';
import { arg, ROOT } from './harness';
import { ensureBuild, publish, withServedApp } from './served-app';

const OUT = path.resolve(ROOT, arg('out', 'docs/benchmarks-first-load.md'));
/** Every screen's scripts, one by one, as JSON (for looking into a chunk). */
const JSON_OUT = arg('json', '');

function screenRow(key: ScreenKey, load: ScreenLoad): string {
  const verdict = load.brotli <= FIRST_LOAD_BUDGET_BYTES ? 'ok' : '**over**';
  const how = load.firstLoadRoute ? 'full load' : 'navigation only';
  const landed = load.landed === load.path ? '' : ` (landed on ${load.landed})`;
  return `| ${SCREENS[key].title} | \`${load.path}\`${landed} | ${how} | ${load.scripts.filter((s) => s.inDocument).length} | ${kB(load.brotli)} | ${kB(load.encoded)} | ${kB(load.decoded)} | ${verdict} | ${kB(load.lazyEncoded)} |`;
}

/** The biggest scripts over all screens, with how many screens load each. */
function chunkRows(loads: ScreenLoad[]): string[] {
  const byPath = new Map<string, { encoded: number; decoded: number; encoding: string; screens: number }>();
  for (const load of loads) {
    for (const s of load.scripts) {
      const seen = byPath.get(s.path);
      byPath.set(s.path, { encoded: s.encoded, decoded: s.decoded, encoding: s.encoding, screens: (seen?.screens ?? 0) + 1 });
    }
  }
  return [...byPath.entries()]
    .sort((a, b) => b[1].encoded - a[1].encoded)
    .slice(0, 15)
    .map(([p, c]) => `| \`${path.basename(p)}\` | ${kB(c.encoded)} | ${c.encoding} | ${kB(c.decoded)} | ${c.screens} |`);
}

async function main() {
  const build = ensureBuild();
  await withServedApp(async (app) => {
    const browser = await launch();
    try {
      const signInContext = await browser.newContext({ baseURL: app.baseURL });
      await signIn(await signInContext.newPage(), 'admin');
      const state = await signInContext.storageState();
      await signInContext.close();

      const rows: string[] = [];
      const loads: ScreenLoad[] = [];
      for (const key of Object.keys(SCREENS) as ScreenKey[]) {
        const load = await measureScreen(browser, app.baseURL, state, SCREENS[key].path);
        loads.push(load);
        rows.push(screenRow(key, load));
        process.stderr.write('.');
      }
      process.stderr.write('\n');
      const encodings = [...new Set(loads.flatMap((l) => l.scripts.map((s) => s.encoding)))].join(', ');
      const report = [
        '# First-load JavaScript per screen',
        '',
        `Measured by \`npm run bench:js\` (bench/first-load-js.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, build ${build}.`,
        'The production build served by scripts/serve.mjs over a throwaway database with the demo seed; Chromium',
        `${browser.version()} signed in as admin (who sees every screen) loads each screen in a fresh context (empty cache)`,
        'and waits until the network is idle. First-load JavaScript: the scripts the HTML names (script tags and the',
        "flight data's chunk lists), all needed before the screen runs; 'imported later': what the page fetched after it",
        'ran (pusher-js for the realtime socket, after the first paint). kB = 1,000 bytes.',
        "Brotli: the scripts as the reverse proxy sends them (compressed at build time at quality 11, scripts/precompress-static.mjs), the budget's figure; as served",
        `by the app alone: the body as received (content-encoding: ${encodings}); decoded: the JavaScript itself.`,
        "'navigation only': spec 6 sends a full load of that path to /; the screen is asked for as the App Router",
        'navigates (not as a document) so that its own page renders, and the figure is what a full load of it costs.',
        '',
        `Budget: ${kB(FIRST_LOAD_BUDGET_BYTES)} kB in brotli per screen (tests/e2e/first-load-budget.test.ts checks it).`,
        '',
        '| Screen | Path | Reached by | Scripts | Brotli kB | As served by the app kB | Decoded kB | Budget | Imported later, as served kB |',
        '|---|---|---|---:|---:|---:|---:|---|---:|',
        ...rows,
        '',
        '## The biggest scripts',
        '',
        '| Script | Compressed kB | Encoding | Decoded kB | Screens loading it |',
        '|---|---:|---|---:|---:|',
        ...chunkRows(loads),
      ].join('\n');
      publish(OUT, report);
      if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(loads, null, 1));
    } finally {
      await browser.close();
    }
  });
}

await main();
