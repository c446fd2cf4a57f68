// Whose orders a caller sees: a shop's orders are its own staff's (the unit's Transaction screen); the
// Customer screen (airline CS, root and admin) serves every shop's customers and sees them all. Read by a
// customer's order lists and by the read access of payment proofs (server/upload-access.ts).

import { canSee } from '@/lib/access/menu';
import { can, type Permission } from '@/lib/access/permissions';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import type { CurrentUser } from '@/server/auth/user';

/** The permission of a shop's order screens (server/api/marine-orders.ts, sws-orders.ts). */
export const ORDER_PERMISSION = { marine: 'marine.transaction', watersports: 'watersports.transaction' } as const satisfies Record<
  ShopUnit,
  Permission
>;

export function orderScope(user: CurrentUser): Prisma.ShopOrderWhereInput {
  if (canSee(user, 'customer')) return {};
  const units = (Object.keys(ORDER_PERMISSION) as ShopUnit[]).filter((unit) => can(user, ORDER_PERMISSION[unit]));
  return { unit: { in: units } };
}
