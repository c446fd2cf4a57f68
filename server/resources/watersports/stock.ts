// Stock of one watersports item by hand: receive (in), issue (out, never above what is available) or count
// (on hand set to the counted quantity, never below what open orders reserved), through the marine stock
// rules: the item row locked, one ledger row with before and after, 409 naming the item.
import { REASONS_BY_ACTION, type SwsStockCreate } from '@/lib/schemas/watersports/products';
import type { CurrentUser } from '@/server/auth/user';
import type { Tx } from '@/server/db';
import { available, type LockedItem, lockItems, moveStock, shortageError } from '@/server/resources/marine/stock';

function target(item: LockedItem, body: SwsStockCreate) {
  if (body.action === 'receive') return item.on_hand + body.quantity;
  if (body.action === 'issue') {
    if (body.quantity > available(item)) throw shortageError([{ sku: item.sku, requested: body.quantity, available: available(item) }]);
    return item.on_hand - body.quantity;
  }
  if (body.quantity < item.reserved) {
    throw shortageError(
      [{ sku: item.sku, requested: item.on_hand - body.quantity, available: available(item) }],
      'The count is below what open orders have reserved',
    );
  }
  return body.quantity;
}

export async function moveItemStock(tx: Tx, user: CurrentUser, body: SwsStockCreate) {
  const item = (await lockItems(tx, [body.item_id], 'watersports')).get(body.item_id) as LockedItem;
  const after = target(item, body);
  const id = await moveStock(tx, user, item, after, {
    reason: body.reason ?? REASONS_BY_ACTION[body.action][0],
    reference: body.reference,
  });
  return { id, item_id: item.id, on_hand: item.on_hand, reserved: item.reserved, available: available(item) };
}
