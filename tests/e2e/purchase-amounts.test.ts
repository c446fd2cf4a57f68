// Issue 41, item 3: amounts in the new-request form as staff type them. IDR is whole rupiah (spec 9 writes it
// without decimals): a fraction is said under the field while typing and refused on submit, instead of a
// line that reads `IDR 12,50` and a total of `IDR 13`. Switching the currency converts nothing, and says so.
import { expect, test } from '@playwright/test';
import { screenshot, signIn, suiteBrowser } from '../support/browser';

const { withPage } = suiteBrowser();
const WHOLE_RUPIAH = 'IDR amounts are whole rupiah: remove the decimals';

test.describe('purchase amounts', () => {
  test('airline_base: an IDR fraction is refused on its field; USD keeps cents; the switch is said', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_base');
      await page.goto('/purchase/new');
      const form = page.getByRole('form', { name: 'New purchase request' });
      await form.waitFor();
      const price = page.getByLabel('Item 1 unit price');
      await page.getByLabel('Item 1 name').fill('Fuse');
      await price.fill('12,5');
      await form.getByText(WHOLE_RUPIAH).waitFor();
      // No line amount or total from an amount that will not be saved.
      expect(await page.getByTestId('item-row').first().innerText()).not.toContain('IDR 13');
      await expect(form.getByText('IDR 13', { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Submit request' }).click();
      // The refusal sits on the field (the schema's message), with the other missing fields'.
      await form.getByText('Please input company').waitFor();
      await expect(form.getByText(WHOLE_RUPIAH)).toHaveCount(1);
      expect(await price.getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'purchase-amounts-idr-fraction');

      await page.getByRole('radio', { name: 'USD' }).check();
      await form.getByText('Amounts were typed in IDR; check them for USD. Nothing was converted.').waitFor();
      await price.fill('12,50');
      await form.getByText('USD 12.50').first().waitFor();
      await expect(form.getByText(WHOLE_RUPIAH)).toHaveCount(0);
      await screenshot(page, 'purchase-amounts-usd');
    });
  });
});
