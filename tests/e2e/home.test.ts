// The home page (/): the Overview dashboard for the roles whose menu shows Overview (spec 6: manager and the
// airline roles but media, and root/admin), a landing page with shortcuts for everyone else; the purchase
// 'Waiting for you' card on both for those who use Purchase. The widgets themselves: tests/e2e/overview.test.ts.

import { expect, test } from '@playwright/test';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import { e2eDatabaseUrl } from '../support/e2e-env';

const { withPage } = suiteBrowser();

/** The shortcut links of the page body (not the sidebar), as [text, href]. */
function shortcuts(page: Page): Promise<(string | null)[][]> {
  return page
    .locator('main')
    .getByRole('link')
    .evaluateAll((els) => els.map((e) => [e.textContent?.trim() ?? null, e.getAttribute('href')]));
}

const dashboard = (page: Page) => page.getByTestId('overview-dashboard');

test.describe('home page', () => {
  test('airline_media (no Overview): welcome and shortcuts to its screens', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_media');
      expect(new URL(page.url()).pathname).toBe('/');
      const main = page.locator('main');
      await main.getByRole('heading', { name: 'Welcome, Demo Media' }).waitFor();
      expect(await page.locator('header h1').innerText()).toBe('Home');
      await expect(main).toContainText('Media');
      await expect(dashboard(page)).toHaveCount(0);
      expect(await shortcuts(page)).toEqual([
        ['Web News', '/website/news'],
        ['Purchase', '/purchase'],
      ]);
      await screenshot(page, 'home-airline_media');

      // A shortcut is a client-side navigation: it reaches a screen a full load would not.
      await main.getByRole('link', { name: 'Web News' }).click();
      await page.waitForURL((url) => url.pathname === '/website/news');
    });
  });

  test('airline_occ: the Overview dashboard, no shortcut list', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_occ');
      const main = page.locator('main');
      await main.getByRole('heading', { name: 'Welcome, Demo OCC' }).waitFor();
      await dashboard(page).waitFor();
      expect(await page.locator('header h1').innerText()).toBe('Overview');
      for (const widget of ['today', 'month', 'alerts', 'pilot-hours', 'crew-by-fleet', 'fleet-hours', 'catchup', 'documents']) {
        await page.getByTestId(`overview-${widget}`).waitFor();
      }
      await expect(main.getByRole('link', { name: 'Aircrafts' })).toHaveCount(0);
    });
  });

  test('airline_finance: the dashboard keeps the purchase card (finance approves)', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_finance');
      await dashboard(page).waitFor();
      await page.getByTestId('waiting-card').waitFor();
      await screenshot(page, 'home-airline_finance');
    });
  });

  test('admin: the dashboard (root and admin pass every role check)', async () => {
    await withPage(async (page) => {
      await signIn(page, 'admin');
      await page.locator('main').getByRole('heading', { name: 'Welcome, Demo Top Manager' }).waitFor();
      await dashboard(page).waitFor();
    });
  });
});

test.describe('a failed daily backup', () => {
  test('admin sees it on the landing page until a backup succeeds; other roles do not', async () => {
    const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
    await db.connect();
    const { rows } = await db.query<{ id: number }>(
      "INSERT INTO backup_runs (started_at, finished_at, ok, error) VALUES (now() - interval '1 minute', now(), false, 'ENOSPC: no space left on device') RETURNING id",
    );
    try {
      await withPage(async (page) => {
        await signIn(page, 'admin');
        const notice = page.getByTestId('backup-failed');
        await notice.waitFor();
        expect(await notice.innerText()).toMatch(
          /The daily backup failed at \d{2} \w{3} \d{4} \d{2}:\d{2} WIB: ENOSPC: no space left on device/,
        );
        await screenshot(page, 'home-admin-backup-failed');
      });
      await withPage(async (page) => {
        await signIn(page, 'airline_occ');
        await dashboard(page).waitFor();
        await expect(page.getByTestId('backup-failed')).toHaveCount(0);
      });
    } finally {
      await db.query('DELETE FROM backup_runs WHERE id = $1', [rows[0].id]);
      await db.end();
    }
  });
});
