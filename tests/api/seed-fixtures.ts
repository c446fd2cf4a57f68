// Shared by the seed's test files (seed-idempotent, seed-fleet, seed-operations): the demo aircraft's
// registrations, day arithmetic, and the in-process seed each file runs before it looks.
import { beforeAll } from 'vitest';
import { DEMO_FLEET } from '@/prisma/seed/fleet-data';
import { seed } from '@/prisma/seed/index';

export const DEMO_REGS = DEMO_FLEET.map((a) => a.registration);
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

/** Seeds before the file's tests: other files may have deleted seeded rows; the in-process seed puts them back before we look. */
export function seedBeforeAll() {
  beforeAll(async () => {
    await seed();
  }, 60_000);
}
