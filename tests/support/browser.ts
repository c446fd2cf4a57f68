// Playwright driving Debian's Chromium: the browser tests run on @playwright/test (playwright.config.ts), the
// benchmarks launch it through playwright-core.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { e2eBaseURL } from './e2e-env';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');
export const DEMO_PASSWORD = 'Password123!';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A browser of its own (the benchmarks, and tests that need one beside the runner's). */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export const baseURL = e2eBaseURL;

/** The app's address with another host name of the same machine (a browser on another PC uses the server's). */
export const baseURLOn = (host: string): string => Object.assign(new URL(baseURL()), { hostname: host }).origin;

/** `origin`: the app as opened on another address of its server (e.g. http://127.0.0.2:PORT, as from another PC). */
export async function newPage(
  browser: Browser,
  viewport = { width: 1366, height: 850 },
  origin = baseURL(),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin, viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Sign in through /auth as a demo user (`<role>@example.com` or a full email); waits for the landing page. */
export async function signIn(page: Page, who: string, password = DEMO_PASSWORD): Promise<void> {
  const email = who.includes('@') ? who : `${who}@example.com`;
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
  // Hydrated: typed into before then, a field could lose its text to React's first render.
  await page.locator('[data-testid="app-shell"][data-hydrated]').waitFor();
}

/** Nothing is loading (no list dimmed while it reloads; the refresh overlay is the one busy thing a test
 * photographs on purpose) and the finite animations have ended. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]:not([data-testid="loading-overlay"])')).toHaveCount(0);
  await settleAnimations(page);
}

/**
 * A full-page screenshot, then the axe check of what it shows: every screen a test looks at is checked.
 * `axe: false` only where a test times what happens next (axe holds the page's main thread for seconds).
 */
export async function screenshot(page: Page, name: string, { axe = true }: { axe?: boolean } = {}): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // What staff look at once it has loaded.
  await settled(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  if (axe) await expectAccessible(page, name);
}

/** Wait for the finite animations (a dialog fading in, a toast sliding) so that axe reads final colours. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** After the browser's next paint: what a click changed is on screen (to check that it changed nothing). */
export async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The serious and critical axe-core findings on the page as it is, one line per rule with its elements. */
export async function axeFindings(page: Page): Promise<string[]> {
  await settleAnimations(page);
  // Only violations are gathered in full: the passes of a big grid (the roster) would cost seconds.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`);
      return `  ${v.id} (${v.impact}, ${v.nodes.length}): ${v.help}\n${nodes.join('\n')}`;
    });
}

/** Throws on any serious or critical axe-core finding, naming the rule and the elements. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  let findings = await axeFindings(page);
  // A list that began reloading while axe read it (a live update from another test's writes) was dimmed for
  // that moment: read once more when the page has settled; what stays on screen still fails.
  if (findings.length) {
    await settled(page);
    findings = await axeFindings(page);
  }
  if (findings.length) throw new Error(`axe found serious or critical problems on '${name}':\n${findings.join('\n')}`);
}

/** The menu as a user sees it: section titles and entry names, in order. */
export async function readMenu(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  return (await nav.locator('p.uppercase, li').allInnerTexts()).map((t) => t.trim());
}

/** Run `body` with a page in a fresh context of `browser`, closing the context afterwards. */
export async function withPage(
  browser: Browser,
  body: (page: Page) => Promise<void>,
  viewport?: { width: number; height: number },
): Promise<void> {
  const { context, page } = await newPage(browser, viewport);
  try {
    await body(page);
  } catch (err) {
    // The page as it was when the test failed, attached to the test's report.
    const shot = await page.screenshot({ fullPage: true }).catch(() => null);
    if (shot) await test.info().attach('page at failure', { body: shot, contentType: 'image/png' });
    throw err;
  } finally {
    await context.close();
  }
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The test worker's browser (Playwright's `browser` fixture, Debian's Chromium); `withPage` opens a fresh context. */
export function suiteBrowser() {
  let browser: Browser | undefined;
  test.beforeAll(({ browser: workerBrowser }) => {
    browser = workerBrowser;
  });
  const current = (): Browser => {
    if (!browser) throw new Error('The browser is handed over in beforeAll');
    return browser;
  };
  return {
    get browser() {
      return current();
    },
    withPage: (body: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) => withPage(current(), body, viewport),
  };
}

/** One page signed in as `role` for the whole test file (signing in once), in its own context. */
export function suitePage(role: string) {
  const suite = suiteBrowser();
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async () => {
    ({ context, page } = await newPage(suite.browser));
    await signIn(page, role);
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return {
    get page(): Page {
      if (!page) throw new Error('The page signs in in beforeAll');
      return page;
    },
  };
}
