import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatTypedMoney,
  fromCents,
  hasCents,
  itemsAmountCents,
  readTypedMoney,
  splitCents,
  toCents,
  toDecimalString,
  totalCents,
} from '@/lib/rules/money';

describe('money in integer cents (contract "Money", spec 9)', () => {
  it('reads numbers, decimal strings and Decimals exactly', () => {
    expect(toCents(1250000.5)).toBe(125000050n);
    expect(toCents(19.99)).toBe(1999n);
    expect(toCents(0.29)).toBe(29n);
    expect(toCents('2500.25')).toBe(250025n);
    expect(toCents('7.5')).toBe(750n);
    expect(toCents({ toFixed: () => '99.99' })).toBe(9999n);
    expect(toCents(null)).toBe(0n);
    expect(toCents(-3.1)).toBe(-310n);
    expect(() => toCents('1e5')).toThrow(RangeError);
  });

  it('answers major units as numbers and 2-decimal strings', () => {
    expect(fromCents(125000050n)).toBe(1250000.5);
    expect(fromCents(1999n)).toBe(19.99);
    expect(toDecimalString(5n)).toBe('0.05');
    expect(toDecimalString(-125n)).toBe('-1.25');
  });

  it('accepts at most 2 decimals', () => {
    expect(hasCents(19.99)).toBe(true);
    expect(hasCents(1500000)).toBe(true);
    expect(hasCents(0.001)).toBe(false);
    expect(hasCents(Number.NaN)).toBe(false);
  });

  it('totals IDR items by hand: 2 x 1,250,000.50 + 1 x 99.99 + 10,000 - 2,500.25', () => {
    const items = itemsAmountCents([
      { amount: 1250000.5, quantity: 2 },
      { amount: 99.99, quantity: 1 },
    ]);
    expect(items).toBe(250010099n); // 2,500,001.00 + 99.99
    expect(fromCents(totalCents(items, 10000, 2500.25))).toBe(2507600.74);
  });

  it('totals USD without float drift: 3 x 19.99 + 0.1 x... (10 x 0.10) + 0.2', () => {
    const items = itemsAmountCents([
      { amount: 19.99, quantity: 3 },
      { amount: 0.1, quantity: 10 },
    ]);
    expect(fromCents(items)).toBe(60.97);
    expect(fromCents(totalCents(items, 0.2, 0.1))).toBe(61.07);
  });

  it('splits instalments with the last absorbing the rounding', () => {
    expect(splitCents(1000n, 3)).toEqual([333n, 333n, 334n]);
    expect(splitCents(250760074n, 1)).toEqual([250760074n]);
    const parts = splitCents(250760074n, 7);
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(250760074n);
    expect(() => splitCents(1n, 0)).toThrow(RangeError);
  });

  it("formats 'IDR 1.500.000' and 'USD 125.50'", () => {
    expect(formatMoney(1500000)).toBe('IDR 1.500.000');
    expect(formatMoney(2507600.74, 'IDR')).toBe('IDR 2.507.601');
    expect(formatMoney(125.5, 'USD')).toBe('USD 125.50');
    expect(formatMoney((1234567.891).toFixed(2), 'USD')).toBe('USD 1,234,567.89');
    expect(formatMoney(0, 'USD')).toBe('USD 0.00');
  });
});

describe('a typed amount as staff write it (one money input)', () => {
  const read = (text: string) => {
    const r = readTypedMoney(text);
    return r.ok ? r.cents : r.empty ? 'empty' : 'unreadable';
  };
  it.each([
    ['1.500.000', 150000000n],
    ['1.500.000,50', 150000050n],
    ['1,500,000.50', 150000050n],
    ['1,500,000', 150000000n],
    ['1500000', 150000000n],
    ['1500000,50', 150000050n],
    ['1500000.5', 150000050n],
    ['1.500', 150000n],
    ['1,500', 150000n],
    ['12,5', 1250n],
    [' 2 500 000 ', 250000000n],
    ['0,05', 5n],
    ['', 'empty'],
    ['   ', 'empty'],
    ['1.5.0', 'unreadable'],
    ['1,50,000', 'unreadable'],
    ['1,500.000', 'unreadable'],
    ['1.500,000', 'unreadable'],
    ['1.500.000,505', 'unreadable'],
    ['1.500.000.50', 'unreadable'],
    ['1.', 'unreadable'],
    ['.5', 'unreadable'],
    ['-100', 'unreadable'],
    ['IDR 100', 'unreadable'],
    ['1e6', 'unreadable'],
  ])('%j reads %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it('shows what it read, cents only when there are any for IDR', () => {
    expect(formatTypedMoney(150000000n, 'IDR')).toBe('IDR 1.500.000');
    expect(formatTypedMoney(150000050n, 'IDR')).toBe('IDR 1.500.000,50');
    expect(formatTypedMoney(150000000n, 'USD')).toBe('USD 1,500,000.00');
  });
});
