// Totals and the payment schedule of a request, in integer cents (lib/rules/money.ts).
import { fromCents, itemsAmountCents, MAX_MONEY, splitCents, toCents, toDecimalString, totalCents } from '@/lib/rules/money';
import type { Tx } from '@/server/db';
import { badRequest } from '@/server/http/errors';
import type { Client } from './access';

const MAX_CENTS = BigInt(MAX_MONEY) * 100n;

/** The date `months` months after `first`, kept at the first's day of month or the month's last day. */
export function addMonths(first: Date, months: number): Date {
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(first.getUTCDate(), lastDay)));
}

export interface Totals {
  items: bigint;
  total: bigint;
  paid: bigint;
}

/** The request's totals: items_amount, total and what has been paid, in cents; 400 when they do not fit. */
export function checkedTotals(items: bigint, additional: bigint, discount: bigint, paid = 0n): Totals {
  if (items > MAX_CENTS)
    throw badRequest(`The items may total at most ${MAX_MONEY}`, { items: `The items may total at most ${MAX_MONEY}` });
  const total = totalCents(items, toDecimalString(additional), toDecimalString(discount));
  if (total <= 0n) {
    const message = 'The discount must be less than the items plus the additional amount';
    throw badRequest(message, { amount_discount: message });
  }
  if (total > MAX_CENTS)
    throw badRequest(`The total may be at most ${MAX_MONEY}`, { amount_additional: `The total may be at most ${MAX_MONEY}` });
  return { items, total, paid };
}

/** The totals as stored now (items from purchase_items, payments from purchase_payments). */
export async function storedTotals(client: Client, purchaseId: number) {
  const [p, items, payments] = await Promise.all([
    client.purchase.findUniqueOrThrow({ where: { id: purchaseId }, select: { amount_additional: true, amount_discount: true } }),
    client.purchaseItem.findMany({ where: { purchase_id: purchaseId }, select: { amount: true, quantity: true } }),
    client.purchasePayment.findMany({ where: { purchase_id: purchaseId }, select: { amount: true, paid_at: true, paid_amount: true } }),
  ]);
  const itemsCents = itemsAmountCents(items);
  const total = totalCents(itemsCents, p.amount_additional, p.amount_discount);
  const paid = payments.reduce((s, x) => s + (x.paid_at ? toCents(x.paid_amount) : 0n), 0n);
  const scheduled = payments.reduce((s, x) => s + (x.paid_at ? toCents(x.paid_amount) : toCents(x.amount)), 0n);
  return { items: itemsCents, total, paid, scheduled, outstanding: total - paid };
}

/**
 * Replaces the unpaid instalments with `tenor` new ones (monthly from `firstDue`, or all on `firstDue`
 * for one) covering exactly the outstanding amount; paid instalments stay. Answers the new count.
 */
export async function rebuildUnpaid(tx: Tx, purchaseId: number, tenor: number, firstDue: Date | null, outstanding: bigint) {
  await tx.purchasePayment.deleteMany({ where: { purchase_id: purchaseId, paid_at: null } });
  if (outstanding <= 0n) return 0;
  const last = await tx.purchasePayment.aggregate({ where: { purchase_id: purchaseId }, _max: { seq: true } });
  const start = last._max.seq ?? 0;
  const parts = splitCents(outstanding, tenor);
  await tx.purchasePayment.createMany({
    data: parts.map((cents, i) => ({
      purchase_id: purchaseId,
      seq: start + i + 1,
      due_date: firstDue ? addMonths(firstDue, i) : null,
      amount: toDecimalString(cents),
    })),
  });
  return tenor;
}

export const money = (value: Parameters<typeof toCents>[0]) => fromCents(toCents(value));
