import { dayDate, isoDay as dayText } from '@/lib/rules/calendar-day';
// The payment schedule of a request (GET/POST /api/purchase/payment, PUT/DELETE /api/purchase/payment/{id},
// POST /api/purchase/payment/regenerate/{id}). Recording payments moves status_paid, and the request to
// COMPLETE when everything is paid.
import { formatMoney, fromCents, toCents, toDecimalString } from '@/lib/rules/money';
import { PURCHASE_STATUS, paidStatus, REQUEST_ACTIVE } from '@/lib/rules/purchase-status';
import type { CurrentUser } from '@/server/auth/user';
import type { Tx } from '@/server/db';
import { badRequest, conflict, forbidden, notFound } from '@/server/http/errors';
import { notifyPurchaseStep } from '@/server/notify/purchase-notices';
import { type ChildQuery, type Client, changed, childPage, isFinance, lockVisible, type PurchaseHead } from './access';
import { writeHistory } from './history';
import { money, rebuildUnpaid, storedTotals } from './schedule';

export const paymentSelect = {
  id: true,
  purchase_id: true,
  seq: true,
  due_date: true,
  amount: true,
  paid_at: true,
  paid_amount: true,
  reference: true,
  notes: true,
} as const;

type PaymentRow = {
  id: number;
  purchase_id: number;
  seq: number;
  due_date: Date | null;
  amount: { toFixed(d: number): string };
  paid_at: Date | null;
  paid_amount: { toFixed(d: number): string } | null;
  reference: string | null;
  notes: string | null;
};

/** A payment row as the API answers it: amounts as numbers, the due date as YYYY-MM-DD. */
export const presentPayment = (p: PaymentRow) => ({
  ...p,
  due_date: dayText(p.due_date),
  amount: money(p.amount),
  paid_amount: p.paid_amount === null ? null : money(p.paid_amount),
});

/** An amount as staff read it in history and messages: 'IDR 1.500.000', 'USD 125.50'. */
const amountText = (cents: bigint, currency: string) => formatMoney(toDecimalString(cents), currency);

export function listPayments(client: Client, user: CurrentUser, query: ChildQuery) {
  return childPage(client, user, query, {
    count: (where) => client.purchasePayment.count({ where }),
    rows: (where, range) =>
      client.purchasePayment.findMany({ where, orderBy: [{ seq: query.order }, { id: query.order }], select: paymentSelect, ...range }),
    present: presentPayment,
  });
}

const financeOnly = (user: CurrentUser, what: string) => {
  if (!isFinance(user)) throw forbidden(`Only finance (or an admin) may ${what}`);
};
const open = (head: PurchaseHead) => head.status_request === REQUEST_ACTIVE && head.status <= PURCHASE_STATUS.payment;

/** POST /api/purchase/payment: adds an instalment (finance/admin); the schedule may not exceed the total. */
export async function createPayment(
  tx: Tx,
  user: CurrentUser,
  body: { purchase_id: number; amount: number; due_date?: string | null; notes?: string | null },
) {
  const head = await lockVisible(tx, user, body.purchase_id);
  financeOnly(user, 'add an instalment');
  if (!open(head)) throw changed();
  const totals = await storedTotals(tx, head.id);
  const cents = toCents(body.amount);
  if (totals.scheduled + cents > totals.total) {
    const message = `The instalments would exceed the total: at most ${amountText(totals.total - totals.scheduled, head.currency)} is unscheduled`;
    throw badRequest(message, { amount: message });
  }
  const last = await tx.purchasePayment.aggregate({ where: { purchase_id: head.id }, _max: { seq: true } });
  const row = await tx.purchasePayment.create({
    data: {
      purchase_id: head.id,
      seq: (last._max.seq ?? 0) + 1,
      amount: toDecimalString(cents),
      due_date: body.due_date ? dayDate(body.due_date) : null,
      notes: body.notes ?? null,
    },
    select: { id: true },
  });
  await tx.purchase.update({ where: { id: head.id }, data: { version: { increment: 1 } } });
  return { id: row.id };
}

async function paymentOf(tx: Tx, user: CurrentUser, id: number, purchase: number | undefined) {
  const payment = await tx.purchasePayment.findUnique({ where: { id }, select: paymentSelect });
  if (!payment || (purchase !== undefined && purchase !== payment.purchase_id)) throw notFound(`Payment ${id} not found`);
  const head = await lockVisible(tx, user, payment.purchase_id);
  return { payment, head };
}

/**
 * PUT /api/purchase/payment/{id}: records the payment of an instalment (finance/admin, status 2).
 * status_paid follows; when everything is paid the request becomes COMPLETE. History 'payment'.
 */
