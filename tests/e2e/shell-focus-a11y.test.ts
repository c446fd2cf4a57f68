// Issue 11, items 6, 7 and 9: closing a dialog gives focus back to the control that opened it; a failed
// submit moves the caret to the first field in error, in view; a table row that opens is reached and opened
// from the keyboard; Routes & Schedules asks for its first page once, with the filters it shows; toasts
// stay clear of dialogs and do not repeat what a field already says.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { today as officeToday } from '@/lib/format/dates';
import { screenshot, settleAnimations, suitePage } from '../support/browser';
import { expectToast, openFromMenu } from './flight-support';

const admin = suitePage('admin');
let page: Page;
test.beforeAll(() => {
  page = admin.page;
});

/** What has the focus: its accessible-ish description (aria-label, else its text, else its id). */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    return el.getAttribute('aria-label') ?? (el.textContent?.trim() || el.id || el.tagName);
  });

const rowsLoaded = async () => {
  await page.locator('main tbody tr').first().waitFor();
  await expect(page.getByTestId('table-loading')).toHaveCount(0);
};

test.describe('focus', () => {
  test('closing a dialog (Escape, Cancel, the close button) gives focus back to its opener', async () => {
    await openFromMenu(page, 'Base & Area', '/flight/area-base');
    await rowsLoaded();

    // A toolbar button opens a form dialog; Escape closes it.
    const add = page.getByRole('button', { name: '+ Add Area' });
    await add.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog');
    await form.waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('+ Add Area');

    // A row's Edit opens the dialog; its Cancel button closes it.
    const edit = page
      .locator('main tbody tr')
      .first()
      .getByRole('button', { name: /^Edit / });
    const editName = await edit.getAttribute('aria-label');
    await edit.click();
    await form.waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe(editName);

    // A row's Delete opens the confirmation; Cancel closes it.
    const remove = page
      .locator('main tbody tr')
      .first()
      .getByRole('button', { name: /^Delete / });
    const removeName = await remove.getAttribute('aria-label');
    await remove.click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe(removeName);

    // The shell's 'Logout ?' confirmation.
    const logout = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' });
    await logout.click();
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('Logout');
  });

  test('a table row that opens is reached with Tab, moved through with the arrows and opened with Enter', async () => {
    await openFromMenu(page, 'Airport', '/flight/airport');
    await rowsLoaded();
    await page.getByLabel('Search').first().focus();
    let onRow = false;
    for (let i = 0; i < 25 && !onRow; i++) {
      await page.keyboard.press('Tab');
      onRow = await page.evaluate(() => document.activeElement?.tagName === 'TR');
    }
    expect(onRow).toBe(true);
    await page.keyboard.press('ArrowDown');
    const second = await page.evaluate(() => (document.activeElement as HTMLElement).innerText);
    expect(second).toBe(await page.locator('main tbody tr').nth(1).innerText());
    await screenshot(page, 'keyboard-row-focus');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => /^\/flight\/airport\/\d+$/.test(u.pathname));
  });

  test('a filter and the Columns menu, loaded on first use, open from the keyboard and give focus back', async () => {
    await openFromMenu(page, 'Aircrafts', '/flight/fleet');
    await rowsLoaded();
    // Before the first press the select is the page's own stand-in: the popup's code is not loaded yet.
    const status = page.getByRole('combobox', { name: 'Filter by status' });
    await status.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Maintenance' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('Filter by status');
    // Again from the keyboard, now the loaded select: Enter opens, the arrows choose, Enter takes it.
    await page.keyboard.press('Enter');
    // The open list has the focus (on the chosen option) before the keys go to it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('option');
    await page.keyboard.type('Ma');
    // Radix moves the focus to the typed-ahead option a task later.
    await expect.poll(focused).toBe('Maintenance');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('maintenance');
    await expect(status).toHaveText('Maintenance');

    const columns = page.getByRole('button', { name: 'Columns' });
    await columns.focus();
    await page.keyboard.press('Enter');
    const serial = page.getByRole('menuitemcheckbox', { name: 'Serial' });
    await serial.waitFor();
    await screenshot(page, 'columns-menu-keyboard');
    await page.keyboard.press('Escape');
    await serial.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('Columns');

    // Hiding a column (TanStack's visibility) is kept in the browser: it stays hidden when the screen is
    // opened again (a full load of this screen goes to the Overview, spec 6).
    const serialHeader = page.getByRole('columnheader', { name: 'Serial' });
    await serialHeader.waitFor();
    await columns.click();
    await serial.click();
    await serialHeader.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await openFromMenu(page, 'Base & Area', '/flight/area-base');
    await rowsLoaded();
    await openFromMenu(page, 'Aircrafts', '/flight/fleet');
    await rowsLoaded();
    await page.getByRole('columnheader', { name: 'Year' }).waitFor();
    await expect(serialHeader).toHaveCount(0);
    await columns.click();
    await serial.click();
    await serialHeader.waitFor();
    await page.keyboard.press('Escape');
  });

  test('a failed submit puts the caret in the first field in error, in view below the header, with no toast', async () => {
    await openFromMenu(page, 'Purchase', '/purchase');
    await page.getByRole('button', { name: '+ New request' }).click();
    await page.waitForURL((u) => u.pathname === '/purchase/new');
    const form = page.getByRole('form', { name: 'New purchase request' });
    await form.waitFor();
    const inView = () =>
      page.evaluate(() => {
        const r = (document.activeElement as HTMLElement).getBoundingClientRect();
        return r.top >= 56 && r.bottom <= window.innerHeight;
      });

    await page.getByRole('button', { name: 'Submit request' }).click();
    await form.getByText('Please input company').waitFor();
    const vendor = page.getByLabel('Vendor (company)');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await vendor.getAttribute('id'));
    expect(await inView()).toBe(true);
    await expect(page.getByTestId('toast')).toHaveCount(0);

    // The vendor given, the PIC is next in error.
    await vendor.fill('PT Fokus Nusantara');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('PIC');
    expect(await inView()).toBe(true);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await screenshot(page, 'purchase-first-error-focused');
  });
});

