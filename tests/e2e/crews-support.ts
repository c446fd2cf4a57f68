// Shared by the Crews e2e tests (crews-chief-pilot, crews-training): the admin API and a network of the
// file's own (area, airport, base), the screen, and days counted from today.
import type { Page } from 'playwright-core';
import { type ApiUser, apiAs, createNetwork } from './flight-support';

export type Network = Awaited<ReturnType<typeof createNetwork>>;

/** The admin API and a new area, airport and base, for a file's beforeAll. */
export async function crewsSetUp(): Promise<{ admin: ApiUser; network: Network }> {
  const admin = await apiAs('admin');
  return { admin, network: await createNetwork(admin) };
}

export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
export const CREWS = { menu: 'Crews', path: '/flight/pilot', ready: '+ Add Crew' };

export const pad2 = (n: number) => String(n).padStart(2, '0');
export function shiftDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}
