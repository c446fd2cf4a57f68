// Web News (/website/news) as airline_media: the seeded list filtered by status and searched; a new article
// with its slug made from the title, a formatted body and a cover, checked in the Preview; edited and
// published (then readable without sign-in); a save after someone else's is refused with a reload; deleted.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { baseURL, screenshot, signIn, suiteBrowser } from '../support/browser';
import { choose, expectToast, openFromMenu, randomDigits, tableRange } from './flight-support';

const { withPage } = suiteBrowser();

const table = (page: Page) => page.getByRole('table', { name: 'Web News' });
const rowOf = (page: Page, title: string) => table(page).getByRole('row').filter({ hasText: title });

async function cover() {
  const buffer = await sharp({
    create: { width: 960, height: 400, channels: 3, background: '#0369a1' },
  })
    .png()
    .toBuffer();
  return { name: 'atr-cover.png', mimeType: 'image/png', buffer };
}

test.describe('Web News (airline_media)', () => {
  test('list, create with preview, edit and publish, a stale save reloaded, delete', async () => {
    const n = randomDigits(5);
    const title = `Twin Otter returns to Oksibil ${n}`;
    const slug = `twin-otter-returns-to-oksibil-${n}`;
    await withPage(async (page) => {
      await signIn(page, 'airline_media');
      await openFromMenu(page, 'Web News', '/website/news');
      await table(page).waitFor();
      await expect(rowOf(page, 'Online check-in opens')).toContainText('Scheduled');
      await screenshot(page, 'web-news');

      // Drafts only, then a title search.
      await page.getByRole('combobox', { name: 'Filter by status' }).click();
      await page.getByRole('option', { name: 'Draft' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('draft');
      await expect(table(page).getByRole('row').filter({ hasText: 'Published' })).toHaveCount(0);
      await rowOf(page, 'Draft: Cargo rates').waitFor();
      await page.getByRole('combobox', { name: 'Filter by status' }).click();
      await page.getByRole('option', { name: 'All statuses' }).click();
      await page.getByLabel('Search web news').fill('Wamena');
      await expect.poll(() => tableRange(page)).toMatch(/of [1-3]$/);
      await page.getByLabel('Search web news').fill('');

      // --- A new article: the slug follows the title; the body is formatted with the toolbar.
      await page.getByRole('button', { name: '+ New Article' }).click();
      const dialog = page.getByRole('dialog', { name: 'New article' });
      await dialog.getByRole('button', { name: 'Create article' }).click();
      await dialog.getByText('Please input title').waitFor();
      await dialog.getByLabel('Title').fill(title);
      expect(await dialog.getByLabel('Slug').inputValue()).toBe(slug);
      await expect(dialog.getByText(`The article's address: /news/${slug}`)).toBeVisible();
      await dialog.getByLabel('Summary').fill('Perintis flights to the Star Mountains are back.');
      const body = dialog.getByRole('textbox', { name: 'Body' });
      await body.click();
      await page.keyboard.type('Flights from Sentani to Oksibil resume on Monday.');
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Bulleted list' }).click();
      await page.keyboard.type('Monday and Thursday');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Cargo on request');
      await dialog.locator('#news-cover_id').setInputFiles(await cover());
      await dialog.getByRole('img', { name: 'Cover preview' }).waitFor();
      await screenshot(page, 'web-news-editor');

      await dialog.getByRole('tab', { name: 'Preview' }).click();
      const preview = dialog.getByRole('article', { name: 'Article preview' });
      await preview.getByRole('heading', { name: title }).waitFor();
      expect(await preview.locator('li').allInnerTexts()).toEqual(['Monday and Thursday', 'Cargo on request']);
      await screenshot(page, 'web-news-preview');
      await dialog.getByRole('button', { name: 'Create article' }).click();
      await expectToast(page, 'Article created');
      await expect(rowOf(page, title)).toContainText('Draft');
      await expect(rowOf(page, title)).toContainText(`/news/${slug}`);

      // Not public while a draft.
      expect((await fetch(`${baseURL()}/api/public/news/${slug}`)).status).toBe(404);

      // --- Edit and publish (now: the time left empty).
      await rowOf(page, title)
        .getByRole('button', { name: `Edit article ${title}` })
        .click();
      const edit = page.getByRole('dialog', { name: `Edit article: ${title}` });
      await expect(edit.getByRole('textbox', { name: 'Body' })).toContainText('Cargo on request', { useInnerText: true });
      await edit.getByLabel('Summary').fill('Perintis flights to the Star Mountains are back from Monday.');
      await choose(page, 'news-status', 'Published');
      await edit.getByRole('button', { name: 'Save article' }).click();
      await expectToast(page, 'Article saved');
      await expect(rowOf(page, title)).toContainText('Published');
      const published = await fetch(`${baseURL()}/api/public/news/${slug}`);
      expect(published.status).toBe(200);
      expect(await published.json()).toMatchObject({ title, summary: 'Perintis flights to the Star Mountains are back from Monday.' });

      // --- Someone else saves while the editor is open: the save is refused and the editor reloads.
      await rowOf(page, title)
        .getByRole('button', { name: `Edit article ${title}` })
        .click();
      const again = page.getByRole('dialog', { name: `Edit article: ${title}` });
      await again.getByLabel('Title').waitFor();
      const other = await page.evaluate(async (t) => {
        const list = await (await fetch(`/api/web/news?q=${encodeURIComponent(t)}`)).json();
        const row = list.data[0];
        const res = await fetch(`/api/web/news/${row.id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ version: row.version, summary: 'Saved by a colleague' }),
        });
        return res.status;
      }, title);
      expect(other).toBe(200);
      await again.getByLabel('Title').fill(`${title} (updated)`);
      await again.getByRole('button', { name: 'Save article' }).click();
      const notice = again.getByRole('alert').filter({ hasText: 'Someone else saved this article meanwhile: reload' });
      await notice.waitFor();
      await screenshot(page, 'web-news-stale');
      await notice.getByRole('button', { name: 'Reload' }).click();
      await expect(again.getByLabel('Summary')).toHaveValue('Saved by a colleague');
      expect(await again.getByLabel('Title').inputValue()).toBe(title);
      await again.getByLabel('Title').fill(`${title} (updated)`);
      await again.getByRole('button', { name: 'Save article' }).click();
      await expectToast(page, 'Article saved');
      await rowOf(page, `${title} (updated)`).waitFor();

      // --- Delete after the question.
      await rowOf(page, `${title} (updated)`)
        .getByRole('button', { name: `Delete article ${title} (updated)` })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Article deleted');
      await expect(rowOf(page, title)).toHaveCount(0);
    });
  });
});
