// What was typed into the purchase forms, read as the API's values (the zod schema then says what is
// missing or wrong), and an amount shown back as it is typed.

/** A number typed as text: '' stays undefined, '1,500,000' reads 1500000. */
export function num(text: string): number | undefined {
  const t = text.replace(/,/g, '').trim();
  return t === '' ? undefined : Number(t);
}

/** Trimmed text, or `empty` (undefined leaves the field out, null clears it) when nothing was typed. */
export function typed<E extends undefined | null = undefined>(text: string, empty?: E): string | E {
  const t = text.trim();
  return t === '' ? (empty as E) : t;
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1500000 as '1,500,000'. */
export const groupAmount = (n: number) => grouping.format(n);

/** An amount typed as '15000000' reads '15,000,000' (anything unreadable stays as typed). */
export function grouped(text: string): string {
  const n = num(text);
  return n === undefined || !Number.isFinite(n) ? text : grouping.format(n);
}

/** Today in the browser's calendar, YYYY-MM-DD (what <input type="date"> holds). */
export function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
