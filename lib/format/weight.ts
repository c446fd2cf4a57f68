// How the screens write a weight held in whole grams (spec 9): under 1000 g in grams, then kg, quintal
// (100 kg) and ton (1000 kg), with at most two decimals.
import { fmt } from './numbers';

const UNITS = [
  { unit: 'ton', grams: 1_000_000 },
  { unit: 'quintal', grams: 100_000 },
  { unit: 'kg', grams: 1_000 },
] as const;

/** 850 -> '850 g', 1500 -> '1.5 kg', 250000 -> '2.5 quintal', 1200000 -> '1.2 ton'. */
export function fmtWeight(grams: number | null | undefined): string {
  if (grams === null || grams === undefined || !Number.isFinite(grams)) return '–';
  const abs = Math.abs(grams);
  const u = UNITS.find((x) => abs >= x.grams);
  if (!u) return `${fmt(grams)} g`;
  // Round down to two decimals so that 99,999 g does not read '100 kg' in the kg band.
  const value = Math.trunc((grams / u.grams) * 100) / 100;
  return `${fmt(value, 2)} ${u.unit}`;
}
