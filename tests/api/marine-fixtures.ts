// Shared helpers of the customer and marine API tests: tokens by who, and small builders.
import { tokenFor } from '../support/api-client';

export const WHO = {
  cs: 'marine_cs',
  warehouse: 'marine_warehouse',
  marineManager: 'manager.marine@example.com',
  airlineManager: 'manager',
  airlineCs: 'airline_cs',
  pilot: 'airline_pilot',
  watersports: 'watersports',
  admin: 'admin',
} as const;
export type Who = keyof typeof WHO;

export async function tokens(): Promise<Record<Who, string>> {
  const out = {} as Record<Who, string>;
  for (const [key, who] of Object.entries(WHO) as [Who, string][]) out[key] = await tokenFor(who);
  return out;
}

export const idp = (n: number) => ({ id: String(n) });

/** A name no other test uses, for rows with unique names. */
let counter = 0;
export const unique = (prefix: string) => `${prefix} ${process.pid}-${Date.now() % 100000}-${++counter}`;
