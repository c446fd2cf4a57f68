// scripts/router-state.mjs: the App Router state header that Next cannot read is told apart from the
// ones its own client sends.
import { describe, expect, it } from 'vitest';
import { badRouterState } from '../../scripts/router-state.mjs';

const encode = (state: unknown) => encodeURIComponent(JSON.stringify(state));

describe('badRouterState', () => {
  it('passes no header and the states the router sends', () => {
    expect(badRouterState(undefined)).toBe(false);
    expect(badRouterState(encode(['', { children: ['__PAGE__', {}] }]))).toBe(false);
    const dynamic = [
      '',
      { children: ['flight', { children: [['id', '7', 'd', null], { children: ['__PAGE__', {}] }] }] },
      null,
      'refetch',
      true,
    ];
    expect(badRouterState(encode(dynamic))).toBe(false);
  });

  it('refuses what cannot be decoded, parsed or is not a tree', () => {
    for (const bad of ['x', '%E0%A4%A', encode([1, 2]), encode(['', { children: 7 }]), encode({}), encode(['', {}, { a: 1 }])]) {
      expect(badRouterState(bad), bad).toBe(true);
    }
    expect(badRouterState(['a', 'b'])).toBe(true);
    expect(badRouterState(encode(['', { children: ['x'.repeat(40_001), {}] }]))).toBe(true);
  });
});
