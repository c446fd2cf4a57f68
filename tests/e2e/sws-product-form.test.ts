// Watersports Product (issue 41 items 8 and 12), as the watersports admin: Stock on a product's row brings
// its items panel into view with the focus in it, and Close gives the focus back; the product form shows
// the spec range errors together with the item errors at the first submit, and offers a surfboard the
// watersports sizes, not the marine-only ones ("15-25 HP", "500 ml").
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR, screenshot, signIn, suiteBrowser } from '../support/browser';
import { openFromMenu } from './flight-support';

const { withPage } = suiteBrowser();

/** Whether the element's top part is inside the window and drawn there (nothing over it). */
const inView = (element: Locator) =>
  element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + Math.min(40, r.width / 2), r.top + Math.min(20, r.height / 2));
    return r.top >= 0 && r.top < window.innerHeight - 40 && !!hit && el.contains(hit);
  });

async function openScreen(page: Page) {
  await signIn(page, 'watersports');
  await openFromMenu(page, 'Product', '/watersports/product');
  await page.getByRole('table', { name: 'Products' }).waitFor();
}

test.describe('Watersports Product: stock panel and product form', () => {
  test('Stock opens the items panel in view with the focus, Close returns it', async () => {
    await withPage(async (page) => {
      await openScreen(page);
      await page.getByLabel('Rows per page').selectOption('25');
      const rows = page.getByRole('table', { name: 'Products' }).locator('tbody tr');
      await expect(rows).toHaveCount(25);
      const stock = rows.last().getByRole('button', { name: /^Stock of product / });
      const label = (await stock.getAttribute('aria-label')) ?? '';
      await stock.click();
      const panel = page.getByRole('region', { name: 'Items and stock' });
      await expect.poll(() => panel.getByTestId('sws-item-row').count()).toBeGreaterThan(0);
      await expect.poll(() => inView(panel)).toBe(true);
      expect(await inView(panel.getByTestId('sws-item-row').first())).toBe(true);
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await screenshot(page, 'sws-product-stock-panel');
      // What the window shows (a full-page shot draws the whole list).
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'sws-product-stock-panel-window.png') });

      await panel.getByRole('button', { name: 'Close' }).click();
      await panel.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
    });
  });

  test('a surfboard: spec range and item errors at the first submit, and only watersports sizes', async () => {
    await withPage(async (page) => {
      await openScreen(page);
      await page.getByRole('button', { name: '+ Add Product' }).click();
      const dialog = page.getByRole('dialog', { name: 'New watersports product' });
      await dialog.getByLabel('Name').fill('Longboard 9\'6"');
      await dialog.getByLabel('Category').click();
      await page.getByRole('option', { name: 'Surf & SUP Boards (board)', exact: true }).click();
      await dialog.getByLabel('Length in cm').fill('600');

      await dialog.getByLabel('Size of item 1').click();
      const sizes = await page.getByRole('option').allInnerTexts();
      expect(sizes).toContain('9\'6"');
      expect(sizes).not.toContain('15-25 HP');
      expect(sizes).not.toContain('500 ml');
      await page.keyboard.press('Escape');

      // No size and no SKU on the item, a length above the board's 500 cm: all said at once.
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await dialog.getByText('Length (cm) may be at most 500').waitFor();
      await dialog.getByText('Please choose a size').waitFor();
      await dialog.getByText('Please input width (cm)').waitFor();
      await screenshot(page, 'sws-product-form-errors');
    });
  });
});
