// Items of a request (GET/POST /api/purchase/item, PUT/DELETE /api/purchase/item/{id}): the creator or
// admin/root while the request waits for its PIC; items_amount and the payment schedule follow in the
// same transaction.
import { isSuperRole } from '@/lib/access/roles';
import { toCents, toDecimalString } from '@/lib/rules/money';
import { PURCHASE_STATUS, REQUEST_ACTIVE } from '@/lib/rules/purchase-status';
import type { CurrentUser } from '@/server/auth/user';
import type { Tx } from '@/server/db';
import { conflict, forbidden, notFound } from '@/server/http/errors';
import { type ChildQuery, type Client, changed, childPage, lockVisible, type PurchaseHead } from './access';
import { writeHistory } from './history';
import { checkedTotals, money, rebuildUnpaid } from './schedule';

const itemSelect = { id: true, purchase_id: true, name: true, amount: true, quantity: true } as const;
/** An item as the API answers it: the amount as a number and its subtotal. */
export const presentItem = <I extends { amount: { toFixed(d: number): string }; quantity: number }>({ amount, ...rest }: I) => ({
  ...rest,
  amount: money(amount),
  subtotal: money(toDecimalString(toCents(amount) * BigInt(rest.quantity))),
});

export function listItems(client: Client, user: CurrentUser, query: ChildQuery) {
  return childPage(client, user, query, {
    count: (where) => client.purchaseItem.count({ where }),
    rows: (where, range) => client.purchaseItem.findMany({ where, orderBy: { id: query.order }, select: itemSelect, ...range }),
    present: presentItem,
  });
}

function checkEditable(user: CurrentUser, head: PurchaseHead) {
  if (head.user_id !== user.id && !isSuperRole(user.role)) throw forbidden('Only the creator (or an admin) may change the items');
  if (head.status_request !== REQUEST_ACTIVE || head.status !== PURCHASE_STATUS.approvalPic) throw changed();
}

/** Recomputes items_amount and rebuilds the (all unpaid, at status 0) schedule; history 'updated'. */
async function follow(tx: Tx, user: CurrentUser, head: PurchaseHead, comment: string) {
  const p = await tx.purchase.findUniqueOrThrow({
    where: { id: head.id },
    select: {
      amount_additional: true,
      amount_discount: true,
      payment_type: true,
      payment_type_tenor: true,
      payment_due_date: true,
      payment_due_date_single: true,
      items: { select: { amount: true, quantity: true } },
    },
  });
  const items = p.items.reduce((s, i) => s + toCents(i.amount) * BigInt(i.quantity), 0n);
  const totals = checkedTotals(items, toCents(p.amount_additional), toCents(p.amount_discount));
  await tx.purchase.update({ where: { id: head.id }, data: { items_amount: toDecimalString(totals.items), version: { increment: 1 } } });
  const recurring = p.payment_type === 1;
  await rebuildUnpaid(
    tx,
    head.id,
    recurring ? p.payment_type_tenor : 1,
    recurring ? p.payment_due_date : p.payment_due_date_single,
    totals.total,
  );
  await writeHistory(tx, head.id, user, 'updated', head.status, head.status, comment);
}

export async function createItem(tx: Tx, user: CurrentUser, body: { purchase_id: number; name: string; amount: number; quantity: number }) {
  const head = await lockVisible(tx, user, body.purchase_id);
  checkEditable(user, head);
  const row = await tx.purchaseItem.create({
    data: { purchase_id: head.id, name: body.name, quantity: body.quantity, amount: toDecimalString(toCents(body.amount)) },
    select: { id: true },
  });
  await follow(tx, user, head, `Item added: ${body.name}`);
  return { id: row.id };
}

async function itemOf(tx: Tx, user: CurrentUser, id: number, purchase: number | undefined) {
  const item = await tx.purchaseItem.findUnique({ where: { id }, select: { id: true, purchase_id: true, name: true } });
  if (!item || (purchase !== undefined && purchase !== item.purchase_id)) throw notFound(`Item ${id} not found`);
  const head = await lockVisible(tx, user, item.purchase_id).catch(() => {
    throw notFound(`Item ${id} not found`);
  });
  checkEditable(user, head);
  return { item, head };
}

export async function updateItem(
  tx: Tx,
  user: CurrentUser,
  id: number,
  purchase: number | undefined,
  body: { name?: string; amount?: number; quantity?: number },
) {
  const { item, head } = await itemOf(tx, user, id, purchase);
  await tx.purchaseItem.update({
    where: { id },
    data: {
      name: body.name,
      quantity: body.quantity,
      ...(body.amount !== undefined ? { amount: toDecimalString(toCents(body.amount)) } : {}),
    },
  });
  await follow(tx, user, head, `Item changed: ${body.name ?? item.name}`);
  return { id };
}

export async function deleteItem(tx: Tx, user: CurrentUser, id: number, purchase: number | undefined) {
  const { item, head } = await itemOf(tx, user, id, purchase);
  const count = await tx.purchaseItem.count({ where: { purchase_id: head.id } });
  if (count <= 1) throw conflict('A request needs at least one item: add another before removing this one');
  await tx.purchaseItem.delete({ where: { id } });
  await follow(tx, user, head, `Item removed: ${item.name}`);
  return { affected: 1 };
}
