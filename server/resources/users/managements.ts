import type { CurrentUser } from '@/server/auth/user';
import type { db as Client, Tx } from '@/server/db';

/** Roles that lead (act as PIC for) other staff: top and unit management, base managers and chief pilots. */
export const LEAD_ROLES = ['admin', 'manager', 'airline_base', 'airline_pilot'] as const;

/** The managements list: active leads of the caller's unit, or of no unit, excluding the caller. */
export async function managementsFor(client: typeof Client | Tx, user: CurrentUser) {
  const where = {
    active: true,
    role: { in: [...LEAD_ROLES] },
    id: { not: user.id },
    ...(user.unit ? { OR: [{ unit: user.unit }, { unit: null }] } : {}),
  };
  const [total, data] = await Promise.all([
    client.user.count({ where }),
    client.user.findMany({
      where,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, email: true, role: true, unit: true },
    }),
  ]);
  return { total, data };
}
