// Issue 11, items 4 and 14: every menu entry opens its screen (status 200, inside the shell) while an
// unknown path stays a 404 with its own text; the marine desk roles land on their own screens, not on a 404. The Overview's document card says it lists expired
// documents too, and the app has a favicon (no 404 on every page). A malformed App Router header is a 400.

import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from 'playwright-core';
import { newPage, pathOf, screenshot, signIn, suiteBrowser } from '../support/browser';
import { menuLink } from './flight-support';

const suite = suiteBrowser();
const contexts: BrowserContext[] = [];
let admin: Page;

/** A page signed in as `role`, kept for the whole file (signing in once per role). */
async function signedIn(role: string): Promise<Page> {
  const { context, page } = await newPage(suite.browser);
  contexts.push(context);
  await signIn(page, role);
  return page;
}

test.beforeAll(async () => {
  admin = await signedIn('admin');
});
test.afterAll(async () => {
  for (const c of contexts) await c.close();
});

/**
 * A client-side navigation's answer for `path` (what the App Router fetches), with the session's cookies.
 * Next first redirects a bare RSC request to the same path with its cache-busting '_rsc' parameter: the
 * answer is taken where that lands, which must still be `path` (not a redirect elsewhere).
 */
async function routerAnswer(page: Page, path: string) {
  const res = await page.request.get(path, { headers: { rsc: '1', 'sec-fetch-dest': 'empty' } });
  return { status: res.status(), path: new URL(res.url()).pathname, text: await res.text() };
}

test.describe('every menu entry opens its screen', () => {
  for (const [name, path] of [
    ['Web News', '/website/news'],
    ['Careers', '/website/careers'],
    ['Inventory', '/inventory'],
    ['Activity', '/activity'],
  ])
    test(`the menu entry ${name} opens its screen inside the shell`, async () => {
      await menuLink(admin, name).click();
      await admin.waitForURL((u) => u.pathname === path);
      expect(await admin.locator('header h1').innerText()).toBe(name);
      await expect(admin.getByText('Page not found')).toHaveCount(0);
      const answer = await routerAnswer(admin, path);
      expect([answer.status, answer.path]).toEqual([200, path]);
    });

  // An unknown path's status shows only on a full load, which the first-load rule sends to the start page
  // before it renders (spec 6); in a client navigation it is the not-found page.
  test('an unknown path gets "Page not found"; every screen answers 200', async () => {
    for (const path of ['/flight/nowhere', '/website/news/extra', '/no-such-screen']) {
      const answer = await routerAnswer(admin, path);
      expect(answer.path, path).toBe(path);
      expect(answer.text, path).toContain('Page not found');
    }
    for (const path of [
      '/website/news',
      '/website/careers',
      '/inventory',
      '/marine/product',
      '/marine/warehouse',
      '/marine/transaction',
      '/customer',
      '/watersports/product',
      '/watersports/transaction',
      '/watersports/scrapbook',
    ]) {
      const answer = await routerAnswer(admin, path);
      expect([answer.status, answer.path], path).toEqual([200, path]);
    }
  });

  for (const [role, path, title] of [
    ['marine_warehouse', '/marine/warehouse', 'Warehouse'],
    ['marine_cs', '/marine/transaction', 'Transaction'],
  ])
    test(`${role} lands on its own screen (200, no 404)`, async () => {
      const page = await signedIn(role);
      expect(pathOf(page)).toBe(path);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      expect(await page.locator('header h1').innerText()).toBe(title);
      await expect(page.getByText('Page not found')).toHaveCount(0);
    });
});

test.describe('overview and favicon', () => {
  test('the document card names expired documents in its title; the app icon loads and nothing answers 404', async () => {
    const missing: string[] = [];
    admin.on('response', (r) => {
      if (r.status() === 404) missing.push(r.url());
    });
    await admin.goto('/');
    const card = admin.getByTestId('overview-documents');
    await card.waitFor();
    const title = await card.getByRole('heading').innerText();
    expect(title).toMatch(/expired, or expiring within 60 days/);
    // The demo crew has expired documents: the card lists them under that title.
    await expect.poll(() => card.getByText(/^expired /).count()).toBeGreaterThan(0);

    const icon = await admin.locator('link[rel="icon"]').first().getAttribute('href');
    expect(icon).toBeTruthy();
    const res = await admin.request.get(icon as string);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/');
    const favicon = await admin.request.get('/favicon.ico', { maxRedirects: 0 });
    expect(favicon.status()).not.toBe(404);
    await admin.waitForLoadState('networkidle');
    expect(missing).toEqual([]);
    await screenshot(admin, 'overview-documents-card');
  });
});

test.describe('malformed router headers', () => {
  test("a page asked for with a broken 'next-router-state-tree' is a 400, not Next's 500", async () => {
    for (const bad of ['x', '%E0%A4%A', encodeURIComponent('[1,2]'), encodeURIComponent('["",{"children":7}]')]) {
      const res = await admin.request.get('/flight/airport', {
        headers: { rsc: '1', 'sec-fetch-dest': 'empty', 'next-router-state-tree': bad },
      });
      expect(res.status(), bad).toBe(400);
    }
    // The state the router itself sends still renders the screen.
    const state = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }]));
    const ok = await admin.request.get('/flight/airport', {
      headers: { rsc: '1', 'sec-fetch-dest': 'empty', 'next-router-state-tree': state },
    });
    expect(ok.status()).toBe(200);
  });
});
