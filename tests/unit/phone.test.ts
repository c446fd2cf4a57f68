import { describe, expect, it } from 'vitest';
import { isPhone, normalisePhone } from '@/lib/rules/phone';

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
