// IT inventory (/inventory) as admin: an asset created with its cost typed in rupiah, checked out to a
// staff member and back in damaged (to repair), found by the holder and status filters, its history read
// (both users named, instants in WIB), and the filtered list exported as CSV.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { today } from '@/lib/format/dates';
import { addDays } from '@/lib/rules/calendar-day';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import { choose, expectToast, openFromMenu, randomDigits, tableRange } from './flight-support';

const { withPage } = suiteBrowser();

const table = (page: Page) => page.getByRole('table', { name: 'Assets' });
const rowOf = (page: Page, tag: string) => table(page).getByRole('row').filter({ hasText: tag });

async function filter(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Inventory (admin)', () => {
  test('create an asset, check it out and in, filter by holder and status, read its history, export CSV', async () => {
    test.setTimeout(150_000); // 5 screenshots, each with an axe check
    const tag = `E2E-${randomDigits(6)}`;
    const model = `Lenovo ThinkPad X1 ${tag}`;
    const back = addDays(today(), 10);
    await withPage(async (page) => {
      await signIn(page, 'admin');
      await openFromMenu(page, 'Inventory', '/inventory');
      await table(page).waitFor();
      await screenshot(page, 'inventory');

      // --- Create: the cost is typed as staff write rupiah and read back under the field.
      await page.getByRole('button', { name: '+ Add Asset' }).click();
      const create = page.getByRole('dialog', { name: 'New asset' });
      await create.getByLabel('Asset tag').fill(tag.toLowerCase());
      await choose(page, 'asset-category', 'Laptop');
      await create.getByLabel('Model').fill(model);
      await create.getByLabel('Serial').fill('PF-4XK2ZQ');
      await create.getByLabel('Purchase date').fill(addDays(today(), -30));
      await create.getByLabel('Purchase cost (IDR)').fill('23.750.000');
      await expect(create.getByTestId('money-reading')).toHaveText('IDR 23.750.000', { useInnerText: true });
      await create.getByLabel('Location').fill('IT store room, Sentani office');
      await screenshot(page, 'inventory-asset-dialog');
      await create.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Asset created');

      await page.getByLabel('Search assets').fill(tag);
      await expect.poll(() => tableRange(page)).toBe('1–1 of 1');
      await expect(rowOf(page, tag)).toHaveText(/Laptop[\s\S]*Deployable[\s\S]*IDR 23\.750\.000/, { useInnerText: true });

      // --- Check out to a staff member with a return date and a note.
      await rowOf(page, tag)
        .getByRole('button', { name: `Check out ${tag}` })
        .click();
      const checkout = page.getByRole('dialog', { name: `Check out ${tag} ${model}` });
      await checkout.getByRole('combobox', { name: 'Staff member' }).fill('Demo OCC');
      await page.getByRole('option', { name: 'Demo OCC (OCC)' }).click();
      await checkout.getByLabel('Expected return').fill(back);
      await checkout.getByLabel('Note').fill('Spare laptop for the OCC night shift');
      await screenshot(page, 'inventory-checkout');
      await checkout.getByRole('button', { name: 'Check out' }).click();
      await expectToast(page, `${tag} checked out`);
      await expect(rowOf(page, tag)).toHaveText(/Deployed[\s\S]*Demo OCC/, { useInnerText: true });
      // A deployed asset is not offered for check-out again.
      expect(
        await rowOf(page, tag)
          .getByRole('button', { name: `Check out ${tag}` })
          .count(),
      ).toBe(0);

      // --- A user's assets: the holder filter (with the search cleared), then the status filter.
      await page.getByLabel('Search assets').fill('');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
      await filter(page, 'Filter by holder', 'Demo OCC (OCC)');
      await expect.poll(() => new URL(page.url()).searchParams.has('holder')).toBe(true);
      await rowOf(page, tag).waitFor();
      const holderRows = () => table(page).locator('tbody tr').allInnerTexts();
      await expect.poll(async () => (await holderRows()).every((r) => r.includes('Demo OCC'))).toBe(true);
      await screenshot(page, 'inventory-holder-filter');
      await filter(page, 'Filter by status', 'In repair');
      await expect(rowOf(page, tag)).toHaveCount(0);
      await filter(page, 'Filter by status', 'Deployed');
      await rowOf(page, tag).waitFor();

      // --- Check in damaged: it goes to repair.
      await rowOf(page, tag)
        .getByRole('button', { name: `Check in ${tag}` })
        .click();
      const checkin = page.getByRole('dialog', { name: `Check in ${tag} ${model} from Demo OCC` });
      await choose(page, 'checkin-condition', 'Damaged');
      await expect(page.locator('#checkin-status')).toHaveText('In repair', { useInnerText: true });
      await checkin.getByLabel('Note').fill('Hinge cracked');
      await checkin.getByRole('button', { name: 'Check in' }).click();
      await expectToast(page, `${tag} checked in`);
      await filter(page, 'Filter by holder', 'All holders');
      await filter(page, 'Filter by status', 'In repair');
      await page.getByLabel('Search assets').fill(tag);
      // The search reaches the list's URL state (what the export reads) once typing pauses.
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(tag);
      await expect(table(page).locator('tbody tr')).toHaveCount(1);
      await expect(rowOf(page, tag)).toContainText('In repair', { useInnerText: true });

      // --- The history: newest first, both users named, instants on the office clock.
      await rowOf(page, tag)
        .getByRole('button', { name: `Details of ${tag}` })
        .click();
      const detail = page.getByRole('dialog', { name: `${tag} · ${model}` });
      const history = detail.getByRole('list', { name: 'History' });
      await expect(history.getByRole('listitem')).toHaveCount(3);
      const entries = await history.getByRole('listitem').allInnerTexts();
      expect(entries[0]).toMatch(/Checked in · \d{2} \w{3} \d{4} \d{2}:\d{2} WIB/);
      expect(entries[0]).toContain('Checked in from Demo OCC by Demo Top Manager');
      expect(entries[0]).toContain('Condition: Damaged, to In repair');
      expect(entries[1]).toContain('Checked out to Demo OCC by Demo Top Manager');
      expect(entries[1]).toContain('Spare laptop for the OCC night shift');
      expect(entries[2]).toContain('Created by Demo Top Manager');
      await screenshot(page, 'inventory-detail');
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });

      // --- CSV of the filtered list, from the server.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      const csv = fs
        .readFileSync((await download.path()) ?? '', 'utf8')
        .trim()
        .split('\r\n');
      expect(csv[0]).toBe(
        'asset_tag;category;model;serial;status;holder;expected_return;base;location;purchase_date;purchase_cost_idr;warranty_end;notes',
      );
      expect(csv).toHaveLength(2);
      expect(csv[1]).toMatch(
        new RegExp(`^${tag};Laptop;${model};PF-4XK2ZQ;In repair;;;;IT store room, Sentani office;[\\d-]+;23750000;;$`),
      );
    });
  });
});
