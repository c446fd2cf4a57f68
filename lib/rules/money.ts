// Exact money (contract 'Money', spec 9): amounts are computed in integer minor units (BigInt cents) and
// exchanged as numbers in major units with at most 2 decimals. Client-safe.

export const CURRENCIES = ['IDR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The largest amount a request may total, in major units (NUMERIC(18,2) holds more; JSON numbers stay exact). */
export const MAX_MONEY = 10_000_000_000_000;

/** Anything that prints itself with 2 decimals: a Prisma Decimal. */
export interface DecimalLike {
  toFixed(digits: number): string;
}

export type MoneyInput = number | string | bigint | DecimalLike | null | undefined;

const PLAIN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Integer cents of an amount in major units (a number with at most 2 decimals, a decimal string or a Decimal). */
export function toCents(value: MoneyInput): bigint {
  if (value === null || value === undefined) return 0n;
  if (typeof value === 'bigint') return value * 100n;
  const text = typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value.trim() : value.toFixed(2);
  const m = PLAIN.exec(text);
  if (!m) throw new RangeError(`Not an amount: ${text}`);
  const cents = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -cents : cents;
}

/** Whether a number has at most 2 decimals (what the API accepts). */
export function hasCents(value: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(2)) === value;
}

/** The amount in major units as a JSON number, e.g. 125050n -> 1250.5. */
export function fromCents(cents: bigint): number {
  return Number(toDecimalString(cents));
}

/** The amount as a decimal string with 2 decimals, e.g. 125050n -> '1250.50' (what Prisma's Decimal takes). */
export function toDecimalString(cents: bigint): string {
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${neg ? '-' : ''}${whole}.${frac}`;
}

export interface LineItem {
  amount: MoneyInput;
  quantity: number;
}

/** items_amount = sum(amount x quantity), in cents. */
export function itemsAmountCents(items: readonly LineItem[]): bigint {
  return items.reduce((sum, item) => sum + toCents(item.amount) * BigInt(item.quantity), 0n);
}

/** total = items_amount + amount_additional - amount_discount, in cents (spec 9). */
export function totalCents(itemsAmount: bigint, additional: MoneyInput, discount: MoneyInput): bigint {
  return itemsAmount + toCents(additional) - toCents(discount);
}

/** Splits an amount into `count` instalments of equal cents; the last absorbs the rounding. */
export function splitCents(amount: bigint, count: number): bigint[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a whole number from 1');
  const n = BigInt(count);
  const each = amount / n;
  const out = Array.from({ length: count }, () => each);
  out[count - 1] = amount - each * (n - 1n);
  return out;
}

/** Thousands grouped as each currency is written here: IDR the Indonesian way (1.500.000,50), USD 1,500,000.50. */
const group = (digits: string, currency: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, currency === 'IDR' ? '.' : ',');
const decimalMark = (currency: string) => (currency === 'IDR' ? ',' : '.');

/** 'IDR 1.500.000' (no decimals, rounded half up) or 'USD 125.50' (2 decimals). */
export function formatMoney(value: MoneyInput, currency: string = 'IDR'): string {
  const cents = toCents(value);
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  const sign = neg ? '-' : '';
  if (currency === 'USD') {
    const frac = (abs % 100n).toString().padStart(2, '0');
    return `USD ${sign}${group((abs / 100n).toString(), currency)}.${frac}`;
  }
  const whole = (abs + 50n) / 100n;
  return `${currency} ${sign}${group(whole.toString(), currency)}`;
}

/** How an unreadable amount is refused, beside the field and by the API's check. */
export const MONEY_FORMAT_HINT = 'write it as 1.500.000 or 1.500.000,50';

/** Spec 9 writes IDR without decimals: amounts typed in IDR are whole rupiah (the API keeps cents in any currency). */
export const WHOLE_RUPIAH_HINT = 'IDR amounts are whole rupiah: remove the decimals';

/** A typed amount that IDR cannot hold: it has a fraction of a rupiah. */
export const hasRupiahFraction = (currency: string, cents: bigint) => currency === 'IDR' && cents % 100n !== 0n;

/** What staff write: `1.500.000`, `1.500.000,50` (Indonesian) or `1,500,000.50`; an amount's read. */
export type TypedMoney = { ok: true; cents: bigint } | { ok: false; empty: boolean };

const GROUPED = /^\d{1,3}(?:[.,]\d{3})+$/;

/**
 * Reads a typed amount unambiguously. `.` and `,` followed by exactly three digits group thousands; the
 * last separator followed by one or two digits marks the decimals; the other kind alone groups. Anything else (letters, a minus, '1.5.0', '1,50,000', three decimals) is not read.
 */
export function readTypedMoney(text: string): TypedMoney {
  const t = text.replace(/\s/g, '');
  if (t === '') return { ok: false, empty: true };
  if (!/^[\d.,]+$/.test(t)) return { ok: false, empty: false };
  const m = /^(.*?)(?:([.,])(\d{1,2}))?$/.exec(t);
  const whole = m?.[1] ?? '';
  const decimals = m?.[3] ?? '';
  const seps = new Set(whole.replace(/\d/g, ''));
  const readable = /^\d+$/.test(whole) || (seps.size === 1 && !seps.has(m?.[2] ?? '') && GROUPED.test(whole));
  if (!readable) return { ok: false, empty: false };
  return { ok: true, cents: BigInt(whole.replace(/[.,]/g, '')) * 100n + BigInt(decimals.padEnd(2, '0')) };
}

/** The amount as read, to confirm a typed one: 'IDR 1.500.000' or 'IDR 1.500.000,50' (the cents when any). */
export function formatTypedMoney(cents: bigint, currency: string): string {
  const frac = cents % 100n;
  const decimals = frac || currency !== 'IDR' ? `${decimalMark(currency)}${frac.toString().padStart(2, '0')}` : '';
  return `${currency} ${group((cents / 100n).toString(), currency)}${decimals}`;
}
