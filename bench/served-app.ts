// What the browser benchmarks share: the production build (.next as it is, built first when missing) served
// over a throwaway database with the demo seed, and the report written out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { type AppServer, NEXT_BIN, startApp } from '../tests/support/app-server';
import { createTestDatabase } from '../tests/support/database';
import { ROOT } from './harness';

/** The build's id and time, building it first when there is none. */
export function ensureBuild(): string {
  const idFile = path.join(ROOT, '.next', 'BUILD_ID');
  if (!fs.existsSync(idFile)) {
    console.error('No production build in .next: building (next build)...');
    const built = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (built.status !== 0) throw new Error('next build failed');
  }
  return `${fs.readFileSync(idFile, 'utf8').trim()} (built ${fs.statSync(idFile).mtime.toISOString().slice(0, 16).replace('T', ' ')} UTC)`;
}

/** The build served by scripts/serve.mjs over a throwaway database with the demo seed, for `run`; all removed after. */
export async function withServedApp(run: (app: AppServer) => Promise<void>): Promise<void> {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-bench-uploads-'));
  const db = await createTestDatabase('bench', { UPLOAD_DIR: uploadDir });
  try {
    const app = await startApp({ DATABASE_URL: db.url, UPLOAD_DIR: uploadDir });
    try {
      await run(app);
    } finally {
      await app.stop();
    }
  } finally {
    await db.teardown();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}

/** Prints a report and writes it to `out`. */
export function publish(out: string, report: string): void {
  console.log(report);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${report}\n`);
  console.log(`\nWritten: ${path.relative(process.cwd(), out)}`);
}

/** In the page: marks what <main> shows now, so that `mainUsable` can tell the next screen from it. */
export function markMainOld(): void {
  for (const el of document.querySelectorAll('main > *')) el.setAttribute('data-bench-old', '');
}

/** In the page: <main> shows a new screen (see markMainOld) with nothing in it aria-busy. */
export function mainUsable(): boolean {
  const main = document.querySelector('main');
  return !!main?.querySelector(':scope > :not([data-bench-old])') && !main.querySelector('[aria-busy="true"]');
}

/**
 * In the page, before anything else: the time of the last click event, on the browser's clock
 * (timeOrigin + now) and kept in sessionStorage, so that a click that loads another page (signing in) is
 * timed across the load. Playwright's click() first waits until the target is visible, stable over two
 * frames and hit by the pointer, which on this machine took 80 to 160 ms before the click reached the page:
 * timed from the call, every figure held that wait, which no user has.
 */
export function recordClicks(): void {
  addEventListener('click', () => sessionStorage.setItem('benchClickAt', String(performance.timeOrigin + performance.now())), {
    capture: true,
  });
}

/** In the page: the time from the last click event to the next frame. */
export const sinceClick = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now() - Number(sessionStorage.getItem('benchClickAt')))),
      ),
  );

/** One click's figures: from the page's click event (the goal's) and from Playwright's click() call. */
export interface Timed {
  page: number;
  driver: number;
}
