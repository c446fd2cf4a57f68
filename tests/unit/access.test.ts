import { describe, expect, it } from 'vitest';
import { menuFor, screenForPath } from '@/lib/access/menu';
import { can } from '@/lib/access/permissions';
import { redirectFor } from '@/lib/access/redirects';
import { ROLE_VALUES, ROLES, unitFitsRole } from '@/lib/access/roles';
import { closestByPath, pathWithin } from '@/lib/access/screen-paths';
import { shellAccess } from '@/lib/access/shell';
import { SPEC_MENU_EVERYTHING } from '../support/spec-menu';

const u = (role: string, unit: string | null = null) => ({ role, unit });
const titles = (role: string, unit: string | null) =>
  menuFor(u(role, unit)).flatMap((s) => [...(s.title ? [`[${s.title}]`] : []), ...s.items.map((i) => i.title)]);

describe('roles (spec 6)', () => {
  it('lists the 19 roles with their labels', () => {
    expect(ROLE_VALUES).toHaveLength(19);
    const label = Object.fromEntries(ROLES.map((r) => [r.value, r.label]));
    expect(label).toMatchObject({
      admin: 'Top Manager',
      manager: 'Management',
      airline_base: 'Base Manager',
      airline_base_coordinator: 'Base Coordinator',
      airline_pilot: 'Chief Pilot',
      airline_occ: 'OCC',
      marine_warehouse: 'Marine - Warehouse',
      marine_cs: 'Marine - Customer Service',
      watersports: 'Watersports - Admin',
      watersports_cs: 'Watersports - Customer Service',
      airline_media: 'Media',
      hrd: 'HRD (Local)',
      hrd_expat: 'HRD (Expat)',
    });
  });

  it('fits units to roles', () => {
    expect(unitFitsRole('admin', null)).toBe(true);
    expect(unitFitsRole('admin', 'airline')).toBe(false);
    expect(unitFitsRole('manager', 'marine')).toBe(true);
    expect(unitFitsRole('manager', null)).toBe(false);
    expect(unitFitsRole('airline_occ', 'airline')).toBe(true);
    expect(unitFitsRole('airline_occ', 'marine')).toBe(false);
    expect(unitFitsRole('airline_media', null)).toBe(true);
  });
});

describe('menu (spec 6 table)', () => {
  it('shows admin every entry', () => {
    expect(titles('admin', null)).toEqual(SPEC_MENU_EVERYTHING);
  });

  it.each([
    [
      'manager',
      'airline',
      ['Overview', '[Airline]', 'Routes & Schedules', 'Aircrafts', 'Crews', 'Airport', 'Base & Area', 'Careers', 'Purchase', 'Logout'],
    ],
    ['manager', 'marine', ['[Marine]', 'Product', 'Warehouse', 'Transaction', 'Purchase', 'Logout']],
    ['manager', 'watersports', ['[Watersports]', 'Product', 'Transaction', 'Scrapbook', 'Purchase', 'Logout']],
    ['airline_pilot', 'airline', ['Overview', '[Airline]', 'Routes & Schedules', 'Aircrafts', 'Crews', 'Airport', 'Base & Area', 'Logout']],
    ['airline_occ', 'airline', ['Overview', '[Airline]', 'Routes & Schedules', 'Aircrafts', 'Crews', 'Airport', 'Purchase', 'Logout']],
    ['airline_base', 'airline', ['Overview', '[Airline]', 'Routes & Schedules', 'Aircrafts', 'Crews', 'Airport', 'Purchase', 'Logout']],
    ['airline_ppc', 'airline', ['Overview', '[Airline]', 'Routes & Schedules', 'Aircrafts', 'Purchase', 'Logout']],
    ['airline_training', 'airline', ['Overview', '[Airline]', 'Routes & Schedules', 'Crews', 'Purchase', 'Logout']],
    ['airline_finance', 'airline', ['Overview', 'Purchase', 'Logout']],
    ['airline_cs', 'airline', ['Overview', 'Purchase', 'Customer', 'Logout']],
    ['airline_media', null, ['[Airline]', 'Web News', 'Purchase', 'Logout']],
    ['hrd', null, ['[Airline]', 'Careers', 'Purchase', 'Logout']],
    ['marine_warehouse', 'marine', ['[Marine]', 'Product', 'Warehouse', 'Transaction', 'Purchase', 'Logout']],
    ['marine_cs', 'marine', ['[Marine]', 'Product', 'Transaction', 'Purchase', 'Logout']],
    ['watersports', 'watersports', ['[Watersports]', 'Product', 'Transaction', 'Scrapbook', 'Purchase', 'Logout']],
    ['watersports_cs', 'watersports', ['[Watersports]', 'Product', 'Transaction', 'Scrapbook', 'Purchase', 'Logout']],
  ])('shows %s (%s) its entries', (role, unit, expected) => {
    expect(titles(role, unit)).toEqual(expected);
  });

  it('maps paths to screens', () => {
    expect(screenForPath('/')).toBe('overview');
    expect(screenForPath('/purchase/new')).toBe('purchaseNew');
    expect(screenForPath('/purchase/12')).toBe('purchase');
    expect(screenForPath('/flight/fleet/3')).toBe('aircrafts');
    expect(screenForPath('/nowhere')).toBeUndefined();
  });

  it('matches a path at or below a screen, and / only itself', () => {
    expect(pathWithin('/purchase', '/purchase')).toBe(true);
    expect(pathWithin('/purchase/12', '/purchase')).toBe(true);
    expect(pathWithin('/purchases', '/purchase')).toBe(false);
    expect(pathWithin('/purchase', '/')).toBe(false);
    expect(pathWithin('/', '/')).toBe(true);
    const entries = [{ path: '/' }, { path: '/purchase' }, { path: '/purchase/new' }];
    expect(closestByPath(entries, '/purchase/new')?.path).toBe('/purchase/new');
    expect(closestByPath(entries, '/purchase/7')?.path).toBe('/purchase');
    expect(closestByPath(entries, '/flight')).toBeUndefined();
  });
});

