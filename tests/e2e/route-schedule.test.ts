// Routes & Schedules (/flight/route-schedule) as OCC and as a base user: a flight made through the dialog
// with the captain's headroom shown, an overlap refused with its message on the aircraft field, the date
// and aircraft filters, the readiness light, the manifest of the selected row, the calendar chip opening
// the flight, a CSV import whose bad line writes nothing and is named, the same import good (then again,
// unchanged), the CSV export; then edit, bulk create, delete by date and delete as airline_base.
// Everything the test relies on (airports, aircraft, a rated and rostered captain) is made through the API.
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { screenshot, suiteBrowser } from '../support/browser';
import {
  type ApiUser,
  apiAs,
  createNetwork,
  expectToast,
  freeAirportCodes,
  freeRegistration,
  openAs,
  randomDigits,
  randomLetters,
  searchOne,
  settle,
  tableRange,
  textOf,
} from './flight-support';

const { withPage } = suiteBrowser();
let admin: ApiUser;
let network: Awaited<ReturnType<typeof createNetwork>>;
let arrival: { id: number; iata: string; icao: string };
let fleet: { id: number; registration: string };
let captain: { id: number; name: string; crew_code: string };
/** The day the flights fly: well ahead, so no seeded flight of this test's aircraft or crew is near. */
let day: string;

const addDays = (d: string, n: number) => {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
};
const flightNo = () => `QZ${randomDigits(4)}`;
const num1 = flightNo();
const num2 = flightNo();
const num3 = flightNo();
const num4 = flightNo();
const num5 = flightNo();
const num6 = flightNo();

type ListAnswer = { total: number; data: { id: number; flight_number: string; flight_date: string }[] };

beforeAll(async () => {
  admin = await apiAs('admin');
  day = addDays(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10), 45);
  network = await createNetwork(admin);
  const codes = await freeAirportCodes(admin);
  const port = await admin.post('/api/flight/airport', {
    ...codes,
    name: `E2E Strip ${network.suffix}`,
    city: `Lowtown ${network.suffix}`,
    latitude: -4.5,
    longitude: 138.5,
    timezone: 'Asia/Jayapura',
    elevation_ft: 300,
  });
  arrival = { id: port.id, ...codes };
  const type = await admin.post('/api/flight/fleet-type', {
    code: `Q${randomLetters(1)}${randomDigits(2)}`,
    name: `E2E Porter ${network.suffix}`,
    manufacturer: 'Pilatus',
    engines: 1,
    seats: 9,
    max_payload_kg: 1100,
    mtow_kg: 2800,
  });
  const registration = await freeRegistration(admin);
  const aircraft = await admin.post('/api/flight/fleet', {
    registration,
    fleet_type_id: type.id,
    serial_number: `PC6-${randomDigits(4)}`,
    year_built: 2012,
    base_id: network.base.id,
    seats: 9,
    payload_kg: 1100,
  });
  fleet = { id: aircraft.id, registration };
  const crewCode = `Q${randomDigits(4)}`;
  const name = `E2E Captain ${network.suffix}`;
  const pilot = await admin.post('/api/flight/pilot', {
    name,
    crew_code: crewCode,
    rank: 'captain',
    licence_number: `CPL-${crewCode}`,
    licence_expiry: '2031-06-30',
    medical_expiry: '2031-06-30',
    base_id: network.base.id,
  });
  captain = { id: pilot.id, name, crew_code: crewCode };
  await admin.post('/api/pilot/aircraft', { pilot_id: pilot.id, fleet_type_id: type.id });
  await admin.post('/api/pilot/schedule/bulk', {
    pilot_ids: [pilot.id],
    from: addDays(day, -3),
    to: addDays(day, 5),
    status: 1,
    base_id: network.base.id,
  });
});

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const SCREEN = { menu: 'Routes & Schedules', path: '/flight/route-schedule', ready: '+ Add Flight' };

