// Purchase requests: list, detail, create, update and archive (docs/purchase-contract.md).
import { can } from '@/lib/access/permissions';
import { isSuperRole } from '@/lib/access/roles';
import type { Prisma } from '@/lib/generated/prisma/client';
import { dayDate, isoDay as dayText } from '@/lib/rules/calendar-day';
import { itemsAmountCents, toCents, toDecimalString } from '@/lib/rules/money';
import { PURCHASE_STATUS, purchaseReference, purchaseStatusText, REQUEST_ACTIVE, REQUEST_ARCHIVED } from '@/lib/rules/purchase-status';
import type { PurchaseCreate, PurchaseQuery, PurchaseUpdate } from '@/lib/schemas/purchase';
import { currency } from '@/lib/schemas/purchase-rows';
import type { CurrentUser } from '@/server/auth/user';
import { textContains } from '@/server/crud/like';
import type { Tx } from '@/server/db';
import { badRequest, forbidden } from '@/server/http/errors';
import { notifyPurchaseStep } from '@/server/notify/purchase-notices';
import { LEAD_ROLES } from '@/server/resources/users/managements';
import { assertAttachable } from '@/server/upload-refs';
import { type Client, changed, findVisible, isFinance, lockVisible, permissionsOn } from './access';
import { historySelect, presentHistory, writeHistory } from './history';
import { presentItem } from './items';
import { paymentSelect, presentPayment } from './payments';
import { checkedTotals, money, rebuildUnpaid, storedTotals } from './schedule';

const nameOf = { select: { name: true } } as const;

const listSelect = {
  id: true,
  company: true,
  company_phone: true,
  created_at: true,
  updated_at: true,
  user_id: true,
  lead_id: true,
  approver_id: true,
  status_request: true,
  status: true,
  status_paid: true,
  items_amount: true,
  amount_additional: true,
  amount_discount: true,
  currency: true,
  payment_type: true,
  payment_type_tenor: true,
  version: true,
  user: nameOf,
  lead: nameOf,
  approver: nameOf,
} satisfies Prisma.PurchaseSelect;

type ListRow = Prisma.PurchaseGetPayload<{ select: typeof listSelect }>;

/** A request row as the API answers it: names, amounts as numbers, total and status_text. */
function present<R extends ListRow>(row: R) {
  // The amounts are taken out of `rest` so that its type holds them as the numbers sent, not decimals.
  const { user, lead, approver, items_amount, amount_additional, amount_discount, ...rest } = row;
  const items = toCents(items_amount);
  const total = items + toCents(amount_additional) - toCents(amount_discount);
  return {
    ...rest,
    // The column's CHECK constraint allows only these.
    currency: currency.parse(row.currency),
    user_name: user.name,
    lead_name: lead.name,
    approver_name: approver?.name ?? null,
    items_amount: money(items_amount),
    amount_additional: money(amount_additional),
    amount_discount: money(amount_discount),
    total: money(toDecimalString(total)),
    status_text: purchaseStatusText(row.status_request, row.status, row.status_paid),
  };
}

/** GET /api/purchase: the caller's scope (mine, waiting for me, all), status filter, q over company and notes. */
export async function listPurchases(client: Client, user: CurrentUser, query: PurchaseQuery) {
  let scope: Prisma.PurchaseWhereInput;
  if (query.scope === 'all') {
    if (!isFinance(user)) throw forbidden('Only finance, admin and root may list all purchase requests');
    scope = {};
  } else if (query.scope === 'waiting') {
    const mine: Prisma.PurchaseWhereInput = { lead_id: user.id, status: PURCHASE_STATUS.approvalPic };
    const finance: Prisma.PurchaseWhereInput = { status: { in: [PURCHASE_STATUS.approvalFinance, PURCHASE_STATUS.payment] } };
    scope = { status_request: REQUEST_ACTIVE, OR: isFinance(user) ? [mine, finance] : [mine] };
  } else {
    scope = { user_id: user.id };
  }
  const where: Prisma.PurchaseWhereInput = {
    AND: [
      scope,
      query.status !== undefined ? { status: query.status } : {},
      query.q ? { OR: [{ company: textContains(query.q) }, { notes: textContains(query.q) }] } : {},
    ],
  };
  const orderBy: Prisma.PurchaseOrderByWithRelationInput[] = [
    query.sort ? { [query.sort]: query.order } : { created_at: 'desc' },
    { id: query.sort === 'id' ? query.order : 'desc' },
  ];
  const [total, rows] = await Promise.all([
    client.purchase.count({ where }),
    client.purchase.findMany({ where, orderBy, skip: (query.page - 1) * query.limit, take: query.limit, select: listSelect }),
  ]);
  return { total, data: rows.map(present) };
}

