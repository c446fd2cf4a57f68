// The stock rules (issue 12), in one place: item rows are locked in id order (so two writers touching the
// same items queue instead of deadlocking), on hand and available never go below zero, and every change of
// on hand writes exactly one ledger row (marine_stock_mutations) with its before and after.

import type { ShopUnit } from '@/lib/rules/shop-unit';
import type { InOut, Reason } from '@/lib/schemas/marine/stock';
import type { CurrentUser } from '@/server/auth/user';
import type { Tx } from '@/server/db';
import { badRequest, conflict } from '@/server/http/errors';

export interface LockedItem {
  id: number;
  sku: string;
  on_hand: number;
  reserved: number;
}

/**
 * Locks the items' rows (FOR UPDATE, in id order) and answers them by id; an unknown id, or with `unit` an
 * item of another unit's product, is a 400 (one unit's document or order never touches the other's stock).
 */
export async function lockItems(tx: Tx, ids: Iterable<number>, unit?: ShopUnit): Promise<Map<number, LockedItem>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (!sorted.length) return new Map();
  const rows = await tx.$queryRaw<LockedItem[]>`
    SELECT i.id, i.sku, i.on_hand, i.reserved FROM marine_product_items i JOIN marine_products p ON p.id = i.product_id
    WHERE i.id = ANY(${sorted}::int[]) AND (${unit ?? null}::text IS NULL OR p.unit = ${unit ?? null}::text)
    ORDER BY i.id FOR UPDATE OF i`;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = sorted.filter((i) => !byId.has(i));
  if (missing.length) throw badRequest(`Unknown item ${missing.join(', ')}`, { item_id: `Unknown item ${missing.join(', ')}` });
  return byId;
}

export interface Shortage {
  sku: string;
  requested: number;
  available: number;
}

/** The one 409 for anything that would take an item below what it has: names every short item. */
export function shortageError(shortages: Shortage[], what = 'Not enough stock') {
  const list = shortages.map((s) => `${s.sku} (requested ${s.requested}, available ${s.available})`).join(', ');
  return conflict(`${what}: ${list}`, { shortages });
}

export const available = (item: LockedItem) => item.on_hand - item.reserved;

export interface MoveMeta {
  reason: Reason;
  reference?: string | null;
  master_id?: number | null;
  order_id?: number | null;
}

/**
 * Sets a locked item's on hand to `after` (and its reserved to `reserved`, when given) and writes the ledger
 * row; nothing when on hand does not change. The caller has checked the rules; the table's CHECKs hold them too.
 */
export async function moveStock(
  tx: Tx,
  user: CurrentUser | null,
  item: LockedItem,
  after: number,
  meta: MoveMeta,
  reserved = item.reserved,
) {
  const before = item.on_hand;
  if (after === before && reserved === item.reserved) return null;
  await tx.marineProductItem.update({
    where: { id: item.id },
    data: { on_hand: after, reserved, version: { increment: 1 } },
    select: { id: true },
  });
  item.on_hand = after;
  item.reserved = reserved;
  if (after === before) return null;
  const inout: InOut = after > before ? 'in' : 'out';
  const row = await tx.marineStockMutation.create({
    data: {
      item_id: item.id,
      inout,
      quantity: Math.abs(after - before),
      reason: meta.reason,
      reference: meta.reference ?? null,
      before,
      after,
      user_id: user?.id ?? null,
      master_id: meta.master_id ?? null,
      order_id: meta.order_id ?? null,
    },
    select: { id: true },
  });
  return row.id;
}
