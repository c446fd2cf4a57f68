import { describe, expect, it } from 'vitest';
import { groupIdr, readIdr } from '@/lib/format/idr-input';

describe('readIdr', () => {
  it('reads plain digits and Indonesian or English grouping, with or without Rp', () => {
    expect(readIdr('1500000')).toBe(1_500_000);
    expect(readIdr('1.500.000')).toBe(1_500_000);
    expect(readIdr('1,500,000')).toBe(1_500_000);
    expect(readIdr('Rp 250.000')).toBe(250_000);
    expect(readIdr('IDR 75,000')).toBe(75_000);
    expect(readIdr(' 0 ')).toBe(0);
    expect(readIdr('')).toBeUndefined();
  });
  it('does not guess: decimals, mixed or misplaced separators and letters are NaN', () => {
    for (const t of ['1.5', '1,50', '1.500,000', '15.00.000', '12a', '-5', '1.500.00']) expect(readIdr(t), t).toBeNaN();
  });
  it('groups what it can read, leaves the rest as typed', () => {
    expect(groupIdr('1.500.000')).toBe('1.500.000');
    expect(groupIdr('2500000')).toBe('2.500.000');
    expect(groupIdr('1,500,000')).toBe('1.500.000');
    expect(groupIdr('1.5')).toBe('1.5');
    expect(groupIdr('')).toBe('');
  });
});