export async function recordPayment(
  tx: Tx,
  user: CurrentUser,
  id: number,
  purchase: number | undefined,
  body: { paid_at: string; paid_amount: number; reference?: string | null; notes?: string | null },
) {
  const { payment, head } = await paymentOf(tx, user, id, purchase);
  financeOnly(user, 'record payments');
  if (head.status_request !== REQUEST_ACTIVE || head.status !== PURCHASE_STATUS.payment) throw changed();
  if (payment.paid_at) throw conflict('This instalment is already paid');
  const totals = await storedTotals(tx, head.id);
  const cents = toCents(body.paid_amount);
  if (totals.paid + cents > totals.total) {
    const message = `The amount paid may be at most the outstanding ${amountText(totals.total - totals.paid, head.currency)}`;
    throw badRequest(message, { paid_amount: message });
  }
  await tx.purchasePayment.update({
    where: { id },
    data: {
      paid_at: new Date(body.paid_at),
      paid_amount: toDecimalString(cents),
      ...(body.reference !== undefined ? { reference: body.reference } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
    },
  });
  const paid = totals.paid + cents;
  const statusPaid = paidStatus(paid, totals.total);
  const to = paid >= totals.total ? PURCHASE_STATUS.complete : head.status;
  await tx.purchase.update({ where: { id: head.id }, data: { status_paid: statusPaid, status: to, version: { increment: 1 } } });
  const comment = `Instalment ${payment.seq}: ${amountText(cents, head.currency)} paid${body.reference ? ` (${body.reference})` : ''}`;
  await writeHistory(tx, head.id, user, 'payment', head.status, to, comment);
  if (to === PURCHASE_STATUS.complete) notifyPurchaseStep(user, head.id, 'complete');
  return { id, status: to, status_paid: statusPaid };
}

/** DELETE /api/purchase/payment/{id}: removes an unpaid instalment (finance/admin); later ones move up. */
export async function deletePayment(tx: Tx, user: CurrentUser, id: number, purchase: number | undefined) {
  const { payment, head } = await paymentOf(tx, user, id, purchase);
  financeOnly(user, 'remove an instalment');
  if (!open(head)) throw changed();
  if (payment.paid_at) throw conflict('A paid instalment cannot be removed');
  await tx.purchasePayment.delete({ where: { id } });
  await tx.purchasePayment.updateMany({ where: { purchase_id: head.id, seq: { gt: payment.seq } }, data: { seq: { decrement: 1 } } });
  await tx.purchase.update({ where: { id: head.id }, data: { version: { increment: 1 } } });
  return { affected: 1 };
}

/**
 * POST /api/purchase/payment/regenerate/{id} (finance/admin while the request is open, or the creator
 * while status 0): the paid instalments stay; the unpaid ones are rebuilt from `tenor` (default: as many
 * as are unpaid now, at least 1) monthly from `first_due_date` (default: the first unpaid one's due date,
 * else the request's due date) and cover exactly the outstanding amount. History 'regenerated'.
 */
export async function regenerate(tx: Tx, user: CurrentUser, id: number, body: { tenor?: number; first_due_date?: string }) {
  const head = await lockVisible(tx, user, id);
  const creatorDraft = head.user_id === user.id && head.status === PURCHASE_STATUS.approvalPic;
  if (!isFinance(user) && !creatorDraft)
    throw forbidden('Only finance (or an admin), or the creator while the PIC has not approved, may regenerate the payments');
  if (!open(head)) throw changed();
  const totals = await storedTotals(tx, id);
  if (totals.outstanding <= 0n) throw conflict('Nothing is outstanding: every instalment is paid');
  const [unpaid, p, paidCount] = await Promise.all([
    tx.purchasePayment.findMany({ where: { purchase_id: id, paid_at: null }, orderBy: { seq: 'asc' }, select: { due_date: true } }),
    tx.purchase.findUniqueOrThrow({ where: { id }, select: { payment_type: true, payment_due_date: true, payment_due_date_single: true } }),
    tx.purchasePayment.count({ where: { purchase_id: id, paid_at: { not: null } } }),
  ]);
  const tenor = body.tenor ?? Math.max(unpaid.length, 1);
  const first = body.first_due_date
    ? dayDate(body.first_due_date)
    : (unpaid.find((u) => u.due_date)?.due_date ?? (p.payment_type === 1 ? p.payment_due_date : p.payment_due_date_single));
  await rebuildUnpaid(tx, id, tenor, first, totals.outstanding);
  const instalments = paidCount + tenor;
  await tx.purchase.update({
    where: { id },
    data: {
      payment_type_tenor: instalments,
      ...(instalments > 1 ? { payment_type: 1 } : {}),
      ...(instalments > 1 && paidCount === 0 && first ? { payment_due_date: first } : {}),
      version: { increment: 1 },
    },
  });
  const comment = `${tenor} unpaid instalment(s) covering ${amountText(totals.outstanding, head.currency)}`;
  await writeHistory(tx, id, user, 'regenerated', head.status, head.status, comment);
  return { id, tenor, outstanding: fromCents(totals.outstanding) };
}
