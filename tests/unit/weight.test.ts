import { describe, expect, it } from 'vitest';
import { fmtWeight } from '@/lib/format/weight';

describe('fmtWeight (spec 9)', () => {
  it('writes grams under 1000, then kg, quintal and ton', () => {
    expect(fmtWeight(0)).toBe('0 g');
    expect(fmtWeight(850)).toBe('850 g');
    expect(fmtWeight(999)).toBe('999 g');
    expect(fmtWeight(1000)).toBe('1 kg');
    expect(fmtWeight(1500)).toBe('1.5 kg');
    expect(fmtWeight(12_345)).toBe('12.34 kg');
    expect(fmtWeight(99_999)).toBe('99.99 kg');
    expect(fmtWeight(100_000)).toBe('1 quintal');
    expect(fmtWeight(250_000)).toBe('2.5 quintal');
    expect(fmtWeight(999_999)).toBe('9.99 quintal');
    expect(fmtWeight(1_000_000)).toBe('1 ton');
    expect(fmtWeight(1_200_000)).toBe('1.2 ton');
    expect(fmtWeight(25_000_000)).toBe('25 ton');
  });
  it('writes a dash for a missing weight', () => {
    expect(fmtWeight(null)).toBe('–');
    expect(fmtWeight(undefined)).toBe('–');
  });
});
