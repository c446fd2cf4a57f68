// Who is told: the active users of a role, never the person who made the change.
import type { Role } from '@/lib/access/roles';
import { db } from '@/server/db';

export async function activeUsersOf(roles: readonly Role[]): Promise<number[]> {
  const users = await db.user.findMany({ where: { role: { in: [...roles] }, active: true }, select: { id: true } });
  return users.map((u) => u.id);
}

/** The ids without the actor's (and without repeats). */
export const others = (ids: readonly number[], actorId?: number): number[] => [...new Set(ids)].filter((id) => id !== actorId);
