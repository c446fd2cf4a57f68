// Routes & Schedules (/flight/route-schedule) as a base user: edit with the captain's headroom counting the
// flight once, bulk create (refused whole when a day clashes), a new flight filled from the last one of its
// number, delete by date, delete, and the month calendar of the whole network.
// What it starts from (airports, aircraft, a rated and rostered captain, and the two flights the OCC test of
// route-schedule-create.test.ts leaves: one made in the dialog, one imported) is made through the API.
import { expect, test } from '@playwright/test';
import { screenshot, suiteBrowser } from '../support/browser';
import { expectToast, openAs, searchOne, tableRange } from './flight-support';
import {
  addDays,
  admin,
  arrival,
  captain,
  day,
  dialog,
  fillLeg,
  fleet,
  flightNo,
  flightsOn,
  network,
  pick,
  SCREEN,
  setUpRouteSchedule,
} from './route-schedule-support';

const { withPage } = suiteBrowser();
const num1 = flightNo('Y');
const num3 = flightNo('Y');
const num5 = flightNo('Y');
const num6 = flightNo('Y');

test.beforeAll(async () => {
  await setUpRouteSchedule('Y');
  // The OCC test's flights: num1 with the captain (made in the dialog there), num3 without crew (imported there).
  const leg = { flight_date: day, dep_airport_id: network.airport.id, arr_airport_id: arrival.id, fleet_id: fleet.id };
  await admin.post('/api/flight/route-schedule', {
    ...leg,
    flight_number: num1,
    flight_type: 'regular',
    flight_status: 1,
    etd: '08:00',
    eta: '09:30',
    pilot_id: captain.id,
  });
  await admin.post('/api/flight/route-schedule', {
    ...leg,
    flight_number: num3,
    flight_type: 'charter',
    flight_status: 1,
    etd: '12:00',
    eta: '13:15',
    notes: 'E2E import',
  });
});

test.describe('Routes & Schedules', () => {
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
      await expect(headroom.locator('[data-window="fl7"]')).toContainText('1,8 / 40 h', { useInnerText: true });
      await edit.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, `Flight ${num1} updated`);
      await expect(page.locator('tbody tr', { hasText: num1 })).toContainText('09:45');

      // Bulk create: the same flight on three days, all or nothing.
      await page.getByRole('button', { name: 'Bulk create' }).click();
      const bulk = dialog(page, 'Bulk create flights');
      await bulk.locator('#bulk-from').fill(addDays(day, 1));
      await bulk.locator('#bulk-to').fill(addDays(day, 3));
      const early = { etd: '07:00', eta: '07:40', dep: network.airport.iata, arr: arrival.iata };
      await fillLeg(page, bulk, 'bulk', { ...early, number: num5, pilot: captain.name });
      await expect(bulk.getByTestId('bulk-summary')).toContainText('3 flights', { useInnerText: true });
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
      // A typed form asks before it is dropped.
      await again.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
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
      await expect(page.getByTestId('calendar-count')).toHaveText(/^\d+ flights?/, { useInnerText: true });
      await screenshot(page, 'route-schedule-calendar-month');
      const more = page.getByRole('button', { name: /^\+\d+ more$/ }).first();
      if (await more.count()) {
        const hidden = Number((await more.innerText()).match(/\d+/)?.[0]);
        await more.click();
        const list = page.getByRole('dialog', { name: /^Flights on / });
        await list.waitFor();
        await expect(list.locator('[data-flight]')).toHaveCount(hidden + 4);
        await screenshot(page, 'route-schedule-calendar-day');
        await page.keyboard.press('Escape');
      }
    });
  });
});
