// Editing a request and rebuilding its schedule from the detail screen: a base manager's request (made
// through the API) is edited in the 'Edit request' dialog (a stale version first: 409, toast, reload), the
// PIC and finance approve it, finance records the first of two instalments and rebuilds the rest into 3:
// the paid one stays and the instalments still add up to the total.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { pathOf, screenshot, signIn, suiteBrowser } from '../support/browser';
import { apiAs, expectToast, openFromMenu, randomDigits } from './flight-support';

const { withPage } = suiteBrowser();

interface Payment {
  seq: number;
  amount: number;
  paid_at: string | null;
  paid_amount: number | null;
}
interface Detail {
  id: number;
  company: string;
  version: number;
  total: number;
  status: number;
  payment_type_tenor: number;
  items: { name: string; amount: number; quantity: number }[];
  payments: Payment[];
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const status = (page: Page) => page.locator('main').getByTestId('purchase-status').first().innerText();

/** Open a request from one tab of the list (a click: a full load of /purchase/{id} lands on /). */
async function openFromList(page: Page, tab: string, vendor: string) {
  await openFromMenu(page, 'Purchase', '/purchase');
  await page.getByRole('tab', { name: tab }).click();
  const row = page.locator('tbody tr', { hasText: vendor });
  await row.waitFor();
  await row.getByRole('cell').nth(2).click();
  await page.waitForURL((url) => /^\/purchase\/\d+$/.test(url.pathname));
  await page.getByRole('heading', { name: /^SA-APP\/PR\// }).waitFor();
}

test.describe('purchase request: edit and rebuild the schedule', () => {
  test('creator edits, PIC and finance approve, finance pays one instalment and rebuilds the rest into 3', async () => {
    test.setTimeout(240_000);
    const vendor = `PT Baling Nusantara ${randomDigits(5)}`;
    const edited = `${vendor} Edited`;
    const base = await apiAs('airline_base');
    const leads = await base.get<{ data: { id: number; email: string }[] }>('/api/user/managements?limit=10000');
    const lead = leads.data.find((l) => l.email === 'manager@example.com');
    expect(lead).toBeDefined();
    const { id } = await base.post('/api/purchase', {
      company: vendor,
      company_phone: '0812 1111 2222',
      lead_id: lead?.id,
      payment_type: 1,
      payment_type_tenor: 2,
      payment_due_date: '2026-12-01',
      items: [{ name: 'Propeller overhaul', amount: 10_000_000, quantity: 1 }],
    });

    // --- The creator edits it (a stale version first).
    await withPage(async (page) => {
      await signIn(page, 'airline_base');
      await openFromList(page, 'Mine', vendor);
      expect(Number(pathOf(page).split('/').pop())).toBe(id);
      expect(await status(page)).toBe('APPROVAL PIC');

      await page.getByRole('button', { name: 'Edit request' }).click();
      let edit = dialog(page, 'Edit request');
      await edit.waitFor();
      expect(await edit.getByLabel('Vendor (company)').inputValue()).toBe(vendor);
      expect(await edit.getByLabel('Item 1 name').inputValue()).toBe('Propeller overhaul');
      // Someone changes the request meanwhile: saving answers 409, a toast, and the detail reloads.
      await base.post('/api/purchase/item', { purchase_id: id, name: 'Gasket set', amount: 100_000, quantity: 1 });
      await edit.getByLabel('Notes').fill('stale');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(page, 'The request changed: reload it', 'error');
      await edit.waitFor({ state: 'detached' });
      await expect(page.getByTestId('purchase-total')).toHaveText('IDR 10.100.000', { useInnerText: true });

      await page.getByRole('button', { name: 'Edit request' }).click();
      edit = dialog(page, 'Edit request');
      await edit.waitFor();
      await expect(edit.getByTestId('edit-item-row')).toHaveCount(2);
      // The schema's messages first: an empty vendor.
      await edit.getByLabel('Vendor (company)').fill('');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await edit.getByText('Please input company').waitFor();

      await edit.getByLabel('Vendor (company)').fill(edited);
      await edit.getByLabel('Vendor address').fill('Jl. Ahmad Yani 5, Timika');
      await edit.getByLabel('Notes').fill('Two blades found out of limits');
      await edit.getByLabel('Item 1 quantity').fill('2');
      await edit.getByRole('button', { name: 'Remove item 2' }).click();
      await edit.getByRole('button', { name: '+ Add item' }).click();
      await edit.getByLabel('Item 2 name').fill('Spinner assembly');
      await edit.getByLabel('Item 2 unit price').fill('2,500,000');
      await expect(edit.getByTestId('edit-total')).toHaveText('IDR 22.500.000', { useInnerText: true });
      await screenshot(page, 'purchase-edit-dialog');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(page, 'Request updated');
      await edit.waitFor({ state: 'detached' });
      await expect(page.getByTestId('purchase-total')).toHaveText('IDR 22.500.000', { useInnerText: true });
      await page.getByText(edited).first().waitFor();
      await expect(page.getByRole('region', { name: 'Items' })).toContainText('Spinner assembly', { useInnerText: true });
      await expect(page.getByTestId('payment-row')).toHaveCount(2);
    });

    const after = await base.get<Detail>(`/api/purchase/${id}`);
    expect(after.company).toBe(edited);
    expect(after.items.map((i) => [i.name, i.amount, i.quantity])).toEqual([
      ['Propeller overhaul', 10_000_000, 2],
      ['Spinner assembly', 2_500_000, 1],
    ]);

    // --- The PIC and finance approve (through the API: the approval screens are covered by purchase-flow).
    const manager = await apiAs('manager');
    await manager.post(`/api/purchase/${id}/approve`, { version: after.version });
    const finance = await apiAs('airline_finance');
    const pending = await finance.get<Detail>(`/api/purchase/${id}`);
    await finance.post(`/api/purchase/${id}/approve`, { version: pending.version });

    // --- Finance records the first instalment and rebuilds the remaining schedule into 3.
    await withPage(async (page) => {
      await signIn(page, 'airline_finance');
      await openFromList(page, 'Waiting for me', edited);
      expect(await status(page)).toBe('WAITING PAYMENT');
      await page.getByRole('button', { name: 'Record payment 1' }).click();
      const pay = dialog(page, 'Record payment 1 of 2');
      await pay.getByLabel('Reference').fill(`TRF-${randomDigits(6)}`);
      await pay.getByRole('button', { name: 'Record payment' }).click();
      await expectToast(page, 'Payment 1 recorded');
      await pay.waitFor({ state: 'detached' });
      await expect.poll(() => status(page)).toBe('PARTIALLY PAID');

      await page.getByRole('button', { name: 'Rebuild schedule' }).click();
      const rebuild = dialog(page, 'Rebuild schedule');
      await rebuild.waitFor();
      expect(await rebuild.getByLabel('Number of instalments').inputValue()).toBe('1');
      expect(await rebuild.getByLabel('First due date').inputValue()).toBe('2027-01-01');
      await rebuild.getByLabel('Number of instalments').fill('3');
      await rebuild.getByLabel('First due date').fill('2027-02-01');
      await screenshot(page, 'purchase-rebuild-dialog');
      await rebuild.getByRole('button', { name: 'Rebuild schedule' }).click();
      await expectToast(page, 'Schedule rebuilt: 3 instalment(s) for IDR 11.250.000');
      await rebuild.waitFor({ state: 'detached' });
      await expect(page.getByTestId('payment-row')).toHaveCount(4);
      const rows = await page.getByTestId('payment-row').allInnerTexts();
      expect(rows[0]).not.toContain('Unpaid');
      expect(rows[0]).toContain('IDR 11.250.000');
      for (const row of rows.slice(1)) {
        expect(row).toContain('Unpaid');
        expect(row).toContain('IDR 3.750.000');
      }
      expect(await page.getByTestId('purchase-outstanding').innerText()).toBe('IDR 11.250.000');
      expect(await status(page)).toBe('PARTIALLY PAID');
      await expect(page.getByTestId('purchase-history')).toContainText('3 unpaid instalment(s)', { useInnerText: true });
      await screenshot(page, 'purchase-detail-rebuilt');
    });

    const rebuilt = await finance.get<Detail>(`/api/purchase/${id}`);
    expect(rebuilt.payments.map((x) => x.seq)).toEqual([1, 2, 3, 4]);
    expect(rebuilt.payments[0].paid_at).not.toBeNull();
    expect(rebuilt.payments[0].paid_amount).toBe(11_250_000);
    expect(rebuilt.payments.slice(1).every((x) => x.paid_at === null)).toBe(true);
    const cents = rebuilt.payments.reduce((s, x) => s + Math.round(x.amount * 100), 0);
    expect(cents).toBe(Math.round(rebuilt.total * 100));
    expect(rebuilt.total).toBe(22_500_000);
    expect(rebuilt.payment_type_tenor).toBe(4);
  });
});
