import { describe, expect, it } from 'vitest';
import { fmtWib, idr, showPhone } from '@/components/marine/format';

describe('marine screen formats', () => {
  it('writes a stored phone with its calling code apart', () => {
    expect(showPhone('6281234567890')).toBe('+62 812-3456-7890');
    expect(showPhone('6591234567', '65')).toBe('+65 912-3456-7');
    expect(showPhone(null)).toBe('–');
  });
  it('writes instants in WIB, labelled, and money in IDR', () => {
    expect(fmtWib('2026-03-05T07:30:00Z')).toBe('05 Mar 2026 14:30 WIB');
    expect(fmtWib(null)).toBe('–');
    expect(idr(1_250_000)).toBe('IDR 1.250.000');
  });
});
