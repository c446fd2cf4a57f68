// The print frame shows the whole paper (issue 41 item 6): its button bar sits above the paper, never over
// its head. The packing slip of a marine order and a purchase request's print: their first lines are seen
// (nothing drawn over them) on screen, and in print the paper starts at the top of the page.

import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR, screenshot, settleAnimations, signIn, suiteBrowser } from '../support/browser';
import { apiAs, openFromMenu, randomDigits } from './flight-support';
import { catalogueWithStock, MARINE_MANAGER, newCustomer, orderAt, shopApi } from './marine-support';
import { openOrder, order } from './order-steps';

const { withPage } = suiteBrowser();
let orderId: number;

test.beforeAll(async () => {
  const manager = await shopApi(MARINE_MANAGER);
  const made = await catalogueWithStock(manager, 5);
  const { id } = await newCustomer(manager, `Siti Rahmawati ${made.tag}`);
  orderId = (await orderAt(manager, id, [{ item_id: made.items[0].id, quantity: 2 }], 1)).id;
});

/** Whether the element is inside the window and the topmost thing at its centre (not under the bar). */
const seen = (element: Locator) =>
  element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= window.innerHeight && !!hit && el.contains(hit);
  });

/** The paper's head lines are seen on screen, below the bar; in print the paper is the page's top. */
async function expectWholePaper(page: Page, frame: Locator, heads: Locator[], shot: string) {
  await settleAnimations(page);
  const paper = frame.locator('[data-print-paper]');
  const bar = frame.locator('[data-print-chrome]');
  const paperTop = await paper.evaluate((el) => el.getBoundingClientRect().top);
  const barBottom = await bar.evaluate((el) => el.getBoundingClientRect().bottom);
  expect(paperTop).toBeGreaterThanOrEqual(barBottom);
  for (const head of heads) expect(await seen(head), await head.innerText()).toBe(true);
  await screenshot(page, shot);

  await page.emulateMedia({ media: 'print' });
  try {
    await expect(bar).toBeHidden();
    expect(await paper.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(40);
    for (const head of heads) expect(await seen(head), `${await head.innerText()} in print`).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${shot}-print.png`) });
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

test.describe('Print frame', () => {
  test('the packing slip shows its head: title, placed and printed times', async () => {
    await withPage(async (page) => {
      await signIn(page, 'marine_cs');
      await openOrder(page, orderId);
      await order(page, orderId).getByRole('button', { name: 'Packing slip' }).click();
      const slip = page.getByRole('dialog', { name: `Packing slip #${orderId}` });
      await slip.waitFor();
      const paper = slip.locator('[data-print-paper]');
      await expectWholePaper(
        page,
        slip,
        [paper.getByText('Packing slip', { exact: true }), paper.getByText(/^Placed .* WIB$/), paper.getByText(/^Printed .* WIB$/)],
        'print-paper-packing-slip',
      );
    });
  });

  test("the purchase request's print shows its head: the office, the title and the reference", async () => {
    const vendor = `PT Cetak Sentani ${randomDigits(5)}`;
    const base = await apiAs('airline_base');
    const leads = await base.get<{ data: { id: number; email: string }[] }>('/api/user/managements?limit=10000');
    await base.post('/api/purchase', {
      company: vendor,
      company_phone: '0812 1111 2222',
      lead_id: leads.data.find((l) => l.email === 'manager@example.com')?.id,
      payment_type: 1,
      payment_type_tenor: 1,
      payment_due_date: '2026-12-01',
      items: [{ name: 'Propeller overhaul', amount: 10_000_000, quantity: 1 }],
    });
    await withPage(async (page) => {
      await signIn(page, 'airline_base');
      await openFromMenu(page, 'Purchase', '/purchase');
      await page.getByRole('tab', { name: 'Mine' }).click();
      const row = page.locator('tbody tr', { hasText: vendor });
      await row.getByRole('cell').nth(2).click();
      await page.getByRole('heading', { name: /^SA-APP\/PR\// }).waitFor();
      await page.getByRole('button', { name: 'Print', exact: true }).click();
      const print = page.getByRole('dialog', { name: /^Print SA-APP\/PR\// });
      await print.waitFor();
      const paper = print.getByTestId('print-paper');
      await expectWholePaper(
        page,
        print,
        [
          paper.getByText('Ops Back-Office', { exact: true }),
          paper.getByText('PURCHASE REQUEST', { exact: true }),
          paper.getByTestId('print-reference'),
        ],
        'print-paper-purchase',
      );
    });
  });
});
