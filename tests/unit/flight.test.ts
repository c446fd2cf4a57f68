import { describe, expect, it } from 'vitest';
import {
  carriesLoad,
  FLIGHT_STATUSES,
  FLIGHT_TYPE_COLOURS,
  FLIGHT_TYPES,
  flightStatusName,
  flightTypeColour,
  flightTypeLabel,
  isFlightType,
  parseTotal,
  UNKNOWN_FLIGHT_TYPE_COLOUR,
} from '@/lib/rules/flight';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('flight status (spec 4)', () => {
  it.each([
    [0, 'Canceled'],
    [1, 'Plan'],
    [2, 'On Time'],
    [3, 'Delay'],
    [4, 'Divert'],
    [5, 'RTB'],
  ])('%i -> %s', (no, name) => {
    expect(flightStatusName(no)).toBe(name);
  });

  it('runs 0 to 5 only', () => {
    expect(FLIGHT_STATUSES.map((s) => s.no)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const v of [-1, 6, 1.5, null, undefined]) expect(flightStatusName(v)).toBeUndefined();
  });
});

describe('flight types and colours (spec 3, 9)', () => {
  it('has the 13 categories, including every type of spec 4', () => {
    // Spec 3's list, in its order.
    const spec3 =
      'catchup regular perintis perintis_cargo charter charter_cargo cargo ferry medevac corporate positioning training simulator';
    expect(FLIGHT_TYPES.join(' ')).toBe(spec3);
    const spec4 = [
      'regular',
      'perintis',
      'perintis_cargo',
      'charter',
      'medevac',
      'charter_cargo',
      'ferry',
      'corporate',
      'positioning',
      'training',
      'simulator',
    ];
    for (const t of spec4) expect(isFlightType(t)).toBe(true);
    expect(isFlightType('Regular')).toBe(false);
    expect(isFlightType('')).toBe(false);
  });

  it('gives each a fixed, distinct colour readable with white text', () => {
    const colours = FLIGHT_TYPES.map((t) => flightTypeColour(t));
    expect(new Set(colours).size).toBe(FLIGHT_TYPES.length);
    expect(colours).not.toContain(UNKNOWN_FLIGHT_TYPE_COLOUR);
    for (const c of colours) {
      expect(c).toMatch(/^#[0-9a-f]{6}$/);
      expect(1.05 / (luminance(c) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
    expect(Object.keys(FLIGHT_TYPE_COLOURS).sort()).toEqual([...FLIGHT_TYPES].sort());
    expect(flightTypeColour('regular')).toBe('#1d4ed8');
    expect(flightTypeColour('unknown')).toBe(UNKNOWN_FLIGHT_TYPE_COLOUR);
    expect(flightTypeColour(null)).toBe(UNKNOWN_FLIGHT_TYPE_COLOUR);
  });

  it('labels types', () => {
    expect(flightTypeLabel('perintis_cargo')).toBe('Perintis Cargo');
    expect(flightTypeLabel('medevac')).toBe('Medevac');
  });
});

describe('totals (spec 5: integers, falling back to 0)', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['3.9', 3],
    ['-4', -4],
    ['', 0],
    ['abc', 0],
    [null, 0],
    [undefined, 0],
    [42, 42],
    [42.8, 42],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [{}, 0],
  ])('%j -> %i', (value, total) => {
    expect(parseTotal(value)).toBe(total);
  });

  it('accepts a bigint count', () => {
    expect(parseTotal(5n)).toBe(5);
  });
});

describe('carriesLoad', () => {
  it('is false for the types that fly no passengers or cargo', () => {
    for (const t of ['ferry', 'positioning', 'training', 'simulator']) expect(carriesLoad(t)).toBe(false);
    for (const t of ['regular', 'perintis', 'cargo', 'charter_cargo', 'medevac', 'catchup']) expect(carriesLoad(t)).toBe(true);
  });
});
