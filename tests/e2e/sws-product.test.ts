// Watersports Product (/watersports/product): as the watersports admin, a board created with its specs
// (a missing one named) and two sizes, a spec edited, stock received for an item and its history read; as
// the watersports manager, the seeded catalogue listed.

import { expect, test } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import { expectToast, openFromMenu } from './flight-support';
import { tag } from './marine-support';

const { withPage } = suiteBrowser();

async function pick(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const specsOf = (page: Page) => page.getByLabel('Items and stock').getByRole('definition');

test.describe('Watersports Product', () => {
  test('the admin creates a board with specs and two sizes, edits a spec, receives stock and reads the history', async () => {
    const t = tag();
    const product = `E2E Allround iSUP ${t}`;
    const sku = `SUP-${t}`;
    await withPage(async (page) => {
      await signIn(page, 'watersports');
      await openFromMenu(page, 'Product', '/watersports/product');
      await page.getByRole('table', { name: 'Products' }).waitFor();

      await page.getByRole('button', { name: '+ Add Product' }).click();
      const dialog = page.getByRole('dialog', { name: 'New watersports product' });
      await dialog.getByText('Choose a category first').waitFor();
      await dialog.getByLabel('Name').fill(product);
      await pick(page, dialog.getByLabel('Category'), 'Surf & SUP Boards (board)');
      await dialog.getByLabel('Length in cm').fill('320');
      await dialog.getByLabel('Width in cm').fill('81.5');
      await dialog.getByLabel('Thickness in cm').fill('15');
      await dialog.getByLabel('Weight capacity in kg').fill('120');
      await pick(page, dialog.getByLabel('Construction'), 'Inflatable');
      await pick(page, dialog.getByLabel('Size of item 1'), '9\'6"');
      await dialog.getByLabel('SKU of item 1').fill(`${sku}-96`.toLowerCase());
      await dialog.getByLabel('Price of item 1').fill('6.450.000');
      await dialog.getByLabel('Weight of item 1 in grams').fill('9500');
      await dialog.getByRole('button', { name: '+ Add item' }).click();
      await pick(page, dialog.getByLabel('Size of item 2'), '10\'6"');
      await dialog.getByLabel('SKU of item 2').fill(`${sku}-106`);
      await dialog.getByLabel('Price of item 2').fill('6.950.000');
      await dialog.getByLabel('Weight of item 2 in grams').fill('10800');
      // the volume is required by the board's kind: named, and nothing is sent
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await dialog.getByText('Please input volume (L)').waitFor();
      await dialog.getByLabel('Volume in L').fill('300');
      await screenshot(page, 'sws-product-dialog');
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await expectToast(page, 'Product created');
      await dialog.waitFor({ state: 'detached' });

      // --- the list row: specs summary, items, price range in IDR; its items and specs
      await page.getByLabel('Search products').fill(sku.toLowerCase());
      const row = page.getByRole('row').filter({ hasText: product });
      await expect.poll(async () => (await row.innerText()).replace(/\s+/g, ' ')).toContain('320 cm · 81.5 cm · 15 cm');
      await row.getByRole('button', { name: `Stock of product ${product}` }).click();
      const panel = page.getByLabel('Items and stock');
      await expect.poll(async () => (await panel.getByTestId('sws-item-row').allInnerTexts()).length).toBe(2);
      const items = (await panel.getByTestId('sws-item-row').allInnerTexts()).map((r) => r.replace(/\s+/g, ' '));
      expect(items[0]).toContain(`${sku}-96`);
      expect(items[0]).toContain('9,5 kg');
      expect(await specsOf(page).allInnerTexts()).toContain('300 L');

      // --- edit a spec
      await page.getByRole('button', { name: `Edit product ${product}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit product ${product}` });
      expect(await edit.getByLabel('Width in cm').inputValue()).toBe('81.5');
      await edit.getByLabel('Volume in L').fill('310');
      await edit.getByRole('button', { name: 'Save product' }).click();
      await expectToast(page, 'Product saved');
      await edit.waitFor({ state: 'detached' });
      await expect.poll(async () => specsOf(page).allInnerTexts()).toContain('310 L');

      // --- receive stock for the first item, then its history
      await panel.getByRole('button', { name: `Receive or adjust stock of ${sku}-96` }).click();
      const stock = page.getByRole('dialog', { name: `Stock of ${sku}-96` });
      await stock.getByLabel('Quantity received').fill('6');
      await stock.getByLabel('Reference').fill(`GR-${t}`);
      await stock.getByRole('button', { name: 'Receive' }).click();
      await expectToast(page, `${sku}-96: 6 on hand`);
      await stock.waitFor({ state: 'detached' });
      await expect.poll(async () => (await panel.getByTestId('sws-item-row').first().innerText()).replace(/\s+/g, ' ')).toMatch(/ 6 0 6/);
      await screenshot(page, 'sws-product-items');
      await panel.getByRole('button', { name: `History of ${sku}-96` }).click();
      const history = page.getByRole('dialog', { name: `History of ${sku}-96` });
      await expect.poll(async () => (await history.getByRole('row').allInnerTexts()).join('\n').replace(/\s+/g, ' ')).toContain('0 → 6');
      expect((await history.getByRole('row').allInnerTexts()).join(' ')).toContain(`GR-${t}`);
      await screenshot(page, 'sws-product-history');
    });
  });

  test('the watersports manager sees the seeded catalogue', async () => {
    await withPage(async (page) => {
      await signIn(page, 'manager.watersports@example.com');
      await openFromMenu(page, 'Product', '/watersports/product');
      const table = page.getByRole('table', { name: 'Products' });
      await table.waitFor();
      await expect.poll(async () => (await table.getByRole('row').count()) > 5).toBe(true);
      await screenshot(page, 'sws-product-manager');
    });
  });
});
