import { describe, expect, it } from 'vitest';
import { fmtWeight } from '@/lib/format/weight';

const BANDS = [
  { unit: 'kg', shift: 3, next: 100n },
  { unit: 'quintal', shift: 5, next: 10n },
  { unit: 'ton', shift: 6, next: 0n },
];

/** The point moved `shift` digits left in the decimal string of `grams`, rounded half up to hundredths. */
function hundredthsOf(grams: number, shift: number): bigint {
  const digits = String(grams).padStart(shift + 1, '0');
  const h = BigInt(digits.slice(0, -shift) + digits.slice(-shift).slice(0, 2));
  return digits[digits.length - shift + 2] >= '5' ? h + 1n : h;
}

/** The exact reference: string and BigInt arithmetic on the grams, no floating point. */
function reference(grams: number): string {
  if (grams < 1000) return `${grams} g`;
  let b = grams >= 1_000_000 ? 2 : grams >= 100_000 ? 1 : 0;
  let h = hundredthsOf(grams, BANDS[b].shift);
  if (BANDS[b].next && h >= BANDS[b].next * 100n) {
    b += 1;
    h = hundredthsOf(grams, BANDS[b].shift);
  }
  const w = (h / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const c = (h % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${w}${c ? `,${c}` : ''} ${BANDS[b].unit}`;
}

describe('fmtWeight (spec 9)', () => {
  it('writes grams under 1000, then kg, quintal and ton, Indonesian decimals', () => {
    expect(fmtWeight(0)).toBe('0 g');
    expect(fmtWeight(850)).toBe('850 g');
    expect(fmtWeight(999)).toBe('999 g');
    expect(fmtWeight(1000)).toBe('1 kg');
    expect(fmtWeight(1500)).toBe('1,5 kg');
    expect(fmtWeight(12_345)).toBe('12,35 kg');
    expect(fmtWeight(99_994)).toBe('99,99 kg');
    expect(fmtWeight(99_995)).toBe('1 quintal');
    expect(fmtWeight(100_000)).toBe('1 quintal');
    expect(fmtWeight(250_000)).toBe('2,5 quintal');
    expect(fmtWeight(999_499)).toBe('9,99 quintal');
    expect(fmtWeight(999_500)).toBe('1 ton');
    expect(fmtWeight(1_000_000)).toBe('1 ton');
    expect(fmtWeight(1_200_000)).toBe('1,2 ton');
    expect(fmtWeight(25_000_000)).toBe('25 ton');
    expect(fmtWeight(1_234_000_000)).toBe('1.234 ton');
  });
  it('is not 0.01 kg low where the float product fell short (issue 41)', () => {
    expect(fmtWeight(2530)).toBe('2,53 kg');
    expect(fmtWeight(2280)).toBe('2,28 kg');
    expect(fmtWeight(3 * 850)).toBe('2,55 kg');
    expect(fmtWeight(5550)).toBe('5,55 kg');
  });
  it('matches the exact reference for every gram from 0 to 10 t', () => {
    const wrong: number[] = [];
    for (let g = 0; g <= 10_000_000; g++) {
      if (fmtWeight(g) !== reference(g)) wrong.push(g);
      if (wrong.length > 5) break;
    }
    expect(wrong.map((g) => `${g}: ${fmtWeight(g)} vs ${reference(g)}`)).toEqual([]);
  }, 120_000);
  it('writes a dash for a missing weight', () => {
    expect(fmtWeight(null)).toBe('–');
    expect(fmtWeight(undefined)).toBe('–');
  });
});
