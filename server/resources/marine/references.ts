// What still references catalogue rows: a delete of a referenced category, size, product or item is a 409
// naming what uses it (issue 12), checked inside the delete's transaction.
import type { Client } from '@/server/crud/model';
import { conflict } from '@/server/http/errors';

const list = (ids: number[], max = 5) => {
  const shown = ids.slice(0, max).map((i) => `#${i}`);
  return ids.length > max ? `${shown.join(', ')} and ${ids.length - max} more` : shown.join(', ');
};
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 409 when any of these items is named by an order, a stock mutation or a warehouse document. */
export async function assertItemsUnused(db: Client, itemIds: number[]): Promise<void> {
  if (!itemIds.length) return;
  const where = { item_id: { in: itemIds } };
  const [lines, mutations, docs] = await Promise.all([
    db.shopOrderLine.findMany({ where, select: { item_id: true, order_id: true }, orderBy: { order_id: 'asc' } }),
    db.marineStockMutation.groupBy({ by: ['item_id'], where, _count: { _all: true } }),
    db.marineMasterMutationLine.findMany({ where, select: { item_id: true, master_id: true }, orderBy: { master_id: 'asc' } }),
  ]);
  const used = new Set([...lines, ...mutations, ...docs].map((r) => r.item_id));
  if (!used.size) return;
  const items = await db.marineProductItem.findMany({
    where: { id: { in: [...used] } },
    select: { id: true, sku: true },
    orderBy: { id: 'asc' },
  });
  const parts = items.map((item) => {
    const orders = [...new Set(lines.filter((l) => l.item_id === item.id).map((l) => l.order_id))];
    const moves = mutations.find((m) => m.item_id === item.id)?._count._all ?? 0;
    const documents = [...new Set(docs.filter((d) => d.item_id === item.id).map((d) => d.master_id))];
    const uses = [
      orders.length ? `${orders.length === 1 ? 'order' : 'orders'} ${list(orders)}` : '',
      moves ? plural(moves, 'stock mutation') : '',
      documents.length ? `${documents.length === 1 ? 'warehouse document' : 'warehouse documents'} ${list(documents)}` : '',
    ].filter(Boolean);
    return `item ${item.sku} is used by ${uses.join(', ')}`;
  });
  const message = `Cannot delete: ${parts.join('; ')}`;
  throw conflict(message, { references: items.map((i) => i.sku) });
}

/** 409 when products still belong to the category. */
export async function assertCategoryUnused(db: Client, id: number): Promise<void> {
  const products = await db.marineProduct.findMany({
    where: { category_id: id },
    select: { name: true },
    orderBy: { name: 'asc' },
    take: 6,
  });
  if (!products.length) return;
  const total = await db.marineProduct.count({ where: { category_id: id } });
  const names = products.slice(0, 5).map((p) => p.name);
  const more = total > 5 ? ` and ${total - 5} more` : '';
  throw conflict(`Cannot delete: the category has ${plural(total, 'product')}: ${names.join(', ')}${more}`, { references: names });
}

/** 409 when items come in the size. */
export async function assertSizeUnused(db: Client, id: number): Promise<void> {
  const items = await db.marineProductItem.findMany({ where: { size_id: id }, select: { sku: true }, orderBy: { sku: 'asc' }, take: 6 });
  if (!items.length) return;
  const total = await db.marineProductItem.count({ where: { size_id: id } });
  const skus = items.slice(0, 5).map((i) => i.sku);
  const more = total > 5 ? ` and ${total - 5} more` : '';
  throw conflict(`Cannot delete: ${plural(total, 'item')} come in this size: ${skus.join(', ')}${more}`, { references: skus });
}
