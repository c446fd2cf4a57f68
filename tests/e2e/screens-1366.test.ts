// Every built screen at the desktop minimum (1366 px), as the admin who sees them all: each table fits its
// box with its row actions in view (issue 11, item 5), and axe-core finds nothing serious or critical on it
// (item 13). One tour, the findings of every screen collected and reported together.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeFindings, screenshot, signIn, suiteBrowser } from '../support/browser';
import { openFromMenu } from './flight-support';

const { withPage } = suiteBrowser();

/** What does not fit: a table wider than its box, a row action outside it, a page wider than the window. */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) problems.push(`the page is ${doc.scrollWidth} px wide in a ${doc.clientWidth} px window`);
    // The duty roster is a month grid (a day per column, the names sticky) that scrolls by design: it has
    // no row actions to hide, and opens on today's column.
    document.querySelectorAll('main table:not([data-testid="roster-grid"] table)').forEach((table, i) => {
      const name = table.getAttribute('aria-label') ?? table.getAttribute('data-testid') ?? `table ${i + 1}`;
      const box = table.parentElement as HTMLElement;
      if (box.scrollWidth > box.clientWidth + 1) problems.push(`${name}: ${box.scrollWidth} px of table in a ${box.clientWidth} px box`);
      const right = box.getBoundingClientRect().right;
      table.querySelectorAll('tbody td:last-child button, tbody td:last-child a').forEach((b) => {
        const r = b.getBoundingClientRect();
        if (r.width && r.right > right + 1)
          problems.push(`${name}: '${b.textContent?.trim()}' ends at ${Math.round(r.right)} px, box at ${Math.round(right)} px`);
      });
    });
    return [...new Set(problems)];
  });
}

/** A data table's first page is in (or its empty state). */
async function tableLoaded(page: Page) {
  await page.locator('main table').first().waitFor();
  await expect.poll(() => page.getByTestId('table-loading').count()).toBe(0);
}

test('every built screen fits 1366 px with its actions in view, and axe finds nothing serious', async () => {
  await withPage(async (page) => {
    const found: string[] = [];
    async function check(name: string) {
      await screenshot(page, `tour-${name}`).catch(() => undefined);
      for (const p of await overflow(page)) found.push(`${name}: ${p}`);
      for (const f of await axeFindings(page)) found.push(`${name} (axe):\n${f}`);
    }
    await signIn(page, 'admin');
    await page.getByTestId('overview-documents').waitFor();
    await check('overview');

    await openFromMenu(page, 'Routes & Schedules', '/flight/route-schedule');
    await tableLoaded(page);
    await check('route-schedule');
    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('ui.view') === 'calendar');
    await page.waitForTimeout(500);
    await check('route-schedule-calendar');

    await openFromMenu(page, 'Aircrafts', '/flight/fleet');
    await tableLoaded(page);
    await check('aircrafts');
    await page.locator('main tbody tr a').first().click();
    await page.waitForURL((u) => /^\/flight\/fleet\/\d+$/.test(u.pathname));
    await tableLoaded(page);
    await check('aircraft');

    await openFromMenu(page, 'Crews', '/flight/pilot');
    await tableLoaded(page);
    await check('crews');
    await page.locator('main tbody tr a').first().click();
    await page.waitForURL((u) => /^\/flight\/pilot\/\d+$/.test(u.pathname));
    await page.locator('main h2').first().waitFor();
    await page.waitForTimeout(500);
    await check('crew');
    await page.getByRole('tab', { name: 'Logbook' }).click();
    await page.waitForTimeout(500);
    await check('crew-logbook');

    await openFromMenu(page, 'Crews', '/flight/pilot');
    await page.getByRole('link', { name: 'Duty roster' }).click();
    await page.waitForURL((u) => u.pathname === '/flight/pilot/roster');
    await expect.poll(() => page.locator('[data-testid="roster-grid"] tbody tr').count()).toBeGreaterThan(1);
    await check('roster');

    await openFromMenu(page, 'Airport', '/flight/airport');
    await tableLoaded(page);
    await check('airports');
    await page.locator('main tbody tr').first().locator('td').nth(2).click();
    await page.waitForURL((u) => /^\/flight\/airport\/\d+$/.test(u.pathname));
    await page.locator('main h2').first().waitFor();
    await check('airport');

    await openFromMenu(page, 'Base & Area', '/flight/area-base');
    await tableLoaded(page);
    await check('area-base');

    await openFromMenu(page, 'Purchase', '/purchase');
    await tableLoaded(page);
    await check('purchases');
    await page.getByRole('tab', { name: 'All' }).click();
    await tableLoaded(page);
    await page.locator('main tbody tr').first().getByRole('cell').nth(2).click();
    await page.waitForURL((u) => /^\/purchase\/\d+$/.test(u.pathname));
    await page.getByRole('heading', { name: /^SA-APP\/PR\// }).waitFor();
    await check('purchase');

    await page.goto('/purchase/new');
    await page.locator('main form').waitFor();
    await check('purchase-new');

    await openFromMenu(page, 'User Manager', '/user-manager');
    await tableLoaded(page);
    await check('user-manager');

    expect(found, found.join('\n')).toEqual([]);
  });
}, 240_000);
