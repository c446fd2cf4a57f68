import { describe, expect, it } from 'vitest';
import { fmtWib } from '@/lib/format/dates';
import { idr } from '@/lib/format/money';

describe('marine screen formats', () => {
  it('writes instants in WIB, labelled, and money in IDR', () => {
    expect(fmtWib('2026-03-05T07:30:00Z')).toBe('05 Mar 2026 14:30 WIB');
    expect(fmtWib(null)).toBe('–');
    expect(idr(1_250_000)).toBe('IDR 1.250.000');
  });
});
