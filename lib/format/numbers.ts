// How the screens write numbers: en-US grouping (as the fleet's paperwork), '–' for a missing value.

const numberFormats = new Map<number, Intl.NumberFormat>();

/** 1,234.5 with at most `digits` decimals. */
export function fmt(n: number | null | undefined, digits = 0): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '–';
  let f = numberFormats.get(digits);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
    numberFormats.set(digits, f);
  }
  return f.format(n);
}

/** Always `digits` decimals (1,234.0). */
export function fmtFixed(n: number | null | undefined, digits: number): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '–';
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

/** Hours with one decimal, always shown (1,234.0). */
export const fmtHours = (n: number | null | undefined) => fmtFixed(n, 1);
