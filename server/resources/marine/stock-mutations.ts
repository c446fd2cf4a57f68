// Stock mutations (the ledger): a receive or issue by hand, the list, an item's history.
import type { Prisma } from '@/lib/generated/prisma/client';
import { dayDate } from '@/lib/rules/calendar-day';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import { warehouseDocNo } from '@/lib/rules/stock';
import { type StockMutationCreate, type StockMutationQuery, stockMutationRow } from '@/lib/schemas/marine/stock';
import type { CurrentUser } from '@/server/auth/user';
import { textContains } from '@/server/crud/like';
import type { Client } from '@/server/crud/model';
import { paged, sortedOrNewest } from '@/server/crud/paging';
import type { Tx } from '@/server/db';
import { notFound } from '@/server/http/errors';
import { itemNamesOf, itemNamesSelect } from './catalogue';
import { available, lockItems, moveStock, shortageError } from './stock';

export const mutationSelect = {
  id: true,
  item_id: true,
  inout: true,
  quantity: true,
  reason: true,
  reference: true,
  before: true,
  after: true,
  user_id: true,
  master_id: true,
  order_id: true,
  created_at: true,
  item: itemNamesSelect,
  user: { select: { name: true } },
  master: { select: { doc_year: true, doc_number: true } },
} as const satisfies Prisma.MarineStockMutationSelect;

type MutationRecord = Prisma.MarineStockMutationGetPayload<{ select: typeof mutationSelect }>;

export function presentMutation({ item, user, master, ...r }: MutationRecord) {
  return stockMutationRow.parse({
    ...r,
    master_no: master ? warehouseDocNo(master.doc_year, master.doc_number) : null,
    ...itemNamesOf(item),
    user_name: user?.name ?? null,
  });
}

const DAY_MS = 86_400_000;

function mutationWhere(unit: ShopUnit, q: StockMutationQuery): Prisma.MarineStockMutationWhereInput {
  return {
    item: { product: { unit } },
    ...(q.item ? { item_id: q.item } : {}),
    ...(q.inout ? { inout: q.inout } : {}),
    ...(q.reason ? { reason: q.reason } : {}),
    ...(q.from || q.to
      ? { created_at: { ...(q.from ? { gte: dayDate(q.from) } : {}), ...(q.to ? { lt: new Date(dayDate(q.to).getTime() + DAY_MS) } : {}) } }
      : {}),
    ...(q.q ? { OR: [{ reference: textContains(q.q) }, { item: { sku: textContains(q.q) } }] } : {}),
  };
}

/** 404 unless the item belongs to a product of the unit (an item's history is read through its own unit). */
export async function assertItemOfUnit(db: Client, unit: ShopUnit, itemId: number) {
  const found = await db.marineProductItem.findFirst({ where: { id: itemId, product: { unit } }, select: { id: true } });
  if (!found) throw notFound(`item ${itemId} not found`);
}

/** GET stock-mutation, history-all and history/{sid}/{inout}: newest first unless sorted. */
export async function listMutations(db: Client, unit: ShopUnit, q: StockMutationQuery) {
  const where = mutationWhere(unit, q);
  const orderBy = sortedOrNewest(q);
  const { total, data } = await paged(q, db.marineStockMutation.count({ where }), (range) =>
    db.marineStockMutation.findMany({ where, orderBy, select: mutationSelect, ...range }),
  );
  return { total, data: data.map(presentMutation) };
}

export async function getMutation(db: Client, unit: ShopUnit, id: number) {
  const row = await db.marineStockMutation.findFirst({ where: { id, item: { product: { unit } } }, select: mutationSelect });
  if (!row) throw notFound(`stock mutation ${id} not found`);
  return presentMutation(row);
}

/** POST stock-mutation: one receive (in) or issue (out); an out above what is available is a 409. */
export async function createMutation(tx: Tx, unit: ShopUnit, user: CurrentUser, body: StockMutationCreate) {
  const items = await lockItems(tx, [body.item_id], unit);
  const item = items.get(body.item_id);
  if (!item) throw notFound(`item ${body.item_id} not found`);
  if (body.inout === 'out' && body.quantity > available(item)) {
    throw shortageError([{ sku: item.sku, requested: body.quantity, available: available(item) }]);
  }
  const after = body.inout === 'in' ? item.on_hand + body.quantity : item.on_hand - body.quantity;
  const id = await moveStock(tx, user, item, after, { reason: body.reason, reference: body.reference });
  return { id: id as number };
}
