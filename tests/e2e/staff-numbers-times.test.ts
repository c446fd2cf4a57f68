// What staff trip over in numbers, times and words (issue 11, items 1, 2, 3, 8, 10, 11, 12), in a browser
// whose clock is UTC (so nothing may lean on the browser's time zone): manifest digits refused aloud, the
// one money input, instants labelled with their clock, the approver's first tab and the payment dialog,
// the flight dialog's words, a First Officer in the PIC seat and ETA before ETD.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { baseURL, screenshot, signIn, suiteBrowser } from '../support/browser';
import { type ApiUser, apiAs, createNetwork, type Flight, openFromMenu, openManifest, randomDigits, randomLetters } from './flight-support';

const suite = suiteBrowser();

/** A page in a fresh context whose clock is UTC, at the desktop minimum. */
async function utcPage(body: (page: Page) => Promise<void>) {
  const context = await suite.browser.newContext({ baseURL: baseURL(), timezoneId: 'UTC', viewport: { width: 1366, height: 850 } });
  try {
    await body(await context.newPage());
  } finally {
    await context.close();
  }
}

const ZONE_NAMES: Record<string, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** What the screen must show for an instant on an Indonesian clock, worked out here independently: '05 Mar 2026 14:30 WIT'. */
function onClock(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')} ${MONTHS[Number(get('month')) - 1]} ${get('year')} ${get('hour')}:${get('minute')} ${ZONE_NAMES[timeZone]}`;
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

let admin: ApiUser;
let occApi: ApiUser;
let network: Awaited<ReturnType<typeof createNetwork>>;
let fleetId: number;
let firstOfficer: { id: number; name: string };

test.beforeAll(async () => {
  admin = await apiAs('admin');
  occApi = await apiAs('airline_occ');
  network = await createNetwork(admin);
  const type = await admin.post('/api/flight/fleet-type', {
    code: `Q${randomDigits(1)}${randomLetters(2)}`,
    name: `E2E Numbers Type ${randomDigits(4)}`,
    manufacturer: 'Testco',
    seats: 12,
    max_payload_kg: 1500,
    mtow_kg: 4000,
  });
  fleetId = (
    await admin.post('/api/flight/fleet', {
      registration: `PK-${randomLetters(3)}`,
      fleet_type_id: type.id,
      serial_number: `SN-${randomDigits(6)}`,
      year_built: 2016,
      base_id: network.base.id,
      seats: 12,
      payload_kg: 1200,
    })
  ).id;
  const code = `F${randomDigits(4)}`;
  const name = `E2E Left Seat ${network.suffix}`;
  const fo = await admin.post('/api/flight/pilot', {
    name,
    crew_code: code,
    rank: 'first_officer',
    licence_number: `CPL-${code}`,
    licence_expiry: '2031-06-30',
    medical_expiry: '2031-06-30',
    base_id: network.base.id,
  });
  firstOfficer = { id: fo.id, name };
});

test.describe('numbers staff type', () => {
  test('manifest weight, bags and bag weight refuse what is not a digit, saying so (airline_occ)', async () => {
    const flight_date = `2046-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
    const flight_number = `MW${randomDigits(5)}`;
    const { id } = await occApi.post('/api/flight/route-schedule', {
      flight_number,
      flight_type: 'regular',
      flight_date,
      etd: '08:00',
      eta: '08:50',
      dep_airport_id: network.airport.id,
      arr_airport_id: (await createNetwork(admin, { latitude: -2.5, longitude: 140.7 })).airport.id,
      fleet_id: fleetId,
    });
    const f: Flight = { id, flight_number, flight_date };
    await utcPage(async (page) => {
      await signIn(page, 'airline_occ');
      const manifest = await openManifest(page, f);
      await manifest.getByRole('button', { name: '+ Add Manifest' }).click();
      const weight = manifest.getByRole('textbox', { name: 'Weight (kg)', exact: true });
      // Typed: the '.' is refused and the field says so, for as long as it holds that value.
      await weight.pressSequentially('72.5');
      expect(await weight.inputValue()).toBe('725');
      const refused = manifest.getByTestId('digits-refused');
      expect(await refused.innerText()).toBe("Whole kilograms: digits only ('.' was not taken)");
      expect(await weight.getAttribute('aria-describedby')).toBe(await refused.getAttribute('id'));
      // Pasted whole: the value is refused, nothing changes silently.
      await weight.fill('');
      await expect(refused).toHaveCount(0);
      await weight.fill('72.5');
      expect(await weight.inputValue()).toBe('');
      expect(await refused.innerText()).toBe("Whole kilograms: digits only ('.' was not taken)");
      const bags = manifest.getByRole('textbox', { name: 'Bags', exact: true });
      await bags.pressSequentially('2x');
      expect(await bags.inputValue()).toBe('2');
      await manifest.getByText("Whole bags: digits only ('x' was not taken)").waitFor();
      const bagWeight = manifest.getByRole('textbox', { name: 'Bag weight (kg)', exact: true });
      await bagWeight.pressSequentially('1,5');
      expect(await bagWeight.inputValue()).toBe('15');
      await manifest.getByText("Whole kilograms: digits only (',' was not taken)").waitFor();
      await screenshot(page, 'numbers-manifest-digits');
    });
  });

  test('one money input reads 1.500.000, 1.500.000,50 and 1,500,000.50 and refuses what it cannot read (airline_base)', async () => {
    // USD: IDR takes whole rupiah only (purchase-amounts.test.ts), the readings of cents are USD's.
    await utcPage(async (page) => {
      await signIn(page, 'airline_base');
      await openFromMenu(page, 'Purchase', '/purchase');
      await page.getByTestId('new-purchase').click();
      await page.waitForURL((u) => u.pathname === '/purchase/new');
      const price = page.getByLabel('Item 1 unit price');
      const reading = page.getByTestId('item-row').first().getByTestId('money-reading');
      await page.getByRole('radio', { name: 'USD' }).check();
      for (const [typed, read] of [
        ['1.500.000', 'USD 1,500,000.00'],
        ['1.500.000,50', 'USD 1,500,000.50'],
        ['1,500,000.50', 'USD 1,500,000.50'],
        ['1500000,50', 'USD 1,500,000.50'],
        ['1.5.0', 'Not an amount: write it as 1.500.000 or 1.500.000,50'],
      ]) {
        await price.fill(typed);
        await expect(reading).toHaveText(read, { useInnerText: true });
      }
      await screenshot(page, 'numbers-money-unreadable');
      await page.getByRole('button', { name: 'Submit request' }).click();
      await page.getByText('Cannot read the item price: write it as 1.500.000 or 1.500.000,50').waitFor();
      // Read, it counts: two at 1.500.000 make USD 3,000,000.00; the additional amount takes the same input.
      await price.fill('1.500.000');
      await page.getByLabel('Item 1 quantity').fill('2');
      await page.getByLabel('Additional amount').fill('250.000');
      await page.getByText('USD 250,000.00', { exact: true }).waitFor();
      await page.getByLabel('Discount', { exact: true }).fill('1.000,50');
      await expect(page.getByTestId('form-total')).toHaveText('USD 3,248,999.50', { useInnerText: true });
      await screenshot(page, 'numbers-money-read');
      // Saved as read: nothing reinterpreted on the way to the API.
      const vendor = `PT Uang Tepat ${randomDigits(5)}`;
      await page.getByLabel('Vendor (company)').fill(vendor);
      await page.getByRole('combobox', { name: 'PIC' }).fill('Demo Management');
      await page.getByRole('option', { name: 'Demo Management (manager@example.com)' }).click();
      await page.getByLabel('Item 1 name').fill('Brake pads');
      await page.getByLabel('Item 1 quantity').fill('1.000');
      await page.getByRole('button', { name: 'Submit request' }).click();
      await page.waitForURL((u) => /^\/purchase\/\d+$/.test(u.pathname));
      const saved = await (await apiAs('airline_base')).get<{
        items: { amount: number; quantity: number }[];
        amount_additional: number;
        amount_discount: number;
      }>(`/api/purchase/${page.url().split('/').pop()}`);
      expect(saved.items.map((i) => [i.amount, i.quantity])).toEqual([[1_500_000, 1000]]);
      expect([saved.amount_additional, saved.amount_discount]).toEqual([250_000, 1000.5]);
    });
  });
});

test.describe('purchase approver and payment, with office times labelled', () => {
  test('the PIC opens on Waiting for me; finance records a payment with its reference and amount; times in WIB', async () => {
    const vendor = `PT Angka Waktu ${randomDigits(5)}`;
    const base = await apiAs('airline_base');
    const leads = await base.get<{ data: { id: number; email: string }[] }>('/api/user/managements?limit=10000');
    const lead = leads.data.find((l) => l.email === 'manager@example.com');
    const { id } = await base.post('/api/purchase', {
      company: vendor,
      lead_id: lead?.id,
      payment_type: 0,
      payment_due_date_single: '2026-12-01',
      items: [{ name: 'Fuel pump', amount: 1_500_000, quantity: 1 }],
    });

    await utcPage(async (page) => {
      await signIn(page, 'manager');
      await openFromMenu(page, 'Purchase', '/purchase');
      const waiting = page.getByRole('tab', { name: 'Waiting for me' });
      expect(await waiting.getAttribute('aria-selected')).toBe('true');
      await page.locator('tbody tr', { hasText: vendor }).waitFor();
      await screenshot(page, 'numbers-purchase-waiting');
    });

    const manager = await apiAs('manager');
    await manager.post(`/api/purchase/${id}/approve`, { version: (await manager.get<{ version: number }>(`/api/purchase/${id}`)).version });
    const finance = await apiAs('airline_finance');
    await finance.post(`/api/purchase/${id}/approve`, { version: (await finance.get<{ version: number }>(`/api/purchase/${id}`)).version });

    await utcPage(async (page) => {
      await signIn(page, 'airline_finance');
      await openFromMenu(page, 'Purchase', '/purchase');
      await page.getByRole('tab', { name: 'All' }).click();
      await page.getByLabel('Search').fill(vendor);
      const row = page.locator('tbody tr', { hasText: vendor });
      await row.waitFor();
      await row.getByRole('cell').nth(2).click();
      await page.waitForURL((u) => u.pathname === `/purchase/${id}`);
      await page.getByRole('button', { name: 'Record payment 1' }).click();
      const pay = dialog(page, 'Record payment 1 of 1');
      await pay.waitFor();
      // The button names the amount it records, as read from the field.
      await pay.getByRole('button', { name: 'Record payment of IDR 1.500.000' }).click();
      await pay.getByText('Please input the transfer reference').waitFor();
      await pay.getByLabel('Amount paid (IDR)').fill('1.400.000');
      await pay.getByRole('button', { name: 'Record payment of IDR 1.400.000' }).waitFor();
      await pay.getByLabel('Transfer reference').fill(`TRF-${randomDigits(6)}`);
      await screenshot(page, 'numbers-payment-dialog');
      await pay.getByRole('button', { name: 'Record payment of IDR 1.400.000' }).click();
      await pay.waitFor({ state: 'detached' });

      // Office events on the office clock (WIB), labelled, though this browser runs on UTC.
      const detail = await finance.get<{ created_at: string; history: { action: string; created_at: string }[] }>(`/api/purchase/${id}`);
      const history = page.getByTestId('purchase-history');
      await expect(history).toContainText('Payment recorded', { useInnerText: true });
      const historyText = await history.innerText();
      for (const h of detail.history) expect(historyText).toContain(onClock(h.created_at, 'Asia/Jakarta'));
      await page.getByRole('button', { name: 'Print', exact: true }).click();
      const paper = dialog(page, /^Print SA-APP/).getByTestId('print-paper');
      await paper.waitFor();
      await expect(paper).toContainText(`Submitted ${onClock(detail.created_at, 'Asia/Jakarta')}`, { useInnerText: true });
      await screenshot(page, 'numbers-purchase-print');
    });
  });
});

test.describe('times and words of flights', () => {
  test('logbook block times are at the airports, labelled, in a UTC browser (airline_pilot)', async () => {
    // A seeded crew member with logbook entries in the tab's default range (the last 90 days).
    const pilots = await admin.get<{ data: { id: number; name: string; crew_code: string }[] }>('/api/flight/pilot?limit=30');
    const to = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 7 * 3_600_000 - 90 * 86_400_000).toISOString().slice(0, 10);
    let crew: { id: number; name: string; crew_code: string } | undefined;
    for (const p of pilots.data) {
      const log = await admin.get<{ total: number }>(`/api/flight/logbook/pilot/${p.id}?from=${from}&to=${to}&limit=1`);
      if (log.total > 0) {
        crew = p;
        break;
      }
    }
    expect(crew).toBeDefined();
    if (!crew) return;

    await utcPage(async (page) => {
      await signIn(page, 'airline_pilot');
      await openFromMenu(page, 'Crews', '/flight/pilot');
      await page.getByLabel('Search').fill(crew.crew_code);
      await page.getByRole('link', { name: crew.name, exact: true }).click();
      await page.waitForURL((u) => u.pathname === `/flight/pilot/${crew.id}`);
      const answer = page.waitForResponse((r) => r.url().includes(`/api/flight/logbook/pilot/${crew.id}`));
      await page.getByRole('tab', { name: 'Logbook' }).click();
      const entries = (await (await answer).json()) as {
        data: { flight_number: string; block_off: string; block_on: string; dep_timezone: string; arr_timezone: string }[];
      };
      const first = entries.data[0];
      const table = page.getByRole('table', { name: 'Logbook' });
      const row = table.locator('tbody tr').first();
      await row.waitFor();
      const cells = await row.locator('td').allInnerTexts();
      expect(cells[1]).toBe(first.flight_number);
      expect(cells[3]).toBe(onClock(first.block_off, first.dep_timezone));
      expect(cells[4]).toBe(onClock(first.block_on, first.arr_timezone));
      expect(await table.locator('thead').textContent()).toContain('Block off (local)');
      await screenshot(page, 'times-logbook-utc-browser');
    });
  });

  test('the flight dialog speaks plainly, says why there is no flight time, and warns of a First Officer as PIC (airline_occ)', async () => {
    await utcPage(async (page) => {
      await signIn(page, 'airline_occ');
      await openFromMenu(page, 'Routes & Schedules', '/flight/route-schedule');
      await page.getByRole('button', { name: '+ Add Flight' }).click();
      const create = dialog(page, 'New flight');
      await create.waitFor();
      const number = create.locator('#schedule-flight-number');
      expect(await number.getAttribute('placeholder')).toBe('SI 211');
      await number.fill('S');
      await create.locator('#schedule-etd').fill('25:00');
      await create.getByRole('button', { name: 'Create' }).click();
      await create.getByText('Enter the flight number as 2 to 12 letters and digits, such as SI 211').waitFor();
      await create.getByText('Enter the departure time as HH:MM').waitFor();

      await create.locator('#schedule-etd').fill('10:00');
      await create.locator('#schedule-eta').fill('09:00');
      await expect
        .poll(() => create.getByTestId('planned-hours').innerText())
        .toBe('ETA must be after ETD: 09:00 at arrival is before 10:00 at departure');

      const pilot = create.locator('#schedule-pilot-id');
      await pilot.click();
      await pilot.fill(firstOfficer.name);
      await page
        .getByRole('option', { name: new RegExp(`^${firstOfficer.name} ·`) })
        .first()
        .click();
      await expect
        .poll(() => create.getByTestId('pic-rank-warning').innerText())
        .toBe(`F/O ${firstOfficer.name} is a First Officer in the PIC seat: the flight shows amber until a captain takes the seat.`);
      await screenshot(page, 'words-flight-dialog');
    });
  });
});
