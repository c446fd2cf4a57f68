// A whole-rupiah amount or a count as staff type it: '1500000', '1.500.000' (Indonesian grouping),
// '1,500,000', amounts with or without 'Rp'/'IDR'. Read by the app's one money rule (readTypedMoney);
// what has a fraction or cannot be read is not guessed at: it reads NaN, and the form says so instead of
// saving another number.
import { formatMoney, readTypedMoney } from '@/lib/rules/money';

/** A whole number typed with or without grouping; undefined when empty, NaN when it is not one. */
export function readWhole(text: string): number | undefined {
  const read = readTypedMoney(text);
  if (!read.ok) return read.empty ? undefined : Number.NaN;
  return read.cents % 100n === 0n ? Number(read.cents / 100n) : Number.NaN;
}

/** The amount typed, undefined when empty, NaN when it is not a whole-rupiah amount. */
export const readIdr = (text: string): number | undefined => readWhole(text.replace(/^\s*(?:rp\.?|idr)\s*/i, ''));

/** What a left amount field shows: the amount grouped as the screens write it (1.500.000), or the text as typed. */
export function groupIdr(text: string): string {
  const n = readIdr(text);
  return n === undefined || !Number.isFinite(n) ? text : formatMoney(n, 'IDR').replace(/^IDR /, '');
}
