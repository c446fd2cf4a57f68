// The order dialog of both shops' Transaction screens, as a CS person works it: find an order by its number,
// open it, move it one step, and what a delivered order shows.

import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { expectToast } from './flight-support';

export const order = (page: Page, id: number) => page.getByRole('dialog', { name: new RegExp(`^Order #${id}`) });
export const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

export async function openOrder(page: Page, id: number) {
  await page.getByLabel('Search').fill(String(id));
  await page
    .getByRole('row')
    .filter({ hasText: `#${id}` })
    .click();
  await order(page, id).getByRole('table', { name: 'Lines' }).waitFor();
}

export async function step(page: Page, id: number, to: string) {
  await order(page, id)
    .getByRole('button', { name: `Mark as ${to}` })
    .click();
  await expectToast(page, `Order #${id} is ${to.toLowerCase()}`);
  await order(page, id).getByTestId('order-status').filter({ hasText: to }).waitFor();
}

/** Delivered is final: no step and no cancel left; the history's seven steps end with the delivery (who: `by`). */
export async function expectDelivered(dialog: Locator, by = '') {
  await expect(dialog.getByRole('button', { name: /^Mark as/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const history = await dialog.getByRole('region', { name: 'Status history' }).getByRole('listitem').allInnerTexts();
  expect(history).toHaveLength(7);
  expect(history.at(-1)?.replace(/\s+/g, ' ')).toMatch(new RegExp(`^\\d{2} \\w{3} \\d{4} \\d{2}:\\d{2} WIB Shipped → Delivered by ${by}`));
}

/** Ready to ship to shipped: the courier and tracking number are asked for first (the API's messages on the fields). */
export async function ship(page: Page, id: number, courier: string, tracking: string) {
  const dialog = order(page, id);
  await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
  await dialog.getByText('Please input the courier').waitFor();
  await dialog.getByLabel('Courier').fill(courier);
  await dialog.getByLabel('Tracking number').fill(tracking);
  await step(page, id, 'Shipped');
}

/** Opens the order's packing slip (it names the tracking number), photographs it and closes it; answers its text. */
export async function packingSlip(page: Page, id: number, tracking: string, shot: string) {
  await order(page, id).getByRole('button', { name: 'Packing slip' }).click();
  const slip = page.getByRole('dialog', { name: `Packing slip #${id}` });
  await slip.getByText(tracking).waitFor();
  const text = await slip.innerText();
  await screenshot(page, shot);
  await slip.getByRole('button', { name: 'Close' }).click();
  return text;
}