/** GET /api/purchase/{id}: the request with items, payments, history, totals, status_text and `can`. */
export async function getPurchase(client: Client, user: CurrentUser, id: number) {
  await findVisible(client, user, id);
  const row = await client.purchase.findUniqueOrThrow({
    where: { id },
    select: {
      ...listSelect,
      company_address: true,
      amount_additional_text: true,
      amount_discount_text: true,
      notes: true,
      payment_due_date: true,
      payment_due_date_single: true,
      payment_info: true,
      attachments: true,
      items: { select: { id: true, name: true, amount: true, quantity: true }, orderBy: { id: 'asc' } },
      // The payment rows of GET /api/purchase/payment (the screens keep a detail's payment as one).
      payments: { select: paymentSelect, orderBy: [{ seq: 'asc' }, { id: 'asc' }] },
      histories: {
        select: { ...historySelect, purchase_id: false },
        orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
      },
    },
  });
  const { items, payments, histories, ...head } = row;
  const totals = await storedTotals(client, id);
  return {
    ...present(head),
    payment_due_date: dayText(row.payment_due_date),
    payment_due_date_single: dayText(row.payment_due_date_single),
    reference: purchaseReference(row.id, row.created_at),
    paid: money(toDecimalString(totals.paid)),
    outstanding: money(toDecimalString(totals.outstanding)),
    items: items.map(presentItem),
    payments: payments.map(presentPayment),
    history: histories.map(presentHistory),
    can: permissionsOn(user, row),
  };
}

/** The lead must be one the caller may choose in GET /api/user/managements, and able to use Purchase. */
async function checkLead(client: Client, user: CurrentUser, leadId: number) {
  const message = 'Please choose a PIC (lead) from the managements list';
  const lead = await client.user.findUnique({ where: { id: leadId }, select: { id: true, role: true, unit: true, active: true } });
  const ok =
    lead?.active &&
    lead.id !== user.id &&
    (LEAD_ROLES as readonly string[]).includes(lead.role) &&
    (!user.unit || lead.unit === null || lead.unit === user.unit) &&
    can(lead, 'purchase');
  if (!ok) throw badRequest(message, { lead_id: message });
}

/** Attachments must be the writer's own uploads, or ones the request has already. */
async function checkAttachments(client: Client, user: CurrentUser, ids: readonly string[] | undefined, current: readonly string[] = []) {
  await assertAttachable(client, user, ids, { field: 'attachments', label: 'attachment', current });
}

function scheduleOf(p: {
  payment_type: number;
  payment_type_tenor?: number;
  payment_due_date?: string | null;
  payment_due_date_single?: string | null;
}) {
  const recurring = p.payment_type === 1;
  const tenor = recurring ? (p.payment_type_tenor ?? 1) : 1;
  const first = recurring ? p.payment_due_date : p.payment_due_date_single;
  return { tenor, first: first ? dayDate(first) : null };
}

/** POST /api/purchase: the request, its items, its payment schedule and a 'created' history row (one transaction). */
export async function createPurchase(tx: Tx, user: CurrentUser, body: PurchaseCreate) {
  await checkLead(tx, user, body.lead_id);
  await checkAttachments(tx, user, body.attachments);
  const totals = checkedTotals(itemsAmountCents(body.items), toCents(body.amount_additional), toCents(body.amount_discount));
  const { tenor, first } = scheduleOf(body);
  const { items, ...fields } = body;
  const created = await tx.purchase.create({
    data: {
      ...fields,
      payment_type_tenor: tenor,
      payment_due_date: body.payment_due_date ? dayDate(body.payment_due_date) : null,
      payment_due_date_single: body.payment_due_date_single ? dayDate(body.payment_due_date_single) : null,
      attachments: body.attachments ?? [],
      user_id: user.id,
      items_amount: toDecimalString(totals.items),
      amount_additional: toDecimalString(toCents(body.amount_additional)),
      amount_discount: toDecimalString(toCents(body.amount_discount)),
      items: { create: items.map((i) => ({ name: i.name, quantity: i.quantity, amount: toDecimalString(toCents(i.amount)) })) },
    },
    select: { id: true },
  });
  await rebuildUnpaid(tx, created.id, tenor, first, totals.total);
  await writeHistory(tx, created.id, user, 'created', null, PURCHASE_STATUS.approvalPic);
  notifyPurchaseStep(user, created.id, 'created');
  return { id: created.id };
}

