// How the purchase screens write amounts, and the form's running totals: exact cents and the per-currency
// format of lib/rules/money.ts. Apart from the dates (format.ts), so that the form's first load carries no
// clock code.
import { formatMoney, fromCents, hasRupiahFraction, itemsAmountCents, toCents, totalCents } from '@/lib/rules/money';

/** An amount in `currency`, as the purchase screens write it. */
export const money = formatMoney;

/** An amount in `currency`, or '–' while it cannot be computed (the forms' live totals). */
export const formatIn = (currency: string) => (n: number | null) => (n === null ? '–' : formatMoney(n, currency));

/**
 * The form's running totals in major units; a line or total that cannot be computed yet is null, as is one
 * with a fraction of a rupiah in IDR (refused on submit).
 */
export function liveTotals(
  currency: string,
  lines: readonly { amount: number | undefined; quantity: number | undefined }[],
  additional: number | undefined,
  discount: number | undefined,
): { lines: (number | null)[]; items: number | null; additional: number | null; discount: number | null; total: number | null } {
  const cents = (v: number | undefined): bigint | null => {
    if (v === undefined) return 0n;
    if (!Number.isFinite(v)) return null;
    try {
      const c = toCents(Number(v.toFixed(2)));
      return hasRupiahFraction(currency, c) ? null : c;
    } catch {
      return null;
    }
  };
  const lineCents = lines.map((l) => {
    const a = cents(l.amount);
    const q = l.quantity;
    if (a === null || q === undefined || !Number.isInteger(q)) return null;
    return itemsAmountCents([{ amount: fromCents(a), quantity: q }]);
  });
  const add = cents(additional);
  const dis = cents(discount);
  const items = lineCents.some((c) => c === null) ? null : lineCents.reduce<bigint>((s, c) => s + (c ?? 0n), 0n);
  const total = items === null || add === null || dis === null ? null : totalCents(items, fromCents(add), fromCents(dis));
  const major = (c: bigint | null) => (c === null ? null : fromCents(c));
  return { lines: lineCents.map(major), items: major(items), additional: major(add), discount: major(dis), total: major(total) };
}
