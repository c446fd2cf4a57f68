// A whole-rupiah amount as staff type it: '1500000', '1.500.000' (Indonesian grouping), '1,500,000', with
// or without 'Rp'/'IDR'. Anything else (decimals, mixed or misplaced separators) is not guessed at: it reads
// NaN, and the form says the amount is not a number instead of saving another one.

const GROUPED = /^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/;

/** A whole number typed with or without grouping; undefined when empty, NaN when it is not one. */
export function readWhole(text: string): number | undefined {
  const t = text.replace(/\s+/g, '');
  if (t === '') return undefined;
  if (/^\d+$/.test(t)) return Number(t);
  if (GROUPED.test(t)) return Number(t.replace(/[.,]/g, ''));
  return Number.NaN;
}

/** The amount typed, undefined when empty, NaN when it is not a whole-rupiah amount. */
export const readIdr = (text: string): number | undefined => readWhole(text.replace(/^\s*(?:rp\.?|idr)\s*/i, ''));

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** What a left amount field shows: the amount grouped as the screens write it, or the text as typed. */
export function groupIdr(text: string): string {
  const n = readIdr(text);
  return n === undefined || !Number.isFinite(n) ? text : grouping.format(n);
}
