// The Overview dashboard (/) as manager and OCC: every widget shows figures that match the API, with a few
// flights of our own written into the e2e database (whatever the demo seed holds, these are always there):
// two flights today, a canceled flight recovered by a catch-up flight, a crew member with a heavy week
// (flight-time alert) and one whose medical expires soon. airline_media has no Overview: the landing page.

import { expect, test } from '@playwright/test';
import { PrismaPg } from '@prisma/adapter-pg';
import type { Page } from 'playwright-core';
import { fmt, fmtHours } from '@/lib/format/numbers';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { pathOf, screenshot, signIn, suiteBrowser } from '../support/browser';
import { e2eDatabaseUrl } from '../support/e2e-env';
import { type ApiUser, apiAs, randomDigits, randomLetters } from './flight-support';

const { withPage } = suiteBrowser();
let prisma: PrismaClient;
let manager: ApiUser;
const stamp = `${randomLetters(2)}${randomDigits(3)}`;
const names = { heavy: `E2E Heavy ${stamp}`, medical: `E2E Medical ${stamp}`, copilot: `E2E Copilot ${stamp}` };
const numbers = { canceled: `XC${stamp}`, catchup: `XK${stamp}` };
let fleetTypeCode = '';
let registration = '';

/** Today at UTC+7, and a day n days before it. */
const localDay = (offsetDays = 0) => new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+07:00`);
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

test.beforeAll(async () => {
  manager = await apiAs('manager');
  prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: e2eDatabaseUrl(), max: 2 }) });
  const aircraft = await prisma.fleet.findFirstOrThrow({
    where: { status: 'active' },
    include: { base: true, fleet_type: true },
    orderBy: { id: 'asc' },
  });
  registration = aircraft.registration;
  fleetTypeCode = aircraft.fleet_type.code;
  const other = await prisma.airport.findFirstOrThrow({ where: { id: { not: aircraft.base.airport_id }, iata: { not: null } } });
  // The canceled and catch-up pair flies a route of its own, so no seeded flight can take part in the pairing.
  const strip = (n: number) =>
    prisma.airport.create({
      data: {
        iata: null,
        icao: `X${randomLetters(3)}`,
        name: `E2E Strip ${stamp}${n}`,
        city: `E2E ${stamp}`,
        latitude: -61,
        longitude: -151 + n,
      },
    });
  const [stripA, stripB] = [await strip(1), await strip(2)];
  const crew = (name: string, extra: { medical_expiry?: string; rank?: string } = {}) =>
    prisma.pilot.create({
      data: {
        name,
        crew_code: `E${randomLetters(3)}${randomDigits(3)}`,
        rank: extra.rank ?? 'captain',
        licence_number: `E2E-${randomLetters(4)}${randomDigits(4)}`,
        licence_expiry: dayDate('2099-12-31'),
        medical_expiry: dayDate(extra.medical_expiry ?? '2099-12-31'),
        base_id: aircraft.base_id,
      },
    });
  const heavy = await crew(names.heavy);
  const copilot = await crew(names.copilot, { rank: 'first_officer' });
  await crew(names.medical, { medical_expiry: localDay(10) });
  for (const p of [heavy, copilot]) await prisma.pilotAircraft.create({ data: { pilot_id: p.id, fleet_type_id: aircraft.fleet_type_id } });

  const today = localDay();
  const leg = (
    flight_number: string,
    day: string,
    etd: string,
    eta: string,
    extra: { flight_type?: string; flight_status?: number; pilot_id?: number; copilot_id?: number; dep?: number; arr?: number } = {},
  ) => {
    const from = at(day, etd);
    const to = at(day, eta);
    return prisma.routeSchedule.create({
      data: {
        flight_number,
        flight_date: dayDate(day),
        flight_type: extra.flight_type ?? 'regular',
        flight_status: extra.flight_status ?? 1,
        dep_airport_id: extra.dep ?? aircraft.base.airport_id,
        arr_airport_id: extra.arr ?? other.id,
        etd: from,
        eta: to,
        flighttime_decimal: Math.round(((to.getTime() - from.getTime()) / 3_600_000) * 100) / 100,
        fleet_id: aircraft.id,
        base_id: aircraft.base_id,
        area_id: aircraft.base.area_id,
        pilot_id: extra.pilot_id ?? null,
        copilot_id: extra.copilot_id ?? null,
      },
    });
  };
  // Heavy week: 8 h a day on the four days ending today, 32 h of the 40 h in 7 days (80 %).
  for (let i = 3; i >= 0; i--) {
    await leg(`XH${stamp}${i}`, localDay(-i), '05:00', '13:00', { flight_status: i ? 2 : 1, pilot_id: heavy.id, copilot_id: copilot.id });
  }
  await leg(numbers.canceled, today, '14:00', '15:00', { flight_status: 0, dep: stripA.id, arr: stripB.id });
  await leg(numbers.catchup, today, '16:00', '17:00', { flight_type: 'catchup', dep: stripA.id, arr: stripB.id });
});

test.afterAll(async () => {
  await prisma?.$disconnect();
});

const dashboard = (page: Page) => page.getByTestId('overview-dashboard');
const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

interface Totals {
  total: number;
  hours: number;
  by_status: { flight_status: number; total: number }[];
}

async function checkWidgets(page: Page) {
  const today = localDay();
  const [day, month, graph, byFleet, catchup] = await Promise.all([
    manager.get<Totals>(`/api/flight/total-routes?from=${today}&to=${today}`),
    manager.get<Totals>('/api/flight/total-routes'),
    manager.get<{ series: { name: string }[] }>('/api/flight/graph-pilot-flighthours'),
    manager.get<{ data: { code: string; total: number }[] }>('/api/flight/graph-pilot-by-fleet'),
    manager.get<{ canceled: number; scheduled: number }>('/api/flight/catchup'),
  ]);
  const canceled = (t: Totals) => t.by_status.find((s) => s.flight_status === 0)?.total ?? 0;
  await dashboard(page).waitFor();
  // Every widget has streamed in (no loading card left).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  expect(await text(page, 'today-flights')).toContain(String(day.total - canceled(day)));
  expect(day.total - canceled(day)).toBeGreaterThanOrEqual(2);
  expect(await text(page, 'today-hours')).toContain(fmtHours(day.hours));
  expect(await text(page, 'month-flights')).toContain(fmt(month.total - canceled(month)));
  expect(await text(page, 'month-hours')).toContain(fmtHours(month.hours));
  expect(await text(page, 'month-by-type')).toContain('Catchup');

  const legend = page.getByTestId('pilot-hours-legend').getByRole('listitem');
  await expect(legend).toHaveCount(graph.series.length);
  await expect(legend.first()).toContainText(graph.series[0].name, { useInnerText: true });
  await expect(page.getByRole('img', { name: /Monthly flight hours of the top/ })).toHaveCount(1);

  const typeRow = byFleet.data.find((d) => d.code === fleetTypeCode);
  expect(typeRow?.total).toBeGreaterThanOrEqual(2);
  expect(await text(page, 'crew-by-fleet')).toContain(fleetTypeCode);

  expect(await text(page, 'fleet-hours')).toContain(registration);

  expect(await text(page, 'catchup-canceled')).toContain(String(catchup.canceled));
  expect(await text(page, 'catchup-recovered')).toContain(String(catchup.scheduled));
  const recovered = page.getByTestId('catchup-list').getByRole('listitem').filter({ hasText: numbers.canceled });
  await expect(recovered).toContainText(numbers.catchup, { useInnerText: true });
  await expect(recovered).toContainText('Recovered');

  const alert = page.getByTestId('limit-alerts').getByRole('listitem').filter({ hasText: names.heavy });
  expect(await alert.innerText()).toMatch(/32,0 of 40 h in 7 days/);

  expect(await text(page, 'expiring-documents')).toContain(names.medical);
}

test.describe('Overview', () => {
  test('manager: every widget, with the API figures', async () => {
    await withPage(async (page) => {
      await signIn(page, 'manager');
      expect(pathOf(page)).toBe('/');
      expect(await page.locator('header h1').innerText()).toBe('Overview');
      await checkWidgets(page);
      await screenshot(page, 'overview-manager');

      // Hovering a crew member in the legend brings their line forward.
      const first = page.getByTestId('pilot-hours-legend').getByRole('button').first();
      await first.hover();
      expect(await first.getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, 'overview-manager-chart-hover');
    });
  });

  test('airline_occ: the dashboard, and the alerts lead to Crews', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_occ');
      await checkWidgets(page);
      await screenshot(page, 'overview-airline_occ');
      await page.getByTestId('overview-alerts').getByRole('link', { name: 'Open Crews' }).click();
      await page.waitForURL((url) => url.pathname === '/flight/pilot');
    });
  });

  test('airline_ppc: the dashboard without the Crews links (no Crews screen)', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_ppc');
      await dashboard(page).waitFor();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await dashboard(page).getByRole('link', { name: 'Open Crews' }).count()).toBe(0);
    });
  });

  test('airline_media: no Overview, the landing page with its shortcuts', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_media');
      const main = page.locator('main');
      await main.getByRole('heading', { name: /^Welcome, / }).waitFor();
      await expect(dashboard(page)).toHaveCount(0);
      await expect(main.getByRole('link', { name: 'Web News' })).toHaveCount(1);
      await screenshot(page, 'overview-airline_media-fallback');
    });
  });
});
