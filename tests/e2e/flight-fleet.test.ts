// Aircrafts (/flight/fleet) and the aircraft page (/flight/fleet/{id}), as OCC uses them: aircraft types,
// aircraft create/edit/search/filter/delete with the form's own messages, CSV export, and on the aircraft
// page its parts (limits in amber and red), daily hours, releases to service, AFL pages and history.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { screenshot, suiteBrowser } from '../support/browser';
import {
  type ApiUser,
  apiAs,
  choose,
  createNetwork,
  eachRole,
  expectToast,
  fillLabelled,
  freeRegistration,
  menuLink,
  openAs,
  openFromMenu,
  randomDigits,
  randomLetters,
  refusedThenFixed,
  searchOne,
  tableRange,
} from './flight-support';

const { withPage } = suiteBrowser();
let admin: ApiUser;
let network: Awaited<ReturnType<typeof createNetwork>>;

test.beforeAll(async () => {
  admin = await apiAs('admin');
  network = await createNetwork(admin);
});

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const AIRCRAFTS = { menu: 'Aircrafts', path: '/flight/fleet' };

test.describe('Aircrafts (airline_occ)', () => {
  test('aircraft types, then an aircraft: create, search, filter, edit, export, delete', async () => {
    const typeCode = `Q${randomDigits(1)}${randomLetters(1)}`;
    const typeName = `E2E Caravan ${randomDigits(4)}`;
    const registration = await freeRegistration(admin);
    await withPage(async (page) => {
      await openAs(page, 'airline_occ', { ...AIRCRAFTS, ready: '+ Add Aircraft' });
      await screenshot(page, 'flight-fleet-list');

      // --- Aircraft types, in their dialog.
      await page.getByRole('button', { name: 'Aircraft types' }).click();
      const types = dialog(page, 'Aircraft types');
      await types.waitFor();
      await types.getByRole('button', { name: '+ Add type' }).click();
      const newType = dialog(page, 'New aircraft type');
      await newType.getByRole('button', { name: 'Create' }).click();
      await newType.getByText('Please input name').waitFor();
      await newType.getByLabel('ICAO type code').fill('c-2');
      await newType.getByRole('button', { name: 'Create' }).click();
      await newType.getByText('Code must be an ICAO type designator such as C208').waitFor();
      await screenshot(page, 'flight-fleet-type-dialog-errors');
      await newType.getByLabel('ICAO type code').fill(typeCode.toLowerCase());
      await newType.getByRole('textbox', { name: 'Name', exact: true }).fill(typeName);
      await fillLabelled(newType, {
        Manufacturer: 'Textron Aviation',
        'Passenger seats': '12',
        'Max payload': '1400',
        MTOW: '3970',
        'Cruise speed': '175',
      });
      await newType.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Aircraft type created');
      await newType.waitFor({ state: 'detached' });
      await types.getByRole('cell', { name: typeCode, exact: true }).waitFor();
      await types.getByRole('button', { name: `Edit type ${typeCode}`, exact: true }).click();
      const editType = dialog(page, `Edit aircraft type ${typeCode}`);
      await editType.getByLabel('Passenger seats').fill('13');
      await editType.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Aircraft type updated');
      await screenshot(page, 'flight-fleet-types-dialog');
      await page.keyboard.press('Escape');
      await types.waitFor({ state: 'detached' });

      // --- A new aircraft, with the form's messages first.
      await page.getByRole('button', { name: '+ Add Aircraft' }).click();
      const create = dialog(page, 'New aircraft');
      // The first field has the focus: typing and Enter work without the mouse.
      const registrationField = create.getByLabel('Registration');
      await expect.poll(() => registrationField.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('PK-12');
      await page.keyboard.press('Enter');
      await create.getByText('Registration like PK-ABC').waitFor();
      await create.getByText('Please choose an aircraft type').waitFor();
      await create.getByText('Please choose a home base').waitFor();
      await screenshot(page, 'flight-fleet-create-errors');
      await create.getByLabel('Registration').fill(registration.toLowerCase());
      await create.getByLabel('Serial number (MSN)').fill(`208B-${randomDigits(4)}`);
      await choose(page, 'fleet-fleet-type-id', `${typeName} (${typeCode})`);
      // The type fills seats and payload.
      await expect(create.getByLabel('Passenger seats')).toHaveValue('13');
      expect(await create.getByLabel('Max payload').inputValue()).toBe('1400');
      // Filled fields lose their messages; the others keep theirs until the next submit.
      await expect(create.getByText('Please input seats')).toHaveCount(0);
      await expect(create.getByText('Please choose a home base')).toHaveCount(1);
      await choose(page, 'fleet-base-id', `${network.base.short_name} · ${network.base.name}`);
      await create.getByLabel('Year built').fill('2016');
      await create.getByLabel('Notes').fill('Cargo pod fitted');
      await screenshot(page, 'flight-fleet-create');
      await create.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Aircraft created');

      // --- Search and filter.
      await searchOne(page, registration);
      const row = page.locator('tbody tr', { hasText: registration });
      await expect(row).toContainText(typeName, { useInnerText: true });
      await expect(row).toContainText(network.base.short_name, { useInnerText: true });
      await expect(row).toContainText('Active');
      await page.getByLabel('Filter by status').click();
      await page.getByRole('option', { name: 'Grounded' }).click();
      await expect.poll(() => tableRange(page)).toBe('0–0 of 0');
      await page.getByText('No rows match').waitFor();
      await page.getByLabel('Filter by status').click();
      await page.getByRole('option', { name: 'All statuses' }).click();
      await expect.poll(() => tableRange(page)).toBe('1–1 of 1');

      // --- Edit.
      await page.getByRole('button', { name: `Edit ${registration}` }).click();
      const edit = dialog(page, `Edit aircraft ${registration}`);
      await choose(page, 'fleet-status', 'Maintenance');
      await refusedThenFixed(edit, { submit: 'Save', field: 'Passenger seats', bad: '', message: 'Please input seats', good: '10' });
      await expectToast(page, 'Aircraft updated');
      await expect(row).toContainText('Maintenance');
      await page.getByLabel('Filter by type').click();
      await page.getByRole('option', { name: `${typeName} (${typeCode})` }).click();
      await expect.poll(() => tableRange(page)).toBe('1–1 of 1');

      // --- CSV export (';'), of what the search and filters match.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      expect(csv.split(/\r?\n/)[0]).toContain('registration;type;type_name;serial_number');
      expect(csv).toContain(`${registration};${typeCode};${typeName}`);

      // --- A type still in use cannot be deleted: 409 as an error toast.
      await page.getByRole('button', { name: 'Aircraft types' }).click();
      await types.getByRole('button', { name: `Delete type ${typeCode}`, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, /Cannot delete aircraft type .*still used by \w+/, 'error');
      await page.keyboard.press('Escape');
      await types.waitFor({ state: 'detached' });

      // --- Delete the aircraft.
      await page.getByRole('button', { name: `Delete ${registration}` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(`Delete aircraft ${registration} ?`, { useInnerText: true });
      await screenshot(page, 'flight-fleet-delete-confirm');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Aircraft deleted');
      await expect.poll(() => tableRange(page)).toBe('0–0 of 0');
    });
  });

  test('the aircraft page: parts and their limits, hours, releases, AFL, history', async () => {
    const registration = await freeRegistration(admin);
    const typeList = await admin.get<{ data: { id: number }[] }>('/api/flight/fleet-type?limit=1');
    const typeId =
      typeList.data[0]?.id ??
      (
        await admin.post('/api/flight/fleet-type', {
          code: `Q${randomDigits(1)}${randomLetters(1)}`,
          name: 'E2E Porter',
          manufacturer: 'Pilatus',
          seats: 9,
          max_payload_kg: 1000,
          mtow_kg: 2800,
        })
      ).id;
    const fleet = await admin.post('/api/flight/fleet', {
      registration,
      fleet_type_id: typeId,
      serial_number: `MSN-${randomDigits(4)}`,
      year_built: 2012,
      base_id: network.base.id,
      seats: 9,
      payload_kg: 1000,
    });
    const engineSn = `PCE-${randomDigits(5)}`;

    await withPage(async (page) => {
      await openAs(page, 'airline_occ', AIRCRAFTS);
      await searchOne(page, registration);
      // A click on the row (not on a button) opens the aircraft's page, without a full load.
      await page.locator('tbody tr', { hasText: registration }).locator('td').nth(3).click();
      await page.waitForURL((url) => url.pathname === `/flight/fleet/${fleet.id}`);
      await page.getByRole('heading', { name: registration }).waitFor();
      expect(await menuLink(page, 'Aircrafts').getAttribute('aria-current')).toBe('page');
      await page.getByText('No parts recorded').waitFor();
      await expect(page.getByTestId('total-hours')).toContainText('0,0');
      await screenshot(page, 'flight-aircraft-empty');

      // --- Parts: the form's messages, then one part due soon (92 %) and one at its limit.
      await page.getByRole('button', { name: '+ Add part' }).click();
      const part = dialog(page, `New part on ${registration}`);
      await part.getByRole('button', { name: 'Create' }).click();
      await part.getByText('Please input name').waitFor();
      await part.getByText('Please input part number').waitFor();
      await part.locator('#part-name').fill('Engine PT6A-114A');
      await fillLabelled(part, {
        'Part number (P/N)': '3072861',
        'Serial number (S/N)': engineSn,
        Position: '#1',
        'Hours since new (TSN)': '3300',
        'Hour limit': '3600',
        'Cycles since new (CSN)': '2100',
        'Cycle limit': '10000',
      });
      await screenshot(page, 'flight-aircraft-part-dialog');
      await part.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Part added');

      await page.getByRole('button', { name: '+ Add part' }).click();
      await part.locator('#part-name').fill('Propeller HC-E4N');
      await fillLabelled(part, {
        'Part number (P/N)': 'HC-E4N-3',
        'Serial number (S/N)': `PR-${randomDigits(5)}`,
        'Hours since new (TSN)': '2000',
        'Hour limit': '2000',
      });
      await part.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Part added');

      const engine = page.locator('tbody tr', { hasText: 'Engine PT6A-114A' });
      const prop = page.locator('tbody tr', { hasText: 'Propeller HC-E4N' });
      await expect(engine).toContainText('Due soon', { useInnerText: true });
      expect(await engine.getAttribute('class')).toContain('bg-amber-50');
      await expect(engine).toContainText('300,0');
      await expect(prop).toContainText('Limit reached', { useInnerText: true });
      expect(await prop.getAttribute('class')).toContain('bg-red-50');
      await expect(page.getByTestId('parts-summary')).toHaveText(/1 at or over limit · 1 due soon/, { useInnerText: true });
      await screenshot(page, 'flight-aircraft-parts');

      // Edit: a longer limit makes the engine fine again.
      await page.getByRole('button', { name: `Edit Engine PT6A-114A ${engineSn}` }).click();
      const editPart = dialog(page, 'Edit part Engine PT6A-114A');
      await editPart.getByLabel('Hour limit').fill('6000');
      await editPart.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Part updated');
      await expect(engine).toContainText('Within limits', { useInnerText: true });
      await expect(page.getByTestId('parts-summary')).toHaveText(/1 at or over limit$/, { useInnerText: true });

      // --- Hours: a day over 24 h is refused; a real day moves the totals and the installed parts.
      await page.getByRole('tab', { name: 'Hours' }).click();
      expect(new URL(page.url()).searchParams.get('tab')).toBe('hours');
      const form = page.getByRole('form', { name: "Record a day's hours" });
      await form.getByLabel('Cycles (landings)').fill('3');
      await refusedThenFixed(form, {
        submit: 'Save day',
        field: 'Flight hours',
        bad: '25',
        message: 'Hours may be at most 24',
        good: '2.5',
      });
      await expectToast(page, /Hours of .* recorded/);
      await expect(page.getByTestId('hours-month')).toContainText('2,5');
      await expect(page.getByTestId('hours-year')).toContainText('3 cycles', { useInnerText: true });
      await expect(page.getByTestId('total-hours')).toContainText('2,5');
      await expect(page.getByTestId('total-cycles')).toContainText('3');
      await expect.poll(() => tableRange(page)).toBe('1–1 of 1');
      await screenshot(page, 'flight-aircraft-hours');
      await page.getByRole('tab', { name: 'Parts' }).click();
      await expect(engine).toContainText('3.302,5');

      // --- Releases to service.
      await page.getByRole('tab', { name: 'Releases to service' }).click();
      await page.getByRole('button', { name: '+ Add release' }).click();
      const release = dialog(page, `Release ${registration} to service`);
      await release.getByRole('button', { name: 'Add' }).click();
      await release.getByText('Please input work order').waitFor();
      await fillLabelled(release, {
        'Work order': 'WO-2026-0142',
        'Certifying staff': 'Yosef Wenda',
        'Licence number': 'AME 1234',
        'Work done': '100-hour inspection carried out, no findings.',
      });
      await screenshot(page, 'flight-aircraft-release-dialog');
      await release.getByRole('button', { name: 'Add' }).click();
      await expectToast(page, 'Release to service added');
      await page.getByRole('cell', { name: '100-hour inspection carried out, no findings.' }).waitFor();

      // --- AFL: flight hours may not exceed block hours.
      await page.getByRole('tab', { name: 'AFL' }).click();
      await page.getByRole('button', { name: '+ Add AFL page' }).click();
      const afl = dialog(page, `New AFL page for ${registration}`);
      await fillLabelled(afl, {
        'AFL page number': `00${randomDigits(4)}`,
        'Pilot in command': 'Capt. Markus Kogoya',
        'Block hours': '1.2',
        'Flight hours': '1.5',
        'Cycles (landings)': '2',
      });
      await afl.getByRole('button', { name: 'Add' }).click();
      await afl.getByText('flight hours cannot exceed block hours').waitFor();
      await afl.getByLabel('Flight hours').fill('1.0');
      await afl.getByLabel('Fuel uplift').fill('240');
      await afl.getByRole('button', { name: 'Add' }).click();
      await expectToast(page, 'AFL page added');
      await page.getByRole('cell', { name: 'Capt. Markus Kogoya' }).waitFor();
      await screenshot(page, 'flight-aircraft-afl');

      // --- History.
      await page.getByRole('tab', { name: 'History', exact: true }).click();
      await page.getByRole('button', { name: '+ Add entry' }).click();
      const entry = dialog(page, `New history entry for ${registration}`);
      await entry.getByRole('button', { name: 'Add' }).click();
      await entry.getByText('Please input title').waitFor();
      await choose(page, 'history-event', 'Inspection');
      await entry.getByLabel('Title').fill('Annual inspection at Sentani');
      await entry.getByRole('button', { name: 'Add' }).click();
      await expectToast(page, 'History entry added');
      await page.getByText('Annual inspection at Sentani').waitFor();
      await screenshot(page, 'flight-aircraft-history');

      // --- Back to the list; an aircraft with parts cannot be deleted (409 as an error toast).
      await page.getByRole('link', { name: '‹ All aircraft' }).click();
      await page.waitForURL((url) => url.pathname === '/flight/fleet');
      await searchOne(page, registration);
      await page.getByRole('button', { name: `Delete ${registration}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, /Cannot delete aircraft .*still used by \w+/, 'error');
      expect(await tableRange(page)).toBe('1–1 of 1');
    });
  });
});

/** The registration of an aircraft with more than 100 recorded days (the seeded demo fleet), if any. */
async function aircraftWithHistory(): Promise<string | undefined> {
  const fleet = await admin.get<{ data: { id: number; registration: string }[] }>('/api/flight/fleet?limit=100');
  for (const f of fleet.data) {
    const hours = await admin.get<{ total: number }>(`/api/flight/fleet-hours?fleet=${f.id}&limit=1`);
    if (hours.total > 100) return f.registration;
  }
  return undefined;
}

test.describe('who sees Aircrafts', () => {
  test('the roles of the menu table see it; Training and Finance do not', () =>
    eachRole(
      withPage,
      'Aircrafts',
      { airline_ppc: true, manager: true, airline_training: false, airline_finance: false },
      async (page, role, sees) => {
        if (sees) {
          await openFromMenu(page, 'Aircrafts', '/flight/fleet');
          await page.getByRole('button', { name: '+ Add Aircraft' }).waitFor();
          // With the demo fleet seeded: the page of an aircraft with a long record, as the manager sees it.
          if (role === 'manager') {
            const busy = await aircraftWithHistory();
            if (busy) {
              await page.getByLabel('Search').fill(busy);
              await page.getByRole('link', { name: busy, exact: true }).click();
              await page.waitForURL((url) => /^\/flight\/fleet\/\d+$/.test(url.pathname));
              await page.locator('tbody tr').first().waitFor();
              await screenshot(page, 'flight-aircraft-demo-parts');
              await page.getByRole('tab', { name: 'Hours' }).click();
              await page.getByTestId('hours-year').getByText('cycles').waitFor();
              await screenshot(page, 'flight-aircraft-demo-hours');
            }
          }
        } else {
          const status = await page.evaluate(() => fetch('/api/flight/fleet-part').then((r) => r.status));
          expect(status, role).toBe(403);
        }
      },
    ));
});
