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

/**
 * A weight given in grams, in spec 9's units: under 1000 g in grams, then kg (under 100 kg), quintal (100 kg,
 * under 1000 kg), then ton; at most two decimals: 850 g, 12.5 kg, 3.25 quintal, 1.2 ton.
 */
export function fmtWeight(grams: number | null | undefined): string {
  if (grams === null || grams === undefined || Number.isNaN(grams)) return '–';
  if (Math.abs(grams) < 1_000) return `${fmt(grams)} g`;
  if (Math.abs(grams) < 100_000) return `${fmt(grams / 1_000, 2)} kg`;
  if (Math.abs(grams) < 1_000_000) return `${fmt(grams / 100_000, 2)} quintal`;
  return `${fmt(grams / 1_000_000, 2)} ton`;
}
