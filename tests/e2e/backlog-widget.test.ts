// The backlog & help widget (issue 15). The e2e app runs with BACKLOG_WIDGET=true (tests/support/
// e2e-global-setup.ts): double-click opens it; an item filed from Aircrafts carries that screen's route
// name; comments; archiving asks first; the help list searches. A second app over the same database,
// started without the switch, shows no widget at all.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { startApp } from '../support/app-server';
import { nextPaint, screenshot, signIn, suiteBrowser } from '../support/browser';
import { e2eDatabaseUrl } from '../support/e2e-env';
import { expectToast, openFromMenu, randomDigits, textOf } from './flight-support';

const suite = suiteBrowser();

const widgetButton = (page: Page) => page.getByRole('button', { name: 'Backlog & Help' });
const widget = (page: Page) => page.getByRole('dialog', { name: 'Backlog & Help' });
const rows = (page: Page) => widget(page).getByRole('region', { name: 'Backlog items' });

async function openWidget(page: Page) {
  await widgetButton(page).dblclick();
  await widget(page).waitFor();
}

async function choose(page: Page, trigger: ReturnType<Page['getByRole']>, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Backlog & help widget', () => {
  test('files an issue from Aircrafts with its screen, comments on it, archives it after confirming, searches help', async () => {
    const title = `Fleet list misses the registration filter ${randomDigits(6)}`;
    await suite.withPage(async (page) => {
      await signIn(page, 'airline_occ');
      await openFromMenu(page, 'Aircrafts', '/flight/fleet');
      // One click does nothing (it may start a drag); a double-click opens the dialog.
      await widgetButton(page).click();
      await nextPaint(page);
      await expect(widget(page)).toHaveCount(0);
      await openWidget(page);
      const tabs = widget(page).getByRole('tab');
      expect(await tabs.allInnerTexts()).toEqual(['ISSUE / IDEA', 'INPROGRESS', 'DONE']);
      await rows(page).getByText('Copy last week roster to this week').waitFor();
      expect(await rows(page).evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(300);
      await screenshot(page, 'backlog-widget');

      // The tabs list by status; the context filter by screen (spec 2's labels).
      await widget(page).getByRole('tab', { name: 'INPROGRESS' }).click();
      await rows(page).getByText('Calendar does not show the last flight of the day').waitFor();
      await widget(page).getByRole('tab', { name: 'ISSUE / IDEA' }).click();
      await choose(page, widget(page).getByRole('combobox', { name: 'Context' }), 'Crew / Pilot');
      await expect.poll(() => rows(page).getByRole('button').allInnerTexts()).toEqual([expect.stringContaining('Copy last week roster')]);
      await choose(page, widget(page).getByRole('combobox', { name: 'Context' }), 'all');

      // CREATE: the screen is the page's route name; the title is required.
      await widget(page).getByRole('button', { name: 'CREATE' }).click();
      const item = page.getByRole('dialog', { name: 'New issue or idea' });
      await item.waitFor();
      expect(await item.getByLabel('Screen').inputValue()).toBe('flight-fleet');
      await item.getByRole('button', { name: 'Create' }).click();
      await item.getByText('Please input title').waitFor();
      await item.getByLabel('Title').fill(title);
      await item.getByLabel('Description').fill('The Aircrafts list cannot be filtered by registration prefix (PK-).');
      await choose(page, item.getByRole('combobox', { name: 'Priority' }), 'High');
      await screenshot(page, 'backlog-widget-create');
      await item.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Created');
      await item.waitFor({ state: 'detached' });
      const row = rows(page).getByRole('button', { name: new RegExp(title) });
      await row.waitFor();
      await expect(row).toContainText('Fleet / Aircrafts', { useInnerText: true });

      // The detail: a comment, then Archived, which asks first.
      await row.click();
      const detail = page.getByRole('dialog', { name: new RegExp(title) });
      await detail.waitFor();
      await detail.getByLabel('Add a comment').fill('Seen again this morning on PK-WHA.');
      await detail.getByRole('button', { name: 'Comment' }).click();
      await expectToast(page, 'Created');
      await detail.getByTestId('backlog-comments').getByText('Seen again this morning on PK-WHA.').waitFor();
      await expect(detail.getByTestId('backlog-comments')).toContainText('Demo OCC', { useInnerText: true });
      await screenshot(page, 'backlog-widget-detail');
      await choose(page, detail.getByRole('combobox', { name: 'Status' }), 'Archived');
      await detail.getByRole('button', { name: 'Save' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Archive this item?' });
      await confirm.waitFor();
      await screenshot(page, 'backlog-widget-archive');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await detail.getByRole('button', { name: 'Save' }).click();
      await confirm.getByRole('button', { name: 'Archive' }).click();
      await expectToast(page, 'Updated');
      await detail.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });

      // The search box: the archived item is in no tab.
      await widget(page).getByLabel('Search the backlog').fill(title);
      await rows(page).getByText('Nothing here').waitFor();

      // 'Help ?' shows the help list, searched as typed.
      await widget(page).getByRole('switch', { name: 'Help ?' }).click();
      await widget(page).getByLabel('Search help').fill('approve a purchase');
      const help = widget(page).getByTestId('help-list');
      await expect(help.getByRole('listitem')).toHaveCount(1);
      expect(await textOf(help)()).toContain('How to approve a purchase');
      await help.getByText('How to approve a purchase').click();
      await help.getByText(/APPROVAL PIC/).waitFor();
      await screenshot(page, 'backlog-widget-help');

      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await widget(page).waitFor({ state: 'detached' });
      // Radix hands the focus back on the next task after the unmount.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Backlog & Help');
    });
  });

  test('another user reads an item they did not file and comments; the keyboard opens and moves the button; its place is kept', async () => {
    await suite.withPage(async (page) => {
      await signIn(page, 'marine_cs');
      await openFromMenu(page, 'Product', '/marine/product');
      await widgetButton(page).focus();
      await page.keyboard.press('Enter');
      await widget(page).waitFor();
      await widget(page).getByRole('tab', { name: 'INPROGRESS' }).click();
      await rows(page)
        .getByRole('button', { name: /Calendar does not show the last flight/ })
        .click();
      const detail = page.getByRole('dialog', { name: /Calendar does not show the last flight/ });
      await detail.getByText('Only its author, root and admin edit an item').waitFor();
      await expect(detail.getByRole('button', { name: 'Save' })).toHaveCount(0);
      await detail.getByLabel('Add a comment').fill('Same on the marine side.');
      await detail.getByRole('button', { name: 'Comment' }).click();
      await expectToast(page, 'Created');
      await detail.getByText('Same on the marine side.').waitFor();
      await screenshot(page, 'backlog-widget-read-only');
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await widget(page).waitFor({ state: 'detached' });

      // Dragged with the pointer, then nudged with an arrow key; the place survives a reload.
      const before = await widgetButton(page).boundingBox();
      if (!before) throw new Error('the widget button is not shown');
      await page.mouse.move(before.x + 24, before.y + 24);
      await page.mouse.down();
      await page.mouse.move(before.x - 276, before.y - 176, { steps: 8 });
      await page.mouse.up();
      await widgetButton(page).focus();
      await page.keyboard.press('ArrowLeft');
      const moved = await widgetButton(page).boundingBox();
      expect(moved).toMatchObject({ x: before.x - 316, y: before.y - 200 });
      await page.reload();
      await page.getByTestId('app-shell').waitFor();
      expect(await widgetButton(page).boundingBox()).toMatchObject({ x: moved?.x, y: moved?.y });
    });
  });

  test('root and admin keep the help list: add an entry, find it, delete it after confirming', async () => {
    const title = `How to read the backlog ${randomDigits(6)}`;
    await suite.withPage(async (page) => {
      await signIn(page, 'admin');
      await openWidget(page);
      await widget(page).getByRole('switch', { name: 'Help ?' }).click();
      await widget(page).getByRole('button', { name: '+ Add help' }).click();
      const form = page.getByRole('dialog', { name: 'New help entry' });
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Please input title').waitFor();
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Text').fill('Open the widget.\nPick a tab.');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Created');
      await form.waitFor({ state: 'detached' });
      await widget(page).getByLabel('Search help').fill(title);
      const help = widget(page).getByTestId('help-list');
      await expect(help.getByRole('listitem')).toHaveCount(1);
      await help.getByText(title).click();
      await help.getByRole('button', { name: `Delete ${title}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Deleted');
      await widget(page).getByText('No help found').waitFor();
    });
  });

  test('is not rendered at all when the app runs without BACKLOG_WIDGET', async () => {
    const app = await startApp({ DATABASE_URL: e2eDatabaseUrl(), BACKLOG_WIDGET: undefined });
    const context = await suite.browser.newContext({ baseURL: app.baseURL, viewport: { width: 1366, height: 850 } });
    try {
      const page = await context.newPage();
      await signIn(page, 'admin');
      await openFromMenu(page, 'Aircrafts', '/flight/fleet');
      await expect(page.getByTestId('backlog-button')).toHaveCount(0);
      await expect(page.getByText('Backlog & Help')).toHaveCount(0);
    } finally {
      await context.close();
      await app.stop();
    }
  });
});
