// Shop orders (marine-trx, sws/trx), one pipeline parameterised by unit: create (prices and weights taken
// from the items at that moment, only items of the unit's own products), a status tab with the count of every
// status, the detail, and a step (forward one at a time, cancel until shipped, canceled and delivered final,
// stale version 409). Stock: ready_to_process reserves every line (409 naming the short items, lines of one
// item summed), shipped writes the out-mutations and releases, canceled releases. Every step writes history.
// Locks: the order row first, then the item rows in id order (server/resources/marine/stock.ts).

import type { Prisma } from '@/lib/generated/prisma/client';
import { orderNumberSearched } from '@/lib/rules/order-number';
import {
  canCancel,
  canMove,
  holdsReservation,
  isFinal,
  needsPaymentProof,
  nextStatus,
  ORDER_STATUS,
  ORDER_STATUS_TEXT,
  ORDER_STATUSES,
  type OrderStatus,
  PROOF_NEEDED,
} from '@/lib/rules/order-status';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import { MAX_GRAMS, MAX_IDR } from '@/lib/schemas/marine/catalogue';
import type { OrderCreate, OrderQuery, OrderUpdate } from '@/lib/schemas/marine/orders';
import type { CurrentUser } from '@/server/auth/user';
import { textContains } from '@/server/crud/like';
import type { Client } from '@/server/crud/model';
import { paged, sortedOrNewest } from '@/server/crud/paging';
import type { Tx } from '@/server/db';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { notifyOrderStep } from '@/server/notify/order-notices';
import { itemNamesOf, itemNamesSelect } from '@/server/resources/marine/catalogue';
import { available, lockItems, moveStock, type Shortage, shortageError } from '@/server/resources/marine/stock';
import { assertAttachable } from '@/server/upload-refs';
import { uploadUrl } from '@/server/uploads';

export const ORDER_CHANGED = 'The order changed: reload it';

export const rowSelect = {
  id: true,
  unit: true,
  customer_id: true,
  status: true,
  source: true,
  shipping_city: true,
  courier: true,
  tracking_number: true,
  subtotal: true,
  shipping_cost: true,
  total: true,
  weight_total: true,
  version: true,
  created_at: true,
  updated_at: true,
  customer: { select: { name: true, phone: true } },
} as const satisfies Prisma.ShopOrderSelect;

type RowRecord = Prisma.ShopOrderGetPayload<{ select: typeof rowSelect }>;

function presentRow({ customer, ...r }: RowRecord, linesCount: number) {
  const status = r.status as OrderStatus;
  return {
    ...r,
    status,
    status_text: ORDER_STATUS_TEXT[status],
    customer_name: customer.name,
    customer_phone: customer.phone,
    lines_count: linesCount,
  };
}

/** GET {unit}-trx/status/{status}: one status, newest first unless sorted, with the count of every status. */
export async function listByStatus(db: Client, unit: ShopUnit, status: OrderStatus, q: OrderQuery) {
  const search = orderSearch(unit, q.q);
  const where: Prisma.ShopOrderWhereInput = { unit, status, ...search };
  const orderBy = sortedOrNewest(q);
  const [page, groups] = await Promise.all([
    paged(q, db.shopOrder.count({ where }), (range) => db.shopOrder.findMany({ where, orderBy, select: rowSelect, ...range })),
    db.shopOrder.groupBy({ by: ['status'], where: { unit, ...search }, _count: { _all: true } }),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [String(s), 0]));
  for (const g of groups) counts[String(g.status)] = g._count._all;
  return { total: page.total, data: await presentRows(db, page.data), counts };
}

/** An order number as shown ('#1857', '1857', 'WO-1857') finds that order alone; other text, names and tracking numbers. */
function orderSearch(unit: ShopUnit, q: string | undefined): Prisma.ShopOrderWhereInput {
  if (!q) return {};
  const id = orderNumberSearched(unit, q);
  if (id !== null) return { id };
  return {
    OR: [{ customer: { name: textContains(q) } }, { tracking_number: textContains(q) }],
  };
}

