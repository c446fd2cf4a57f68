// Crews (/flight/pilot) as the Chief Pilot: the crew table (documents in amber/red, limits), the crew member
// dialog with type ratings and airport qualifications, the month duty roster (a day, a dragged range, the
// bulk dialog), the crew member's page (limits, qualifications, logbook) and delete. As Training:
// crews-training.test.ts.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { today as officeToday } from '@/lib/format/dates';
import { screenshot, suiteBrowser } from '../support/browser';
import { CREWS, crewsSetUp, dialog, type Network, pad2, shiftDays } from './crews-support';
import {
  type ApiUser,
  choose,
  createNetwork,
  expectToast,
  freeRegistration,
  menuLink,
  openAs,
  randomDigits,
  randomLetters,
  searchOne,
  tableRange,
} from './flight-support';

const { withPage } = suiteBrowser();
let admin: ApiUser;
let network: Network;
let fleetType: { id: number; code: string; name: string };
/** A type the dialog lists but that is deleted before the save: the save must be refused whole. */
let goneType: { id: number; code: string };

/** A day of the month the roster opens on (the office's current month, WIB). */
function dayOfThisMonth(d: number): string {
  return `${officeToday().slice(0, 7)}-${pad2(d)}`;
}

test.beforeAll(async () => {
  ({ admin, network } = await crewsSetUp());
  const code = `Q${randomDigits(1)}${randomLetters(2)}`;
  const type = await admin.post('/api/flight/fleet-type', {
    code,
    name: `E2E Twin Otter ${randomDigits(4)}`,
    manufacturer: 'Viking',
    seats: 19,
    max_payload_kg: 1800,
    mtow_kg: 5670,
  });
  fleetType = { id: type.id, code, name: '' };
  const goneCode = `X${randomDigits(1)}${randomLetters(2)}`;
  const gone = await admin.post('/api/flight/fleet-type', {
    code: goneCode,
    name: `E2E Gone ${randomDigits(4)}`,
    manufacturer: 'Viking',
    seats: 9,
    max_payload_kg: 900,
    mtow_kg: 3000,
  });
  goneType = { id: gone.id, code: goneCode };
});

/** The API writes (method and path) the page sends while `action` runs. */
async function writesDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const writes: string[] = [];
  const onRequest = (req: { method(): string; url(): string }) => {
    const url = new URL(req.url());
    if (req.method() !== 'GET' && url.pathname.startsWith('/api/')) writes.push(`${req.method()} ${url.pathname}`);
  };
  page.on('request', onRequest);
  try {
    await action();
  } finally {
    page.off('request', onRequest);
  }
  return writes;
}
// The name holds "<crew>, <date>:" after the codes the cell shows.
const cell = (page: Page, name: string, date: string) => page.locator(`button[aria-label*="${name}, ${date}:"]`);

