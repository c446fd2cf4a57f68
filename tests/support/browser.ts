// Playwright (playwright-core) driving Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');
export const DEMO_PASSWORD = 'Password123!';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function baseURL(): string {
  return inject('baseURL');
}

export async function newPage(browser: Browser, viewport = { width: 1366, height: 850 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
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
  await page.getByTestId('app-shell').waitFor();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
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
  } finally {
    await context.close();
  }
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The test file's browser, launched before its tests and closed after them; `withPage` opens a fresh context. */
export function suiteBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const current = (): Browser => {
    if (!browser) throw new Error('The browser starts in beforeAll');
    return browser;
  };
  return {
    get browser() {
      return current();
    },
    withPage: (body: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) => withPage(current(), body, viewport),
  };
}