/** A page of order rows with their line counts, read by index (a relation count in the page query aggregates every order's lines). */
export async function presentRows(db: Client, rows: RowRecord[]) {
  const perOrder = await db.shopOrderLine.groupBy({
    by: ['order_id'],
    where: { order_id: { in: rows.map((o) => o.id) } },
    _count: { _all: true },
  });
  const linesOf = new Map(perOrder.map((g) => [g.order_id, g._count._all]));
  return rows.map((o) => presentRow(o, linesOf.get(o.id) ?? 0));
}

/** GET {unit}-trx/detail/{id}: lines, customer, payment proof, shipping, totals, history and what may come next. */
export async function getOrder(db: Client, unit: ShopUnit, id: number) {
  const order = await db.shopOrder.findFirst({
    where: { id, unit },
    select: {
      ...rowSelect,
      shipping_name: true,
      shipping_phone: true,
      shipping_address: true,
      shipping_country: true,
      payment_proof: true,
      notes: true,
      customer: { select: { id: true, name: true, email: true, phone: true, address: true, city: true, country: true } },
      lines: {
        select: {
          id: true,
          item_id: true,
          quantity: true,
          price: true,
          weight: true,
          item: itemNamesSelect,
        },
        orderBy: { id: 'asc' },
      },
      history: {
        select: {
          id: true,
          user_id: true,
          from_status: true,
          to_status: true,
          note: true,
          created_at: true,
          user: { select: { name: true } },
        },
        orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
      },
    },
  });
  if (!order) throw notFound(`Order ${id} not found`);
  const { lines, history, customer, shipping_name, shipping_phone, shipping_address, shipping_country, payment_proof, notes } = order;
  return {
    ...presentRow(order, lines.length),
    customer,
    shipping: {
      name: shipping_name,
      phone: shipping_phone,
      address: shipping_address,
      city: order.shipping_city,
      country: shipping_country,
      courier: order.courier,
      tracking_number: order.tracking_number,
    },
    payment_proof: payment_proof ? { id: payment_proof, url: uploadUrl(payment_proof) } : null,
    notes,
    lines: lines.map(({ item, ...l }) => ({
      ...l,
      ...itemNamesOf(item),
      amount: l.price * l.quantity,
    })),
    history: history.map(({ user, ...h }) => ({
      ...h,
      from_status: h.from_status as OrderStatus | null,
      to_status: h.to_status as OrderStatus,
      user_name: user?.name ?? null,
    })),
    can: { next: isFinal(order.status) ? null : nextStatus(order.status), cancel: canCancel(order.status) },
  };
}

/** The payment proof must be the writer's own upload, or the one the order has already. */
async function checkProof(db: Client, user: CurrentUser | null, id: string | null | undefined, current: string | null = null) {
  await assertAttachable(db, user, [id], { field: 'payment_proof', label: 'payment proof', current: [current] });
}

async function writeHistory(tx: Tx, orderId: number, user: CurrentUser | null, from: number | null, to: number, note: string | null) {
  await tx.shopOrderHistory.create({ data: { order_id: orderId, user_id: user?.id ?? null, from_status: from, to_status: to, note } });
}

