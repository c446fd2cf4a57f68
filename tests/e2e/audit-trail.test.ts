// Issue 43, the audit trail as admin: a customer's city edited, then read back in the customer dialog's
// history (who, when in WIB, what changed in words) and on the Activity screen (filtered by kind of record),
// and a crew member's licence expiry edited, then read in their page's change history tab.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import { apiAs, expectToast, openFromMenu } from './flight-support';
import { MARINE_MANAGER, newCustomer, shopApi, tag } from './marine-support';

const { withPage } = suiteBrowser();
let customer: { id: number; name: string };

test.beforeAll(async () => {
  const name = `Rina Audit ${tag()}`;
  customer = { id: (await newCustomer(await shopApi(MARINE_MANAGER), name)).id, name };
});

const rowOf = (page: Page, name: string) => page.getByRole('table', { name: 'Customers' }).getByRole('row').filter({ hasText: name });

test.describe('Audit trail (admin)', () => {
  test('an edit shows in the record’s history and on the Activity screen', async () => {
    await withPage(async (page) => {
      await signIn(page, 'admin');
      await openFromMenu(page, 'Customer', '/customer');
      await page.getByLabel('Search customers').fill(customer.name);
      await page.waitForURL((url) => url.searchParams.get('q') === customer.name);
      const edit = page.getByRole('dialog', { name: `Edit customer ${customer.name}` });
      await rowOf(page, customer.name)
        .getByRole('button', { name: `Edit customer ${customer.name}` })
        .click();
      await edit.getByLabel('City').fill('Tual');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Customer updated');
      await expect(rowOf(page, customer.name)).toContainText('Tual');

      // --- The customer dialog's history: the edit by admin, then the creation by the marine manager.
      await rowOf(page, customer.name)
        .getByRole('button', { name: `Edit customer ${customer.name}` })
        .click();
      await edit.getByText('History of changes').click();
      const history = edit.getByTestId('history-panel');
      await expect(history.locator('li').first()).toHaveText(/City changed from Makassar to Tual/, { useInnerText: true });
      expect(await history.locator('ol > li').first().innerText()).toMatch(/\d{2} \w{3} \d{4} \d{2}:\d{2} WIB/);
      await expect(history).toContainText('Customer created', { useInnerText: true });
      await screenshot(page, 'audit-customer-history');
      await page.keyboard.press('Escape');

      // --- Activity: every write, filtered to customers; the edit is on the first page, newest first.
      await openFromMenu(page, 'Activity', '/activity');
      const table = page.getByRole('table', { name: 'Activity' });
      await table.waitFor();
      await page.getByLabel('Filter by kind of record').click();
      await page.getByRole('option', { name: 'Customer', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('table') === 'customers');
      const row = table
        .getByRole('row')
        .filter({ hasText: `#${customer.id}` })
        .filter({ hasText: 'City changed from Makassar to Tual' });
      await row.waitFor();
      expect(await row.innerText()).toMatch(/WIB[\s\S]*Customer #\d+[\s\S]*update/);
      await screenshot(page, 'audit-activity');
    });
  });

  test('a crew member’s edit shows in their page’s change history', async () => {
    const admin = await apiAs('admin');
    const crew = (await admin.get<{ data: { name: string; crew_code: string; licence_expiry: string }[] }>('/api/flight/pilot?limit=1'))
      .data[0];
    const next = crew.licence_expiry === '2031-12-31' ? '2032-01-31' : '2031-12-31';
    await withPage(async (page) => {
      await signIn(page, 'admin');
      // The first crew member of the list's first page (the API's order is the screen's).
      await openFromMenu(page, 'Crews', '/flight/pilot');
      await page.getByRole('link', { name: crew.name, exact: true }).click();
      await page.waitForURL((url) => /^\/flight\/pilot\/\d+$/.test(url.pathname));
      await page.getByRole('button', { name: 'Edit crew member' }).click();
      const dialog = page.getByRole('dialog', { name: `Edit crew member ${crew.crew_code}` });
      await dialog.getByLabel('Licence expiry').fill(next);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Crew member updated');
      await page.getByRole('tab', { name: 'Change history' }).click();
      const history = page.getByTestId('history-panel');
      await expect
        .poll(() => history.locator('ol > li').first().innerText())
        .toMatch(new RegExp(`Demo Top Manager[\\s\\S]*WIB[\\s\\S]*Licence expiry changed from ${crew.licence_expiry} to ${next}`));
      await screenshot(page, 'audit-crew-history');
    });
  });
});