test.describe('Routes & Schedules', () => {
  test('opens with the flights from today on, rendered with the screen (no query from the browser)', async () => {
    const asked: URL[] = [];
    const onRequest = (req: { url(): string; method(): string }) => {
      const url = new URL(req.url());
      if (req.method() === 'GET' && url.pathname === '/api/flight/route-schedule') asked.push(url);
    };
    page.on('request', onRequest);
    await openFromMenu(page, 'Routes & Schedules', '/flight/route-schedule');
    await page.waitForURL((u) => u.searchParams.has('from'));
    await rowsLoaded();
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(asked.map(String)).toEqual([]);
    // Today is the office day (WIB), whatever the browser's zone: from 17:00 UTC it is already tomorrow there.
    expect(new URL(page.url()).searchParams.get('from')).toBe(officeToday());
    expect(await page.getByLabel('From date').inputValue()).toBe(officeToday());
    const dates = await page.locator('main tbody tr').evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
    expect(dates.length).toBeGreaterThan(0);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  });
});

test.describe('toasts', () => {
  test('a toast shown while a dialog is open stays clear of it (its buttons and its close button)', async () => {
    await openFromMenu(page, 'Purchase', '/purchase');
    await page.getByRole('tab', { name: 'All' }).click();
    await rowsLoaded();
    await page.locator('main tbody tr').first().getByRole('cell').nth(2).click();
    await page.waitForURL((u) => /^\/purchase\/\d+$/.test(u.pathname));
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const print = page.getByRole('dialog');
    await print.waitFor();
    await Promise.all([page.waitForEvent('download'), print.getByRole('button', { name: 'Download PNG' }).click()]);
    await expectToast(page, /^Downloaded SA-APP-PR-\d+\.png/);
    // The controls of the dialog that the toast covers: none, even once the paper has scrolled (the dialog's
    // bar with Close stays in view below the toast's band).
    const covered = () =>
      page.evaluate(() => {
        const t = document.querySelector('[data-testid="toast"]')?.getBoundingClientRect();
        const dialog = document.querySelector('[role="dialog"]');
        if (!t || !dialog) return ['no toast or no dialog'];
        const hit = [...dialog.querySelectorAll('button')].filter((b) => {
          const r = b.getBoundingClientRect();
          return r.width > 0 && t.left < r.right && r.left < t.right && t.top < r.bottom && r.top < t.bottom;
        });
        return hit.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
      });
    await settleAnimations(page);
    expect(await covered()).toEqual([]);
    await page.locator('[data-print-frame]').evaluate((el) => el.parentElement?.scrollBy(0, 400));
    expect(await covered()).toEqual([]);
    await screenshot(page, 'toast-over-print-dialog');
  });
});
