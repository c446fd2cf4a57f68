import { describe, expect, it } from 'vitest';
import { daysUntil, documentState, EXPIRY_WARNING_DAYS, validOn } from '@/lib/rules/crew-documents';

describe('crew documents', () => {
  const today = '2026-11-21';

  it.each([
    ['2027-06-01', 'ok'],
    ['2027-01-21', 'ok'], // 61 days ahead
    ['2027-01-20', 'expiring'], // 60 days ahead
    ['2026-12-01', 'expiring'],
    ['2026-11-21', 'expiring'], // valid through its expiry date
    ['2026-11-20', 'expired'],
    ['2020-01-01', 'expired'],
  ])('a document expiring on %s is %s on 2026-11-21', (expiry, state) => {
    expect(documentState(expiry, today)).toBe(state);
  });

  it('counts whole calendar days, also across a year end and with Date inputs', () => {
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil(new Date('2026-11-21T00:00:00Z'), '2026-11-21')).toBe(0);
    expect(daysUntil('2026-11-01', new Date('2026-11-21T00:00:00Z'))).toBe(-20);
    expect(EXPIRY_WARNING_DAYS).toBe(60);
  });

  it('is valid on its expiry date and not the day after', () => {
    expect(validOn('2026-11-21', '2026-11-21')).toBe(true);
    expect(validOn('2026-11-21', '2026-11-22')).toBe(false);
  });
});
