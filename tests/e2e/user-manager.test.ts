import { expect, test } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { newPage, screenshot, signIn, suiteBrowser } from '../support/browser';
import { randomDigits } from './flight-support';

const suite = suiteBrowser();

/** Fill the user dialog's fields and pick the role (by its option text). */
async function fillUser(page: Page, form: Locator, user: { name: string; email: string; password: string; role: string }) {
  await form.getByLabel('Name').fill(user.name);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.locator('#user-role').click();
  await page.getByRole('option', { name: user.role }).click();
}

test.describe('User Manager (root/admin)', () => {
  test('lists, searches, sorts, pages, creates, edits and deletes users', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'User Manager' }).click();
    await page.waitForURL('**/user-manager');
    await expect(page.getByTestId('table-range')).toHaveText(/^1–21 of 21$/, { useInnerText: true });
    await screenshot(page, 'user-manager-list');

    // Sort by email, descending, then page with 10 rows.
    // Each click sorts through the URL: wait for one to land before the next.
    const emailHeader = page.getByRole('columnheader', { name: /^Email/ });
    await page.getByRole('button', { name: /^Email/ }).click();
    await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('button', { name: /^Email/ }).click();
    await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page.locator('tbody tr').first().locator('td').nth(1)).toHaveText('watersports_cs@example.com');
    await page.getByLabel('Rows per page').selectOption('10');
    await expect(page.getByTestId('table-range')).toHaveText('1–10 of 21', { useInnerText: true });
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('table-range')).toHaveText('11–20 of 21', { useInnerText: true });

    // Search.
    await page.getByLabel('Search').fill('marine');
    await expect(page.getByTestId('table-range')).toHaveText('1–3 of 3', { useInnerText: true });

    // Create, with the form's own validation first.
    await page.getByRole('button', { name: '+ Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Please input name')).toBeVisible();
    const suffix = randomDigits(5);
    const clerk = {
      name: `Yohanes Marine Clerk ${suffix}`,
      email: `clerk.${suffix}@example.com`,
      role: 'Marine - Customer Service (marine_cs)',
    };
    const renamed = `Yohanes Warehouse Clerk ${suffix}`;
    await fillUser(page, dialog, { ...clerk, password: 'short' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Password needs at least 8 characters')).toBeVisible();
    await dialog.getByLabel('Password').fill('Clerk-pass-2026');
    await screenshot(page, 'user-manager-create');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('toast')).toContainText('User created', { useInnerText: true });
    await expect(page.getByTestId('table-range')).toHaveText('1–4 of 4', { useInnerText: true });

    // A taken email is refused by the server and shown on the field.
    await page.getByRole('button', { name: '+ Add User' }).click();
    const again = page.getByRole('dialog', { name: 'New user' });
    await fillUser(page, again, { name: 'Duplicate', email: clerk.email, password: 'Another-pass-1', role: 'HRD (Local) (hrd)' });
    await again.getByRole('button', { name: 'Create' }).click();
    await expect(again.getByText(/already exists/)).toBeVisible();
    // The typed form is not dropped without a word.
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await again.waitFor({ state: 'detached' });

    // Edit.
    await page.getByRole('button', { name: `Edit ${clerk.name}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit user' });
    await editDialog.getByLabel('Name').fill(renamed);
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast')).toContainText('User updated', { useInnerText: true });
    await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

    // Its history (issue 43): the rename by admin, newest first, and the creation.
    await page.getByRole('button', { name: `Edit ${renamed}` }).click();
    await editDialog.getByText('History of changes').click();
    const history = editDialog.getByTestId('history-panel');
    await expect(history.locator('ol > li').first()).toContainText(`Name changed from ${clerk.name} to ${renamed}`);
    await expect(history.locator('ol > li').first()).toContainText(/ WIB/);
    await expect(history.locator('ol > li').last()).toContainText('User created');
    await screenshot(page, 'audit-user-history');
    await page.keyboard.press('Escape');
    await editDialog.waitFor({ state: 'detached' });

    // Delete with confirmation.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Delete user ${renamed} ?`, { useInnerText: true });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('toast')).toContainText('User deleted', { useInnerText: true });
    await expect(page.getByTestId('table-range')).toHaveText('1–3 of 3', { useInnerText: true });
    await context.close();
  });

  test('is not open to other roles', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, 'manager');
    await expect(page.getByRole('link', { name: 'User Manager' })).toHaveCount(0);
    await page.evaluate(() => window.history.pushState({}, '', '/'));
    const res = await page.evaluate(() => fetch('/api/user/admin').then((r) => r.status));
    expect(res).toBe(403);
    await context.close();
  });
});