/** POST {unit}-trx: an order (status 0 unpaid) with prices and weights taken from the items now. */
export async function createOrder(tx: Tx, unit: ShopUnit, user: CurrentUser, body: OrderCreate) {
  const customer = await tx.customer.findUnique({ where: { id: body.customer_id } });
  if (!customer) throw badRequest('Unknown customer', { customer_id: 'Unknown customer' });
  await checkProof(tx, user, body.payment_proof);
  const ids = [...new Set(body.lines.map((l) => l.item_id))];
  // Lock the items in id order first: the lines' foreign keys would otherwise take key-share locks in line
  // order, which can deadlock with a reservation locking the same items in id order.
  await lockItems(tx, ids);
  const items = await tx.marineProductItem.findMany({
    where: { id: { in: ids } },
    select: { id: true, sku: true, price: true, weight: true, active: true, product: { select: { active: true, unit: true } } },
  });
  const byId = new Map(items.map((i) => [i.id, i]));
  const unknown = ids.filter((i) => !byId.get(i));
  if (unknown.length) throw badRequest(`Unknown item ${unknown.join(', ')}`, { lines: `Unknown item ${unknown.join(', ')}` });
  // Named in the order of the order's lines, not in whatever order the rows came back.
  const inLineOrder = ids.map((i) => byId.get(i) as (typeof items)[number]);
  const elsewhere = inLineOrder.filter((i) => i.product.unit !== unit).map((i) => i.sku);
  if (elsewhere.length) {
    const message = `Not sold by the ${unit} shop: ${elsewhere.join(', ')}`;
    throw badRequest(message, { lines: message });
  }
  const inactive = inLineOrder.filter((i) => !i.active || !i.product.active).map((i) => i.sku);
  if (inactive.length) throw badRequest(`Not for sale: ${inactive.join(', ')}`, { lines: `Not for sale: ${inactive.join(', ')}` });
  const lines = body.lines.map((l) => {
    const item = byId.get(l.item_id) as (typeof items)[number];
    return { item_id: l.item_id, quantity: l.quantity, price: item.price, weight: item.weight };
  });
  const subtotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const total = subtotal + body.shipping_cost;
  if (total > MAX_IDR)
    throw badRequest(`The order total may not exceed ${MAX_IDR} IDR`, { lines: `The order total may not exceed ${MAX_IDR} IDR` });
  const weightTotal = lines.reduce((s, l) => s + l.weight * l.quantity, 0);
  if (weightTotal > MAX_GRAMS)
    throw badRequest('The order is too heavy to ship as one order', { lines: 'The order is too heavy to ship as one order' });
  const address = body.shipping_address ?? customer.address;
  if (!address) throw badRequest('Please input the shipping address', { shipping_address: 'Please input the shipping address' });
  const order = await tx.shopOrder.create({
    data: {
      unit,
      customer_id: customer.id,
      source: body.source,
      shipping_name: body.shipping_name ?? customer.name,
      shipping_phone: body.shipping_phone ?? customer.phone,
      shipping_address: address,
      shipping_city: body.shipping_city ?? customer.city,
      shipping_country: body.shipping_country ?? customer.country,
      shipping_cost: body.shipping_cost,
      payment_proof: body.payment_proof ?? null,
      notes: body.notes,
      subtotal,
      total,
      weight_total: weightTotal,
      user_id: user.id,
      lines: { create: lines },
    },
    select: { id: true },
  });
  await writeHistory(tx, order.id, user, null, ORDER_STATUS.unpaid, `Order taken (${body.source})`);
  notifyOrderStep(unit, user, order.id, ORDER_STATUS.unpaid);
  return { id: order.id };
}

/** The order's lines summed per item (two lines of one item are checked on their sum). */
async function quantities(tx: Tx, orderId: number) {
  const lines = await tx.shopOrderLine.findMany({ where: { order_id: orderId }, select: { item_id: true, quantity: true } });
  const sum = new Map<number, number>();
  for (const l of lines) sum.set(l.item_id, (sum.get(l.item_id) ?? 0) + l.quantity);
  return sum;
}

