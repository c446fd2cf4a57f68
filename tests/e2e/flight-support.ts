// Helpers of the flight screens' e2e tests: the REST API as a demo user (to set up what a test needs and
// another role would create), unique codes, and a few page shortcuts.

import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { baseURL, DEMO_PASSWORD, signIn } from '../support/browser';

export interface ApiUser {
  get<T = unknown>(path: string): Promise<T>;
  post<T = { id: number }>(path: string, body: unknown): Promise<T>;
  del(path: string): Promise<number>;
}

/** The API with a bearer token of a demo user (`<role>@example.com`). */
export async function apiAs(role: string): Promise<ApiUser> {
  const login = await fetch(`${baseURL()}/api/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@example.com`, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login as ${role} failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseURL()}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res;
  };
  return {
    async get(path) {
      const res = await call('GET', path);
      if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    async post(path, body) {
      const res = await call('POST', path, body);
      if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    async del(path) {
      return (await call('DELETE', path)).status;
    },
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const randomLetters = (n: number) => Array.from({ length: n }, () => LETTERS[Math.floor(Math.random() * 26)]).join('');
export const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** Codes already handed out in this file: two calls before either airport exists must not get the same. */
const handedOut = new Set<string>();

/** An IATA (3 letters) and an ICAO (4 letters) code no airport has yet. */
export async function freeAirportCodes(api: ApiUser): Promise<{ iata: string; icao: string }> {
  for (;;) {
    const iata = `Q${randomLetters(2)}`;
    const icao = `ZZ${randomLetters(2)}`;
    if (handedOut.has(iata) || handedOut.has(icao)) continue;
    handedOut.add(iata).add(icao);
    const [a, b] = await Promise.all([
      api.get<{ data: { iata: string | null }[] }>(`/api/flight/iata?q=${iata}`),
      api.get<{ data: { icao: string | null }[] }>(`/api/flight/icao?q=${icao}`),
    ]);
    if (!a.data.some((x) => x.iata === iata) && !b.data.some((x) => x.icao === icao)) return { iata, icao };
  }
}

/** A registration PK-XXX no aircraft has yet. */
export async function freeRegistration(api: ApiUser): Promise<string> {
  for (;;) {
    const reg = `PK-${randomLetters(3)}`;
    const r = await api.get<{ data: { registration: string }[] }>(`/api/flight/fleet?q=${reg}`);
    if (!r.data.some((x) => x.registration === reg)) return reg;
  }
}

/** A Pilatus Porter of a new fleet type (its code and name given), at a base, with a free registration. */
export async function createPorter(api: ApiUser, type: { code: string; name: string }, baseId: number) {
  const fleetType = await api.post('/api/flight/fleet-type', {
    ...type,
    manufacturer: 'Pilatus',
    engines: 1,
    seats: 9,
    max_payload_kg: 1100,
    mtow_kg: 2800,
  });
  const registration = await freeRegistration(api);
  const aircraft = await api.post('/api/flight/fleet', {
    registration,
    fleet_type_id: fleetType.id,
    serial_number: `PC6-${randomDigits(4)}`,
    year_built: 2012,
    base_id: baseId,
    seats: 9,
    payload_kg: 1100,
  });
  return { type: fleetType, id: aircraft.id as number, registration };
}

/** An area, an airport and a base, made through the API by a role that may (admin). */
export async function createNetwork(
  api: ApiUser,
  airport: { latitude: number; longitude: number } = { latitude: -4.0975, longitude: 138.9514 },
) {
  const suffix = randomDigits(5);
  const codes = await freeAirportCodes(api);
  const area = await api.post('/api/flight/area', { name: `E2E Area ${suffix}`, code: `E2E${suffix}` });
  const port = await api.post('/api/flight/airport', {
    ...codes,
    name: `E2E Field ${suffix}`,
    city: `Testville ${suffix}`,
    ...airport,
    timezone: 'Asia/Jayapura',
    elevation_ft: 5085,
    runway_designation: '15/33',
    runway_length_m: 1850,
  });
  const short = `B${randomLetters(1)}${suffix.slice(0, 4)}`;
  const base = await api.post('/api/flight/base', { name: `E2E Base ${suffix}`, short_name: short, area_id: area.id, airport_id: port.id });
  return { suffix, area, airport: { ...port, ...codes }, base: { ...base, short_name: short, name: `E2E Base ${suffix}` } };
}

export function menuLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });
}

