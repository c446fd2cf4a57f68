// Booking manifests in the browser (issue 5), as OCC and as a base manager: Routes & Schedules through the
// menu, select a flight, open its manifest, every spec 5 message, add a passenger and a cargo item, edit,
// delete with 'Delete Manifest ?', each toast, totals against the payload, print and CSV.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import {
  type ApiUser,
  apiAs,
  createNetwork,
  expectToast,
  type Flight,
  freeRegistration,
  openManifest,
  randomDigits,
  randomLetters,
} from './flight-support';

const { withPage } = suiteBrowser();
let admin: ApiUser;
let occApi: ApiUser;
let dep: Awaited<ReturnType<typeof createNetwork>>;
let arr: Awaited<ReturnType<typeof createNetwork>>;
let fleetId: number;

test.beforeAll(async () => {
  admin = await apiAs('admin');
  occApi = await apiAs('airline_occ');
  dep = await createNetwork(admin);
  arr = await createNetwork(admin, { latitude: -2.5, longitude: 140.7 });
  const type = await admin.post('/api/flight/fleet-type', {
    code: `Q${randomDigits(1)}${randomLetters(2)}`,
    name: `E2E Manifest Type ${randomDigits(4)}`,
    manufacturer: 'Testco',
    seats: 12,
    max_payload_kg: 1500,
    mtow_kg: 4000,
  });
  const registration = await freeRegistration(admin);
  fleetId = (
    await admin.post('/api/flight/fleet', {
      registration,
      fleet_type_id: type.id,
      serial_number: `SN-${randomDigits(6)}`,
      year_built: 2016,
      base_id: dep.base.id,
      seats: 12,
      payload_kg: 1200,
    })
  ).id;
});

