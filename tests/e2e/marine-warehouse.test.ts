// Marine Warehouse (/marine/warehouse) as marine_warehouse: lands there, receives goods and counts stock
// (warehouse documents), is refused an issue beyond what is available, and reads an item's history.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { pathOf, screenshot, signIn, suiteBrowser } from '../support/browser';
import { expectToast } from './flight-support';
import { catalogueWithStock, type Item, MARINE_MANAGER, shopApi } from './marine-support';

const { withPage } = suiteBrowser();
let item: Item;
let product: string;

test.beforeAll(async () => {
  const made = await catalogueWithStock(await shopApi(MARINE_MANAGER), 20);
  item = made.items[0];
  product = `E2E Mooring rope ${made.tag}`;
});

const stockTable = (page: Page) => page.getByRole('table', { name: 'Stock levels' });
const rowOf = (page: Page, sku: string) => stockTable(page).getByRole('row').filter({ hasText: sku });
/** The on hand, reserved and available cells of an item's row. */
async function levels(page: Page, sku: string): Promise<string[]> {
  const cells = await rowOf(page, sku).getByRole('cell').allInnerTexts();
  return cells.slice(3, 6).map((c) => c.trim());
}

async function pickItem(page: Page, dialogName: string, label: string, sku: string) {
  const box = page.getByRole('dialog', { name: dialogName }).getByRole('combobox', { name: label });
  await box.fill(sku);
  await page.getByRole('option', { name: new RegExp(sku) }).click();
}

test.describe('Marine Warehouse (marine_warehouse)', () => {
  test('receive goods, count stock, an issue beyond stock refused, and the item history', async () => {
    await withPage(async (page) => {
      await signIn(page, 'marine_warehouse');
      expect(pathOf(page)).toBe('/marine/warehouse');
      await stockTable(page).waitFor();
      await screenshot(page, 'marine-warehouse');

      await page.getByLabel('Search stock levels').fill(item.sku);
      await expect.poll(() => levels(page, item.sku)).toEqual(['20', '0', '20']);

      // --- Receive 12 (a goods receipt document).
      await page.getByRole('button', { name: 'Receive goods' }).click();
      const receive = page.getByRole('dialog', { name: 'Receive goods' });
      await receive.waitFor();
      await receive.getByRole('button', { name: 'Post receipt' }).click();
      await receive.getByText('Please choose an item').waitFor();
      await pickItem(page, 'Receive goods', 'Item of line 1', item.sku);
      await receive.getByLabel('Quantity received on line 1').fill('12');
      await receive.getByLabel('Reference').fill('DN-2026-0142');
      await screenshot(page, 'marine-warehouse-receive');
      await receive.getByRole('button', { name: 'Post receipt' }).click();
      await expectToast(page, 'Goods received');
      await receive.waitFor({ state: 'detached' });
      await expect.poll(() => levels(page, item.sku)).toEqual(['32', '0', '32']);

      // --- Issue more than is available: the API's 409 names the item; nothing changes.
      await page.getByRole('button', { name: 'Issue stock' }).click();
      const issue = page.getByRole('dialog', { name: 'Issue stock' });
      await pickItem(page, 'Issue stock', 'Item', item.sku);
      await issue.getByLabel('Quantity').fill('40');
      await issue.getByRole('button', { name: 'Issue' }).click();
      await issue.getByRole('alert').filter({ hasText: item.sku }).waitFor();
      await screenshot(page, 'marine-warehouse-issue-refused');
      await issue.getByLabel('Quantity').fill('2');
      await issue.getByRole('button', { name: 'Issue' }).click();
      await expectToast(page, 'Stock issued');
      await expect.poll(() => levels(page, item.sku)).toEqual(['30', '0', '30']);

      // --- Count: 27 found on the shelf.
      await page.getByRole('button', { name: 'Count stock' }).click();
      const count = page.getByRole('dialog', { name: 'Count stock' });
      await pickItem(page, 'Count stock', 'Item of line 1', item.sku);
      await count.getByLabel('Counted on hand on line 1').fill('27');
      await count.getByRole('button', { name: 'Post count' }).click();
      await expectToast(page, 'Stock count posted');
      await expect.poll(() => levels(page, item.sku)).toEqual(['27', '0', '27']);

      // --- The documents list shows the receipt and the count.
      const docs = page.getByRole('table', { name: 'Documents' });
      await docs.getByRole('row').filter({ hasText: 'DN-2026-0142' }).waitFor();
      await expect(docs.getByRole('columnheader', { name: 'Posted (WIB)' })).toHaveCount(1);

      // --- The item's history: newest first, before → after, reason, reference, who, when (WIB).
      await rowOf(page, item.sku)
        .getByRole('button', { name: `History of ${item.sku}` })
        .click();
      const history = page.getByRole('dialog', { name: `History of ${item.sku}` });
      await history.waitFor();
      const moves = history.getByRole('table', { name: 'Stock moves' });
      await expect.poll(async () => (await moves.getByRole('row').allInnerTexts()).length).toBe(5);
      const rows = (await moves.getByRole('row').allInnerTexts()).map((r) => r.replace(/\s+/g, ' '));
      expect(rows[0]).toMatch(/When \(WIB\)/i);
      expect(rows[1]).toMatch(/^\d{2} \w{3} \d{4} \d{2}:\d{2} WIB Out 3 30 → 27 Stock count WH-\d{4}-\d{4}/);
      expect(rows[2]).toMatch(/Out 2 32 → 30 Damaged/);
      expect(rows[3]).toMatch(/In 12 20 → 32 Received WH-\d{4}-\d{4} · DN-2026-0142/);
      expect(rows[4]).toMatch(/In 20 0 → 20 Received/);
      await screenshot(page, 'marine-warehouse-history');
      await page.keyboard.press('Escape');
      await history.waitFor({ state: 'detached' });
      // Focus goes back to the button that opened it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`History of ${item.sku}`);
    });
  });

  test('low stock is marked', async () => {
    await withPage(async (page) => {
      // The second item received 20 with a threshold of 5: not low. Issue 16 through the API, then it is.
      const api = await shopApi('marine_warehouse');
      const second = (await api.get<{ data: Item[] }>(`/api/marine/inventory?q=${encodeURIComponent(product)}&sort=sku`)).data[1];
      await api.post('/api/marine/stock-mutation', { item_id: second.id, inout: 'out', quantity: 16, reason: 'damaged' });
      await signIn(page, 'marine_warehouse');
      await page.getByLabel('Search stock levels').fill(product);
      await expect(rowOf(page, second.sku)).toHaveText(/Low stock/, { useInnerText: true });
    });
  });
});
