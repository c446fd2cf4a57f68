import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot, signIn, suiteBrowser } from '../support/browser';

const suite = suiteBrowser();
beforeAll(async () => {});

/** Fill the user dialog's fields and pick the role (by its option text). */
async function fillUser(page: Page, form: Locator, user: { name: string; email: string; password: string; role: string }) {
  await form.getByLabel('Name').fill(user.name);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.locator('#user-role').click();
  await page.getByRole('option', { name: user.role }).click();
}

describe('User Manager (root/admin)', () => {
  it('lists, searches, sorts, pages, creates, edits and deletes users', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'User Manager' }).click();
    await page.waitForURL('**/user-manager');
    await expect.poll(() => page.getByTestId('table-range').innerText()).toMatch(/^1–21 of 21$/);
    await screenshot(page, 'user-manager-list');

    // Sort by email, descending, then page with 10 rows.
    // Each click sorts through the URL: wait for one to land before the next.
    const emailHeader = page.getByRole('columnheader', { name: /^Email/ });
    await page.getByRole('button', { name: /^Email/ }).click();
    await expect.poll(() => emailHeader.getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('button', { name: /^Email/ }).click();
    await expect.poll(() => emailHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => page.locator('tbody tr').first().locator('td').nth(1).innerText()).toBe('watersports_cs@example.com');
    await page.getByLabel('Rows per page').selectOption('10');
    await expect.poll(() => page.getByTestId('table-range').innerText()).toBe('1–10 of 21');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.getByTestId('table-range').innerText()).toBe('11–20 of 21');

    // Search.
    await page.getByLabel('Search').fill('marine');
    await expect.poll(() => page.getByTestId('table-range').innerText()).toBe('1–3 of 3');

    // Create, with the form's own validation first.
    await page.getByRole('button', { name: '+ Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.getByText('Please input name').isVisible()).toBe(true);
    const clerk = { name: 'Yohanes Marine Clerk', email: 'clerk@example.com', role: 'Marine - Customer Service (marine_cs)' };
    await fillUser(page, dialog, { ...clerk, password: 'short' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.getByText('Password needs at least 8 characters').isVisible()).toBe(true);
    await dialog.getByLabel('Password').fill('Clerk-pass-2026');
    await screenshot(page, 'user-manager-create');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByTestId('toast').innerText()).toContain('User created');
    await expect.poll(() => page.getByTestId('table-range').innerText()).toBe('1–4 of 4');

    // A taken email is refused by the server and shown on the field.
    await page.getByRole('button', { name: '+ Add User' }).click();
    const again = page.getByRole('dialog', { name: 'New user' });
    await fillUser(page, again, { name: 'Duplicate', email: clerk.email, password: 'Another-pass-1', role: 'HRD (Local) (hrd)' });
    await again.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => again.getByText(/already exists/).isVisible()).toBe(true);
    // The typed form is not dropped without a word.
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await again.waitFor({ state: 'detached' });

    // Edit.
    await page.getByRole('button', { name: 'Edit Yohanes Marine Clerk' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit user' });
    await editDialog.getByLabel('Name').fill('Yohanes Warehouse Clerk');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('toast').innerText()).toContain('User updated');
    await expect.poll(() => page.getByRole('cell', { name: 'Yohanes Warehouse Clerk', exact: true }).isVisible()).toBe(true);

    // Delete with confirmation.
    await page.getByRole('button', { name: 'Delete Yohanes Warehouse Clerk' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.innerText()).toContain('Delete user Yohanes Warehouse Clerk ?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('toast').innerText()).toContain('User deleted');
    await expect.poll(() => page.getByTestId('table-range').innerText()).toBe('1–3 of 3');
    await context.close();
  });

  it('is not open to other roles', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, 'manager');
    expect(await page.getByRole('link', { name: 'User Manager' }).count()).toBe(0);
    await page.evaluate(() => window.history.pushState({}, '', '/'));
    const res = await page.evaluate(() => fetch('/api/user/admin').then((r) => r.status));
    expect(res).toBe(403);
    await context.close();
  });
});
