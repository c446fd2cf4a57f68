import { describe, expect, it } from 'vitest';
import { formatPacked, normalizeScheduleUpdate, type PilotScheduleEntry, parsePacked } from '@/lib/rules/pilot-schedule';

const a: PilotScheduleEntry = {
  id: 12,
  pilot: 3,
  duty_date: '2026-11-21',
  base: 2,
  base_name: 'Jakarta Halim',
  base_name_short: 'HLP',
  status: 1,
};
const b: PilotScheduleEntry = { id: 13, pilot: 3, duty_date: '2026-11-22', base: 0, base_name: '', base_name_short: '', status: null };

describe('pilot schedule packed string (spec 3)', () => {
  it("packs fields with '::' and entries with ';;' in the spec's order", () => {
    expect(formatPacked([a, b])).toBe('12::3::2026-11-21::2::Jakarta Halim::HLP::1;;13::3::2026-11-22::0::::::');
    expect(formatPacked([])).toBe('');
  });

  it('round-trips', () => {
    expect(parsePacked(formatPacked([a, b]))).toEqual({ entries: [a, b], errors: [] });
    expect(parsePacked(formatPacked([a]))).toEqual({ entries: [a], errors: [] });
  });

  it('tolerates empty strings, blank entries and trailing separators', () => {
    expect(parsePacked('')).toEqual({ entries: [], errors: [] });
    expect(parsePacked(null)).toEqual({ entries: [], errors: [] });
    expect(parsePacked(';;')).toEqual({ entries: [], errors: [] });
    expect(parsePacked(`${formatPacked([a])};;`).entries).toEqual([a]);
    expect(parsePacked(`;;${formatPacked([a])};;;;\n`).entries).toEqual([a]);
  });

  it('skips malformed entries and reports them', () => {
    const text = [
      formatPacked([a]),
      '14::3::2026-11-23::1',
      'x::3::2026-11-23::1::A::B::1',
      '15::3::2026-02-30::1::A::B::1',
      '16::3::2026-11-23::1::A::B::12',
      '17::3::2026-11-23::-1::A::B::1',
      formatPacked([b]),
    ].join(';;');
    const r = parsePacked(text);
    expect(r.entries).toEqual([a, b]);
    expect(r.errors.map((e) => [e.index, e.message])).toEqual([
      [1, 'expected 7 fields, got 4'],
      [2, "invalid id 'x'"],
      [3, "invalid duty_date '2026-02-30'"],
      [4, "invalid status '12'"],
      [5, "invalid base '-1'"],
    ]);
  });

  it('refuses to pack names that hold a separator', () => {
    expect(() => formatPacked([{ ...a, base_name: 'A::B' }])).toThrow();
    expect(() => formatPacked([{ ...a, base_name_short: 'HLP;;' }])).toThrow();
    expect(() => formatPacked([{ ...a, base_name: 'Base:' }])).toThrow();
    expect(parsePacked(formatPacked([{ ...a, base_name: 'Halim: Jakarta' }])).entries[0].base_name).toBe('Halim: Jakarta');
  });
});

describe('pilot schedule single update (spec 5)', () => {
  it('turns a base below 1 into 0', () => {
    expect(normalizeScheduleUpdate({ base: 0, status: 1 })).toEqual({ base: 0, status: 1 });
    expect(normalizeScheduleUpdate({ base: -3, status: 1 }).base).toBe(0);
    expect(normalizeScheduleUpdate({ base: null, status: 1 }).base).toBe(0);
    expect(normalizeScheduleUpdate({ base: 4, status: 1 }).base).toBe(4);
    expect(normalizeScheduleUpdate({ base: '4', status: 1 }).base).toBe(4);
  });

  it('turns a negative status into empty (null) and keeps other fields', () => {
    expect(normalizeScheduleUpdate({ pilot: 3, base: 2, status: -1 })).toEqual({ pilot: 3, base: 2, status: null });
    expect(normalizeScheduleUpdate({ base: 2, status: 0 }).status).toBe(0);
    expect(normalizeScheduleUpdate({ base: 2, status: '7' }).status).toBe(7);
    expect(normalizeScheduleUpdate({ base: 2, status: '' }).status).toBeNull();
  });
});