/** Open a screen the way staff do: through the menu (a full load would land on / by the first-load rule). */
export async function openFromMenu(page: Page, name: string, path: string) {
  await menuLink(page, name).click();
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * For each role (in the order given): a fresh page signed in as it, whose menu shows `menu` exactly when
 * the role sees the screen; then `then` on that page.
 */
export async function eachRole(
  withPage: (body: (page: Page) => Promise<void>) => Promise<void>,
  menu: string,
  sees: Record<string, boolean>,
  then: (page: Page, role: string, sees: boolean) => Promise<void>,
) {
  for (const [role, shown] of Object.entries(sees)) {
    await withPage(async (page) => {
      await signIn(page, role);
      expect(await menuLink(page, menu).count(), role).toBe(shown ? 1 : 0);
      await then(page, role, shown);
    });
  }
}

/** Submit a form with `field` at `bad` and wait for its `message`; then set it to `good` and submit again. */
export async function refusedThenFixed(form: Locator, step: { submit: string; field: string; bad: string; message: string; good: string }) {
  await form.getByLabel(step.field).fill(step.bad);
  await form.getByRole('button', { name: step.submit }).click();
  await form.getByText(step.message).waitFor();
  await form.getByLabel(step.field).fill(step.good);
  await form.getByRole('button', { name: step.submit }).click();
}

/** Fill a form's fields by their labels, in the order given. */
export async function fillLabelled(form: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
}

/** Sign in as `role` and open a screen through the menu; with `ready`, wait for that button of the screen. */
export async function openAs(page: Page, role: string, screen: { menu: string; path: string; ready?: string }) {
  await signIn(page, role);
  await openFromMenu(page, screen.menu, screen.path);
  if (screen.ready) await page.getByRole('button', { name: screen.ready }).waitFor();
}

/** The text of an element for expect.poll: '' while it is not on the page. */
export const textOf = (locator: Locator) => () => locator.innerText().catch(() => '');

/** Wait for the success (or error) toast with this text. */
export async function expectToast(page: Page, text: string | RegExp, type: 'success' | 'error' = 'success') {
  // Text and type in one locator: a toast of someone else's change may take the place as this one leaves.
  const toast = page.locator(`[data-testid="toast"][data-type="${type}"]`);
  // The toast follows a write: on a loaded CI machine that can take longer than the default poll's 5 s.
  await expect(toast).toHaveText(typeof text === 'string' ? new RegExp(escapeRegExp(text)) : text, { useInnerText: true, timeout: 15_000 });
}

/** Search the list for `text` and wait until it shows exactly one row. */
export async function searchOne(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
  await expect.poll(() => tableRange(page)).toBe('1–1 of 1');
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Pick an option of one of our Radix selects (by its trigger's id). */
export async function choose(page: Page, triggerId: string, option: string | RegExp) {
  await page.locator(`#${triggerId}`).click();
  await page.getByRole('option', { name: option }).click();
}

/** The text of the table range line ('1–10 of 21') of the n-th table on the page. */
export function tableRange(page: Page, nth = 0) {
  return page.getByTestId('table-range').nth(nth).innerText();
}

/** A flight as the tests create it. */
export interface Flight {
  id: number;
  flight_number: string;
  flight_date: string;
}

/** Routes & Schedules through the menu, the flight found by its date and number, selected, its manifest opened. */
export async function openManifest(page: Page, f: Flight) {
  await openFromMenu(page, 'Routes & Schedules', '/flight/route-schedule');
  await page.getByLabel('From date').fill(f.flight_date);
  await page.waitForURL((u) => u.searchParams.get('from') === f.flight_date);
  await page.getByLabel('To date').fill(f.flight_date);
  await page.waitForURL((u) => u.searchParams.get('to') === f.flight_date);
  await page.getByPlaceholder('Flight, airport, aircraft, crew').fill(f.flight_number);
  const row = page.locator('tbody tr', { hasText: f.flight_number });
  await row.waitFor();
  await row.locator('td').nth(1).click();
  await expect(page.getByTestId('selected-flight')).toContainText(f.flight_number, { useInnerText: true });
  await page.getByRole('button', { name: `Manifest ${f.flight_number}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `MANIFEST #SI${f.id}`, exact: true });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '+ Add Manifest' }).waitFor();
  return dialog;
}