async function drag(page: Page, from: ReturnType<typeof cell>, to: ReturnType<typeof cell>) {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('roster cells are not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

test.describe('Crews (airline_pilot, Chief Pilot)', () => {
  test('create a crew member, see documents and limits, roster a day and ranges, open their page, delete', async () => {
    test.setTimeout(150_000); // 14 screenshots, each with an axe check (the month roster is large)
    const crewCode = `E${randomLetters(3)}${randomDigits(1)}`;
    const name = `E2E Pilot ${randomLetters(5)}`;
    const day = dayOfThisMonth(10);
    await withPage(
      async (page) => {
        await openAs(page, 'airline_pilot', CREWS);
        for (const header of ['Name', 'Base', 'Ratings', 'Licence', 'Medical', '7 d', '30 d', '90 d', '365 d']) {
          await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
        }
        await screenshot(page, 'crews-list');

        // --- A new crew member: the form's messages first, then the crew fields and qualifications.
        await page.getByRole('button', { name: '+ Add Crew' }).click();
        const create = dialog(page, 'New crew member');
        await create.getByRole('button', { name: 'Create' }).click();
        await create.getByText('Please input name').waitFor();
        await create.getByText('Crew code must be 2 to 6 letters or digits').waitFor();
        await create.getByLabel('Name').fill(name);
        await create.getByLabel('Crew code').fill(crewCode.toLowerCase());
        await choose(page, 'crew-base-id', `${network.base.short_name} · ${network.base.name}`);
        await create.getByLabel('Licence number').fill(`cpl-${randomDigits(6)}`);
        // Licence within 60 days (amber), medical expired (red).
        await create.getByLabel('Licence expiry').fill(shiftDays(30));
        await create.getByLabel('Medical expiry').fill(shiftDays(-3));
        await create.getByRole('checkbox', { name: new RegExp(`^${fleetType.code}`) }).check();
        await page.locator('#crew-airport-add').fill(network.airport.iata);
        await page.getByRole('option', { name: new RegExp(network.airport.iata) }).click();
        await create.getByRole('list', { name: 'Qualified airports' }).getByText(network.airport.iata).waitFor();
        await screenshot(page, 'crews-create');

        // A type deleted while the dialog is open: the save is refused whole (no crew row either).
        await create.getByRole('checkbox', { name: new RegExp(`^${goneType.code}`) }).check();
        expect(await admin.del(`/api/flight/fleet-type/${goneType.id}`)).toBe(200);
        await create.getByRole('button', { name: 'Create' }).click();
        await create.getByText(`Unknown aircraft type ${goneType.code}: deleted meanwhile? Remove it and save again.`).waitFor();
        await screenshot(page, 'crews-create-refused');
        expect((await admin.get<{ total: number }>(`/api/flight/pilot?q=${crewCode}`)).total).toBe(0);
        await create.getByRole('checkbox', { name: new RegExp(`^${goneType.code}`) }).uncheck();
        expect(await create.getByText(`Unknown aircraft type ${goneType.code}: deleted meanwhile? Remove it and save again.`).count()).toBe(
          0,
        );

        // The crew row and its two qualifications in one request (one transaction).
        const createWrites = await writesDuring(page, async () => {
          await create.getByRole('button', { name: 'Create' }).click();
          await create.waitFor({ state: 'detached' });
          await expectToast(page, 'Crew member created');
        });
        expect(createWrites).toEqual(['POST /api/flight/pilot']);

        // --- In the table: code upper-cased, documents coloured, limits as used/limit.
        await searchOne(page, crewCode);
        const row = page.locator('tbody tr', { hasText: crewCode });
        await expect(row).toContainText(name, { useInnerText: true });
        await expect(row).toContainText(network.base.short_name, { useInnerText: true });
        await expect(row).toContainText(fleetType.code, { useInnerText: true });
        await expect(row.locator('[data-state="expiring"]')).toContainText('d left', { useInnerText: true });
        await expect(row.locator('[data-state="expired"]')).toContainText('expired');
        await expect(row.locator('[data-tone]')).toHaveCount(4);
        await expect(row).toContainText('/40');
        await expect(row).toContainText('/1050');
        await screenshot(page, 'crews-list-search');

        // Edit: a valid medical.
        await page.getByRole('button', { name: `Edit ${name}` }).click();
        const edit = dialog(page, `Edit crew member ${crewCode}`);
        await edit.getByRole('checkbox', { name: new RegExp(`^${fleetType.code}`) }).waitFor();
        expect(await edit.getByRole('checkbox', { name: new RegExp(`^${fleetType.code}`) }).isChecked()).toBe(true);
        await edit.getByLabel('Medical expiry').fill(shiftDays(300));
        await edit.getByRole('button', { name: 'Save' }).click();
        await expectToast(page, 'Crew member updated');
        await expect(row.locator('[data-state="expired"]')).toHaveCount(0);

        // --- The roster of this month, filtered to the new base: one crew row.
        await page.getByRole('link', { name: 'Duty roster' }).click();
        await page.waitForURL((url) => url.pathname === '/flight/pilot/roster');
        await page.getByTestId('roster-grid').waitFor();
        // The whole crew first (demo data), opened on today's column.
        await expect.poll(() => page.locator('[data-testid="roster-grid"] tbody tr').count()).toBeGreaterThan(1);
        const todayHeader = page.locator('[data-testid="roster-grid"] thead th').nth(Number(officeToday().slice(8)));
        // In view: scrolled to once the first rows are drawn, inside the grid's own scroll box.
        await expect(todayHeader).toBeInViewport({ ratio: 0.9 });
        await screenshot(page, 'crews-roster-demo');
        // Only the rows in view are drawn (issue 41): scrolled to the end, the last crew member is, and a
        // focused cell stays drawn and focused while scrolled away.
        const rosterBox = page.getByTestId('roster-grid');
        const crewCount = Number(/\d+/.exec(await rosterBox.locator('thead th').first().innerText())?.[0]);
        expect(await rosterBox.locator('tbody th[scope="row"]').count()).toBeLessThan(crewCount);
        await rosterBox.locator('button[data-cell="0:0"]').focus();
        await rosterBox.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
        await expect.poll(() => rosterBox.locator(`tbody tr[aria-rowindex="${crewCount + 1}"]`).count()).toBe(1);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe('0:0');
        await page.getByLabel('Filter by base').click();
        await page.getByRole('option', { name: `${network.base.short_name} · ${network.base.name}` }).click();
        await cell(page, name, day).waitFor();
        await expect(page.locator('[data-testid="roster-grid"] tbody tr')).toHaveCount(1);

        // A day: On Duty without a base is refused in the form, then with the base.
        await cell(page, name, day).click();
        const dayDialog = dialog(page, new RegExp(`^${name} · `));
        await dayDialog.waitFor();
        await choose(page, 'roster-base', 'No base');
        await dayDialog.getByRole('button', { name: 'Save day' }).click();
        await dayDialog.getByText('On Duty needs a base: please choose one').waitFor();
        await screenshot(page, 'crews-roster-day-errors');
        await choose(page, 'roster-base', `${network.base.short_name} · ${network.base.name}`);
        await dayDialog.getByRole('button', { name: 'Save day' }).click();
        await expectToast(page, `${name}: On Duty`);
        await expect(cell(page, name, day)).toHaveAttribute('data-status', '1');
        await expect(cell(page, name, day)).toContainText('DUTY');
        await expect(cell(page, name, day)).toContainText(network.airport.iata, { useInnerText: true });

        // A flight that day (made through the API, as Routes & Schedules would): its chip shows in local
        // time, and taking the crew member off flying that day is refused with the flight named.
        const pilotId = (await admin.get<{ data: { id: number }[] }>(`/api/flight/pilot?q=${crewCode}`)).data[0].id;
        const other = await createNetwork(admin, { latitude: -2.5, longitude: 140.7 });
        const aircraft = await admin.post('/api/flight/fleet', {
          registration: await freeRegistration(admin),
          fleet_type_id: fleetType.id,
          serial_number: `MSN-${randomDigits(4)}`,
          year_built: 2014,
          base_id: network.base.id,
          seats: 19,
          payload_kg: 1800,
        });
        const flightNumber = `EX${randomDigits(4)}`;
        const flight = await admin.post('/api/flight/route-schedule', {
          flight_number: flightNumber,
          flight_type: 'charter',
          flight_date: day,
          etd: '08:15',
          eta: '09:40',
          dep_airport_id: network.airport.id,
          arr_airport_id: other.airport.id,
          fleet_id: aircraft.id,
          pilot_id: pilotId,
        });
        // The month's flights load with the month: away and back.
        await page.getByRole('button', { name: 'Next month' }).click();
        await page.getByRole('button', { name: 'Previous month' }).click();
        await expect(cell(page, name, day)).toContainText('08:15');
        expect(await cell(page, name, day).getAttribute('aria-label')).toContain('1 flight');
        await cell(page, name, day).click();
        await dayDialog.getByRole('list', { name: 'Flights that day' }).getByText(flightNumber).waitFor();
        await choose(page, 'roster-status', 'Sick (SCK)');
        await dayDialog.getByRole('button', { name: 'Save day' }).click();
        // The refusal names the flight (a live toast of the flight's creation by admin may show first).
        await expectToast(page, `is on flight ${flightNumber}`, 'error');
        await expect(dayDialog.getByRole('alert')).toContainText(flightNumber, { useInnerText: true });
        await screenshot(page, 'crews-roster-refused');
        // The changed day asks before it is dropped.
        await page.keyboard.press('Escape');
        await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
        await dayDialog.waitFor({ state: 'detached' });
        expect(await cell(page, name, day).getAttribute('data-status')).toBe('1');

        // A range by dragging across four days: the bulk dialog with the crew member and days filled in.
        await drag(page, cell(page, name, dayOfThisMonth(15)), cell(page, name, dayOfThisMonth(18)));
        const bulk = dialog(page, 'Bulk edit the roster');
        await bulk.waitFor();
        expect(await bulk.locator('#bulk-from').inputValue()).toBe(dayOfThisMonth(15));
        expect(await bulk.locator('#bulk-to').inputValue()).toBe(dayOfThisMonth(18));
        expect(await bulk.getByRole('checkbox', { name: new RegExp(name) }).isChecked()).toBe(true);
        await screenshot(page, 'crews-roster-bulk-drag');
        await bulk.getByRole('button', { name: 'Apply' }).click();
        await expectToast(page, 'Roster updated: 4 days set to Day Off');
        for (const d of [15, 16, 17, 18]) {
          await expect(cell(page, name, dayOfThisMonth(d))).toHaveAttribute('data-status', '0');
        }
        expect(await cell(page, name, dayOfThisMonth(19)).getAttribute('data-status')).toBe('');

        // The 'Bulk edit' dialog: Requested Leave on the weekdays of 20-26, weekends left alone.
        await page.getByRole('button', { name: 'Bulk edit' }).click();
        await bulk.waitFor();
        await bulk.getByRole('button', { name: 'Apply' }).click();
        await bulk.getByText('Please choose the crew members').waitFor();
        await bulk.getByLabel('Filter crew').fill(crewCode);
        await bulk.getByRole('checkbox', { name: new RegExp(name) }).check();
        await bulk.locator('#bulk-from').fill(dayOfThisMonth(20));
        await bulk.locator('#bulk-to').fill(dayOfThisMonth(26));
        await bulk.getByRole('checkbox', { name: 'Sat' }).uncheck();
        await bulk.getByRole('checkbox', { name: 'Sun' }).uncheck();
        await choose(page, 'bulk-status', 'Requested Leave (RL)');
        await bulk.getByRole('button', { name: 'Apply' }).click();
        await expectToast(page, 'Roster updated: 5 days set to Requested Leave');
        for (let d = 20; d <= 26; d++) {
          const date = dayOfThisMonth(d);
          const wd = new Date(`${date}T00:00:00Z`).getUTCDay();
          await expect(cell(page, name, date)).toHaveAttribute('data-status', wd === 0 || wd === 6 ? '' : '2');
        }
        await screenshot(page, 'crews-roster');

        // The list view shows the same entries.
        await page.getByRole('button', { name: 'List', exact: true }).click();
        const entries = page.getByRole('table', { name: 'Roster entries' });
        await entries.waitFor();
        await expect(entries.locator('tbody tr')).toHaveCount(10);
        await expect(entries).toContainText('Requested Leave', { useInnerText: true });
        await screenshot(page, 'crews-roster-list');
        await page.getByRole('button', { name: 'Calendar', exact: true }).click();

        // A click, then a shift-click: the range between them. Training needs a base: the crew member's
        // home base fills in once the status is chosen.
        await cell(page, name, dayOfThisMonth(27)).click();
        await dayDialog.waitFor();
        await page.keyboard.press('Escape');
        await dayDialog.waitFor({ state: 'detached' });
        await cell(page, name, dayOfThisMonth(28)).click({ modifiers: ['Shift'] });
        await bulk.waitFor();
        expect(await bulk.locator('#bulk-from').inputValue()).toBe(dayOfThisMonth(27));
        expect(await bulk.locator('#bulk-to').inputValue()).toBe(dayOfThisMonth(28));
        await choose(page, 'bulk-status', 'Training (TX)');
        await expect(bulk.locator('#bulk-base')).toContainText(network.base.short_name, { useInnerText: true });
        await bulk.getByRole('button', { name: 'Apply' }).click();
        await expectToast(page, 'Roster updated: 2 days set to Training');
        await expect(cell(page, name, dayOfThisMonth(27))).toHaveAttribute('data-status', '5');
        await expect(cell(page, name, dayOfThisMonth(28))).toContainText(network.airport.iata, { useInnerText: true });

        // --- The crew member's page: details, qualifications, the four windows, logbook and roster.
        await page.getByRole('link', { name, exact: true }).click();
        await page.waitForURL((url) => /^\/flight\/pilot\/\d+$/.test(url.pathname));
        await page.getByRole('heading', { name }).waitFor();
        expect(await menuLink(page, 'Crews').getAttribute('aria-current')).toBe('page');
        const limits = page.getByTestId('crew-limits');
        for (const w of ['fl7', 'fl30', 'fl90', 'fl365']) await limits.locator(`[data-window="${w}"]`).waitFor();
        await expect(limits).toContainText('/ 40 h', { useInnerText: true });
        // The 1.42 h flight counts in every window that reaches back to it (windows end today).
        const year = await limits.locator('[data-window="fl365"]').innerText();
        expect(year).toMatch(day <= shiftDays(0) ? /1,4 \/ 1050 h[\s\S]*1\.048,6 h remaining/ : /0,0 \/ 1050 h/);
        await page.getByRole('list', { name: 'Type ratings' }).getByText(fleetType.code).waitFor();
        await page.getByRole('list', { name: 'Airport qualifications' }).getByText(network.airport.iata).waitFor();
        await page.getByRole('table', { name: 'Flights' }).getByText(flightNumber).waitFor();

        // --- Edit from the page: the dialog holds the qualifications; dropping the airport is one PUT.
        await page.getByRole('button', { name: 'Edit crew member' }).click();
        const pageEdit = dialog(page, `Edit crew member ${crewCode}`);
        const rated = pageEdit.getByRole('checkbox', { name: new RegExp(`^${fleetType.code}`) });
        await rated.waitFor();
        expect(await rated.isChecked()).toBe(true);
        await pageEdit.getByRole('list', { name: 'Qualified airports' }).getByText(network.airport.iata).waitFor();
        await screenshot(page, 'crews-edit');
        await pageEdit.getByRole('button', { name: `Remove airport ${network.airport.iata}` }).click();
        await pageEdit.getByText('None: not qualified for any special airport.').waitFor();
        const editWrites = await writesDuring(page, async () => {
          await pageEdit.getByRole('button', { name: 'Save' }).click();
          await pageEdit.waitFor({ state: 'detached' });
          await expectToast(page, 'Crew member updated');
        });
        expect(editWrites).toEqual([expect.stringMatching(/^PUT \/api\/flight\/pilot\/\d+$/)]);
        await page.getByRole('list', { name: 'Airport qualifications' }).waitFor({ state: 'detached' });
        await page.getByRole('list', { name: 'Type ratings' }).getByText(fleetType.code).waitFor();
        await page.getByRole('tab', { name: 'Logbook' }).click();
        await expect(page.getByTestId('logbook-totals')).toContainText('0,0 h', { useInnerText: true });
        await page.getByText('No logbook entries').waitFor();
        await page.getByRole('tab', { name: 'Roster' }).click();
        await expect(page.getByTestId('crew-roster-month')).toContainText('DUTY');
        await screenshot(page, 'crews-member');

        // --- Delete, from the table.
        await page.getByRole('link', { name: '‹ All crew' }).click();
        await page.waitForURL((url) => url.pathname === '/flight/pilot');
        await searchOne(page, crewCode);
        await page.getByRole('button', { name: `Delete ${name}` }).click();
        const confirm = page.getByRole('alertdialog');
        await expect(confirm).toContainText(`Delete crew member ${name} (${crewCode}) ?`, { useInnerText: true });
        await confirm.getByRole('button', { name: 'Delete' }).click();
        // Still on a flight: refused, nothing deleted.
        await expectToast(page, `Cannot delete crew member ${name} (${crewCode}).`, 'error');
        await screenshot(page, 'crews-delete-refused');
        expect(await admin.del(`/api/flight/route-schedule/${flight.id}`)).toBe(200);
        await page.getByRole('button', { name: `Delete ${name}` }).click();
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await expectToast(page, 'Crew member deleted');
        await expect.poll(() => tableRange(page)).toBe('0–0 of 0');
      },
      { width: 1440, height: 900 },
    );
  });
});
