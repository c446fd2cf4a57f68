import { describe, expect, it } from 'vitest';
import { combineReadiness, documentState, picSeatWarning } from '@/lib/rules/readiness';

describe('combineReadiness', () => {
  it.each<{ name: string; reasons: Parameters<typeof combineReadiness>[0]; expected: ReturnType<typeof combineReadiness> }>([
    { name: 'is green without reasons', reasons: [], expected: { light: 'green', reasons: [] } },
    {
      name: 'is amber with amber reasons only, in the order found',
      reasons: [
        { level: 'amber', message: 'No manifest yet' },
        { level: 'amber', message: 'No copilot on a two-pilot aircraft' },
      ],
      expected: { light: 'amber', reasons: ['No manifest yet', 'No copilot on a two-pilot aircraft'] },
    },
    {
      name: 'is red when any reason is red, red reasons listed first',
      reasons: [
        { level: 'amber', message: 'No manifest yet' },
        { level: 'red', message: 'No pilot' },
        { level: 'amber', message: 'Licence expires on 2026-12-01' },
        { level: 'red', message: 'Aircraft not released to service' },
      ],
      expected: {
        light: 'red',
        reasons: ['No pilot', 'Aircraft not released to service', 'No manifest yet', 'Licence expires on 2026-12-01'],
      },
    },
    {
      name: 'drops duplicates and empty messages; a message seen as red is not repeated as amber',
      reasons: [
        { level: 'red', message: 'X' },
        { level: 'amber', message: 'X' },
        { level: 'red', message: ' X ' },
        { level: 'amber', message: '  ' },
      ],
      expected: { light: 'red', reasons: ['X'] },
    },
  ])('$name', ({ reasons, expected }) => {
    expect(combineReadiness(reasons)).toEqual(expected);
  });
});

describe('documentState', () => {
  it('is expired the day after expiry, expiring within 60 days, ok beyond', () => {
    expect(documentState('2026-11-20', '2026-11-21')).toBe('expired');
    expect(documentState('2026-11-21', '2026-11-21')).toBe('expiring');
    expect(documentState('2027-01-20', '2026-11-21')).toBe('expiring'); // 60 days
    expect(documentState('2027-01-21', '2026-11-21')).toBe('ok'); // 61 days
  });
});

describe('picSeatWarning', () => {
  it('warns for a First Officer in the PIC seat, not for a captain', () => {
    expect(picSeatWarning({ name: 'Sari Dewi', rank: 'first_officer' })).toBe('F/O Sari Dewi is a First Officer in the PIC seat');
    expect(picSeatWarning({ name: 'Budi Santoso', rank: 'captain' })).toBeNull();
  });
});
