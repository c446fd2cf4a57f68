// Watersports Transaction (/watersports/transaction), the marine screen's components on the sws/trx API:
// watersports_cs takes an order from verifying to delivered (stock reserved, then shipped out) with the
// packing slip, and cancels another after its confirmation; the watersports admin sees the status tabs with
// their counts.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import { expectToast, openFromMenu } from './flight-support';
import { type Item, newCustomer, orderAt, type ShopApi, shopApi } from './marine-support';
import { expectDelivered, openOrder, order, packingSlip, ship, step, tab } from './order-steps';
import { swsCatalogueWithStock, swsStock } from './sws-support';

const { withPage } = suiteBrowser();
const SCREEN = '/watersports/transaction';
let manager: ShopApi;
let items: Item[];
let first: number;
let second: number;

test.beforeAll(async () => {
  manager = await shopApi('manager.watersports@example.com');
  const made = await swsCatalogueWithStock(6);
  items = made.items;
  const { id } = await newCustomer(manager, `Made Wirawan ${made.tag}`);
  // 2 × 2,450,000 + 1 × 3,100,000 + shipping 25,000 = 8,025,000.
  const lines = [
    { item_id: items[0].id, quantity: 2 },
    { item_id: items[1].id, quantity: 1 },
  ];
  first = (await orderAt(manager, id, lines, 1, 'watersports')).id;
  second = (await orderAt(manager, id, [{ item_id: items[0].id, quantity: 1 }], 2, 'watersports')).id;
});

async function openScreen(page: Page, role: string) {
  await signIn(page, role);
  await openFromMenu(page, 'Transaction', SCREEN);
  await tab(page, 'Verifying').waitFor();
}

test.describe('Watersports Transaction (watersports_cs)', () => {
  test('an order from verifying to delivered, with the packing slip', async () => {
    await withPage(async (page) => {
      await openScreen(page, 'watersports_cs');
      expect(await tab(page, 'Verifying').getAttribute('aria-selected')).toBe('true');
      await screenshot(page, 'sws-transaction');

      await openOrder(page, first);
      const dialog = order(page, first);
      expect(await dialog.getByTestId('order-total').innerText()).toBe('IDR 8.025.000');
      expect(await dialog.innerText()).toMatch(/Placed \d{2} \w{3} \d{4} \d{2}:\d{2} WIB/);
      await expect(dialog.getByRole('table', { name: 'Lines' })).toContainText(items[0].sku, { useInnerText: true });
      await screenshot(page, 'sws-transaction-order');

      await step(page, first, 'Ready to process');
      expect(await swsStock(items[0].id)).toEqual({ on_hand: 6, reserved: 3 });
      await step(page, first, 'In process');
      await step(page, first, 'Ready to ship');
      await ship(page, first, 'SiCepat', 'SCP0098765432');
      expect(await swsStock(items[0].id)).toEqual({ on_hand: 4, reserved: 1 });
      expect(await swsStock(items[1].id)).toEqual({ on_hand: 5, reserved: 0 });
      await step(page, first, 'Delivered');
      await expectDelivered(dialog, 'Demo Watersports - Customer Service');
      await screenshot(page, 'sws-transaction-delivered');

      expect(await packingSlip(page, first, 'SCP0098765432', 'sws-transaction-packing-slip')).toContain(`Watersports · order #${first}`);
    });
  });

  test('a cancel asks first, then releases what the order held', async () => {
    await withPage(async (page) => {
      await openScreen(page, 'watersports_cs');
      await tab(page, 'Ready to process').click();
      await openOrder(page, second);
      const dialog = order(page, second);
      expect((await swsStock(items[0].id)).reserved).toBe(1);
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      const confirm = page.getByRole('alertdialog', { name: `Cancel order #${second}?` });
      await screenshot(page, 'sws-transaction-cancel');
      await confirm.getByRole('button', { name: 'Keep it' }).click();
      await dialog.getByTestId('order-status').filter({ hasText: 'Ready to process' }).waitFor();
      expect((await swsStock(items[0].id)).reserved).toBe(1);
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await confirm.getByRole('button', { name: 'Cancel the order' }).click();
      await expectToast(page, `Order #${second} canceled`);
      await dialog.getByTestId('order-status').filter({ hasText: 'Canceled' }).waitFor();
      expect(await swsStock(items[0].id)).toEqual({ on_hand: 4, reserved: 0 });
      await page.keyboard.press('Escape');
      await tab(page, 'Canceled').click();
      await page.getByLabel('Search').fill(String(second));
      await page
        .getByRole('row')
        .filter({ hasText: `#${second}` })
        .waitFor();
    });
  });

  test('a tab chosen while the server is slow stays chosen when a search follows', async () => {
    await withPage(async (page) => {
      await openScreen(page, 'watersports_cs');
      // Hold the screen's navigations until the search has asked for its own: the search must build on
      // the tab's change still under way, not on the URL before it.
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const held: string[] = [];
      await page.route(
        (url) => url.pathname === SCREEN,
        async (route) => {
          held.push(route.request().url());
          await released;
          await route.continue();
        },
      );
      await tab(page, 'Canceled').click();
      await page.getByLabel('Search').fill(String(second));
      await expect.poll(() => held.some((u) => u.includes('orders.q='))).toBe(true);
      release();
      await expect(tab(page, 'Canceled')).toHaveAttribute('aria-selected', 'true');
      await page
        .getByRole('row')
        .filter({ hasText: `#${second}` })
        .waitFor();
    });
  });
});

test.describe('Watersports Transaction (watersports)', () => {
  test('sees a tab per status with the count of the watersports orders', async () => {
    await withPage(async (page) => {
      await openScreen(page, 'watersports');
      const { counts } = await manager.get<{ counts: Record<string, number> }>('/api/sws/trx/status/1?limit=1');
      expect(counts['6']).toBeGreaterThanOrEqual(1);
      expect(counts['99']).toBeGreaterThanOrEqual(1);
      for (const [status, count] of Object.entries(counts)) {
        await expect.poll(() => page.getByTestId(`count-${status}`).innerText(), { message: `count of ${status}` }).toBe(String(count));
      }
      await tab(page, 'Delivered').click();
      await page
        .getByRole('row')
        .filter({ hasText: `#${first}` })
        .waitFor();
      await screenshot(page, 'sws-transaction-admin');
    });
  });
});
