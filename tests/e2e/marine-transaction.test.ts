// Marine Transaction (/marine/transaction) as marine_cs: lands there; an order taken from verifying to
// delivered one step at a time (stock reserved, then shipped out), with the packing slip; a stale step
// (another CS moved the order first) shows the 409 clearly; a cancel with its confirmation.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { pathOf, screenshot, signIn, suiteBrowser } from '../support/browser';
import { expectToast, settle } from './flight-support';
import { catalogueWithStock, type Item, MARINE_MANAGER, newCustomer, orderAt, type ShopApi, shopApi } from './marine-support';

const { withPage } = suiteBrowser();
let manager: ShopApi;
let items: Item[];
let customer: string;
let first: number;
let second: number;

beforeAll(async () => {
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

const order = (page: Page, id: number) => page.getByRole('dialog', { name: new RegExp(`^Order #${id}`) });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const available = async (id: number) => await manager.get<{ on_hand: number; reserved: number }>(`/api/marine/inventory/${id}`);

async function openOrder(page: Page, id: number) {
  await page.getByLabel('Search').fill(String(id));
  await page
    .getByRole('row')
    .filter({ hasText: `#${id}` })
    .click();
  await order(page, id).getByRole('table', { name: 'Lines' }).waitFor();
}

async function step(page: Page, id: number, to: string) {
  await order(page, id)
    .getByRole('button', { name: `Mark as ${to}` })
    .click();
  await expectToast(page, `Order #${id} is ${to.toLowerCase()}`);
  await order(page, id).getByTestId('order-status').filter({ hasText: to }).waitFor();
}

describe('Marine Transaction (marine_cs)', () => {
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
      // Shipping needs the courier and the tracking number: the API's messages land on the fields.
      await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
      await dialog.getByText('Please input the courier').waitFor();
      await dialog.getByLabel('Courier').fill('JNE');
      await dialog.getByLabel('Tracking number').fill('JNE0012345678');
      await step(page, first, 'Shipped');
      expect(await available(items[0].id)).toMatchObject({ on_hand: 8, reserved: 0 });
      await step(page, first, 'Delivered');
      expect(await dialog.getByRole('button', { name: /^Mark as/ }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      const history = await dialog.getByRole('region', { name: 'Status history' }).getByRole('listitem').allInnerTexts();
      expect(history).toHaveLength(7);
      expect(history.at(-1)?.replace(/\s+/g, ' ')).toMatch(/^\d{2} \w{3} \d{4} \d{2}:\d{2} WIB Shipped → Delivered by /);
      await settle(page);
      await screenshot(page, 'marine-transaction-delivered');

      await dialog.getByRole('button', { name: 'Packing slip' }).click();
      const slip = page.getByRole('dialog', { name: `Packing slip #${first}` });
      await slip.getByText('JNE0012345678').waitFor();
      await settle(page);
      await screenshot(page, 'marine-transaction-packing-slip');
      await slip.getByRole('button', { name: 'Close' }).click();
    });
  });

  test('a stale step is a clear 409; a cancel asks first and releases nothing it did not hold', async () => {
    await withPage(async (page) => {
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
