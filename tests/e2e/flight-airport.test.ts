// Airport (/flight/airport) and the airport page (/flight/airport/{id}), as OCC uses them: the table with
// search, create/edit/delete with the schema's messages beside the fields, the airport's card with the
// time there now, and the distances in nautical miles to the other airports, nearest first.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { fmtFixed } from '@/lib/format/numbers';
import { distanceNm } from '@/lib/rules/distance';
import { pathOf, screenshot, signIn, suiteBrowser } from '../support/browser';
import { type ApiUser, apiAs, expectToast, freeAirportCodes, menuLink, randomDigits, tableRange } from './flight-support';

const { withPage } = suiteBrowser();
let admin: ApiUser;

test.beforeAll(async () => {
  admin = await apiAs('admin');
});

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

test.describe('Airport (airline_occ)', () => {
  test('create with inline messages, search, edit, open its page with local time and distances, delete', async () => {
    const a = await freeAirportCodes(admin);
    const b = await freeAirportCodes(admin);
    const suffix = randomDigits(4);
    const A = { latitude: -4.0975, longitude: 138.9514 };
    const B = { latitude: -2.5768, longitude: 140.5163 };
    // B exists already (made by an admin), with a base on it: it cannot be deleted.
    const other = await admin.post('/api/flight/airport', {
      ...b,
      name: `E2E Sentani ${suffix}`,
      city: 'Jayapura',
      ...B,
      timezone: 'Asia/Jayapura',
    });
    const area = await admin.post('/api/flight/area', { name: `E2E Airport Area ${suffix}`, code: `EA${suffix}` });
    await admin.post('/api/flight/base', {
      name: `E2E Sentani Base ${suffix}`,
      short_name: `S${suffix}`,
      area_id: area.id,
      airport_id: other.id,
    });

    await withPage(async (page) => {
      await signIn(page, 'airline_occ');
      // flight-airport stays on a first (full) load.
      await page.goto('/flight/airport');
      await page.getByRole('button', { name: '+ Add Airport' }).waitFor();
      expect(await menuLink(page, 'Airport').getAttribute('aria-current')).toBe('page');
      await screenshot(page, 'flight-airport-list');

      // --- Create: the schema's messages, each beside its field.
      await page.getByRole('button', { name: '+ Add Airport' }).click();
      const create = dialog(page, 'New airport');
      await create.getByLabel('IATA code').fill('WM');
      await create.getByLabel('Latitude').fill('100');
      await create.getByLabel('Longitude').fill('-200');
      await create.getByLabel('Timezone (IANA)').fill('Mars/Olympus');
      await create.getByRole('button', { name: 'Create' }).click();
      await create.getByText('IATA code must look like WMX').waitFor();
      await create.getByText('Latitude may be at most 90').waitFor();
      await create.getByText('Longitude must be at least -180').waitFor();
      await create.getByText('Timezone must be an IANA zone such as Asia/Jayapura').waitFor();
      await create.getByText('Please input name').waitFor();
      expect(await create.getByLabel('Latitude').getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'flight-airport-create-errors');

      await create.getByLabel('IATA code').fill(a.iata.toLowerCase());
      await create.getByLabel('ICAO code').fill(a.icao);
      await create.locator('#airport-name').fill(`E2E Wamena ${suffix}`);
      await create.getByLabel('City').fill('Wamena');
      await create.getByLabel('Latitude').fill(String(A.latitude));
      await create.getByLabel('Longitude').fill(String(A.longitude));
      await create.getByLabel('Elevation').fill('5085');
      await create.getByLabel('Timezone (IANA)').fill('Asia/Jayapura');
      await create.locator('#airport-runway-designation').fill('15/33');
      await create.getByLabel('Runway length').fill('1850');
      await create.getByLabel('Runway width').fill('30');
      await create.getByLabel('Runway surface').fill('Asphalt');
      await screenshot(page, 'flight-airport-create');
      await create.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Airport created');

      // --- Search.
      await page.getByLabel('Search').fill(`E2E Wamena ${suffix}`);
      await expect.poll(() => tableRange(page)).toBe('1–1 of 1');
      const row = page.locator('tbody tr', { hasText: a.iata });
      await expect(row).toContainText(a.icao, { useInnerText: true });
      await expect(row).toContainText('Asia/Jayapura');
      await expect(row).toContainText('15/33 · 1.850 × 30 m · Asphalt', { useInnerText: true });

      // --- Edit.
      await page.getByRole('button', { name: `Edit ${a.iata} / ${a.icao}` }).click();
      const edit = dialog(page, `Edit airport ${a.iata}`);
      await edit.getByLabel('Elevation').fill('99999');
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.getByText('Elevation may be at most 30000').waitFor();
      await edit.getByLabel('Elevation').fill('5084');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Airport updated');
      await expect(row).toContainText('5.084');

      // --- The airport's page (client navigation from the row).
      await row.locator('td').nth(3).click();
      await page.waitForURL((url) => /^\/flight\/airport\/\d+$/.test(url.pathname));
      await page.getByRole('heading', { name: `${a.iata} / ${a.icao}` }).waitFor();
      await expect(page.getByTestId('local-time')).toContainText('UTC+09:00');
      expect(await page.getByTestId('utc-offset').innerText()).toBe('+09:00');
      // The clock shows Jayapura's time (UTC+9), whatever the browser's zone.
      const jayapura = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jayapura', hour: '2-digit', hourCycle: 'h23' }).format(
        new Date(),
      );
      expect(await page.getByTestId('local-time').innerText()).toMatch(
        new RegExp(`(${jayapura}|${String((Number(jayapura) + 1) % 24).padStart(2, '0')}):\\d\\d`),
      );
      const distances = page.getByRole('table', { name: 'Distances to other airports' });
      await distances.locator('tbody tr').first().waitFor();
      const nm = fmtFixed(distanceNm(A, B), 1);
      await page.getByLabel('Search airports').fill(b.iata);
      await expect(distances.locator('tbody tr')).toHaveCount(1);
      await expect(distances.locator('tbody tr')).toContainText(nm, { useInnerText: true });
      await page.getByLabel('Search airports').fill('');
      // Nearest first.
      const shown = (await distances.locator('tbody tr td:nth-child(4)').allInnerTexts()).map((t) =>
        Number(t.replaceAll('.', '').replace(',', '.')),
      );
      expect(shown).toEqual([...shown].sort((x, y) => x - y));
      await screenshot(page, 'flight-airport-detail');

      // The other airport, from the distances; its base is listed.
      await page.getByLabel('Search airports').fill(b.iata);
      await distances.getByRole('link', { name: b.iata }).click();
      await page.waitForURL((url) => url.pathname === `/flight/airport/${other.id}`);
      await page.getByText(`E2E Sentani Base ${suffix}`).waitFor();

      // --- Back to the list: delete.
      await page.getByRole('link', { name: '‹ All airports' }).click();
      await page.waitForURL((url) => url.pathname === '/flight/airport');
      await page.getByLabel('Search').fill(suffix);
      await expect.poll(() => tableRange(page)).toBe('1–2 of 2');
      // A base's home airport cannot be deleted.
      await page.getByRole('button', { name: `Delete ${b.iata} / ${b.icao}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, /Cannot delete airport .*still used by \w+/, 'error');
      await page.getByRole('button', { name: `Delete ${a.iata} / ${a.icao}` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(`Delete airport ${a.iata} / ${a.icao} E2E Wamena ${suffix} ?`, { useInnerText: true });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Airport deleted');
      await expect.poll(() => tableRange(page)).toBe('1–1 of 1');
      expect(pathOf(page)).toBe('/flight/airport');
    });
  });

  test('Chief Pilot and Base Manager see Airport; PPC and Training do not', async () => {
    for (const [role, sees] of [
      ['airline_pilot', true],
      ['airline_base', true],
      ['airline_ppc', false],
      ['airline_training', false],
    ] as const) {
      await withPage(async (page) => {
        await signIn(page, role);
        expect(await menuLink(page, 'Airport').count(), role).toBe(sees ? 1 : 0);
        await page.goto('/flight/airport');
        await page.getByTestId('app-shell').waitFor();
        if (sees) await page.getByRole('button', { name: '+ Add Airport' }).waitFor();
        else await page.getByText('No access').waitFor();
      });
    }
  });
});
