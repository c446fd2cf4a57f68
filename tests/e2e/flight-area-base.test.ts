// Base & Area (/flight/area-base), as the Chief Pilot and the manager use it: areas and bases with
// create/edit/search/delete and their messages; an area that still has bases cannot be deleted.

import { expect, test } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import {
  type ApiUser,
  apiAs,
  choose,
  expectToast,
  freeAirportCodes,
  menuLink,
  openFromMenu,
  randomDigits,
  randomLetters,
} from './flight-support';

const { withPage } = suiteBrowser();
let admin: ApiUser;

test.beforeAll(async () => {
  admin = await apiAs('admin');
});

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const areasTable = (page: Page) => page.getByRole('table', { name: 'Areas' });
const basesTable = (page: Page) => page.getByRole('table', { name: 'Bases' });
/** The range line under the Areas (0) or Bases (1) table. */
const range = (page: Page, nth: 0 | 1) => page.getByTestId('table-range').nth(nth).innerText();
const isFocused = (field: Locator) => field.evaluate((el) => el === document.activeElement);

/**
 * Tab from the focused field to `next`. Under CI load the focus once stayed in (or came back to) the field
 * left, and no cause was found in the app: such a Tab is pressed again and the case is logged with where the
 * focus was, so the log says if it recurs; a Tab that lands anywhere else still fails the test.
 */
async function tabInto(page: Page, next: Locator) {
  const from = await page.evaluate(() => document.activeElement?.id ?? '');
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('Tab');
    const at = await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''), { timeout: 3000 })
      .not.toBe(from)
      .then(
        () => page.evaluate(() => document.activeElement?.id ?? ''),
        () => from,
      );
    if (await isFocused(next)) return;
    if (at !== from || attempt === 2) throw new Error(`Tab from #${from} went to #${at || '(none)'} (attempt ${attempt})`);
    console.warn(`Tab from #${from} left the focus there; pressing it again`);
  }
}

