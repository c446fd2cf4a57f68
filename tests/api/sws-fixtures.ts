// Watersports catalogue fixtures: a category of a spec kind, sizes, a board's specs, and tokens by who.
import { beforeAll } from 'vitest';
import type { SpecKind } from '@/lib/rules/sws-specs';
import { tokenFor } from '../support/api-client';
import { unique } from './marine-fixtures';

export const SWS_WHO = {
  sws: 'watersports',
  swsCs: 'watersports_cs',
  swsManager: 'manager.watersports@example.com',
  marineCs: 'marine_cs',
  warehouse: 'marine_warehouse',
  marineManager: 'manager.marine@example.com',
  airlineManager: 'manager',
  pilot: 'airline_pilot',
  airlineCs: 'airline_cs',
} as const;
export type SwsWho = keyof typeof SWS_WHO;
export const SWS_ALLOWED = ['sws', 'swsCs', 'swsManager'] as const satisfies readonly SwsWho[];
export const SWS_REFUSED = [
  'marineCs',
  'warehouse',
  'marineManager',
  'airlineManager',
  'pilot',
  'airlineCs',
] as const satisfies readonly SwsWho[];

export function swsSignedIn(): Record<SwsWho, string> {
  const t = {} as Record<SwsWho, string>;
  beforeAll(async () => {
    for (const [key, who] of Object.entries(SWS_WHO) as [SwsWho, string][]) t[key] = await tokenFor(who);
  });
  return t;
}

export const BOARD_SPECS = {
  length_cm: 320,
  width_cm: 81.5,
  thickness_cm: 15,
  volume_l: 300,
  capacity_kg: 120,
  construction: 'Inflatable',
};

/** A watersports category of the kind and two sizes, straight in the database. */
export async function swsCategory(kind: SpecKind = 'board') {
  const { db } = await import('@/server/db');
  const tag = unique('W').replace(/\W+/g, '');
  const category = await db.marineCategory.create({ data: { name: `Sws ${kind} ${tag}`, unit: 'watersports', spec_kind: kind } });
  const sizes = await Promise.all(
    ['S', 'L', 'XL'].map((n, i) => db.marineSize.create({ data: { name: `${n}-${tag}`, sort_order: 900 + i } })),
  );
  return { category, sizes, tag: tag.toUpperCase() };
}
