// Routes & Schedules (/flight/route-schedule) as OCC: a flight made through the dialog with the captain's
// headroom shown, an overlap refused with its message on the aircraft field, the date and aircraft filters,
// the readiness light, the manifest of the selected row, the calendar chip opening the flight, a CSV import
// whose bad line writes nothing and is named, the same import good (then again, unchanged), the CSV export.
// Edit, bulk create and delete as airline_base: route-schedule-edit.test.ts.
// Everything the test relies on (airports, aircraft, a rated and rostered captain) is made through the API.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { screenshot, suiteBrowser } from '../support/browser';
import { expectToast, openAs, tableRange, textOf } from './flight-support';
import {
  addDays,
  arrival,
  captain,
  day,
  dialog,
  fillLeg,
  fleet,
  flightNo,
  flightsOn,
  network,
  pickIn,
  SCREEN,
  setUpRouteSchedule,
} from './route-schedule-support';

const { withPage } = suiteBrowser();
const num1 = flightNo('Z');
const num2 = flightNo('Z');
const num3 = flightNo('Z');
const num4 = flightNo('Z');

test.beforeAll(() => setUpRouteSchedule('Z'));

function csv(lines: string[][]): Buffer {
  const header = 'flight_date;flight_number;flight_type;flight_status;dep;arr;etd;eta;aircraft;pilot;copilot;base;notes';
  return Buffer.from(`${[header, ...lines.map((l) => l.join(';'))].join('\n')}\n`);
}

