// The landing page (/): who is signed in, and shortcuts to the screens the role's menu opens.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, screenshot, signIn, withPage as withBrowserPage } from '../support/browser';

const withPage = (body: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) =>
  withBrowserPage(browser, body, viewport);

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** The shortcut links of the page body (not the sidebar), as [text, href]. */
function shortcuts(page: Page): Promise<(string | null)[][]> {
  return page
    .locator('main')
    .getByRole('link')
    .evaluateAll((els) => els.map((e) => [e.textContent?.trim() ?? null, e.getAttribute('href')]));
}

describe('landing page', () => {
  test('airline_occ: welcome and shortcuts to its screens', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_occ');
      expect(new URL(page.url()).pathname).toBe('/');
      const main = page.locator('main');
      await main.getByRole('heading', { name: 'Welcome, Demo OCC' }).waitFor();
      expect(await main.innerText()).toContain('OCC');
      expect(await shortcuts(page)).toEqual([
        ['Routes & Schedules', '/flight/route-schedule'],
        ['Aircrafts', '/flight/fleet'],
        ['Crews', '/flight/pilot'],
        ['Airport', '/flight/airport'],
        ['Purchase', '/purchase'],
      ]);
      // The header names the screen.
      expect(await page.locator('header h1').innerText()).toBe('Overview');
      await screenshot(page, 'home-airline_occ');

      // A shortcut is a client-side navigation: it reaches a screen a full load would not.
      await main.getByRole('link', { name: 'Aircrafts' }).click();
      await page.waitForURL((url) => url.pathname === '/flight/fleet');
      await expect.poll(() => page.locator('header h1').innerText()).toBe('Aircrafts');
    });
  });

  test('airline_pilot: no Purchase shortcut', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_pilot');
      await page.locator('main').getByRole('heading', { name: 'Welcome, Demo Chief Pilot' }).waitFor();
      expect((await shortcuts(page)).map(([text]) => text)).toEqual(['Routes & Schedules', 'Aircrafts', 'Crews', 'Airport', 'Base & Area']);
    });
  });

  test('admin: shortcuts to every screen', async () => {
    await withPage(async (page) => {
      await signIn(page, 'admin');
      await page.locator('main').getByRole('heading', { name: 'Welcome, Demo Top Manager' }).waitFor();
      const texts = (await shortcuts(page)).map(([text]) => text);
      expect(texts).toEqual([
        'Routes & Schedules',
        'Web News',
        'Aircrafts',
        'Crews',
        'Airport',
        'Base & Area',
        'Careers',
        'Product',
        'Warehouse',
        'Transaction',
        'Product',
        'Transaction',
        'Scrapbook',
        'Purchase',
        'User Manager',
        'Inventory',
        'Customer',
      ]);
      await screenshot(page, 'home-admin');
    });
  });
});
