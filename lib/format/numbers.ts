// How the screens write counts, hours and other plain numbers: as Indonesian staff read them (1.291, 38,5),
// like money (IDR 1.500.000) and weights (5,62 kg); '–' for a missing value. CSV files keep plain numbers.

// One formatter per kind and digits: making one costs about 25 µs, using it under 1.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}-${max}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('id-ID', { minimumFractionDigits: min, maximumFractionDigits: max });
    numberFormats.set(key, f);
  }
  return f;
}

/** 1.234,5 with at most `digits` decimals. */
export function fmt(n: number | null | undefined, digits = 0): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '–';
  return numberFormat(0, digits).format(n);
}

/** Always `digits` decimals (1.234,0). */
export function fmtFixed(n: number | null | undefined, digits: number): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '–';
  return numberFormat(digits, digits).format(n);
}

/** Hours with one decimal, always shown (1.234,0). */
export const fmtHours = (n: number | null | undefined) => fmtFixed(n, 1);