/** The stock side of a step: reserve on entering ready_to_process, write outs on shipped, release on cancel. */
async function stockFor(tx: Tx, user: CurrentUser | null, orderId: number, from: number, to: number) {
  const reserve = to === ORDER_STATUS.ready_to_process;
  const ship = to === ORDER_STATUS.shipped;
  const release = to === ORDER_STATUS.canceled && holdsReservation(from);
  if (!reserve && !ship && !release) return;
  const sum = await quantities(tx, orderId);
  const items = await lockItems(tx, sum.keys());
  const ordered = [...sum.entries()].sort(([a], [b]) => a - b);
  if (reserve) {
    const short: Shortage[] = [];
    for (const [itemId, qty] of ordered) {
      const item = items.get(itemId) as NonNullable<ReturnType<typeof items.get>>;
      if (qty > available(item)) short.push({ sku: item.sku, requested: qty, available: available(item) });
    }
    if (short.length) throw shortageError(short, `Order ${orderId} cannot be reserved, not enough stock`);
  }
  for (const [itemId, qty] of ordered) {
    const item = items.get(itemId) as NonNullable<ReturnType<typeof items.get>>;
    if (reserve) await moveStock(tx, user, item, item.on_hand, { reason: 'sold' }, item.reserved + qty);
    else if (ship)
      await moveStock(
        tx,
        user,
        item,
        item.on_hand - qty,
        { reason: 'sold', reference: `Order #${orderId}`, order_id: orderId },
        item.reserved - qty,
      );
    else await moveStock(tx, user, item, item.on_hand, { reason: 'sold' }, item.reserved - qty);
  }
}

/** PUT {unit}-trx/{id}: a step and/or edits, against the version the caller loaded (user null: the system, server/jobs/orders.ts). */
export async function updateOrder(tx: Tx, unit: ShopUnit, user: CurrentUser | null, id: number, body: OrderUpdate) {
  const rows = await tx.$queryRaw<
    { id: number; status: number; version: number; courier: string | null; tracking_number: string | null; payment_proof: string | null }[]
  >`
    SELECT id, status, version, courier, tracking_number, payment_proof::text FROM shop_orders WHERE id = ${id} AND unit = ${unit} FOR UPDATE`;
  const order = rows[0];
  if (!order) throw notFound(`Order ${id} not found`);
  if (body.version !== order.version) throw conflict(ORDER_CHANGED);
  const from = order.status;
  if (isFinal(from)) throw conflict(`Order ${id} is ${ORDER_STATUS_TEXT[from as OrderStatus]} and does not change again`);
  const to = body.status ?? from;
  if (to !== from && !canMove(from, to)) {
    const next = nextStatus(from);
    const allowed = [next !== null ? `${next} (${ORDER_STATUS_TEXT[next]})` : null, canCancel(from) ? '99 (canceled)' : null]
      .filter(Boolean)
      .join(' or ');
    throw conflict(`Order ${id} is ${ORDER_STATUS_TEXT[from as OrderStatus]}: it may move only to ${allowed}`);
  }
  await checkProof(tx, user, body.payment_proof, order.payment_proof);
  const proof = body.payment_proof !== undefined ? body.payment_proof : order.payment_proof;
  if (to !== from && needsPaymentProof(to) && !proof) {
    const message = `${PROOF_NEEDED}: order ${id} cannot move to ${ORDER_STATUS_TEXT[to as OrderStatus]} without it`;
    throw badRequest(message, { payment_proof: PROOF_NEEDED });
  }
  if (to === ORDER_STATUS.shipped && to !== from) {
    const courier = body.courier !== undefined ? body.courier : order.courier;
    const tracking = body.tracking_number !== undefined ? body.tracking_number : order.tracking_number;
    if (!courier || !tracking) {
      const fields = {
        ...(!courier ? { courier: 'Please input the courier' } : {}),
        ...(!tracking ? { tracking_number: 'Please input the tracking number' } : {}),
      };
      throw badRequest(Object.values(fields)[0], fields);
    }
  }
  if (to !== from) await stockFor(tx, user, id, from, to);
  const { version: _v, status: _s, note, ...edits } = body;
  await tx.shopOrder.update({ where: { id }, data: { ...edits, status: to, version: { increment: 1 } }, select: { id: true } });
  if (to !== from || note) await writeHistory(tx, id, user, from, to, note ?? null);
  if (to !== from) notifyOrderStep(unit, user, id, to as OrderStatus);
  return { id, status: to as OrderStatus, version: order.version + 1 };
}
