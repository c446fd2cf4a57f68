// Issue 43, the History views not covered by audit-trail.test.ts: a flight edited in its dialog (airline_occ),
// a roster day changed (Chief Pilot), and an aircraft edited (airline_occ), each then read back where it was
// changed: who, when in WIB, and what changed in plain words. (The user manager's is in user-manager.test.ts,
// whose list counts every user.)
import { expect, test } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { today as officeToday } from '@/lib/format/dates';
import { screenshot, suiteBrowser } from '../support/browser';
import { apiAs, choose, createNetwork, createPorter, expectToast, openAs, randomDigits, randomLetters, searchOne } from './flight-support';

const { withPage } = suiteBrowser();
const suffix = `${randomLetters(2)}${randomDigits(3)}`;
const flightNumber = `QH${randomDigits(4)}`;
const captain = `E2E Captain History ${suffix}`;
const flightDay = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
let base: { short_name: string; name: string };
let registration: string;

test.beforeAll(async () => {
  const admin = await apiAs('admin');
  const network = await createNetwork(admin);
  const arrival = await createNetwork(admin, { latitude: -2.5, longitude: 140.7 });
  base = network.base;
  const aircraft = await createPorter(admin, { code: `QH${randomDigits(2)}`, name: `E2E History Porter ${suffix}` }, network.base.id);
  registration = aircraft.registration;
  await admin.post('/api/flight/route-schedule', {
    flight_number: flightNumber,
    flight_type: 'charter',
    flight_status: 1,
    flight_date: flightDay,
    etd: '08:00',
    eta: '09:30',
    dep_airport_id: network.airport.id,
    arr_airport_id: arrival.airport.id,
    fleet_id: aircraft.id,
  });
  const pilot = await admin.post('/api/flight/pilot', {
    name: captain,
    crew_code: `H${randomLetters(2)}${randomDigits(1)}`,
    rank: 'captain',
    licence_number: `CPL-H${suffix}`,
    licence_expiry: '2031-06-30',
    medical_expiry: '2031-06-30',
    base_id: network.base.id,
  });
  const today = officeToday();
  await admin.post('/api/pilot/schedule/bulk', { pilot_ids: [pilot.id], from: today, to: today, status: 1, base_id: network.base.id });
});

/** The newest entry of a History panel, once it reads `change`; with the time in WIB and the person's name. */
async function expectNewest(panel: Locator, change: string | RegExp) {
  const newest = panel.locator('ol > li').first();
  await expect(newest).toContainText(change);
  await expect(newest).toContainText(/\d{2} \w{3} \d{4} \d{2}:\d{2} WIB/);
  await expect(newest.locator('span').first()).not.toBeEmpty();
}

/** Open a form dialog's folded "History of changes" and return its panel. */
async function openDisclosure(dialog: Locator): Promise<Locator> {
  await dialog.getByText('History of changes').click();
  return dialog.getByTestId('history-panel');
}

const rosterCell = (page: Page, date: string) => page.locator(`button[aria-label*="${captain}, ${date}:"]`);

test.describe('History views (issue 43)', () => {
  test('the flight dialog shows the ETA changed by OCC and the creation by admin', async () => {
    await withPage(async (page) => {
      await openAs(page, 'airline_occ', { menu: 'Routes & Schedules', path: '/flight/route-schedule', ready: '+ Add Flight' });
      await page.getByLabel('From date').fill(flightDay);
      await page.waitForURL((u) => u.searchParams.get('from') === flightDay);
      await page.getByLabel('To date').fill(flightDay);
      await page.waitForURL((u) => u.searchParams.get('to') === flightDay);
      await searchOne(page, flightNumber);
      const edit = page.getByRole('dialog', { name: `Edit flight ${flightNumber} · ${flightDay}` });
      await page.getByRole('button', { name: `Edit ${flightNumber} ${flightDay}` }).click();
      await edit.locator('#schedule-eta').fill('09:45');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, `Flight ${flightNumber} updated`);

      await page.getByRole('button', { name: `Edit ${flightNumber} ${flightDay}` }).click();
      const history = await openDisclosure(edit);
      // 09:30 at the Jayapura-time field (WIT) is 07:30 WIB, the clock every History line reads in.
      await expectNewest(history, /ETA changed from \d{2} \w{3} \d{4} 07:30 WIB to \d{2} \w{3} \d{4} 07:45 WIB/);
      await expect(history.locator('ol > li').last()).toContainText('Flight created');
      await screenshot(page, 'audit-flight-history');
    });
  });

  test('the roster day shows its status changed from On Duty to Sick', async () => {
    const today = officeToday();
    await withPage(async (page) => {
      await openAs(page, 'airline_pilot', { menu: 'Crews', path: '/flight/pilot', ready: '+ Add Crew' });
      await page.getByRole('link', { name: 'Duty roster' }).click();
      await page.waitForURL((url) => url.pathname === '/flight/pilot/roster');
      await page.getByLabel('Filter by base').click();
      await page.getByRole('option', { name: `${base.short_name} · ${base.name}` }).click();
      await rosterCell(page, today).click();
      const day = page.getByRole('dialog', { name: new RegExp(`^${captain} · `) });
      await choose(page, 'roster-status', 'Sick (SCK)');
      await day.getByRole('button', { name: 'Save day' }).click();
      await expectToast(page, `${captain}: Sick`);
      await expect(rosterCell(page, today)).toHaveAttribute('data-status', '3');

      await rosterCell(page, today).click();
      const history = await openDisclosure(day);
      await expectNewest(history, 'Status changed from On Duty to Sick');
      await screenshot(page, 'audit-roster-day-history');
    });
  });

  test('the aircraft page’s change history shows the seats edited in the list', async () => {
    await withPage(async (page) => {
      await openAs(page, 'airline_occ', { menu: 'Aircrafts', path: '/flight/fleet' });
      await searchOne(page, registration);
      await page.getByRole('button', { name: `Edit ${registration}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit aircraft ${registration}` });
      await edit.getByLabel('Passenger seats').fill('8');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Aircraft updated');

      await page.locator('tbody tr', { hasText: registration }).locator('td').nth(3).click();
      await page.getByRole('heading', { name: registration }).waitFor();
      await page.getByRole('tab', { name: 'Change history', exact: true }).click();
      const history = page.getByTestId('history-panel');
      await expectNewest(history, 'Seats changed from 9 to 8');
      await expect(history).toContainText('Aircraft created');
      await screenshot(page, 'audit-aircraft-history');
    });
  });
});
