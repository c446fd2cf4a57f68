// Watersports Scrapbook (/watersports/scrapbook) as `watersports`: the seeded photo grid and its search,
// a new post with three photos uploaded at once (each with its progress bar, on a slowed connection), the
// post in the grid, then deleted after the confirmation and gone (its photos too).

import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import { apiAs, expectToast, openFromMenu, randomDigits } from './flight-support';

const { withPage } = suiteBrowser();

/** A JPEG of noise (large enough, about 300 KB, for the upload to take a moment on a slowed connection). */
async function photo(seed: number): Promise<Buffer> {
  const width = 640;
  const height = 420;
  const raw = Buffer.alloc(width * height * 3);
  let s = seed * 7919 + 1;
  for (let i = 0; i < raw.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = (s >> 16) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

test.describe('Watersports Scrapbook (watersports)', () => {
  test('grid and search, a post with three photos uploaded at once, then deleted after the confirmation', async () => {
    const caption = `E2E snorkel day at Gili Air ${randomDigits(6)}`;
    const files = await Promise.all(
      [1, 2, 3].map(async (n) => ({ name: `gili-${n}.jpg`, mimeType: 'image/jpeg', buffer: await photo(n) })),
    );
    await withPage(async (page) => {
      await signIn(page, 'watersports');
      await openFromMenu(page, 'Scrapbook', '/watersports/scrapbook');
      const grid = page.getByRole('region', { name: 'Scrapbook posts' });
      await grid.getByRole('article').first().waitFor();
      // The seeded scrapbook: 30 posts, newest trip first, thumbnails loaded.
      await expect(page.getByText(/^\d+ posts$/)).toHaveText(/^(3\d|[4-9]\d) posts$/, { useInnerText: true });
      // Down the page and back, so that the lazy small photos load too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise(requestAnimationFrame);
        }
        window.scrollTo(0, 0);
      });
      const loaded = () =>
        grid
          .locator('article img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0));
      await expect.poll(loaded).toBe(true);
      await screenshot(page, 'sws-scrapbook');

      // Search by place, then a tag from a card filters the grid.
      await page.getByLabel('Search posts').fill('Bunaken');
      await expect(page.getByText(/^\d+ posts?$/)).toHaveText('2 posts', { useInnerText: true });
      await grid.getByRole('button', { name: 'Show posts tagged turtle' }).first().click();
      await page.getByRole('button', { name: 'Clear the tag filter turtle' }).waitFor();
      await expect.poll(() => new URL(page.url()).searchParams.get('tag')).toBe('turtle');
      await expect(page.getByLabel('Search posts')).toHaveValue('');
      await page.getByRole('button', { name: 'Clear the tag filter turtle' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('tag')).toBeNull();

      // --- New post, by keyboard: Escape closes it and gives the focus back to the button.
      await page.getByRole('button', { name: '+ New post' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'New post' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('+ New post');
      // An empty form is refused with the API's messages.
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Create post' }).click();
      await dialog.getByText('Please add at least one photo').waitFor();
      await dialog.getByText('Please input caption').waitFor();

      // Three photos at once on a slowed connection: each shows its own progress while it uploads.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 250_000,
      });
      // Every value the bars take, from the first one on (polling alone could miss a short upload's middle).
      await page.evaluate(() => {
        const w = window as unknown as { progressSeen: number[] };
        w.progressSeen = [];
        new MutationObserver((changes) => {
          for (const c of changes) {
            const el = c.target as HTMLElement;
            if (el.getAttribute?.('role') === 'progressbar') w.progressSeen.push(Number(el.getAttribute('aria-valuenow')));
          }
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-valuenow'] });
      });
      await dialog.getByLabel(/^Photos/).setInputFiles(files);
      const bars = dialog.getByRole('progressbar');
      await expect(bars).toHaveCount(3);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen.some((v) => v > 0 && v < 100)))
        .toBe(true);
      await screenshot(page, 'sws-scrapbook-uploading', { axe: false });
      await expect
        .poll(() => bars.evaluateAll((els) => els.map((e) => e.getAttribute('aria-valuenow'))), { timeout: 30_000 })
        .toEqual(['100', '100', '100']);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      for (const f of files) await dialog.getByRole('img', { name: new RegExp(`^${f.name} \\(\\d of 3\\)$`) }).waitFor();

      await dialog.getByLabel('Caption').fill(caption);
      await dialog.getByLabel('Place').fill('Gili Air, Lombok');
      await dialog.getByLabel('Tags').fill('snorkeling, E2E');
      await screenshot(page, 'sws-scrapbook-new-post');
      await dialog.getByRole('button', { name: 'Create post' }).click();
      await expectToast(page, 'Post created');
      await dialog.waitFor({ state: 'detached' });

      // Today's trip comes first in the grid, with its three photos and tags.
      const card = grid.getByRole('article', { name: caption });
      await card.waitFor();
      expect(await grid.getByRole('article').first().getAttribute('aria-label')).toBe(caption);
      await card.getByText('3 photos').waitFor();
      await expect(card.getByRole('img')).toHaveCount(3);
      await card.getByRole('button', { name: 'Show posts tagged e2e' }).waitFor();
      const api = await apiAs('watersports');
      const found = await api.get<{ total: number; data: { id: number; images: { id: string }[] }[] }>(
        `/api/sws/scrapbook?q=${encodeURIComponent(caption)}`,
      );
      expect(found.total).toBe(1);
      expect(found.data[0].images).toHaveLength(3);
      await screenshot(page, 'sws-scrapbook-created');

      // --- Delete: the question first; Cancel keeps the post, Delete removes it with its photos.
      await card.getByRole('button', { name: `Delete post ${caption}` }).click();
      const confirm = page.getByRole('alertdialog', { name: `Delete post “${caption}” ?` });
      await confirm.waitFor();
      await screenshot(page, 'sws-scrapbook-delete');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Delete post ${caption}`);
      await page.keyboard.press('Enter');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Post deleted');
      await card.waitFor({ state: 'detached' });
      expect((await api.get<{ total: number }>(`/api/sws/scrapbook?q=${encodeURIComponent(caption)}`)).total).toBe(0);
      const gone = await page.request.get(`/api/upload/${found.data[0].images[0].id}`);
      expect(gone.status()).toBe(404);
    });
  });
});
