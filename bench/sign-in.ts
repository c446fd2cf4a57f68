// bench:screens' sign-in measure: from the click on 'Sign in' until the role's landing screen is usable,
// each run in a fresh browser context (no session, no cached script), as a user signs in in the morning.
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '../tests/support/browser';
import { mainUsable, markMainOld, recordClicks, sinceClick, type Timed } from './served-app';

/** The demo users timed: the Overview's and the marine desk roles', which land on screens of their own. */
export const SIGN_IN_ROLES = ['admin', 'marine_cs', 'marine_warehouse'] as const;

/** In the page: off /auth, with the app shell hydrated (its handlers attached). */
const shellHydrated = () => location.pathname !== '/auth' && !!document.querySelector('[data-testid="app-shell"][data-hydrated]');

/** One sign-in of `role` at `baseURL`, timed; also the path it landed on. */
export async function timeSignIn(browser: Browser, baseURL: string, role: string): Promise<Timed & { landing: string }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 850 } });
  try {
    await context.addInitScript(recordClicks);
    const page = await context.newPage();
    await page.goto('/auth');
    // Hydrated: the click submits through the form's handler.
    await page.locator('form[data-hydrated]').waitFor();
    await page.getByLabel('Email').fill(`${role}@example.com`);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.evaluate(markMainOld);
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname !== '/auth', { waitUntil: 'commit', timeout: 30_000 });
    // A string to evaluate would break the page's CSP (no 'unsafe-eval'): two functions, one after the other.
    await page.waitForFunction(shellHydrated, undefined, { polling: 'raf', timeout: 30_000 });
    await page.waitForFunction(mainUsable, undefined, { polling: 'raf', timeout: 30_000 });
    const inPage = await sinceClick(page);
    return { page: Math.round(inPage), driver: Date.now() - t0, landing: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

/** Each role's sign-in: one run first (the server's first of that landing), then `runs` timed. */
export async function timeSignIns(browser: Browser, baseURL: string, runs: number, picked: (key: string) => boolean) {
  const measured: { name: string; times: Timed[] }[] = [];
  for (const role of SIGN_IN_ROLES) {
    if (!picked(`sign-in ${role}`)) continue;
    const { landing } = await timeSignIn(browser, baseURL, role);
    const times: Timed[] = [];
    for (let i = 0; i < runs; i++) times.push(await timeSignIn(browser, baseURL, role));
    measured.push({ name: `Sign-in to landing: ${role} (\`/auth\` to \`${landing}\`)`, times });
    process.stderr.write('.');
  }
  return measured;
}
