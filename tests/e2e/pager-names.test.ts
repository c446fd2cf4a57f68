// The pager under every list: each button's accessible name holds the words it shows, so that a speech
// user saying what they see reaches it (axe 4.14's label-content-name-mismatch, issue 41 item 14).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { screenshot, signIn, suiteBrowser } from '../support/browser';

const { withPage } = suiteBrowser();

/** The words a text shows, without the arrows and other marks around them. */
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

test.describe('Pager', () => {
  test('names Previous and Next by the words they show, and axe finds nothing serious', async () => {
    await withPage(async (page) => {
      await signIn(page, 'admin');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'User Manager' }).click();
      await page.waitForURL('**/user-manager');
      await page.getByLabel('Rows per page').selectOption('10');
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByTestId('table-range')).toHaveText('11–20 of 21', { useInnerText: true });
      const pager = page.getByTestId('table-range').locator('..');
      const previous = pager.getByRole('button', { name: 'Previous page' });
      expect(await previous.isEnabled()).toBe(true);

      const { violations } = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      for (const button of await pager.getByRole('button').all()) {
        const shown = words(await button.innerText());
        const name = words((await button.getAttribute('aria-label')) ?? (await button.innerText())).join(' ');
        expect(` ${name} `, `the button showing ${shown.join(' ')}`).toContain(` ${shown.join(' ')} `);
      }
      await pager.scrollIntoViewIfNeeded();
      await screenshot(page, 'pager-names');
    });
  });
});
