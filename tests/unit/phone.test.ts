import { describe, expect, it } from 'vitest';
import { formatPhone, isPhone, normalisePhone } from '@/lib/rules/phone';

describe('phone numbers normalised to a leading 62 (spec 5)', () => {
  it.each([
    ['+62 812-3456-7890', '6281234567890'],
    ['081234567890', '6281234567890'],
    ['81234567890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['(021) 555.1234', '62215551234'],
    ['+1 555 123 4567', '15551234567'],
  ])('%s -> %s', (input, out) => {
    expect(normalisePhone(input)).toBe(out);
  });

  it('answers null for nothing', () => {
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('   ')).toBeNull();
    expect(normalisePhone(null)).toBeNull();
    expect(normalisePhone(undefined)).toBeNull();
  });

  it('judges normalised numbers', () => {
    expect(isPhone('6281234567890')).toBe(true);
    expect(isPhone('62abc')).toBe(false);
    expect(isPhone('621')).toBe(false);
  });
});

describe('phones of other countries and the one way screens write them (issue 41)', () => {
  it('reads a number with the customer country; Indonesia keeps the spec rule', () => {
    expect(normalisePhone('8123 4567', 'SG')).toBe('6581234567');
    expect(normalisePhone('+62 812-3456-7890', 'SG')).toBe('6281234567890');
    expect(normalisePhone('(02) 9876 5432', 'AU')).toBe('61298765432');
    expect(normalisePhone('8123 4567', 'ID')).toBe('6281234567');
    expect(normalisePhone('0812 3456 7890', 'ID')).toBe('6281234567890');
  });
  it('writes every stored number in one international format', () => {
    expect(formatPhone('6287848112768')).toBe('+62 878-4811-2768');
    expect(formatPhone('628731834773')).toBe('+62 873-1834-773');
    expect(formatPhone('62811222333')).toBe('+62 811-222-333');
    expect(formatPhone('6581234567')).toBe('+65 8123-4567');
    expect(formatPhone(null)).toBe('–');
  });
});
