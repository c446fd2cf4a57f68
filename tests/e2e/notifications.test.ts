// The notification bell (issue 16): the unread count, the list with times in office time (WIB), a click
// opens the page and marks it read, 'Mark all read', the keyboard and focus; the service worker registers
// under the page policy; and a purchase approval by one person shows a toast on the next approver's open
// page, without a reload, through the built-in realtime server.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import { type ApiUser, apiAs, randomDigits, textOf } from './flight-support';

const suite = suiteBrowser();

const bell = (page: Page) => page.getByTestId('notification-bell');
const menu = (page: Page) => page.getByTestId('notification-menu');
const unread = (page: Page) => textOf(page.getByTestId('notification-unread'));
const focused = (page: Page) => () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

async function userId(role: string): Promise<number> {
  return (await (await apiAs(role)).get<{ id: number }>('/api/user')).id;
}

/** A purchase request by airline_occ with airline_base as its PIC: answers its id and reference. */
async function request(occ: ApiUser, leadId: number, company: string) {
  const { id } = await occ.post('/api/purchase', {
    company,
    company_phone: '0812 3456 7890',
    company_address: 'Jl. Bandara 1, Sentani',
    lead_id: leadId,
    payment_type: 0,
    payment_due_date_single: '2026-12-15',
    items: [{ name: 'Tyre 6.00-6', amount: 1250000, quantity: 2 }],
  });
  const { reference } = await occ.get<{ reference: string }>(`/api/purchase/${id}`);
  return { id, reference };
}

/** Resolves once the page's socket has subscribed to `channel`. */
function subscribed(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('pusher_internal:subscription_succeeded') && text.includes(channel)) resolve();
      });
    });
  });
}

test.describe('notification bell', () => {
  test('lists the caller notifications with WIB times; a click opens the request and marks it read; mark all read', async () => {
    const occ = await apiAs('airline_occ');
    const lead = await userId('airline_base');
    const company = `PT Bell ${randomDigits(6)}`;
    const first = await request(occ, lead, company);
    const second = await request(occ, lead, company);
    await suite.withPage(async (page) => {
      await signIn(page, 'airline_base');
      await expect.poll(unread(page)).toMatch(/^\d+$/);
      const before = Number(await unread(page)());
      expect(before).toBeGreaterThanOrEqual(2);
      expect(await bell(page).getAttribute('aria-label')).toBe(`Notifications, ${before} unread`);

      // The service worker registers under the page's policy.
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r?.active?.scriptURL ?? '')))
        .toMatch(/\/sw\.js$/);

      await bell(page).click();
      await menu(page).waitFor();
      const item = menu(page)
        .getByTestId('notification-item')
        .filter({ hasText: `${first.reference} waiting for your approval` });
      await item.waitFor();
      const text = await item.innerText();
      expect(text).toMatch(/Unread:\s+\S+ waiting for your approval/);
      expect(text).toContain(`${company}: requested by Demo OCC`);
      expect(text).toMatch(/\d{2} \w{3} \d{4} \d{2}:\d{2} WIB/);
      expect(await menu(page).getByRole('menuitem', { name: 'Enable desktop notifications' }).count()).toBe(1);
      await screenshot(page, 'notification-bell');

      // Escape closes the menu and gives the focus back to the bell.
      await page.keyboard.press('Escape');
      await menu(page).waitFor({ state: 'hidden' });
      await expect.poll(focused(page)).toBe('notification-bell');

      // From the keyboard: Enter opens, the arrows reach the notification, Enter follows it.
      await page.keyboard.press('Enter');
      await menu(page).waitFor();
      // One arriving while the menu is open joins the list without a toast over the menu.
      const third = await request(occ, lead, company);
      await menu(page)
        .getByTestId('notification-item')
        .filter({ hasText: `${third.reference} waiting` })
        .waitFor();
      expect(await page.getByTestId('toast').filter({ hasText: third.reference }).count()).toBe(0);
      const target = menu(page)
        .getByTestId('notification-item')
        .filter({ hasText: `${first.reference} waiting` });
      const onTarget = () => target.evaluate((el) => el === document.activeElement);
      for (let i = 0; i < 60 && !(await onTarget()); i++) await page.keyboard.press('ArrowDown');
      expect(await onTarget()).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/purchase/${first.id}`);
      await expect.poll(unread(page)).toBe(String(before));

      await bell(page).click();
      await menu(page)
        .getByTestId('notification-item')
        .filter({ hasText: `${second.reference} waiting` })
        .waitFor();
      await menu(page).getByRole('menuitem', { name: 'Mark all read' }).click();
      await expect(page.getByTestId('notification-unread')).toHaveCount(0);
      expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');
      expect(await menu(page).innerText()).not.toContain('Unread:');
      await screenshot(page, 'notification-bell-read');
      await page.keyboard.press('Escape');
    });
  });

  test("a PIC approval by airline_base shows a toast on finance's open page without a reload", async () => {
    const occ = await apiAs('airline_occ');
    const base = await apiAs('airline_base');
    const [lead, finance] = [await userId('airline_base'), await userId('airline_finance')];
    const { id, reference } = await request(occ, lead, `PT Live ${randomDigits(6)}`);
    await suite.withPage(async (page) => {
      const ready = subscribed(page, `private-user-${finance}`);
      await signIn(page, 'airline_finance');
      await ready;
      const before = await page.evaluate(() =>
        fetch('/api/notifications')
          .then((r) => r.json() as Promise<{ unread: number }>)
          .then((j) => j.unread),
      );
      const loads: string[] = [];
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) loads.push(f.url());
      });

      const { version } = await base.get<{ version: number }>(`/api/purchase/${id}`);
      await base.post(`/api/purchase/${id}/approve`, { version });

      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(`${reference} waiting for your approval`, { useInnerText: true });
      // The pointer on the toast holds it while it is looked at.
      await toast.hover();
      await screenshot(page, 'notification-toast');
      await toast.getByRole('link', { name: 'Open' }).click();
      await page.waitForURL(`**/purchase/${id}`);
      await expect.poll(unread(page)).toBe(String(before + 1));
      // The toast's link is a client-side navigation: the page was never loaded again.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      expect(loads.every((u) => !u.includes('/auth'))).toBe(true);
    });
  });
});
