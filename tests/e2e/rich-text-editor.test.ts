// The rich-text editor (Tiptap) in the news editor, by keyboard: text typed and part of it made bold from the
// toolbar, a link added through the Link dialog (an address the server would strip refused there first; the
// focus back on the Link button after it closes), the article saved; the saved HTML read back through the
// API is what the editor wrote, with nothing left for the server's sanitiser to remove.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { LINK_ERROR } from '@/lib/rules/rich-text';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import { apiAs, expectToast, openFromMenu, randomDigits } from './flight-support';

const { withPage } = suiteBrowser();

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id);

/** From the text, Shift+Tab back to the toolbar's button `name`. */
async function toTool(page: Page, name: string) {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    if ((await focusedLabel(page)) === name) return;
  }
  throw new Error(`no toolbar button ${name} before the text`);
}

/** Press the toolbar's button `name` with the keyboard; the focus comes back to the text. */
async function format(page: Page, name: string) {
  await toTool(page, name);
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedLabel(page)).toBe('news-body');
}

test.describe('Rich-text editor', () => {
  test('bold and a link by keyboard, saved as the editor wrote them', async () => {
    test.setTimeout(120_000); // some sixty key presses, each Shift+Tab followed by a look at the focus, and two axe checks
    const title = `Timetable notice ${randomDigits(6)}`;
    await withPage(async (page) => {
      await signIn(page, 'airline_media');
      await openFromMenu(page, 'Web News', '/website/news');
      await page.getByRole('button', { name: '+ New Article' }).click();
      const dialog = page.getByRole('dialog', { name: 'New article' });
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByRole('textbox', { name: 'Body' }).focus();

      await page.keyboard.type('Flights resume on ');
      await format(page, 'Bold');
      await page.keyboard.type('Monday');
      await format(page, 'Bold');
      await page.keyboard.type('. See the timetable');
      for (let i = 0; i < 'timetable'.length; i++) await page.keyboard.press('Shift+ArrowLeft');

      await toTool(page, 'Link');
      await page.keyboard.press('Enter');
      const linkDialog = page.getByRole('dialog', { name: 'Add link' });
      const address = linkDialog.getByRole('textbox', { name: 'Link address' });
      await expect.poll(() => address.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('timetable.example');
      await page.keyboard.press('Enter');
      await linkDialog.getByText(LINK_ERROR).waitFor();
      expect(await address.evaluate((el) => el === document.activeElement)).toBe(true);
      await screenshot(page, 'rich-text-link-dialog');

      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('https://example.com/timetable');
      await page.keyboard.press('Enter');
      await linkDialog.waitFor({ state: 'detached' });
      await expect.poll(() => focusedLabel(page)).toBe('Link');
      expect(await dialog.getByRole('button', { name: 'Link' }).getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, 'rich-text-editor');

      // Escape closes the Link dialog only, and the focus is back on its button.
      await page.keyboard.press('Enter');
      const editLink = page.getByRole('dialog', { name: 'Edit link' });
      // As a person would: Escape once the dialog has taken the focus (it notes its opener then).
      await expect
        .poll(() => editLink.getByRole('textbox', { name: 'Link address' }).evaluate((el) => el === document.activeElement))
        .toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Edit link' }).waitFor({ state: 'detached' });
      await expect.poll(() => focusedLabel(page)).toBe('Link');
      await expect(dialog).toBeVisible();

      await dialog.getByRole('button', { name: 'Create article' }).click();
      await expectToast(page, 'Article created');
    });

    const media = await apiAs('airline_media');
    const { data } = await media.get<{ data: { id: number; title: string; body: string }[] }>(
      `/api/web/news?q=${encodeURIComponent(title)}`,
    );
    expect(data.map((a) => a.title)).toEqual([title]);
    expect(data[0]?.body).toBe(
      '<p>Flights resume on <strong>Monday</strong>. See the <a rel="noopener noreferrer" href="https://example.com/timetable">timetable</a></p>',
    );
    await media.del(`/api/web/news/${data[0]?.id}`);
  });
});