/** Type into a combobox and pick the option that starts with the typed code or name ('PK-ABC · …'). */
async function pickIn(page: Page, box: Locator, typed: string) {
  await box.click();
  await box.fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${typed} ·`) })
    .first()
    .click();
}
/** The same in one of the form's comboboxes, by id. */
const pick = (page: Page, id: string, typed: string) => pickIn(page, page.locator(`#${id}`), typed);

type Leg = { number: string; date?: string; etd: string; eta: string; dep: string; arr: string; pilot?: string };

/** Fill a flight of the test's aircraft into the flight form ('schedule') or the bulk form ('bulk'). */
async function fillLeg(page: Page, form: Locator, prefix: 'schedule' | 'bulk', leg: Leg) {
  await form.locator(`#${prefix}-flight-number`).fill(leg.number);
  if (leg.date) await form.locator(`#${prefix}-flight-date`).fill(leg.date);
  await form.locator(`#${prefix}-etd`).fill(leg.etd);
  await form.locator(`#${prefix}-eta`).fill(leg.eta);
  await pick(page, `${prefix}-dep-airport-id`, leg.dep);
  await pick(page, `${prefix}-arr-airport-id`, leg.arr);
  await pick(page, `${prefix}-fleet-id`, fleet.registration);
  if (leg.pilot) await pick(page, `${prefix}-pilot-id`, leg.pilot);
}

/** The flights of the test's aircraft on a day, through the API. */
const flightsOn = (d: string) => admin.get<ListAnswer>(`/api/flight/route-schedule?date=${d}&fleet=${fleet.id}&sort=etd`);

function csv(lines: string[][]): Buffer {
  const header = 'flight_date;flight_number;flight_type;flight_status;dep;arr;etd;eta;aircraft;pilot;copilot;base;notes';
  return Buffer.from(`${[header, ...lines.map((l) => l.join(';'))].join('\n')}\n`);
}

async function chooseCsv(page: Page, name: string, content: Buffer) {
  await page.locator('input[type=file][aria-label="CSV file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: content });
}

describe('Routes & Schedules', () => {
  test('airline_occ: create with headroom, overlap refused, filters, readiness, manifest, calendar, import, export', async () => {
    await withPage(async (page) => {
      const listed: string[] = [];
      page.on('request', (r) => r.url().includes('/api/flight/route-schedule?') && listed.push(r.url()));
      await openAs(page, 'airline_occ', SCREEN);
      await page.getByTestId('table-range').waitFor();
      // The rows came with the screen, not from a request of the browser (one a live change causes later may follow).
      expect(listed).toEqual([]);
      await expect.poll(() => page.getByTestId('table-loading').count()).toBe(0);
      // From the menu, the flights from today on, earliest first.
      await expect.poll(() => page.getByLabel('From date').inputValue()).toBe(addDays(day, -45));
      expect(new URL(page.url()).searchParams.get('from')).toBe(addDays(day, -45));
      await screenshot(page, 'route-schedule-table');

      // --- A flight through the dialog; the captain's headroom shows before saving.
      await page.getByRole('button', { name: '+ Add Flight' }).click();
      const create = dialog(page, 'New flight');
      await create.waitFor();
      await create.getByRole('button', { name: 'Create' }).click();
      await create.getByText('Please input flight number').waitFor();
      const leg = { etd: '08:00', eta: '09:30', dep: network.airport.iata, arr: arrival.iata, pilot: captain.name };
      await fillLeg(page, create, 'schedule', { ...leg, number: num1.toLowerCase(), date: day });
      expect(await create.getByTestId('planned-hours').innerText()).toBe('1.50 h');
      const headroom = create.getByRole('region', { name: 'Pilot headroom' });
      await expect.poll(textOf(headroom.locator('[data-window="fl7"]'))).toContain('1.5 / 40 h');
      expect(await headroom.locator('[data-window="fl7"]').innerText()).toContain('38.5 h left');
      expect(await headroom.locator('[data-window="fl365"]').innerText()).toContain('1.5 / 1050 h');
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
      // The field says it: no toast repeats it over the dialog.
      expect(await page.getByTestId('toast').count()).toBe(0);
      await screenshot(page, 'route-schedule-overlap-refused');
      await clash.getByRole('button', { name: 'Cancel' }).click();
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
      for (const part of [captain.name, fleet.registration, 'Regular', 'Plan', '08:00', '09:30', network.base.short_name, '1.50']) {
        expect(text).toContain(part);
      }
      // The readiness light: red, the aircraft has no release to service; the reasons are its label.
      const light = row.locator('button[data-light]');
      expect(await light.getAttribute('data-light')).toBe('red');
      expect(await light.getAttribute('aria-label')).toMatch(/release to service/);
      await light.hover();
      await page.getByRole('tooltip').first().waitFor();
      await settle(page);
      await screenshot(page, 'route-schedule-filtered-readiness');

      // --- Select the row: the Manifest button opens the flight's manifest.
      const manifestButton = page.getByRole('button', { name: /^Manifest/ }).first();
      expect(await manifestButton.isDisabled()).toBe(true);
      // Away from the light (its reasons cover the first cells), a click on the row selects it.
      await page.mouse.move(700, 800);
      await page.keyboard.press('Escape');
      await row.locator('td').nth(6).click();
      await expect.poll(() => page.getByTestId('selected-flight').innerText()).toContain(num1);
      await page.getByRole('button', { name: `Manifest ${num1}`, exact: true }).click();
      const manifest = page.getByRole('dialog', { name: /MANIFEST #SI/ });
      await manifest.waitFor();
      await settle(page);
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
      expect(await chip.innerText()).toContain(`08:00 ${num1} ${network.airport.iata}–${arrival.iata}`);
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
      expect(await badLine.innerText()).toContain('PK-NOPE9');
      expect(await dry.locator('tr[data-line="2"]').innerText()).toMatch(/Create/);
      expect(await importer.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
      await settle(page);
      await screenshot(page, 'route-schedule-import-bad');
      expect((await flightsOn(day)).total).toBe(1);

      // The good line alone: created; the same file again changes nothing.
      await chooseCsv(page, 'good.csv', csv([good]));
      const firstLine = textOf(dry.locator('tr[data-line="2"]'));
      await expect.poll(firstLine).toMatch(/Create/);
      expect(await dry.locator('tr[data-line="3"]').count()).toBe(0);
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

  test('airline_base: edit with headroom of the flight itself left out, bulk create, delete by date, delete', async () => {
    await withPage(async (page) => {
      await openAs(page, 'airline_base', SCREEN);
      await expect.poll(() => tableRange(page)).toMatch(/ of \d+$/);
      await searchOne(page, num1);

      // Edit: the headroom counts the flight once, with its new length.
      await page.getByRole('button', { name: `Edit ${num1} ${day}` }).click();
      const edit = dialog(page, `Edit flight ${num1} · ${day}`);
      await edit.locator('#schedule-eta').fill('09:45');
      const headroom = edit.getByRole('region', { name: 'Pilot headroom' });
      await expect.poll(textOf(headroom.locator('[data-window="fl7"]'))).toContain('1.8 / 40 h');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, `Flight ${num1} updated`);
      await expect.poll(() => page.locator('tbody tr', { hasText: num1 }).innerText()).toContain('09:45');

      // Bulk create: the same flight on three days, all or nothing.
      await page.getByRole('button', { name: 'Bulk create' }).click();
      const bulk = dialog(page, 'Bulk create flights');
      await bulk.locator('#bulk-from').fill(addDays(day, 1));
      await bulk.locator('#bulk-to').fill(addDays(day, 3));
      const early = { etd: '07:00', eta: '07:40', dep: network.airport.iata, arr: arrival.iata };
      await fillLeg(page, bulk, 'bulk', { ...early, number: num5, pilot: captain.name });
      expect(await bulk.getByTestId('bulk-summary').innerText()).toContain('3 flights');
      await screenshot(page, 'route-schedule-bulk-create');
      await bulk.getByRole('button', { name: 'Create 3 flights' }).click();
      await expectToast(page, '3 flights created');
      for (const n of [1, 2, 3]) expect((await flightsOn(addDays(day, n))).data.map((f) => f.flight_number)).toEqual([num5]);

      // A new flight with a known number is filled from the last one flown under it.
      await page.getByRole('button', { name: '+ Add Flight' }).click();
      const again = dialog(page, 'New flight');
      await again.locator('#schedule-flight-number').fill(num5);
      await again.getByText(`Filled from ${num5} of ${addDays(day, 3)}`).waitFor();
      expect(await again.locator('#schedule-etd').inputValue()).toBe('07:00');
      expect(await again.locator('#schedule-eta').inputValue()).toBe('07:40');
      expect(await again.locator('#schedule-fleet-id').inputValue()).toContain(fleet.registration);
      expect(await again.locator('#schedule-dep-airport-id').inputValue()).toContain(network.airport.iata);
      await again.getByRole('button', { name: 'Cancel' }).click();
      await again.waitFor({ state: 'detached' });

      // Another flight at the same time on the last of those days and the next: the aircraft is busy on the
      // first, so nothing is created and that day is named.
      await page.getByRole('button', { name: 'Bulk create' }).click();
      await bulk.locator('#bulk-from').fill(addDays(day, 3));
      await bulk.locator('#bulk-to').fill(addDays(day, 4));
      await fillLeg(page, bulk, 'bulk', { ...early, number: num6 });
      await bulk.getByRole('button', { name: 'Create 2 flights' }).click();
      await bulk.getByText('Nothing was created. Refused:').waitFor();
      const refused = bulk.getByRole('alert').filter({ hasText: 'Nothing was created' });
      expect(await refused.innerText()).toMatch(new RegExp(`${addDays(day, 3)}: ${fleet.registration} is already on (flight )?${num5}`));
      await settle(page);
      await screenshot(page, 'route-schedule-bulk-refused');
      await bulk.getByRole('button', { name: 'Cancel' }).click();
      expect((await flightsOn(addDays(day, 4))).total).toBe(0);

      // Delete by date, for the test's aircraft: the confirmation names the count.
      await page.getByRole('button', { name: 'Delete by date' }).click();
      const byDate = dialog(page, 'Delete flights by date');
      await byDate.locator('#bulk-delete-day').fill(addDays(day, 2));
      await pick(page, 'bulk-delete-fleet', fleet.registration);
      await byDate.getByRole('button', { name: 'Delete flights…' }).click();
      const confirm = page.getByRole('alertdialog', { name: new RegExp(`^Delete 1 flight on .*aircraft ${fleet.registration}`) });
      await confirm.waitFor();
      await settle(page);
      await screenshot(page, 'route-schedule-delete-by-date');
      await confirm.getByRole('button', { name: 'Delete 1 flight' }).click();
      await expectToast(page, '1 flight deleted');
      expect((await flightsOn(addDays(day, 2))).total).toBe(0);
      expect((await flightsOn(addDays(day, 1))).total).toBe(1);

      // Delete one flight from its row.
      await searchOne(page, num3);
      await page.getByRole('button', { name: `Delete ${num3} ${day}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Flight deleted');
      await expect.poll(() => tableRange(page)).toBe('0–0 of 0');
      expect((await flightsOn(day)).data.map((f) => f.flight_number)).toEqual([num1]);

      // The calendar of the whole network this month: busy days fold into '+N more', listed in a dialog.
      await page.getByLabel('Search').fill('');
      await page.waitForURL((u) => !u.searchParams.has('q'));
      await page.getByRole('button', { name: 'Calendar', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('ui.view') === 'calendar');
      await expect.poll(textOf(page.getByTestId('calendar-count'))).toMatch(/^\d+ flights?/);
      await screenshot(page, 'route-schedule-calendar-month');
      const more = page.getByRole('button', { name: /^\+\d+ more$/ }).first();
      if (await more.count()) {
        const hidden = Number((await more.innerText()).match(/\d+/)?.[0]);
        await more.click();
        const list = page.getByRole('dialog', { name: /^Flights on / });
        await list.waitFor();
        expect(await list.locator('[data-flight]').count()).toBe(hidden + 4);
        await settle(page);
        await screenshot(page, 'route-schedule-calendar-day');
        await page.keyboard.press('Escape');
      }
    });
  });
});
