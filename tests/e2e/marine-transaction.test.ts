import { expect, test } from '@playwright/test';
import { pathOf, screenshot, signIn, suiteBrowser } from '../support/browser';
import { expectToast } from './flight-support';
import { catalogueWithStock, type Item, MARINE_MANAGER, newCustomer, orderAt, type ShopApi, shopApi } from './marine-support';
import { expectDelivered, openOrder, order, packingSlip, ship, step, tab } from './order-steps';

const { withPage } = suiteBrowser();
let manager: ShopApi;
let items: Item[];
let customer: string;
let first: number;
let second: number;

test.beforeAll(async () => {
  manager = await shopApi(MARINE_MANAGER);
  const made = await catalogueWithStock(manager, 10);
  items = made.items;
  customer = `Siti Rahmawati ${made.tag}`;
  const { id } = await newCustomer(manager, customer);
  // 2 × 175,000 + 1 × 350,000 + shipping 25,000 = 725,000.
  const lines = [
    { item_id: items[0].id, quantity: 2 },
    { item_id: items[1].id, quantity: 1 },
  ];
  first = (await orderAt(manager, id, lines, 1)).id;
  second = (await orderAt(manager, id, [{ item_id: items[0].id, quantity: 1 }], 1)).id;
});

const available = async (id: number) => await manager.get<{ on_hand: number; reserved: number }>(`/api/marine/inventory/${id}`);

test.describe('Marine Transaction (marine_cs)', () => {
  test('an order from verifying to delivered, with the packing slip', async () => {
    await withPage(async (page) => {
      await signIn(page, 'marine_cs');
      expect(pathOf(page)).toBe('/marine/transaction');
      await tab(page, 'Verifying').waitFor();
      expect(await tab(page, 'Verifying').getAttribute('aria-selected')).toBe('true');
      await screenshot(page, 'marine-transaction');

      await openOrder(page, first);
      const dialog = order(page, first);
      expect(await dialog.getByTestId('order-total').innerText()).toBe('IDR 725.000');
      expect(await dialog.innerText()).toMatch(/Placed \d{2} \w{3} \d{4} \d{2}:\d{2} WIB/);
      await screenshot(page, 'marine-transaction-order');

      await step(page, first, 'Ready to process');
      expect(await available(items[0].id)).toMatchObject({ on_hand: 10, reserved: 2 });
      await step(page, first, 'In process');
      await step(page, first, 'Ready to ship');
      await ship(page, first, 'JNE', 'JNE0012345678');
      expect(await available(items[0].id)).toMatchObject({ on_hand: 8, reserved: 0 });
      await step(page, first, 'Delivered');
      await expectDelivered(dialog);
      await screenshot(page, 'marine-transaction-delivered');

      await packingSlip(page, first, 'JNE0012345678', 'marine-transaction-packing-slip');
    });
  });

  test('a stale step is a clear 409; a cancel asks first and releases nothing it did not hold', async () => {
    await withPage(async (page) => {
      // Without the realtime socket (a blocked WebSocket, the realtime server down): the other CS's step
      // does not reach this screen live, and the write's version check is what catches it.
      await page.route('**/api/realtime/**', (route) => route.abort());
      await signIn(page, 'marine_cs');
      await openOrder(page, second);
      // Another CS moves the order while this one has it open.
      await manager.put(`/api/marine/marine-trx/${second}`, { version: 2, status: 2 });
      const dialog = order(page, second);
      await dialog.getByRole('button', { name: 'Mark as Ready to process' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Someone else changed this order' }).waitFor();
      await screenshot(page, 'marine-transaction-stale');
      await dialog.getByRole('button', { name: 'Reload the order' }).click();
      await dialog.getByTestId('order-status').filter({ hasText: 'Ready to process' }).waitFor();
      expect((await available(items[0].id)).reserved).toBe(1);

      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      const confirm = page.getByRole('alertdialog', { name: `Cancel order #${second}?` });
      await confirm.getByRole('button', { name: 'Keep it' }).click();
      await dialog.getByTestId('order-status').filter({ hasText: 'Ready to process' }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await confirm.getByRole('button', { name: 'Cancel the order' }).click();
      await expectToast(page, `Order #${second} canceled`);
      await dialog.getByTestId('order-status').filter({ hasText: 'Canceled' }).waitFor();
      expect((await available(items[0].id)).reserved).toBe(0);
      await page.keyboard.press('Escape');
      await tab(page, 'Canceled').click();
      await page.getByLabel('Search').fill(String(second));
      await page
        .getByRole('row')
        .filter({ hasText: `#${second}` })
        .waitFor();
    });
  });
});
