// Every built screen at the desktop minimum (1366 px), as the admin who sees them all: each table fits its
// box with its row actions in view (issue 11, item 5), and axe-core finds nothing serious or critical on it
// (item 13). Signed in once; each screen's findings are reported together.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { axeFindings, SCREENSHOT_DIR, suitePage } from '../support/browser';
import { openFromMenu } from './flight-support';

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
  await expect(page.getByTestId('table-loading')).toHaveCount(0);
}

const admin = suitePage('admin');
let page: Page;
test.beforeAll(() => {
  page = admin.page;
});

/** The screen as it is now: its screenshot, then what does not fit and what axe finds, all reported at once. */
async function expectFitAndAccessible(name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `tour-${name}.png`), fullPage: true });
  const found = [...(await overflow(page)), ...(await axeFindings(page))];
  expect(found, `${name}:\n${found.join('\n')}`).toEqual([]);
}

/** Open a screen from the menu and wait for its first table. */
async function fromMenu(name: string, path: string) {
  await openFromMenu(page, name, path);
  await tableLoaded(page);
}

/** Open the detail page behind the first row's link (or cell) and wait for `ready`. */
async function firstRow(target: Locator, pathPattern: RegExp, ready: Locator) {
  await target.click();
  await page.waitForURL((u) => pathPattern.test(u.pathname));
  await ready.waitFor();
}

test.describe('every built screen at 1366 px: tables fit with their actions, and axe finds nothing serious', () => {
  test('Overview', async () => {
    await page.goto('/');
    await page.getByTestId('overview-documents').waitFor();
    await expectFitAndAccessible('overview');
  });

  test('Routes & Schedules: table and calendar', async () => {
    await fromMenu('Routes & Schedules', '/flight/route-schedule');
    await expectFitAndAccessible('route-schedule');
    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('ui.view') === 'calendar');
    await page.getByTestId('calendar-count').waitFor();
    await expectFitAndAccessible('route-schedule-calendar');
  });

  test('Aircrafts and an aircraft', async () => {
    await fromMenu('Aircrafts', '/flight/fleet');
    await expectFitAndAccessible('aircrafts');
    await firstRow(page.locator('main tbody tr a').first(), /^\/flight\/fleet\/\d+$/, page.locator('main tbody tr').first());
    await expectFitAndAccessible('aircraft');
  });

  // Four screens, each with its axe check (the roster grid's is the longest): 43 s on a usual CI run, past
  // the 60 s default on a slow one.
  test('Crews, a crew member with the logbook, and the duty roster', async () => {
    test.setTimeout(120_000);
    await fromMenu('Crews', '/flight/pilot');
    await expectFitAndAccessible('crews');
    await firstRow(page.locator('main tbody tr a').first(), /^\/flight\/pilot\/\d+$/, page.locator('main h2').first());
    await expectFitAndAccessible('crew');
    await page.getByRole('tab', { name: 'Logbook' }).click();
    await page.getByRole('tabpanel').locator('table, p').first().waitFor();
    await expectFitAndAccessible('crew-logbook');
    await fromMenu('Crews', '/flight/pilot');
    await page.getByRole('link', { name: 'Duty roster' }).click();
    await page.waitForURL((u) => u.pathname === '/flight/pilot/roster');
    await expect.poll(() => page.locator('[data-testid="roster-grid"] tbody tr').count()).toBeGreaterThan(1);
    await expectFitAndAccessible('roster');
  });

  test('Airport and an airport; Base & Area; User Manager', async () => {
    await fromMenu('Airport', '/flight/airport');
    await expectFitAndAccessible('airports');
    await firstRow(page.locator('main tbody tr').first().locator('td').nth(2), /^\/flight\/airport\/\d+$/, page.locator('main h2').first());
    await expectFitAndAccessible('airport');
    await fromMenu('Base & Area', '/flight/area-base');
    await expectFitAndAccessible('area-base');
    await fromMenu('User Manager', '/user-manager');
    await expectFitAndAccessible('user-manager');
  });

  test('Purchase: the list, a request and the new-request form', async () => {
    await fromMenu('Purchase', '/purchase');
    await expectFitAndAccessible('purchases');
    await page.getByRole('tab', { name: 'All' }).click();
    await tableLoaded(page);
    await firstRow(
      page.locator('main tbody tr').first().getByRole('cell').nth(2),
      /^\/purchase\/\d+$/,
      page.getByRole('heading', { name: /^SA-APP\/PR\// }),
    );
    await expectFitAndAccessible('purchase');
    await page.goto('/purchase/new');
    await page.locator('main form').waitFor();
    await expectFitAndAccessible('purchase-new');
  });
});
