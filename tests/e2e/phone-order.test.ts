// A phone order on both shops' Transaction screens (issue 41.7): the CS creates the caller as a new
// customer, takes two items in their sizes with shipping and notes, finds the order on the Unpaid tab, is
// refused Verifying without the transfer receipt, uploads it in the order's dialog and moves the order on.
// Every figure is checked against the API's. A role without the order permission gets no button and a 403.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { baseURL, pathOf, screenshot, signIn, suiteBrowser } from '../support/browser';
import { expectToast, openFromMenu, randomDigits } from './flight-support';
import { catalogueWithStock, MARINE_MANAGER, ORDER_PATHS, type ShopApi, shopApi, tag, transferReceipt } from './marine-support';
import { order, step, tab } from './order-steps';
import { swsCatalogueWithStock, swsStock } from './sws-support';

const { withPage } = suiteBrowser();

interface ShopCase {
  unit: 'marine' | 'watersports';
  cs: string;
  screen: string;
  detail: (id: number) => string;
  /** The product's name and its two sizes' names, and a way to read an item's stock. */
  catalogue: () => Promise<{ product: string; sizes: [string, string]; items: { id: number }[] }>;
  stock: (itemId: number) => Promise<{ on_hand: number; reserved: number }>;
  /** Line 1: 2 of the first size, line 2: 1 of the second; shipping 25,000. */
  subtotal: number;
}

let marineManager: ShopApi;
test.beforeAll(async () => {
  marineManager = await shopApi(MARINE_MANAGER);
});

const SHOPS: ShopCase[] = [
  {
    unit: 'marine',
    cs: 'marine_cs',
    screen: '/marine/transaction',
    detail: (id) => `/api/marine/marine-trx/detail/${id}`,
    catalogue: async () => {
      const made = await catalogueWithStock(marineManager, 10);
      return { product: `E2E Mooring rope ${made.tag}`, sizes: [`10 m ${made.tag}`, `20 m ${made.tag}`], items: made.items };
    },
    stock: (id) => marineManager.get(`/api/marine/inventory/${id}`),
    subtotal: 2 * 175_000 + 350_000,
  },
  {
    unit: 'watersports',
    cs: 'watersports_cs',
    screen: '/watersports/transaction',
    detail: (id) => `/api/sws/trx-detail/${id}`,
    catalogue: async () => {
      const made = await swsCatalogueWithStock(6);
      return { product: `E2E Wetsuit 3/2 mm ${made.tag}`, sizes: [`M ${made.tag}`, `L ${made.tag}`], items: made.items };
    },
    stock: swsStock,
    subtotal: 2 * 2_450_000 + 3_100_000,
  },
];

/** 'IDR 1.500.000', as the screens write money. */
const idr = (n: number) => `IDR ${n.toLocaleString('de-DE')}`;

async function addLine(page: Page, n: number, product: string, size: string, quantity: number) {
  const dialog = page.getByRole('dialog', { name: 'New phone order' });
  await dialog.getByRole('combobox', { name: `Product of line ${n}` }).fill(product);
  await page.getByRole('option', { name: new RegExp(`^${product}`) }).click();
  await dialog.getByRole('combobox', { name: `Size of line ${n}` }).click();
  await page.getByRole('option', { name: new RegExp(`^${size} · IDR`) }).click();
  await dialog.getByLabel(`Quantity of line ${n}`).fill(String(quantity));
}