/** A flight of the test aircraft (no crew: the manifest needs none), created by OCC over the API. */
async function createFlight(hour: string): Promise<Flight> {
  const flight_date = `2045-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
  const flight_number = `MF${randomDigits(5)}`;
  const { id } = await occApi.post('/api/flight/route-schedule', {
    flight_number,
    flight_type: 'regular',
    flight_date,
    etd: `${hour}:00`,
    eta: `${hour}:50`,
    dep_airport_id: dep.airport.id,
    arr_airport_id: arr.airport.id,
    fleet_id: fleetId,
  });
  return { id, flight_number, flight_date };
}

const year = (f: Flight) => f.flight_date.slice(0, 4);

for (const role of ['airline_occ', 'airline_base'])
  test.describe(`Manifest dialog (${role})`, () => {
    test('add a passenger and a cargo item with every validation message, edit, delete, totals, print and CSV', async () => {
      const f = await createFlight(role === 'airline_occ' ? '08' : '13');
      await withPage(async (page) => {
        await signIn(page, role);
        const dialog = await openManifest(page, f);

        // Header: departure and arrival codes and local times; nothing yet.
        const header = dialog.getByTestId('manifest-header');
        await expect(header).toContainText(dep.airport.iata, { useInnerText: true });
        const headerText = await header.innerText();
        expect(headerText).toContain(arr.airport.iata);
        expect(headerText).toMatch(/\d\d:00/);
        expect(headerText).toMatch(/\d\d:50/);
        await dialog.getByText('No passengers yet').waitFor();
        await dialog.getByText('No cargo yet').waitFor();
        expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(750);

        // The form toggles with '+ Add Manifest' / 'Close Manifest'.
        await dialog.getByRole('button', { name: '+ Add Manifest' }).click();
        await dialog.getByRole('button', { name: 'Close Manifest' }).click();
        await expect(dialog.getByRole('textbox', { name: 'First name', exact: true })).toHaveCount(0);
        await dialog.getByRole('button', { name: '+ Add Manifest' }).click();
        // Keyboard users land in the first field.
        await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/-firstname$/);

        // --- A passenger: each spec 5 message, then a valid one.
        await dialog.getByRole('button', { name: 'Save' }).click();
        for (const message of [
          'Please input firstname',
          'Please input lastname',
          'Please input familyname',
          'Please input weight of passenger',
        ])
          await dialog.getByText(message, { exact: true }).waitFor();
        await screenshot(page, `manifest-${role}-passenger-errors`);
        await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Budi');
        await dialog.getByText('Please input firstname').waitFor({ state: 'detached' });
        await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill('Santoso');
        await dialog.getByRole('textbox', { name: 'Family name', exact: true }).fill('Wijaya');
        // Digits only: what is not a digit never reaches the field.
        await dialog.getByRole('textbox', { name: 'Weight (kg)', exact: true }).fill('0');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.getByText('Please input weight of passenger').waitFor();
        await dialog.getByRole('textbox', { name: 'Weight (kg)', exact: true }).fill('');
        await dialog.getByRole('textbox', { name: 'Weight (kg)', exact: true }).pressSequentially('7a5.');
        expect(await dialog.getByRole('textbox', { name: 'Weight (kg)', exact: true }).inputValue()).toBe('75');
        await dialog.getByRole('textbox', { name: 'Bags', exact: true }).pressSequentially('1x');
        expect(await dialog.getByRole('textbox', { name: 'Bags', exact: true }).inputValue()).toBe('1');
        await dialog.getByRole('textbox', { name: 'Bag weight (kg)', exact: true }).fill('12');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expectToast(page, 'Manifest Created');
        const passengers = dialog.getByRole('region', { name: 'Passengers' });
        const paxRow = passengers.getByRole('row').filter({ hasText: 'Budi Santoso Wijaya' });
        await paxRow.waitFor();
        const paxId = Number((await paxRow.innerText()).match(new RegExp(`#SI${f.id}-(\\d+)-${year(f)}`))?.[1]);
        expect(paxId).toBeGreaterThan(0);

        // --- A cargo item: weight and notes messages, then a valid one.
        await dialog.locator('label', { hasText: /^Cargo$/ }).click();
        await expect(dialog.getByRole('textbox', { name: 'First name', exact: true })).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.getByText('Please input weight of cargo', { exact: true }).waitFor();
        await dialog.getByText('Please add notes for cargo', { exact: true }).waitFor();
        await screenshot(page, `manifest-${role}-cargo-errors`);
        await dialog.getByRole('textbox', { name: 'Cargo weight (kg)', exact: true }).fill('200');
        await dialog.getByRole('textbox', { name: 'Notes (contents)', exact: true }).fill('Spare parts');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expectToast(page, 'Manifest Created');
        const cargo = dialog.getByRole('region', { name: 'Cargo' });
        await cargo.getByRole('row').filter({ hasText: 'Spare parts' }).waitFor();

        // Totals: 1 passenger, 1 bag, 75 + 12 + 200 = 287 kg of 1,200.
        const totals = dialog.getByTestId('manifest-totals');
        await expect(totals).toHaveText(/Passengers\s*1\b/, { useInnerText: true });
        const totalsText = await totals.innerText();
        expect(totalsText).toMatch(/Passenger weight\s*75 kg/);
        expect(totalsText).toMatch(/Baggage weight\s*12 kg/);
        expect(totalsText).toMatch(/Cargo weight\s*200 kg/);
        expect(totalsText).toContain('287 kg');
        expect(totalsText).toContain('1.200 kg');
        expect(totalsText).toContain('913 kg available');

        // --- Edit fills the form; submitting updates (and marks the row as an error row).
        await dialog.getByRole('button', { name: 'Edit Budi Santoso Wijaya' }).click();
        expect(await dialog.getByRole('textbox', { name: 'First name', exact: true }).inputValue()).toBe('Budi');
        expect(await dialog.getByRole('textbox', { name: 'Weight (kg)', exact: true }).inputValue()).toBe('75');
        await dialog.getByRole('textbox', { name: 'Family name', exact: true }).fill('');
        await dialog.getByRole('button', { name: 'Update' }).click();
        await dialog.getByText('Please input familyname', { exact: true }).waitFor();
        await dialog.getByRole('textbox', { name: 'Family name', exact: true }).fill('Wirawan');
        await dialog.getByRole('textbox', { name: 'Weight (kg)', exact: true }).fill('80');
        await dialog.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Error' });
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expectToast(page, 'Manifest Updated');
        const edited = passengers.getByRole('row').filter({ hasText: 'Budi Santoso Wirawan' });
        await edited.waitFor();
        expect(await edited.getAttribute('data-status')).toBe('error');
        await expect(edited).toContainText(`#SI${f.id}-${paxId}-${year(f)}`, { useInnerText: true });
        await expect(totals).toHaveText(/Passenger weight\s*80 kg/, { useInnerText: true });

        // --- Over the payload: a clear warning. (An update closes the form.)
        await dialog.getByRole('button', { name: '+ Add Manifest' }).click();
        await dialog.locator('label', { hasText: /^Cargo$/ }).click();
        await dialog.getByRole('textbox', { name: 'Cargo weight (kg)', exact: true }).fill('1000');
        await dialog.getByRole('textbox', { name: 'Notes (contents)', exact: true }).fill('Generator set');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expectToast(page, 'Manifest Created');
        await totals.getByText('Over payload by 92 kg').waitFor();
        await screenshot(page, `manifest-${role}-over-payload`);

        // --- Delete asks 'Delete Manifest ?'.
        await dialog.getByRole('button', { name: 'Delete Generator set' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Delete Manifest ?' });
        await confirm.waitFor();
        await screenshot(page, `manifest-${role}-delete-confirm`);
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await expectToast(page, 'Manifest Deleted');
        await cargo.getByRole('row').filter({ hasText: 'Generator set' }).waitFor({ state: 'detached' });
        await totals.getByText('Over payload').waitFor({ state: 'detached' });

        // --- CSV with ';' and the print view.
        const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download CSV' }).click()]);
        const csv = fs.readFileSync((await download.path()) as string, 'utf8');
        const lines = csv.trim().split(/\r?\n/);
        expect(lines[0]).toBe('reference;type;firstname;lastname;familyname;weight_kg;bag;bag_weight_kg;notes;status;flight;flight_date');
        expect(lines).toContain(
          `#SI${f.id}-${paxId}-${year(f)};passenger;Budi;Santoso;Wirawan;80;1;12;;error;${f.flight_number};${f.flight_date}`,
        );
        expect(lines.some((l) => l.includes(';cargo;;;;200;0;0;Spare parts;active;'))).toBe(true);
        await dialog.getByRole('button', { name: 'Print' }).click();
        const paper = page.getByTestId('manifest-paper');
        await paper.waitFor();
        await expect(paper).toContainText(`MANIFEST #SI${f.id}`, { useInnerText: true });
        await screenshot(page, `manifest-${role}-print`);
        await page
          .getByRole('dialog', { name: `Print manifest #SI${f.id}` })
          .getByRole('button', { name: 'Close' })
          .click();
        await paper.waitFor({ state: 'detached' });

        await screenshot(page, `manifest-${role}-dialog`);

        if (role === 'airline_occ') {
          // The server answers no affected count (the entry went meanwhile): 'Something went wrong'.
          const gone = await occApi.post('/api/flight/manifest', { schedule: f.id, type: 'cargo', weight: 5, description: 'Mail bag' });
          await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
          await dialog.waitFor({ state: 'detached' });
          await page.getByRole('button', { name: `Manifest ${f.flight_number} ${f.flight_date}` }).click();
          await dialog.getByRole('button', { name: 'Delete Mail bag' }).click();
          expect(await occApi.del(`/api/flight/manifest/${gone.id}`)).toBe(200);
          await page.getByRole('alertdialog', { name: 'Delete Manifest ?' }).getByRole('button', { name: 'Delete' }).click();
          await expectToast(page, 'Something went wrong', 'error');
          await cargo.getByRole('row').filter({ hasText: 'Mail bag' }).waitFor({ state: 'detached' });
        }

        // Close.
        await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
        await dialog.waitFor({ state: 'detached' });
      });
    });
  });
