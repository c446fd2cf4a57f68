// The sidebar menu per role, as spec section 6's menu table and section 2's fixed entries describe it.
// The expectations are written out by hand from the spec (not computed from lib/access) on purpose.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { readMenu, screenshot, signIn, suiteBrowser } from '../support/browser';
import { SPEC_MENU_EVERYTHING } from '../support/spec-menu';

// readMenu() reads innerText, which applies the CSS `uppercase` of the group titles: the spec's
// 'Airline', 'Marine' and 'Watersports' come back upper-cased.
const AIRLINE = 'AIRLINE';
const MARINE = 'MARINE';
const WATERSPORTS = 'WATERSPORTS';

const OVERVIEW = 'Overview';
const PURCHASE = 'Purchase';
const LOGOUT = 'Logout';

/** Everything, in menu order: what root and admin see (group titles upper-cased, as readMenu reads them). */
const EVERYTHING = SPEC_MENU_EVERYTHING.map((entry) => entry.match(/^\[(.*)\]$/)?.[1].toUpperCase() ?? entry);

const EXPECTED: Record<string, string[]> = {
  admin: EVERYTHING,
  root: EVERYTHING,
  // Manager of the airline unit: the Airline group minus Web News (media only); Marine entries carry the
  // marine unit, the Watersports entries the watersports unit (the group shows for the watersports-unit manager).
  manager: [OVERVIEW, AIRLINE, 'Routes & Schedules', 'Aircrafts', 'Crews', 'Airport', 'Base & Area', 'Careers', PURCHASE, LOGOUT],
  'manager.marine@example.com': [MARINE, 'Product', 'Warehouse', 'Transaction', PURCHASE, LOGOUT],
  'manager.watersports@example.com': [WATERSPORTS, 'Product', 'Transaction', 'Scrapbook', PURCHASE, LOGOUT],
  airline_base: [OVERVIEW, AIRLINE, 'Routes & Schedules', 'Aircrafts', 'Crews', 'Airport', PURCHASE, LOGOUT],
  airline_base_coordinator: [OVERVIEW, AIRLINE, 'Routes & Schedules', 'Aircrafts', 'Crews', 'Airport', PURCHASE, LOGOUT],
  // Chief Pilot: no Purchase.
  airline_pilot: [OVERVIEW, AIRLINE, 'Routes & Schedules', 'Aircrafts', 'Crews', 'Airport', 'Base & Area', LOGOUT],
  airline_occ: [OVERVIEW, AIRLINE, 'Routes & Schedules', 'Aircrafts', 'Crews', 'Airport', PURCHASE, LOGOUT],
  airline_ppc: [OVERVIEW, AIRLINE, 'Routes & Schedules', 'Aircrafts', PURCHASE, LOGOUT],
  airline_training: [OVERVIEW, AIRLINE, 'Routes & Schedules', 'Crews', PURCHASE, LOGOUT],
  airline_charter: [OVERVIEW, PURCHASE, LOGOUT],
  airline_finance: [OVERVIEW, PURCHASE, LOGOUT],
  // Media: no Overview, Web News is the only Airline entry.
  airline_media: [AIRLINE, 'Web News', PURCHASE, LOGOUT],
  airline_cs: [OVERVIEW, PURCHASE, 'Customer', LOGOUT],
  marine_warehouse: [MARINE, 'Product', 'Warehouse', 'Transaction', PURCHASE, LOGOUT],
  marine_cs: [MARINE, 'Product', 'Transaction', PURCHASE, LOGOUT],
  watersports: [WATERSPORTS, 'Product', 'Transaction', 'Scrapbook', PURCHASE, LOGOUT],
  watersports_cs: [WATERSPORTS, 'Product', 'Transaction', 'Scrapbook', PURCHASE, LOGOUT],
  hrd: [AIRLINE, 'Careers', PURCHASE, LOGOUT],
  hrd_expat: [AIRLINE, 'Careers', PURCHASE, LOGOUT],
};

const SCREENSHOTS = new Set(['admin', 'airline_occ']);

const { withPage } = suiteBrowser();

/** Signed in as `who`, the sidebar. */
async function menuOf(page: Page, who: string) {
  await signIn(page, who);
  return page.getByRole('navigation', { name: 'Main menu' });
}

test.describe('sidebar menu per role', () => {
  for (const [who, expected] of Object.entries(EXPECTED))
    test(who, () =>
      withPage(async (page) => {
        await signIn(page, who);
        expect(await readMenu(page)).toEqual(expected);
        if (SCREENSHOTS.has(who)) await screenshot(page, `menu-${who}`);
      }),
    );

  test('group titles are the spec words, shown upper-cased by style', () =>
    withPage(async (page) => {
      const nav = await menuOf(page, 'admin');
      const titles = await nav.locator('p.uppercase').evaluateAll((els) => els.map((e) => e.textContent?.trim()));
      expect(titles).toEqual(['Airline', 'Marine', 'Watersports']);
    }));

  test('menu links point to the spec routes (admin)', () =>
    withPage(async (page) => {
      const nav = await menuOf(page, 'admin');
      const links = await nav.getByRole('link').evaluateAll((els) => els.map((e) => [e.textContent?.trim(), e.getAttribute('href')]));
      expect(links).toEqual([
        ['Overview', '/'],
        ['Routes & Schedules', '/flight/route-schedule'],
        ['Web News', '/website/news'],
        ['Aircrafts', '/flight/fleet'],
        ['Crews', '/flight/pilot'],
        ['Airport', '/flight/airport'],
        ['Base & Area', '/flight/area-base'],
        ['Careers', '/website/careers'],
        ['Product', '/marine/product'],
        ['Warehouse', '/marine/warehouse'],
        ['Transaction', '/marine/transaction'],
        ['Product', '/watersports/product'],
        ['Transaction', '/watersports/transaction'],
        ['Scrapbook', '/watersports/scrapbook'],
        ['Purchase', '/purchase'],
        ['User Manager', '/user-manager'],
        ['Activity', '/activity'],
        ['Inventory', '/inventory'],
        ['Customer', '/customer'],
      ]);
      // Logout is a button (it asks for confirmation), not a link.
      await expect(nav.getByRole('button', { name: 'Logout' }).count()).resolves.toBe(1);
    }));
});