test.describe('Base & Area (airline_pilot, Chief Pilot)', () => {
  test('areas and bases: create with messages, search, edit, delete (409 while an area has bases)', async () => {
    const suffix = randomDigits(4);
    const areaName = `E2E Highlands ${suffix}`;
    const areaCode = `HL${suffix}`;
    const short = `W${randomLetters(1)}${suffix}`;
    const codes = await freeAirportCodes(admin);
    await admin.post('/api/flight/airport', {
      ...codes,
      name: `E2E Wamena Field ${suffix}`,
      city: 'Wamena',
      latitude: -4.1,
      longitude: 138.95,
      timezone: 'Asia/Jayapura',
    });

    await withPage(async (page) => {
      await signIn(page, 'airline_pilot');
      await openFromMenu(page, 'Base & Area', '/flight/area-base');
      await page.getByRole('button', { name: '+ Add Area' }).waitFor();
      await screenshot(page, 'flight-area-base');

      // --- Area: messages, then create with the keyboard only.
      await page.getByRole('button', { name: '+ Add Area' }).click();
      const newArea = dialog(page, 'New area');
      const name = newArea.getByRole('textbox', { name: 'Name', exact: true });
      const code = newArea.getByLabel('Code');
      // The dialog starts in its first field; Enter there checks the empty form and keeps the caret in Name.
      await expect.poll(() => isFocused(name)).toBe(true);
      await page.keyboard.press('Enter');
      await newArea.getByText('Please input name').waitFor();
      await expect.poll(() => isFocused(name)).toBe(true);
      await page.keyboard.type(areaName);
      await expect(name).toHaveValue(areaName);
      await tabInto(page, code);
      await page.keyboard.type('x');
      await expect(code).toHaveValue('x');
      await page.keyboard.press('Enter');
      await newArea.getByText('Code must look like PHL (2-10 letters or digits)').waitFor();
      await screenshot(page, 'flight-area-dialog-errors');
      await code.fill(areaCode.toLowerCase());
      await newArea.getByLabel('Description').fill('Baliem valley strips');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expectToast(page, 'Area created');
      await newArea.waitFor({ state: 'detached' });

      await page.getByLabel('Search areas').fill(areaName);
      await expect.poll(() => range(page, 0)).toBe('1–1 of 1');
      // The search is this table's own (areas.q), not the bases'.
      expect(new URL(page.url()).searchParams.get('areas.q')).toBe(areaName);
      expect(new URL(page.url()).searchParams.get('bases.q')).toBeNull();
      await areasTable(page).getByRole('cell', { name: areaCode, exact: true }).waitFor();

      await page.getByRole('button', { name: `Edit area ${areaName}` }).click();
      const editArea = dialog(page, `Edit area ${areaName}`);
      await editArea.getByLabel('Description').fill('Baliem valley and the highland strips');
      await editArea.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Area updated');
      await areasTable(page).getByText('Baliem valley and the highland strips').waitFor();

      // --- Base: messages, then create (the home airport is picked by typing its code).
      await page.getByRole('button', { name: '+ Add Base' }).click();
      const newBase = dialog(page, 'New base');
      await newBase.getByRole('button', { name: 'Create' }).click();
      await newBase.getByText('Please input name').waitFor();
      await newBase.getByText('Please choose an area').waitFor();
      await newBase.getByText('Please choose a home airport').waitFor();
      await newBase.getByRole('textbox', { name: 'Name', exact: true }).fill(`E2E Wamena Base ${suffix}`);
      await newBase.getByLabel('Short name').fill(short.toLowerCase());
      await choose(page, 'base-area-id', `${areaName} (${areaCode})`);
      const airport = newBase.getByRole('combobox', { name: 'Home airport' });
      await airport.fill(codes.iata);
      await page.getByRole('option', { name: new RegExp(`^${codes.iata} / ${codes.icao}`) }).waitFor();
      await screenshot(page, 'flight-base-airport-picker');
      // Escape closes the list only, not the dialog.
      await page.keyboard.press('Escape');
      await expect(airport).toHaveAttribute('aria-expanded', 'false');
      await expect(newBase).toBeVisible();
      await airport.fill(codes.iata);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => airport.inputValue()).toContain(`E2E Wamena Field ${suffix}`);
      await screenshot(page, 'flight-base-dialog');
      await newBase.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Base created');

      await page.getByLabel('Search bases').fill(short);
      await expect.poll(() => range(page, 1)).toBe('1–1 of 1');
      const baseRow = basesTable(page).locator('tbody tr', { hasText: short });
      await expect(baseRow).toContainText(areaName, { useInnerText: true });
      await expect(baseRow).toContainText(codes.iata, { useInnerText: true });
      // The area now counts one base.
      await expect(page.getByRole('button', { name: `Show the 1 base of ${areaName}` })).toHaveText('1');

      await page.getByRole('button', { name: `Edit base ${short}` }).click();
      const editBase = dialog(page, `Edit base ${short}`);
      await editBase.getByLabel('Short name').fill('W');
      await editBase.getByRole('button', { name: 'Save' }).click();
      await editBase.getByText('Short name must look like WMX (2-8 letters or digits)').waitFor();
      await editBase.getByLabel('Short name').fill(short);
      await editBase.getByRole('textbox', { name: 'Name', exact: true }).fill(`E2E Wamena Main Base ${suffix}`);
      await editBase.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Base updated');
      await expect(baseRow).toContainText(`E2E Wamena Main Base ${suffix}`, { useInnerText: true });
      await screenshot(page, 'flight-area-base-filled');

      // --- An area with a base cannot be deleted: the API's 409 message as an error toast.
      await page.getByRole('button', { name: `Delete area ${areaName}` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(`Delete area ${areaName} ?`, { useInnerText: true });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, /Cannot delete area .*\. It is still used by bases: change or remove those first/, 'error');
      await screenshot(page, 'flight-area-delete-conflict');
      expect(await range(page, 0)).toBe('1–1 of 1');

      // Delete the base, then the area.
      await page.getByRole('button', { name: `Delete base ${short}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Base deleted');
      await expect.poll(() => range(page, 1)).toBe('0–0 of 0');
      await page.getByRole('button', { name: `Delete area ${areaName}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Area deleted');
      await expect.poll(() => range(page, 0)).toBe('0–0 of 0');
    });
  });
});

test.describe('who sees Base & Area', () => {
  test('the manager uses it too', async () => {
    await withPage(async (page) => {
      await signIn(page, 'manager');
      await openFromMenu(page, 'Base & Area', '/flight/area-base');
      await areasTable(page).waitFor();
      await basesTable(page).waitFor();
      await screenshot(page, 'flight-area-base-manager');
    });
  });

  test('OCC, Base Manager and PPC do not see it', async () => {
    for (const role of ['airline_occ', 'airline_base', 'airline_ppc']) {
      await withPage(async (page) => {
        await signIn(page, role);
        expect(await menuLink(page, 'Base & Area').count(), role).toBe(0);
        const status = await page.evaluate(() => fetch('/api/flight/area', { method: 'POST', body: '{}' }).then((r) => r.status));
        expect(status, role).toBe(403);
      });
    }
  });
});