async function chooseCsv(page: Page, name: string, content: Buffer) {
  await page.locator('input[type=file][aria-label="CSV file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: content });
}

test.describe('Routes & Schedules', () => {
  test('airline_occ: create with headroom, overlap refused, filters, readiness, manifest, calendar, import, export', async () => {
    test.setTimeout(120_000); // 13 screenshots with their axe checks, a CSV import and export: 45 to 50 s on a loaded machine
    await withPage(async (page) => {
      const listed: string[] = [];
      page.on('request', (r) => r.url().includes('/api/flight/route-schedule?') && listed.push(r.url()));
      await openAs(page, 'airline_occ', SCREEN);
      await page.getByTestId('table-range').waitFor();
      // The rows came with the screen, not from a request of the browser (one a live change causes later may follow).
      expect(listed).toEqual([]);
      await expect(page.getByTestId('table-loading')).toHaveCount(0);
      // From the menu, the flights from today on, earliest first.
      await expect(page.getByLabel('From date')).toHaveValue(addDays(day, -45));
      expect(new URL(page.url()).searchParams.get('from')).toBe(addDays(day, -45));
      await screenshot(page, 'route-schedule-table');
      // 'All dates' after the arrival shows every flight, and stays so (the arrival's filter does not come back).
      const fromToday = await tableRange(page);
      await page.getByRole('button', { name: 'All dates' }).click();
      await page.waitForURL((u) => !u.searchParams.has('from'));
      await expect.poll(() => tableRange(page)).not.toBe(fromToday);
      expect(await page.getByLabel('From date').inputValue()).toBe('');
      await page.getByLabel('From date').fill(addDays(day, -45));
      await page.waitForURL((u) => u.searchParams.get('from') === addDays(day, -45));

      // --- A flight through the dialog; the captain's headroom shows before saving.
      await page.getByRole('button', { name: '+ Add Flight' }).click();
      const create = dialog(page, 'New flight');
      await create.waitFor();
      await create.getByRole('button', { name: 'Create' }).click();
      await create.getByText('Please input flight number').waitFor();
      const leg = { etd: '08:00', eta: '09:30', dep: network.airport.iata, arr: arrival.iata, pilot: captain.name };
      await fillLeg(page, create, 'schedule', { ...leg, number: num1.toLowerCase(), date: day });
      expect(await create.getByTestId('planned-hours').innerText()).toBe('1,50 h');
      const headroom = create.getByRole('region', { name: 'Pilot headroom' });
      await expect(headroom.locator('[data-window="fl7"]')).toContainText('1,5 / 40 h', { useInnerText: true });
      await expect(headroom.locator('[data-window="fl7"]')).toContainText('38,5 h left', { useInnerText: true });
      await expect(headroom.locator('[data-window="fl365"]')).toContainText('1,5 / 1050 h', { useInnerText: true });
      await screenshot(page, 'route-schedule-create-headroom');
      await create.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, `Flight ${num1} created`);
      await create.waitFor({ state: 'detached' });
      const saved = await flightsOn(day);
      expect(saved.data.map((f) => f.flight_number)).toEqual([num1]);

      // --- A rule break: the aircraft is already flying at that time.
      await page.getByRole('button', { name: '+ Add Flight' }).click();
      const clash = dialog(page, 'New flight');
      await fillLeg(page, clash, 'schedule', {
        number: num2,
        date: day,
        etd: '09:00',
        eta: '10:00',
        dep: arrival.iata,
        arr: network.airport.iata,
      });
      await clash.getByRole('button', { name: 'Create' }).click();
      const refusal = clash.locator('#schedule-fleet-id-error');
      await expect
        .poll(() => refusal.innerText().catch(() => ''))
        .toMatch(new RegExp(`${fleet.registration} is already on (flight )?${num1}`));
      // The field says it: no toast repeats it over the dialog (the creation's toast may still be fading).
      expect(await page.getByTestId('toast').filter({ hasText: 'already on' }).count()).toBe(0);
      await screenshot(page, 'route-schedule-overlap-refused');
      await clash.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
      await clash.waitFor({ state: 'detached' });
      expect((await flightsOn(day)).total).toBe(1);

      // --- Filters: the day and the aircraft.
      await page.getByLabel('From date').fill(day);
      await page.waitForURL((u) => u.searchParams.get('from') === day);
      await page.getByLabel('To date').fill(day);
      await page.waitForURL((u) => u.searchParams.get('to') === day);
      await pickIn(page, page.getByRole('combobox', { name: 'Filter by aircraft' }), fleet.registration);
      await page.waitForURL((u) => u.searchParams.get('fleet') === String(fleet.id));
      await expect.poll(() => tableRange(page)).toBe('1–1 of 1');
      const row = page.locator('tbody tr', { hasText: num1 });
      const text = await row.innerText();
      for (const part of [captain.name, fleet.registration, 'Regular', 'Plan', '08:00', '09:30', network.base.short_name, '1,50']) {
        expect(text).toContain(part);
      }
      // The readiness light: red, the aircraft has no release to service; the reasons are its label.
      const light = row.locator('button[data-light]');
      expect(await light.getAttribute('data-light')).toBe('red');
      expect(await light.getAttribute('aria-label')).toMatch(/release to service/);
      // Radix's tooltip is loaded on the first focus or pointing: the focus stays on the light, which shows
      // its reasons, and then follows the pointer.
      await light.focus();
      await page.getByRole('tooltip').first().waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-light'))).toBe('red');
      await light.hover();
      await page.getByRole('tooltip').first().waitFor();
      await screenshot(page, 'route-schedule-filtered-readiness');

      // --- Select the row: the Manifest button opens the flight's manifest.
      const manifestButton = page.getByRole('button', { name: /^Manifest/ }).first();
      expect(await manifestButton.isDisabled()).toBe(true);
      // Away from the light (its reasons cover the first cells), a click on the row selects it.
      await page.mouse.move(700, 800);
      await page.keyboard.press('Escape');
      await row.locator('td').nth(6).click();
      await expect(page.getByTestId('selected-flight')).toContainText(num1, { useInnerText: true });
      await page.getByRole('button', { name: `Manifest ${num1}`, exact: true }).click();
      const manifest = page.getByRole('dialog', { name: /MANIFEST #SI/ });
      await manifest.waitFor();
      await screenshot(page, 'route-schedule-manifest');
      await page.keyboard.press('Escape');
      await manifest.waitFor({ state: 'detached' });

      // --- The calendar: the month of the filter, the chip in its type's colour opens the flight.
      await page.getByRole('button', { name: 'Calendar', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('ui.view') === 'calendar');
      const calendarCount = textOf(page.getByTestId('calendar-count'));
      await expect.poll(calendarCount).toBe('1 flight');
      const chip = page.locator(`[data-day="${day}"] [data-flight="${num1}"]`);
      await chip.waitFor();
      await expect(chip).toContainText(`08:00 ${num1} ${network.airport.iata}–${arrival.iata}`, { useInnerText: true });
      expect(await chip.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 78, 216)');
      await screenshot(page, 'route-schedule-calendar');
      await chip.click();
      const fromChip = dialog(page, `Edit flight ${num1} · ${day}`);
      await fromChip.waitFor();
      expect(await fromChip.locator('#schedule-etd').inputValue()).toBe('08:00');
      await fromChip.getByRole('button', { name: 'Cancel' }).click();
      await fromChip.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect.poll(calendarCount).toBe('0 flights');
      await page.getByRole('button', { name: 'Previous month' }).click();
      await chip.waitFor();
      await page.getByRole('button', { name: 'Table', exact: true }).click();
      await page.waitForURL((u) => !u.searchParams.has('ui.view'));
      await expect.poll(() => tableRange(page)).toBe('1–1 of 1');

      // --- CSV import: one bad line names its line and writes nothing.
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const importer = dialog(page, 'Import flights from CSV');
      await importer.waitFor();
      expect(await importer.getByRole('link', { name: 'Download the sample file' }).getAttribute('href')).toBe(
        '/samples/route-schedule.csv',
      );
      const good = [
        day,
        num3,
        'charter',
        '1',
        network.airport.iata,
        arrival.iata,
        '12:00',
        '13:15',
        fleet.registration,
        '',
        '',
        '',
        'E2E import',
      ];
      const bad = [day, num4, 'regular', '1', arrival.iata, network.airport.iata, '14:00', '15:00', 'PK-NOPE9', '', '', '', ''];
      await chooseCsv(page, 'bad.csv', csv([good, bad]));
      const dry = importer.getByTestId('dry-run');
      await dry.waitFor();
      const badLine = dry.locator('tr[data-line="3"]');
      expect(await badLine.innerText()).toMatch(/Error/);
      await expect(badLine).toContainText('PK-NOPE9');
      expect(await dry.locator('tr[data-line="2"]').innerText()).toMatch(/Create/);
      expect(await importer.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
      await screenshot(page, 'route-schedule-import-bad');
      expect((await flightsOn(day)).total).toBe(1);

      // The good line alone: created; the same file again changes nothing.
      await chooseCsv(page, 'good.csv', csv([good]));
      const firstLine = textOf(dry.locator('tr[data-line="2"]'));
      await expect.poll(firstLine).toMatch(/Create/);
      await expect(dry.locator('tr[data-line="3"]')).toHaveCount(0);
      await screenshot(page, 'route-schedule-import-dry-run');
      await importer.getByRole('button', { name: 'Import', exact: true }).click();
      await expectToast(page, 'Imported: 1 created, 0 updated, 0 unchanged');
      await importer.waitFor({ state: 'detached' });
      expect((await flightsOn(day)).data.map((f) => f.flight_number)).toEqual([num1, num3]);
      await expect.poll(() => tableRange(page)).toBe('1–2 of 2');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      await chooseCsv(page, 'good.csv', csv([good]));
      await expect.poll(firstLine).toMatch(/Unchanged/);
      expect(await importer.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
      await importer.getByRole('button', { name: 'Close' }).first().click();
      await importer.waitFor({ state: 'detached' });

      // --- CSV export of the filtered rows, ';' separated, import columns first.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      const file = fs
        .readFileSync(await download.path(), 'utf8')
        .trim()
        .split(/\r?\n/);
      expect(
        file[0].startsWith('flight_date;flight_number;flight_type;flight_status;dep;arr;etd;eta;aircraft;pilot;copilot;base;notes'),
      ).toBe(true);
      expect(file).toHaveLength(3);
      expect(
        file.some((l) =>
          l.startsWith(
            `${day};${num1};regular;1;${network.airport.iata};${arrival.iata};08:00;09:30;${fleet.registration};${captain.crew_code};`,
          ),
        ),
      ).toBe(true);
      expect(file.some((l) => l.startsWith(`${day};${num3};charter;1;`))).toBe(true);
      await expectToast(page, 'Exported 2 flights');
    });
  });
});
