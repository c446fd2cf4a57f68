// Purchase requests end to end, as the four roles of the chain use them: a base manager raises a request
// (IDR, two items, recurring payment over two instalments, meeting the form's own messages first), the PIC
// (Demo Management) approves it from 'Waiting for me', finance approves it and records both instalments, the
// request shows COMPLETE and its print dialog downloads a PNG. The chief pilot has no Purchase entry.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { pathOf, readMenu, SCREENSHOT_DIR, screenshot, signIn, suiteBrowser } from '../support/browser';
import { expectToast, menuLink, openFromMenu, randomDigits } from './flight-support';

const { withPage } = suiteBrowser();

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const status = (page: Page) => page.locator('main').getByTestId('purchase-status').first().innerText();

/** Open a request from the list's 'Waiting for me' tab (a click: a full load of /purchase/{id} lands on /). */
async function openWaiting(page: Page, vendor: string) {
  await openFromMenu(page, 'Purchase', '/purchase');
  await page.getByRole('tab', { name: 'Waiting for me' }).click();
  const row = page.locator('tbody tr', { hasText: vendor });
  await row.waitFor();
  await row.getByRole('cell').nth(2).click();
  await page.waitForURL((url) => /^\/purchase\/\d+$/.test(url.pathname));
  await page.getByRole('heading', { name: /^SA-APP\/PR\// }).waitFor();
}

test.describe('purchase requests', () => {
  test('airline_pilot has no Purchase menu entry', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_pilot');
      expect(await readMenu(page)).not.toContain('Purchase');
      await expect(menuLink(page, 'Purchase')).toHaveCount(0);
    });
  });

  test('base manager raises, PIC and finance approve, finance pays two instalments, print as PNG', async () => {
    test.setTimeout(240_000);
    const vendor = `PT Sinar Avionika ${randomDigits(5)}`;
    let id = 0;
    let reference = '';

    // --- airline_base raises the request.
    await withPage(async (page) => {
      await signIn(page, 'airline_base');
      // /purchase keeps a full load (spec 6's first-load rule).
      await page.goto('/purchase');
      expect(pathOf(page)).toBe('/purchase');
      await page.getByRole('button', { name: '+ New request' }).click();
      await page.waitForURL((url) => url.pathname === '/purchase/new');
      const form = page.getByRole('form', { name: 'New purchase request' });
      await form.waitFor();

      // Submitting the empty form shows the schema's messages beside the fields.
      await page.getByRole('button', { name: 'Submit request' }).click();
      await form.getByText('Please input company').waitFor();
      await form.getByText('Please choose a PIC (lead)').waitFor();
      await form.getByText('Please input item name').waitFor();
      // The first field in error has the caret; no toast repeats what the fields say.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe(await page.getByLabel('Vendor (company)').getAttribute('id'));
      await expect(page.getByTestId('toast')).toHaveCount(0);
      await screenshot(page, 'purchase-form-errors');

      await page.getByLabel('Vendor (company)').fill(vendor);
      await expect(form.getByText('Please input company')).toHaveCount(0);
      await page.getByLabel('Vendor phone').fill('0812 3456 7890');
      await page.getByLabel('Vendor address').fill('Jl. Bandara Sentani No. 12, Jayapura');
      await page.getByRole('combobox', { name: 'PIC' }).fill('Demo Management');
      await page.getByRole('option', { name: 'Demo Management (manager@example.com)' }).click();
      await page.getByLabel('Notes').fill('Transponder replacement for the Caravan fleet');

      await page.getByLabel('Item 1 name').fill('Garmin GTX 345 transponder');
      await page.getByLabel('Item 1 unit price').fill('15000000');
      await page.getByRole('button', { name: '+ Add item' }).click();
      await page.getByLabel('Item 2 name').fill('Installation kit');
      await page.getByLabel('Item 2 unit price').fill('1250000');
      await page.getByLabel('Item 2 quantity').fill('2');
      await page.getByLabel('Additional amount').fill('500000');
      await page.getByLabel('What for').fill('Shipping');
      await page.getByLabel('Discount', { exact: true }).fill('250000');
      // Live totals: 15,000,000 + 2 x 1,250,000 + 500,000 - 250,000.
      await expect(page.getByTestId('form-total')).toHaveText('IDR 17.750.000', { useInnerText: true });

      await page.getByLabel('Recurring (instalments)').check();
      await page.getByLabel('Number of instalments').fill('2');
      // A recurring payment without its first due date is refused by the schema.
      await page.getByRole('button', { name: 'Submit request' }).click();
      await form.getByText('Please input the first due date of a recurring payment').waitFor();
      await page.getByLabel('First due date').fill('2026-12-01');
      await page.getByLabel('Payment info').fill('Bank Mandiri 123-00-4567890-1 a.n. PT Sinar Avionika');
      // The quotation, uploaded with its progress bar; a file over 1 MB is refused before uploading.
      await page
        .getByLabel('Attachments')
        .setInputFiles({ name: 'quotation.txt', mimeType: 'text/plain', buffer: Buffer.from('GTX 345 quotation, 2 pages') });
      await expectToast(page, 'Attached quotation.txt');
      await page
        .getByLabel('Attachments')
        .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1_000_001, 1) });
      await page.getByRole('list', { name: 'Attached files' }).getByText('Too large: at most 1.000.000 bytes').waitFor();
      await page.getByRole('button', { name: 'Remove scan.pdf' }).click();
      // Each amount shows under its field as read.
      expect(await page.getByTestId('item-row').first().getByTestId('money-reading').innerText()).toBe('IDR 15.000.000');
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'purchase-form');

      await page.getByRole('button', { name: 'Submit request' }).click();
      await expectToast(page, 'Purchase request created');
      await page.waitForURL((url) => /^\/purchase\/\d+$/.test(url.pathname));
      id = Number(pathOf(page).split('/').pop());
      reference = `SA-APP/PR/${id}/${String(new Date().getUTCFullYear() % 100).padStart(2, '0')}`;
      await page.getByRole('heading', { name: reference }).waitFor();
      expect(await status(page)).toBe('APPROVAL PIC');
      expect(await page.getByTestId('purchase-total').innerText()).toBe('IDR 17.750.000');
      await expect(page.getByTestId('payment-row')).toHaveCount(2);
      expect(await page.getByRole('link', { name: 'Attachment 1' }).getAttribute('href')).toMatch(/^\/api\/upload\/[0-9a-f-]{36}$/);
      // The creator may not approve their own request.
      await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
      await screenshot(page, 'purchase-detail-created');

      // The list shows it under Mine with its total and status.
      await page.getByRole('link', { name: '‹ All purchase requests' }).click();
      await page.waitForURL((url) => url.pathname === '/purchase');
      // A base manager who is also a PIC may open on 'Waiting for me': Mine is one click.
      await page.getByRole('tab', { name: 'Mine' }).click();
      const row = page.locator('tbody tr', { hasText: vendor });
      await row.waitFor();
      await expect(row).toContainText('IDR 17.750.000', { useInnerText: true });
      await expect(row).toContainText('APPROVAL PIC', { useInnerText: true });
      await screenshot(page, 'purchase-list');
    });

    // --- The PIC (Demo Management) approves it from 'Waiting for me'.
    await withPage(async (page) => {
      await signIn(page, 'manager');
      const card = page.getByTestId('waiting-card');
      await card.getByText(reference).waitFor();
      await screenshot(page, 'purchase-home-waiting');
      await openWaiting(page, vendor);
      // A comment in the history first (an empty one is refused).
      await page.getByRole('button', { name: 'Comment', exact: true }).click();
      await page.getByText('Please write a comment').waitFor();
      await page.getByLabel('Add a comment').fill('Please attach the second quotation next time');
      await page.getByRole('button', { name: 'Comment', exact: true }).click();
      await expectToast(page, 'Comment added');
      await page.getByTestId('purchase-history').getByText('Please attach the second quotation next time').waitFor();
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      const approve = dialog(page, `Approve ${reference}`);
      await approve.getByLabel('Comment').fill('Needed before the C of A renewal');
      await approve.getByRole('button', { name: 'Approve' }).click();
      await expectToast(page, 'Approved as PIC');
      await expect.poll(() => status(page)).toBe('APPROVAL FINANCE');
      // Nothing left for the PIC to do.
      await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    });

    // --- Finance approves and records the two instalments.
    await withPage(async (page) => {
      await signIn(page, 'airline_finance');
      // Finance also has the All tab.
      await openFromMenu(page, 'Purchase', '/purchase');
      await page.getByRole('tab', { name: 'All' }).click();
      await page.locator('tbody tr', { hasText: vendor }).waitFor();
      await openWaiting(page, vendor);
      expect(await status(page)).toBe('APPROVAL FINANCE');
      // A rejection needs a reason: the dialog says so and stays open.
      await page.getByRole('button', { name: 'Reject' }).click();
      const reject = dialog(page, `Reject ${reference}`);
      await reject.getByRole('button', { name: 'Reject' }).click();
      await reject.getByText('Please input a reason for the rejection').waitFor();
      await page.keyboard.press('Escape');
      await reject.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      const approve = dialog(page, `Approve ${reference}`);
      await approve.getByRole('button', { name: 'Approve' }).click();
      await expectToast(page, 'Approved as finance');
      await expect.poll(() => status(page)).toBe('WAITING PAYMENT');

      for (const seq of [1, 2]) {
        await page.getByRole('button', { name: `Record payment ${seq}` }).click();
        const pay = dialog(page, `Record payment ${seq} of 2`);
        await pay.getByLabel('Reference').fill(`TRF-${randomDigits(6)}`);
        if (seq === 1) await screenshot(page, 'purchase-record-payment');
        await pay.getByRole('button', { name: 'Record payment' }).click();
        await expectToast(page, `Payment ${seq} recorded`);
        await pay.waitFor({ state: 'detached' });
        await expect.poll(() => status(page)).toBe(seq === 1 ? 'PARTIALLY PAID' : 'COMPLETE');
      }
      expect(await page.getByTestId('purchase-outstanding').innerText()).toBe('IDR 0');
      const history = await page.getByTestId('purchase-history').innerText();
      for (const action of ['Created', 'Approved by PIC', 'Approved by finance', 'Payment recorded']) expect(history).toContain(action);
      await screenshot(page, 'purchase-detail');

      // --- The print dialog: the paper and its PNG.
      await page.getByRole('button', { name: 'Print', exact: true }).click();
      const print = dialog(page, `Print ${reference}`);
      await print.waitFor();
      const paper = print.getByTestId('print-paper');
      expect(await paper.getByTestId('print-reference').innerText()).toBe(reference);
      expect(await paper.getByTestId('print-total').innerText()).toBe('IDR 17.750.000');
      // Layout widths (offsetWidth): the dialog's opening animation scales what a bounding box reports.
      expect(await paper.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(916);
      const text = await paper.innerText();
      for (const part of [
        vendor,
        'Garmin GTX 345 transponder',
        'Installation kit',
        'COMPLETE',
        'Demo Base Manager',
        'Demo Management',
        'Demo Finance',
      ])
        expect(text).toContain(part);
      await screenshot(page, 'purchase-print-dialog');

      // In print the paper is 816 px wide and alone on the page.
      await page.emulateMedia({ media: 'print' });
      expect(await paper.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(816);
      await expect(page.getByTestId('app-shell')).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      const [download] = await Promise.all([page.waitForEvent('download'), print.getByRole('button', { name: 'Download PNG' }).click()]);
      expect(download.suggestedFilename()).toBe(`SA-APP-PR-${id}.png`);
      const file = path.join(SCREENSHOT_DIR, 'purchase-print.png');
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await download.saveAs(file);
      const bytes = fs.readFileSync(file);
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(bytes.length).toBeGreaterThan(10_000);
      await expectToast(page, `Downloaded SA-APP-PR-${id}.png`);

      await print.getByRole('button', { name: 'Close' }).first().click();
      await print.waitFor({ state: 'detached' });
    });
  });
});
