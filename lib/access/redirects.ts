// The page redirects of spec section 6, as a pure decision used by proxy.ts.
import { canSee, SCREENS, screenForPath } from './menu';
import type { AccessUser } from './roles';

export const AUTH_PATH = '/auth';

/** Route names that stay on a first (full-page) load: index, flight-airport, purchase_new, purchase. */
export const FIRST_LOAD_PATHS: readonly string[] = [
  SCREENS.overview.path,
  SCREENS.airport.path,
  SCREENS.purchaseNew.path,
  SCREENS.purchase.path,
];

/** Where a role lands: marine_warehouse on /marine/warehouse, marine_cs on /marine/transaction, others on /. */
export function homeFor(user: AccessUser): string {
  if (user.role === 'marine_warehouse') return SCREENS.marineWarehouse.path;
  if (user.role === 'marine_cs') return SCREENS.marineTransaction.path;
  return '/';
}

export interface PageRequest {
  pathname: string;
  user: AccessUser | null;
  /** A full document load (typed address, reload, bookmark), not a client-side navigation. */
  firstLoad: boolean;
}

/** The path to redirect to, or null to let the request through. */
export function redirectFor({ pathname, user, firstLoad }: PageRequest): string | null {
  if (!user) return pathname === AUTH_PATH ? null : AUTH_PATH;
  const home = homeFor(user);
  if (pathname === AUTH_PATH) return home;
  if (firstLoad && pathname !== home && !FIRST_LOAD_PATHS.includes(pathname)) return home;
  if (home !== '/') {
    // Marine desk roles stay on their own screens: their home, and what their menu shows them.
    const screen = screenForPath(pathname);
    if (pathname === '/' || !screen || !canSee(user, screen)) return home;
  }
  return null;
}
