// Live screens over the realtime socket (issue 16), two people at once: OCC (A) and a base manager (B)
// both signed in, each in a browser of their own; B opened the app on another address of the server
// (127.0.0.2, as staff on another PC use the office server's), and the socket follows that address. A changes a flight and adds to its manifest; B's open
// Routes & Schedules screen and manifest dialog show the change within two seconds, without a reload,
// with a toast saying who changed what. Both open the same manifest and each sees the other there.
import { expect, test } from '@playwright/test';
import { today as officeToday } from '@/lib/format/dates';
import { baseURLOn, screenshot, suiteBrowser } from '../support/browser';
import {
  type ApiUser,
  apiAs,
  createNetwork,
  type Flight,
  openFromMenu,
  openManifest,
  randomDigits,
  randomLetters,
  textOf,
} from './flight-support';
import { mark, type Person, sameDocument, send, signedIn, subscribed } from './realtime-support';

const suite = suiteBrowser();
const LIVE = { timeout: 2_000, intervals: [100] };
let admin: ApiUser;
let flight: Flight;
let base: { id: number; name: string; short_name: string };
let a: Person;
let b: Person;
test.beforeAll(async () => {
  admin = await apiAs('admin');
  const occ = await apiAs('airline_occ');
  const dep = await createNetwork(admin);
  base = dep.base;
  const arr = await createNetwork(admin, { latitude: -2.5, longitude: 140.7 });
  const type = await admin.post('/api/flight/fleet-type', {
    code: `L${randomDigits(1)}${randomLetters(2)}`,
    name: `E2E Live Type ${randomDigits(4)}`,
    manufacturer: 'Testco',
    seats: 12,
    max_payload_kg: 1500,
    mtow_kg: 4000,
  });
  const fleet = await admin.post('/api/flight/fleet', {
    registration: `PK-L${randomLetters(2)}`,
    fleet_type_id: type.id,
    serial_number: `SN-${randomDigits(6)}`,
    year_built: 2018,
    base_id: dep.base.id,
    seats: 12,
    payload_kg: 1200,
  });
  const flight_date = `2044-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
  const flight_number = `LV${randomDigits(5)}`;
  const { id } = await occ.post('/api/flight/route-schedule', {
    flight_number,
    flight_type: 'regular',
    flight_date,
    etd: '08:00',
    eta: '08:50',
    dep_airport_id: dep.airport.id,
    arr_airport_id: arr.airport.id,
    fleet_id: fleet.id,
  });
  flight = { id, flight_number, flight_date };
  [a, b] = await Promise.all([signedIn(suite.browser, 'airline_occ'), signedIn(suite.browser, 'airline_base', baseURLOn('127.0.0.2'))]);
});

test.afterAll(async () => {
  await a?.close();
  await b?.close();
});

test.describe('live changes between two people', () => {
  test("B's open schedule screen shows A's change to a flight, with who changed it, without a reload", async () => {
    const dialogB = await openManifest(b.page, flight);
    await dialogB.getByRole('button', { name: 'Close' }).last().click();
    await dialogB.waitFor({ state: 'detached' });
    const row = b.page.locator('tbody tr', { hasText: flight.flight_number });
    await expect(row).toContainText('08:00');
    await subscribed(b, 'private-changes-schedule');
    expect(new URL(b.sockets[0]).hostname).toBe('127.0.0.2');
    await mark(b.page);

    await send(a.page, 'PUT', `/api/flight/route-schedule/${flight.id}`, { etd: '08:25', eta: '09:20' });
    await expect.poll(textOf(row), LIVE).toContain('08:25');
    await expect(row).toContainText('09:20');
    const toast = b.page.locator('[data-testid="toast"][data-type="info"]');
    await expect.poll(textOf(toast), LIVE).toMatch(new RegExp(`Demo OCC \\(OCC\\) updated flight ${flight.flight_number} on`));
    expect(await sameDocument(b.page)).toBe(true);
    await screenshot(b.page, 'realtime-schedule-changed-by-other');
  });

  test('both open the same manifest: each sees the other, and B sees the entry A adds', async () => {
    const dialogA = await openManifest(a.page, flight);
    // B is still on the flights with this one selected (the first test): the manifest opens from there.
    await b.page.getByRole('button', { name: `Manifest ${flight.flight_number}`, exact: true }).click();
    const dialogB = b.page.getByRole('dialog', { name: `MANIFEST #SI${flight.id}`, exact: true });
    await expect(dialogA.getByTestId('also-open')).toHaveText(/^Also open:[\s\S]*Demo Base Manager \(Base Manager\)/, {
      useInnerText: true,
    });
    await expect(dialogB.getByTestId('also-open')).toHaveText(/^Also open:[\s\S]*Demo OCC \(OCC\)/, { useInnerText: true });
    await subscribed(b, 'private-changes-manifest');
    await mark(b.page);
    await screenshot(b.page, 'realtime-manifest-also-open');

    await send(a.page, 'POST', '/api/flight/manifest', { schedule: flight.id, type: 'cargo', weight: 40, description: 'Live spare tyre' });
    const cargo = dialogB.getByRole('region', { name: 'Cargo' });
    await expect.poll(textOf(cargo), LIVE).toContain('Live spare tyre');
    await expect.poll(textOf(b.page.getByTestId('toast')), LIVE).toMatch(/Demo OCC \(OCC\) added cargo Live spare tyre to flight/);
    expect(await sameDocument(b.page)).toBe(true);
    await screenshot(b.page, 'realtime-manifest-changed-by-other');

    // A closes the manifest: B no longer sees them there.
    await dialogA.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialogB.getByTestId('also-open')).toHaveCount(0);
    await dialogB.getByRole('button', { name: 'Close' }).last().click();
    await dialogB.waitFor({ state: 'detached' });
  });

  test("B's open duty roster shows the day A sets for a crew member", async () => {
    const name = `E2E Live Captain ${randomLetters(5)}`;
    const crew = await admin.post('/api/flight/pilot', {
      name,
      crew_code: `L${randomLetters(2)}${randomDigits(2)}`,
      rank: 'captain',
      licence_number: `ATPL-${randomDigits(7)}`,
      licence_expiry: '2099-01-01',
      medical_expiry: '2099-01-01',
      base_id: base.id,
    });
    // Today: the roster opens on today's column, so the changed cell is on screen.
    const day = officeToday();
    await openFromMenu(b.page, 'Crews', '/flight/pilot');
    await b.page.getByRole('link', { name: 'Duty roster' }).click();
    await b.page.waitForURL((url) => url.pathname === '/flight/pilot/roster');
    await b.page.getByLabel('Filter by base').click();
    await b.page.getByRole('option', { name: `${base.short_name} · ${base.name}` }).click();
    const cell = b.page.locator(`button[aria-label*="${name}, ${day}:"]`);
    await cell.waitFor();
    await subscribed(b, 'private-changes-roster');
    await mark(b.page);

    await send(a.page, 'POST', '/api/pilot/schedule', { pilot_id: crew.id, duty_date: day, status: 3 });
    await expect.poll(() => cell.getAttribute('data-status'), LIVE).toBe('3');
    await expect.poll(textOf(b.page.getByTestId('toast')), LIVE).toContain(`Demo OCC (OCC) set Capt. ${name} Sick on`);
    expect(await sameDocument(b.page)).toBe(true);
    await screenshot(b.page, 'realtime-roster-changed-by-other');
  });
});
