// Issue 41, item 5: screens beyond flight ops follow other people's changes. The marine warehouse's stock
// levels change in place when the manager posts a receipt elsewhere (with a toast saying who); with the
// socket cut, "Refresh data" brings the screen's own figures; a scheduled article turns live on the open
// news list at its time (the list reloads then).

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { newPage, screenshot, signIn, suiteBrowser } from '../support/browser';
import { openFromMenu, textOf } from './flight-support';
import { catalogueWithStock, type Item, MARINE_MANAGER, type ShopApi, shopApi } from './marine-support';
import { mark, type Person, sameDocument, signedIn, subscribed } from './realtime-support';

const suite = suiteBrowser();
const LIVE = { timeout: 3_000, intervals: [100] };
let manager: ShopApi;
let item: Item;
let warehouse: Person;

const receive = (quantity: number) =>
  manager.post('/api/marine/master-mutation', {
    doc_type: 'receipt',
    reference: `E2E-LIVE-${Date.now()}`,
    lines: [{ item_id: item.id, quantity }],
  });

/** The on hand, reserved and available cells of the item's row on the warehouse screen. */
async function levels(page: Page): Promise<string[]> {
  const row = page.getByRole('table', { name: 'Stock levels' }).getByRole('row').filter({ hasText: item.sku });
  return (await row.getByRole('cell').allInnerTexts()).slice(3, 6).map((c) => c.trim());
}

test.beforeAll(async () => {
  manager = await shopApi(MARINE_MANAGER);
  item = (await catalogueWithStock(manager, 7)).items[0];
  warehouse = await signedIn(suite.browser, 'marine_warehouse');
});

test.afterAll(async () => {
  await warehouse?.close();
});

test.describe('live shop and news screens', () => {
  test("the warehouse's stock levels follow another person's receipt, without a reload", async () => {
    const { page } = warehouse;
    await page.getByLabel('Search stock levels').fill(item.sku);
    await expect.poll(() => levels(page)).toEqual(['7', '0', '7']);
    await subscribed(warehouse, 'private-changes-marine');
    await mark(page);
    await receive(1);
    await expect.poll(() => levels(page), LIVE).toEqual(['8', '0', '8']);
    await expect.poll(textOf(page.getByTestId('toast')), LIVE).toMatch(/changed the marine shop/);
    expect(await sameDocument(page)).toBe(true);
    await screenshot(page, 'realtime-warehouse-receipt-by-other');
  });

  test('with no live updates, "Refresh data" brings the screen\'s own figures', async () => {
    const { context, page } = await newPage(suite.browser);
    try {
      // No socket: the realtime server cannot be reached from this page.
      await page.route('**/api/realtime/**', (route) => route.abort());
      await signIn(page, 'marine_warehouse');
      await page.getByLabel('Search stock levels').fill(item.sku);
      await expect.poll(() => levels(page)).toEqual(['8', '0', '8']);
      await receive(2);
      await page.waitForLoadState('networkidle');
      expect(await levels(page)).toEqual(['8', '0', '8']);
      await page.getByRole('button', { name: 'Refresh data' }).click();
      await expect.poll(() => levels(page)).toEqual(['10', '0', '10']);
    } finally {
      await context.close();
    }
  });

  test('a scheduled article turns live on the open news list at its time', async () => {
    const media = await signedIn(suite.browser, 'airline_media');
    try {
      const api = await shopApi('airline_media');
      const title = `E2E due article ${Date.now()}`;
      const at = new Date(Date.now() + 8_000).toISOString();
      await api.post('/api/web/news', { title, body: '<p>Due soon.</p>', status: 'scheduled', published_at: at });
      await openFromMenu(media.page, 'Web News', '/website/news');
      const row = media.page.getByRole('row').filter({ hasText: title });
      await expect(row).toHaveText(/Scheduled(?! →)/, { useInnerText: true });
      // Live at its time: 'Scheduled → live', or 'Published' once the publishing job has stored it so.
      await expect.poll(textOf(row), { timeout: 15_000, intervals: [250] }).toMatch(/Scheduled → live|Published/);
      await screenshot(media.page, 'news-scheduled-turns-live');
    } finally {
      await media.close();
    }
  });
});