describe('what the shell in the browser gets (lib/access/shell.ts)', () => {
  const title = (access: ReturnType<typeof shellAccess>, path: string) => closestByPath(access.titles, path)?.title;

  it('titles every screen; / is the Overview for its roles and Home for the others', () => {
    const ops = shellAccess(u('airline_occ', 'airline'));
    expect(title(ops, '/')).toBe('Overview');
    expect(title(ops, '/purchase/new')).toBe('New purchase request');
    expect(title(ops, '/flight/fleet/3')).toBe('Aircrafts');
    const marine = shellAccess(u('marine_cs', 'marine'));
    expect(title(marine, '/')).toBe('Home');
    expect(title(marine, '/marine/product')).toBe('Product');
  });

  it("gives the menu, the role's label and the lists the refresh asks for, only those the user may read", () => {
    const base = shellAccess(u('airline_base', 'airline'));
    expect(base.menu).toEqual(menuFor(u('airline_base', 'airline')));
    expect(base.roleLabel).toBe('Base Manager');
    expect(base.refreshPaths[0]).toEqual([
      '/api/flight/base',
      '/api/flight/area',
      '/api/pilot/load-pilot',
      '/api/flight/airport',
      '/api/flight/fleet-type',
      '/api/flight/fleet',
      '/api/flight/fleet-part',
    ]);
    expect(base.refreshPaths[1]).toEqual(['/api/user/managements']);
    const marine = shellAccess(u('marine_cs', 'marine'));
    expect(marine.refreshPaths[0]).toEqual([]);
    for (const paths of shellAccess(u('airline_training', 'airline')).refreshPaths) {
      expect(paths).not.toContain('/api/flight/fleet-part');
    }
  });
});

describe('API permissions follow the menu', () => {
  it('grants a screen API to the roles that see the screen', () => {
    expect(can(u('airline_occ', 'airline'), 'flight.fleet')).toBe(true);
    expect(can(u('airline_training', 'airline'), 'flight.fleet')).toBe(false);
    expect(can(u('airline_pilot', 'airline'), 'purchase')).toBe(false);
    expect(can(u('manager', 'marine'), 'flight.fleet')).toBe(false);
    expect(can(u('root', null), 'user.admin')).toBe(true);
    expect(can(u('manager', 'airline'), 'user.admin')).toBe(false);
    expect(can(null, 'session')).toBe(false);
  });

  it('opens airline reference lists to airline staff only', () => {
    expect(can(u('airline_finance', 'airline'), 'airline.reference')).toBe(true);
    expect(can(u('marine_cs', 'marine'), 'airline.reference')).toBe(false);
    expect(can(u('hrd', null), 'airline.reference')).toBe(false);
  });
});

describe('redirects (spec 6)', () => {
  const occ = u('airline_occ', 'airline');
  it('sends the signed-out to /auth and the signed-in away from it', () => {
    expect(redirectFor({ pathname: '/', user: null, firstLoad: true })).toBe('/auth');
    expect(redirectFor({ pathname: '/flight/fleet', user: null, firstLoad: false })).toBe('/auth');
    expect(redirectFor({ pathname: '/auth', user: null, firstLoad: true })).toBeNull();
    expect(redirectFor({ pathname: '/auth', user: occ, firstLoad: true })).toBe('/');
  });

  it('keeps only index, flight-airport, purchase_new and purchase on a first load', () => {
    for (const p of ['/', '/flight/airport', '/purchase/new', '/purchase'])
      expect(redirectFor({ pathname: p, user: occ, firstLoad: true })).toBeNull();
    expect(redirectFor({ pathname: '/flight/fleet', user: occ, firstLoad: true })).toBe('/');
    expect(redirectFor({ pathname: '/flight/fleet', user: occ, firstLoad: false })).toBeNull();
  });

  it('sends marine_warehouse to /marine/warehouse and marine_cs to /marine/transaction', () => {
    const wh = u('marine_warehouse', 'marine');
    const cs = u('marine_cs', 'marine');
    expect(redirectFor({ pathname: '/', user: wh, firstLoad: true })).toBe('/marine/warehouse');
    expect(redirectFor({ pathname: '/', user: wh, firstLoad: false })).toBe('/marine/warehouse');
    expect(redirectFor({ pathname: '/marine/warehouse', user: wh, firstLoad: true })).toBeNull();
    expect(redirectFor({ pathname: '/marine/product', user: wh, firstLoad: false })).toBeNull();
    expect(redirectFor({ pathname: '/flight/fleet', user: wh, firstLoad: false })).toBe('/marine/warehouse');
    expect(redirectFor({ pathname: '/auth', user: cs, firstLoad: true })).toBe('/marine/transaction');
    expect(redirectFor({ pathname: '/', user: cs, firstLoad: false })).toBe('/marine/transaction');
    expect(redirectFor({ pathname: '/marine/warehouse', user: cs, firstLoad: false })).toBe('/marine/transaction');
  });
});
