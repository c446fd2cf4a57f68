// What was typed into a form's number and money fields, read as the API's values (the zod schema then says what
// is missing or wrong), and an amount shown back as it is typed. Used by the crud kit and the purchase forms.
import { formatTypedMoney, fromCents, readTypedMoney, toCents } from '@/lib/rules/money';

/** A whole number typed as text ('1.000' and '1,000' read 1000): '' stays undefined, anything else is NaN (refused by the check). */
export function whole(text: string): number | undefined {
  const read = readTypedMoney(text);
  if (!read.ok) return read.empty ? undefined : Number.NaN;
  return read.cents % 100n === 0n ? Number(read.cents / 100n) : Number.NaN;
}

/** Trimmed text, or `empty` (undefined leaves the field out, null clears it) when nothing was typed. */
export function typed<E extends undefined | null = undefined>(text: string, empty?: E): string | E {
  const t = text.trim();
  return t === '' ? (empty as E) : t;
}

/** A typed amount ('1.500.000,50', '1,500,000.50'): '' stays undefined, what cannot be read is NaN (refused by the check). */
export function amount(text: string): number | undefined {
  const read = readTypedMoney(text);
  return read.ok ? fromCents(read.cents) : read.empty ? undefined : Number.NaN;
}

/** An amount put back into a money input, written as the screens write it: IDR '1.500.000', USD '1,500,000.00'. */
export const groupAmount = (n: number, currency: string) => formatTypedMoney(toCents(n), currency).replace(/^\S+ /, '');
