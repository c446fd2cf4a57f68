// API permissions, each granted through the screens whose menu entries show (spec section 6), so that a
// screen and its API can never disagree. root and admin pass every check.
import { allows, SCREENS, type ScreenKey } from './menu';
import { type AccessUser, isSuperRole, type Unit } from './roles';

interface Grant {
  /** Any signed-in user. */
  anyone?: true;
  /** Users whose menu shows one of these screens. */
  screens?: readonly ScreenKey[];
  /** Every signed-in staff member of these units (reference lists for pickers). */
  units?: readonly Unit[];
}

const AIRLINE_SCREENS: readonly ScreenKey[] = ['overview', 'routeSchedule', 'aircrafts', 'crews', 'airport', 'areaBase'];

export const PERMISSIONS = {
  session: { anyone: true },
  upload: { anyone: true },
  'upload.flight': { screens: AIRLINE_SCREENS, units: ['airline'] },
  'user.managements': { anyone: true },
  'user.admin': { screens: ['userManager'] },
  'airline.reference': { screens: AIRLINE_SCREENS, units: ['airline'] },
  overview: { screens: ['overview'] },
  'flight.schedule': { screens: ['routeSchedule'] },
  'flight.fleet': { screens: ['aircrafts'] },
  'flight.crew': { screens: ['crews'] },
  'flight.airport': { screens: ['airport'] },
  'flight.area-base': { screens: ['areaBase'] },
  'flight.manifest': { screens: ['routeSchedule'] },
  purchase: { screens: ['purchase'] },
  /** Customers: the Customer screen ({product}_cs), and the shops' CS taking an order by phone. */
  customer: { screens: ['customer', 'marineTransaction', 'watersportsTransaction'] },
  /** The catalogue (products, items, sizes, categories, the price and weight default). */
  'marine.product': { screens: ['marineProduct'] },
  /** Stock levels, stock mutations and warehouse documents. */
  'marine.warehouse': { screens: ['marineWarehouse'] },
  /** Orders (marine-trx). */
  'marine.transaction': { screens: ['marineTransaction'] },
  /** The watersports catalogue: products with their items, stock and specs (sws/product). */
  'watersports.product': { screens: ['watersportsProduct'] },
  /** Watersports orders (sws/trx), on the shop pipeline of the marine orders. */
  'watersports.transaction': { screens: ['watersportsTransaction'] },
  /** The scrapbook of trips and events (sws/scrapbook). */
  'watersports.scrapbook': { screens: ['watersportsScrapbook'] },
  /** Website news articles (web/news): the media role. */
  'web.news': { screens: ['webNews'] },
  /** Job postings, candidates, applications and the recruitment pipeline; local vs expat is the resource's scope. */
  careers: { screens: ['careers'] },
  /** IT inventory (user/inventory): root and admin. */
  inventory: { screens: ['inventory'] },
  /** The backlog & help widget: any signed-in staff member files and follows items. */
  backlog: { anyone: true },
  /** Editing the help entries (root and admin: the User Manager's roles). */
  'backlog.help': { screens: ['userManager'] },
} as const satisfies Record<string, Grant>;

export type Permission = keyof typeof PERMISSIONS;

export function can(user: AccessUser | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  if (isSuperRole(user.role)) return true;
  const grant: Grant = PERMISSIONS[permission];
  if (grant.anyone) return true;
  if (grant.screens?.some((key) => allows(user, SCREENS[key]))) return true;
  return !!grant.units && user.unit !== null && (grant.units as readonly string[]).includes(user.unit);
}
