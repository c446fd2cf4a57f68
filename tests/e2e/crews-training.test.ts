// Crews (/flight/pilot) as Training: reached from the menu, the flagged-limits filter, and the duty roster of
// another month. As the Chief Pilot: crews-chief-pilot.test.ts.
import { expect, test } from '@playwright/test';
import { screenshot, suiteBrowser } from '../support/browser';
import { CREWS, crewsSetUp, type Network, shiftDays } from './crews-support';
import { type ApiUser, openAs, randomDigits, randomLetters } from './flight-support';

const { withPage } = suiteBrowser();
let admin: ApiUser;
let network: Network;

test.beforeAll(async () => {
  ({ admin, network } = await crewsSetUp());
});

test.describe('Crews (airline_training)', () => {
  test('reaches Crews from the menu, filters flagged limits, and reads the roster of another month', async () => {
    test.setTimeout(150_000);
    const crew = await admin.post('/api/flight/pilot', {
      name: `E2E First Officer ${randomLetters(5)}`,
      crew_code: `T${randomLetters(2)}${randomDigits(2)}`,
      rank: 'first_officer',
      licence_number: `CPL-${randomDigits(7)}`,
      licence_expiry: shiftDays(500),
      medical_expiry: shiftDays(200),
      base_id: network.base.id,
    });
    await withPage(
      async (page) => {
        await openAs(page, 'airline_training', CREWS);
        await page.getByLabel('Filter by base').click();
        await page.getByRole('option', { name: `${network.base.short_name} · ${network.base.name}` }).click();
        await expect
          .poll(() => page.locator('tbody tr').allInnerTexts())
          .toEqual(expect.arrayContaining([expect.stringContaining('E2E First Officer')]));
        // A crew member with no flights is not flagged.
        // The box follows the URL: click, then wait for it.
        await page.getByRole('checkbox', { name: 'Limits flagged' }).click();
        await expect.poll(() => page.getByRole('checkbox', { name: 'Limits flagged' }).isChecked()).toBe(true);
        await expect(page.locator('tbody tr', { hasText: 'E2E First Officer' })).toHaveCount(0);
        await page.getByRole('checkbox', { name: 'Limits flagged' }).click();
        await expect.poll(() => page.getByRole('checkbox', { name: 'Limits flagged' }).isChecked()).toBe(false);

        await page.getByRole('link', { name: 'Duty roster' }).click();
        await page.waitForURL((url) => url.pathname === '/flight/pilot/roster');
        const month = await page.getByTestId('roster-month').innerText();
        await page.getByRole('button', { name: 'Next month' }).click();
        await expect.poll(() => page.getByTestId('roster-month').innerText()).not.toBe(month);
        await page.getByTestId('roster-grid').waitFor();
        // Demo crew fill the roster; the new crew member is among them, drawn once filtered to their base.
        await page.locator('[data-testid="roster-grid"] tbody tr').first().waitFor();
        await page.getByLabel('Filter by base').click();
        await page.getByRole('option', { name: `${network.base.short_name} · ${network.base.name}` }).click();
        await page
          .getByRole('link', { name: /E2E First Officer/ })
          .first()
          .waitFor();
        await screenshot(page, 'crews-roster-training');
      },
      { width: 1440, height: 900 },
    );
    expect(await admin.del(`/api/flight/pilot/${crew.id}`)).toBe(200);
  });
});
