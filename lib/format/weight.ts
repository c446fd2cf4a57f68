// How the screens write a weight held in whole grams (spec 9): under 1000 g in grams, then kg, quintal
// (100 kg) and ton (1000 kg), with at most two decimals, in Indonesian (5,62 kg). The arithmetic stays in
// whole grams and rounds once, half up, to the unit's hundredth; a weight that rounds up to the next unit
// is written in that unit (99,995 g is 1 quintal, not 100 kg).

const UNITS = [
  { unit: 'kg', grams: 1_000 },
  { unit: 'quintal', grams: 100_000 },
  { unit: 'ton', grams: 1_000_000 },
] as const;

const grouped = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const group = (n: number) => (n < 1000 ? String(n) : grouped.format(n));

/** 850 -> '850 g', 1500 -> '1,5 kg', 2530 -> '2,53 kg', 250000 -> '2,5 quintal', 1200000 -> '1,2 ton'. */
export function fmtWeight(grams: number | null | undefined): string {
  if (grams === null || grams === undefined || !Number.isFinite(grams)) return '–';
  const sign = grams < 0 ? '-' : '';
  const abs = Math.round(Math.abs(grams));
  if (abs < UNITS[0].grams) return `${sign}${group(abs)} g`;
  let i = UNITS.findLastIndex((u) => abs >= u.grams);
  let rounded = roundTo(abs, UNITS[i].grams / 100);
  if (i + 1 < UNITS.length && rounded >= UNITS[i + 1].grams) {
    i += 1;
    rounded = roundTo(abs, UNITS[i].grams / 100);
  }
  const hundredths = rounded / (UNITS[i].grams / 100);
  const cents = hundredths % 100;
  const frac = cents === 0 ? '' : `,${String(cents).padStart(2, '0').replace(/0$/, '')}`;
  return `${sign}${group(Math.floor(hundredths / 100))}${frac} ${UNITS[i].unit}`;
}

/** Whole grams rounded half up to a multiple of `step` grams. */
const roundTo = (grams: number, step: number) => Math.floor((grams + step / 2) / step) * step;