/** PUT /api/purchase/{id}: the creator or admin/root, while the request waits for its PIC (status 0). */
export async function updatePurchase(tx: Tx, user: CurrentUser, id: number, body: PurchaseUpdate) {
  const head = await lockVisible(tx, user, id);
  if (head.user_id !== user.id && !isSuperRole(user.role)) throw forbidden('Only the creator (or an admin) may edit this request');
  if (head.status_request !== REQUEST_ACTIVE || head.status !== PURCHASE_STATUS.approvalPic) throw changed();
  if (body.version !== undefined && body.version !== head.version) throw changed();
  if (body.lead_id !== undefined) await checkLead(tx, user, body.lead_id);
  const current = await tx.purchase.findUniqueOrThrow({
    where: { id },
    select: {
      attachments: true,
      payment_type: true,
      payment_type_tenor: true,
      payment_due_date: true,
      payment_due_date_single: true,
      amount_additional: true,
      amount_discount: true,
      items: { select: { amount: true, quantity: true } },
    },
  });
  await checkAttachments(tx, user, body.attachments, current.attachments);
  const { items, version: _version, ...fields } = body;
  const merged = {
    payment_type: body.payment_type ?? current.payment_type,
    payment_type_tenor: body.payment_type_tenor ?? current.payment_type_tenor,
    payment_due_date: body.payment_due_date !== undefined ? body.payment_due_date : dayText(current.payment_due_date),
    payment_due_date_single:
      body.payment_due_date_single !== undefined ? body.payment_due_date_single : dayText(current.payment_due_date_single),
  };
  if (merged.payment_type === 1 && !merged.payment_due_date) {
    const message = 'Please input the first due date of a recurring payment';
    throw badRequest(message, { payment_due_date: message });
  }
  const additional = toCents(body.amount_additional ?? current.amount_additional);
  const discount = toCents(body.amount_discount ?? current.amount_discount);
  const totals = checkedTotals(itemsAmountCents(items ?? current.items), additional, discount);
  const { tenor, first } = scheduleOf(merged);
  if (items) {
    await tx.purchaseItem.deleteMany({ where: { purchase_id: id } });
    await tx.purchaseItem.createMany({
      data: items.map((i) => ({ purchase_id: id, name: i.name, quantity: i.quantity, amount: toDecimalString(toCents(i.amount)) })),
    });
  }
  await tx.purchase.update({
    where: { id },
    data: {
      ...fields,
      ...(body.amount_additional !== undefined ? { amount_additional: toDecimalString(additional) } : {}),
      ...(body.amount_discount !== undefined ? { amount_discount: toDecimalString(discount) } : {}),
      payment_type_tenor: tenor,
      payment_due_date: merged.payment_due_date ? dayDate(merged.payment_due_date) : null,
      payment_due_date_single: merged.payment_due_date_single ? dayDate(merged.payment_due_date_single) : null,
      items_amount: toDecimalString(totals.items),
      version: { increment: 1 },
    },
  });
  await rebuildUnpaid(tx, id, tenor, first, totals.total);
  await writeHistory(tx, id, user, 'updated', head.status, head.status);
  return { id };
}

/** DELETE /api/purchase/{id}: archives (status_request 0); the creator while status 0, or admin/root. */
export async function archivePurchase(tx: Tx, user: CurrentUser, id: number) {
  const head = await lockVisible(tx, user, id);
  const superUser = isSuperRole(user.role);
  if (head.user_id !== user.id && !superUser) throw forbidden('Only the creator (or an admin) may archive this request');
  if (head.status_request === REQUEST_ARCHIVED) throw changed();
  if (!superUser && head.status !== PURCHASE_STATUS.approvalPic) throw changed();
  await tx.purchase.update({ where: { id }, data: { status_request: REQUEST_ARCHIVED, version: { increment: 1 } } });
  await writeHistory(tx, id, user, 'archived', head.status, head.status);
  return { affected: 1 };
}
