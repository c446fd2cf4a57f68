import { describe, expect, it } from 'vitest';
import { anyExceeded, anyFlagged, FLIGHT_TIME_WINDOWS, headroomAfter, limitUsage } from '@/lib/rules/flight-time-limits';

const byKey = (usage: ReturnType<typeof limitUsage>) => Object.fromEntries(usage.map((u) => [u.key, u]));

describe('flight-time limits (spec 9)', () => {
  it('has the four windows with their limits', () => {
    expect(FLIGHT_TIME_WINDOWS.map((w) => [w.key, w.days, w.limit])).toEqual([
      ['fl7', 7, 40],
      ['fl30', 30, 100],
      ['fl90', 90, 300],
      ['fl365', 365, 1050],
    ]);
  });

  it('gives used, limit, remaining and fraction', () => {
    const u = byKey(limitUsage({ fl7: 10, fl30: 50, fl90: 150, fl365: 525 }));
    expect(u.fl7).toEqual({ key: 'fl7', days: 7, used: 10, limit: 40, remaining: 30, fraction: 0.25, flagged: false, exceeded: false });
    expect(u.fl30).toMatchObject({ remaining: 50, fraction: 0.5 });
    expect(u.fl90).toMatchObject({ remaining: 150, fraction: 0.5 });
    expect(u.fl365).toMatchObject({ remaining: 525, fraction: 0.5 });
  });

  it('flags strictly above 75 percent', () => {
    const at = byKey(limitUsage({ fl7: 30, fl30: 75, fl90: 225, fl365: 787.5 }));
    for (const k of ['fl7', 'fl30', 'fl90', 'fl365']) expect(at[k].flagged).toBe(false);
    const above = byKey(limitUsage({ fl7: 30.1, fl30: 75.5, fl90: 225.25, fl365: 788 }));
    for (const k of ['fl7', 'fl30', 'fl90', 'fl365']) expect(above[k]).toMatchObject({ flagged: true, exceeded: false });
  });

  it('exceeds strictly above 100 percent; at the limit is allowed', () => {
    const at = byKey(limitUsage({ fl7: 40, fl30: 100, fl90: 300, fl365: 1050 }));
    expect(Object.values(at).map((u) => [u.exceeded, u.flagged, u.remaining])).toEqual([
      [false, true, 0],
      [false, true, 0],
      [false, true, 0],
      [false, true, 0],
    ]);
    const over = byKey(limitUsage({ fl7: 41.5 }));
    expect(over.fl7).toMatchObject({ exceeded: true, flagged: true, remaining: -1.5 });
    expect(over.fl30).toMatchObject({ used: 0, exceeded: false, flagged: false });
  });

  it('treats missing, invalid and string hours sensibly', () => {
    const u = byKey(limitUsage({ fl7: '12.5', fl30: null, fl90: Number.NaN }));
    expect(u.fl7.used).toBe(12.5);
    expect(u.fl30.used).toBe(0);
    expect(u.fl90.used).toBe(0);
    expect(u.fl365.used).toBe(0);
  });

  it('previews the headroom after adding a flight', () => {
    const current = { fl7: 28, fl30: 60, fl90: 200, fl365: 900 };
    const after = byKey(headroomAfter(current, 2.5));
    expect(Object.values(after).map((u) => u.remaining)).toEqual([9.5, 37.5, 97.5, 147.5]);
    expect(after.fl7.flagged).toBe(true);
    expect(after.fl30.flagged).toBe(false);
    expect(anyFlagged(Object.values(after))).toBe(true);
    expect(anyExceeded(Object.values(after))).toBe(false);
    expect(anyExceeded(headroomAfter(current, 12.1))).toBe(true);
    expect(headroomAfter(current, 0).map((u) => u.used)).toEqual([28, 60, 200, 900]);
  });
});
