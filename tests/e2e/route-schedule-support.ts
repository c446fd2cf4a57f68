// Shared by the Routes & Schedules e2e tests (route-schedule-create, route-schedule-edit): everything their
// tests rely on (airports, aircraft, a rated and rostered captain), made through the API in each file's
// beforeAll by setUpRouteSchedule, and the helpers that fill the flight forms and read a day's flights.
import type { Locator, Page } from 'playwright-core';
import { type ApiUser, apiAs, createNetwork, createPorter, freeAirportCodes, randomDigits } from './flight-support';

// Set by setUpRouteSchedule (ES module bindings: the test files that import them see the values once set).
export let admin: ApiUser;
export let network: Awaited<ReturnType<typeof createNetwork>>;
export let arrival: { id: number; iata: string; icao: string };
export let fleet: { id: number; registration: string };
export let captain: { id: number; name: string; crew_code: string };
/** The day the flights fly: well ahead, so no seeded flight of this test's aircraft or crew is near. */
export let day: string;

export const addDays = (d: string, n: number) => {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
};

/**
 * A test file's tag: the two files make their flights on the same day, so each keeps to its own letter in
 * its flight numbers (Q{tag}1234), its aircraft type (Q{tag}12) and its captain's crew code (Q{tag}123).
 */
export type Tag = 'Z' | 'Y';

export const flightNo = (tag: Tag) => `Q${tag}${randomDigits(4)}`;

type ListAnswer = { total: number; data: { id: number; flight_number: string; flight_date: string }[] };

/** An arrival airport, an aircraft of a new type at a new base, and its captain, rated and on duty around `day`. */
export async function setUpRouteSchedule(tag: Tag) {
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
  const { type, ...aircraft } = await createPorter(
    admin,
    { code: `Q${tag}${randomDigits(2)}`, name: `E2E Porter ${network.suffix}` },
    network.base.id,
  );
  fleet = aircraft;
  const crewCode = `Q${tag}${randomDigits(3)}`;
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
}

export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
export const SCREEN = { menu: 'Routes & Schedules', path: '/flight/route-schedule', ready: '+ Add Flight' };

/** Type into a combobox and pick the option that starts with the typed code or name ('PK-ABC · …'). */
export async function pickIn(page: Page, box: Locator, typed: string) {
  await box.click();
  await box.fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${typed} ·`) })
    .first()
    .click();
}
/** The same in one of the form's comboboxes, by id. */
export const pick = (page: Page, id: string, typed: string) => pickIn(page, page.locator(`#${id}`), typed);

type Leg = { number: string; date?: string; etd: string; eta: string; dep: string; arr: string; pilot?: string };

/** Fill a flight of the test's aircraft into the flight form ('schedule') or the bulk form ('bulk'). */
export async function fillLeg(page: Page, form: Locator, prefix: 'schedule' | 'bulk', leg: Leg) {
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
export const flightsOn = (d: string) => admin.get<ListAnswer>(`/api/flight/route-schedule?date=${d}&fleet=${fleet.id}&sort=etd`);