for (const shop of SHOPS)
  test.describe(`a phone order on the ${shop.unit} Transaction screen (${shop.cs})`, () => {
    test('new customer, two items, the order found, the receipt uploaded, and the order moved on', async () => {
      const cat = await shop.catalogue();
      const customer = `Rina Kurniawati ${tag()}`;
      const digits = randomDigits(4);
      const cs = await shopApi(shop.cs);
      await withPage(async (page) => {
        await signIn(page, shop.cs);
        if (new URL(page.url()).pathname !== shop.screen) await openFromMenu(page, 'Transaction', shop.screen);
        await page.getByRole('button', { name: '+ New order' }).click();
        const dialog = page.getByRole('dialog', { name: 'New phone order' });
        await dialog.getByRole('combobox', { name: 'Customer' }).waitFor();

        // The caller is new: created from the order, then picked.
        const opener = dialog.getByRole('button', { name: '+ New customer' });
        await opener.click();
        const created = page.getByRole('dialog', { name: 'New customer' });
        await created.getByLabel('Name').fill(customer);
        await created.getByLabel('Phone').fill(`0813 5555 ${digits}`);
        await created.getByLabel('Address').fill('Jl. Sam Ratulangi 12');
        await created.getByLabel('City').fill('Manado');
        await created.getByRole('button', { name: 'Create' }).click();
        await expectToast(page, 'Customer created');
        await created.waitFor({ state: 'detached' });
        await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
        await expect
          .poll(() => dialog.getByRole('combobox', { name: 'Customer' }).inputValue())
          .toBe(`${customer} · +62 813 5555 ${digits} · Manado`);
        await dialog.getByTestId('customer-address').filter({ hasText: 'Ships to Jl. Sam Ratulangi 12, Manado (ID)' }).waitFor();

        await addLine(page, 1, cat.product, cat.sizes[0], 2);
        await dialog.getByRole('button', { name: '+ Add item' }).click();
        await addLine(page, 2, cat.product, cat.sizes[1], 1);
        await dialog.getByLabel('Shipping cost (IDR)').fill('25.000');
        await dialog.getByLabel('Notes').fill('Call before delivery');
        await expect(dialog.getByTestId('new-order-total')).toHaveText(idr(shop.subtotal + 25_000), { useInnerText: true });
        expect(await dialog.getByTestId('new-order-subtotal').innerText()).toBe(idr(shop.subtotal));
        await screenshot(page, `phone-order-${shop.unit}-new`);

        await dialog.getByRole('button', { name: 'Take the order' }).click();
        await expectToast(page, /Order #\d+ taken, unpaid/);
        const id = Number(/#(\d+)/.exec(await page.getByTestId('toast').innerText())?.[1]);
        const api = await cs.get<{
          source: string;
          status: number;
          subtotal: number;
          shipping_cost: number;
          total: number;
          notes: string;
          customer: { name: string };
          shipping: { address: string; city: string };
          lines: { quantity: number; price: number }[];
          payment_proof: { url: string } | null;
        }>(shop.detail(id));
        expect(api).toMatchObject({
          source: 'phone',
          status: 0,
          subtotal: shop.subtotal,
          shipping_cost: 25_000,
          notes: 'Call before delivery',
        });
        expect(api.total).toBe(shop.subtotal + 25_000);
        expect(api.customer.name).toBe(customer);
        expect(api.shipping).toMatchObject({ address: 'Jl. Sam Ratulangi 12', city: 'Manado' });
        expect(api.lines.map((l) => l.quantity)).toEqual([2, 1]);

        // The list shows it on the Unpaid tab, with the API's total.
        await expect(tab(page, 'Unpaid')).toHaveAttribute('aria-selected', 'true');
        const row = page.getByRole('row').filter({ hasText: `#${id}` });
        await expect.poll(() => row.innerText().then((t) => t.replace(/\s+/g, ' '))).toContain(`${customer} Manado Phone 2`);
        await expect(row).toContainText(idr(api.total), { useInnerText: true });
        await screenshot(page, `phone-order-${shop.unit}-list`);
        await row.click();
        const detail = order(page, id);
        await detail.getByRole('table', { name: 'Lines' }).waitFor();
        expect(await detail.getByTestId('order-total').innerText()).toBe(idr(api.total));
        await expect(detail).toContainText('taken on the phone', { useInnerText: true });

        // Verifying without the receipt: the hint says so, and the API refuses.
        await detail.getByText('Verifying needs the payment proof').waitFor();
        await detail.getByRole('button', { name: 'Mark as Verifying' }).click();
        await detail
          .getByRole('alert')
          .filter({ hasText: `Attach the payment proof (the transfer receipt) first: order ${id} cannot move to verifying without it` })
          .waitFor();
        await screenshot(page, `phone-order-${shop.unit}-no-proof`);

        await detail.getByLabel('Transfer receipt file').setInputFiles({
          name: 'transfer-bca.jpg',
          mimeType: 'image/jpeg',
          buffer: await transferReceipt(),
        });
        await expectToast(page, `Payment proof attached to order #${id}`);
        const link = detail.getByRole('link', { name: 'Open the transfer receipt' });
        await link.waitFor();
        const proof = (await cs.get<typeof api>(shop.detail(id))).payment_proof;
        expect(proof).not.toBeNull();
        expect(new URL((await link.getAttribute('href')) ?? '', baseURL()).pathname).toBe(new URL(proof?.url ?? '', baseURL()).pathname);
        await expect(detail.getByText('Verifying needs the payment proof')).toHaveCount(0);

        await step(page, id, 'Verifying');
        await step(page, id, 'Ready to process');
        expect(await shop.stock(cat.items[0].id)).toMatchObject({ on_hand: shop.unit === 'marine' ? 10 : 6, reserved: 2 });
        expect(await shop.stock(cat.items[1].id)).toMatchObject({ reserved: 1 });
        const history = await detail.getByRole('region', { name: 'Status history' }).getByRole('listitem').allInnerTexts();
        expect(history.map((h) => h.replace(/\s+/g, ' ').replace(/^.*? WIB /, ''))).toEqual([
          `Placed by Demo ${shop.unit === 'marine' ? 'Marine' : 'Watersports'} - Customer Service: Order taken (phone)`,
          expect.stringMatching(/^Unpaid → Verifying by /),
          expect.stringMatching(/^Verifying → Ready to process by /),
        ]);
        await screenshot(page, `phone-order-${shop.unit}-ready`);
      });
    });
  });

test.describe('who may take an order', () => {
  test('a role without the order permission gets no New order button and a 403', async () => {
    for (const [who, screen, path] of [
      ['airline_cs', '/marine/transaction', ORDER_PATHS.marine.create],
      ['watersports_cs', '/marine/transaction', ORDER_PATHS.marine.create],
      ['marine_warehouse', '/watersports/transaction', ORDER_PATHS.watersports.create],
    ] as const) {
      await withPage(async (page) => {
        await signIn(page, who);
        // The screen is not theirs: the address leads to their own home, where no order is taken.
        await page.goto(screen);
        await page.locator('[data-testid="app-shell"][data-hydrated]').waitFor();
        expect(pathOf(page), who).not.toBe(screen);
        expect(await page.getByRole('button', { name: '+ New order' }).count(), who).toBe(0);
      });
      const api = await shopApi(who);
      const customer = await marineManager.post('/api/user', { name: `Nobody ${tag()}`, city: 'Ambon', address: 'Jl. Pattimura 1' });
      await expect(api.post(path, { customer_id: customer.id, lines: [{ item_id: 1, quantity: 1 }] })).rejects.toThrow(/: 403 /);
    }
  });
});

test.describe('the New order form', () => {
  test('opened from the keyboard, an empty order is refused at its fields; Escape gives the focus back', async () => {
    await withPage(async (page) => {
      await signIn(page, 'marine_cs');
      const opener = page.getByRole('button', { name: '+ New order' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'New phone order' });
      const customer = dialog.getByRole('combobox', { name: 'Customer' });
      await expect.poll(() => customer.evaluate((el) => el === document.activeElement)).toBe(true);
      await dialog.getByRole('button', { name: 'Take the order' }).click();
      await dialog.getByText('Please choose a customer').waitFor();
      await dialog.getByText('Please choose an item').waitFor();
      await screenshot(page, 'phone-order-refused');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });
});
