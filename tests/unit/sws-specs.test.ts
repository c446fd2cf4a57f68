// The watersports spec kinds: every kind's schema accepts a full set, names the field it refuses, and the
// table / summary read the values back in the kind's order with their units.
import { describe, expect, it } from 'vitest';
import { SPEC_ATTRIBUTES, SPEC_KINDS, type SpecAttribute, specSummary, specTable } from '@/lib/rules/sws-specs';
import { specsSchema } from '@/lib/schemas/watersports/specs';

const sample = (a: SpecAttribute) => (a.type === 'number' ? a.min : a.type === 'choice' ? a.options[0] : 'S-XL');
const full = (kind: (typeof SPEC_KINDS)[number]) => Object.fromEntries(SPEC_ATTRIBUTES[kind].map((a) => [a.key, sample(a)]));
const firstIssue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues[0];

const board = { length_cm: 320, width_cm: 81.5, thickness_cm: 15, volume_l: 300, capacity_kg: 120, construction: 'Inflatable' };

describe('watersports spec kinds', () => {
  it('every kind has unique keys, and a full set of its attributes is valid', () => {
    for (const kind of SPEC_KINDS) {
      const keys = SPEC_ATTRIBUTES[kind].map((a) => a.key);
      expect(new Set(keys).size, kind).toBe(keys.length);
      expect(specsSchema(kind).safeParse(full(kind)).success, kind).toBe(true);
    }
  });

  it('leaves optional attributes out but names a missing required one', () => {
    expect(specsSchema('board').parse(board)).toEqual(board);
    const { volume_l: _v, ...missing } = board;
    const r = specsSchema('board').safeParse(missing);
    expect(firstIssue(r)).toMatchObject({ path: ['volume_l'], message: 'Please input volume (L)' });
  });

  it('refuses out-of-range, off-step, wrong-type, unknown and foreign values by field', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...board, length_cm: 90 }, 'length_cm', 'Length (cm) must be at least 100'],
      [{ ...board, width_cm: 81.3 }, 'width_cm', 'Width (cm) must be a multiple of 0.5'],
      [{ ...board, capacity_kg: '120' }, 'capacity_kg', 'Weight capacity (kg) must be a number'],
      [
        { ...board, construction: 'Wood' },
        'construction',
        'Construction must be one of: Inflatable, Epoxy, Soft top, Carbon, Polyurethane',
      ],
      [{ ...board, fins: 2.5 }, 'fins', 'Fins must be a whole number'],
    ];
    for (const [specs, key, message] of cases) {
      expect(firstIssue(specsSchema('board').safeParse(specs))).toMatchObject({ path: [key], message });
    }
    const unknown = specsSchema('board').safeParse({ ...board, seats: 2 });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['seats'] });
    expect(specsSchema('board').safeParse([]).success).toBe(false);
  });

  it('reads size ranges such as S-XL or 38-45, upper-cased without spaces', () => {
    const wetsuit = { thickness_mm: 3, style: 'Full suit', zip: 'Back zip', material: 'Neoprene' };
    for (const [input, out] of [
      ['s - xl', 'S-XL'],
      ['38-45', '38-45'],
      ['M', 'M'],
      ['36.5-41', '36.5-41'],
    ]) {
      expect(specsSchema('wetsuit').parse({ ...wetsuit, size_range: input }).size_range).toBe(out);
    }
    const bad = specsSchema('wetsuit').safeParse({ ...wetsuit, size_range: 'big' });
    expect(firstIssue(bad)).toMatchObject({
      path: ['size_range'],
      message: "Size range must be a size or range such as 'S-XL' or '38-45'",
    });
    expect(firstIssue(specsSchema('wetsuit').safeParse({ ...wetsuit, size_range: '', thickness_mm: 3 }))?.path).toEqual(['size_range']);
  });

  it('answers the table in the kind order with units, and a short summary', () => {
    const table = specTable('board', board);
    expect(table.map((c) => c.key)).toEqual(SPEC_ATTRIBUTES.board.map((a) => a.key));
    expect(table[0]).toEqual({ key: 'length_cm', label: 'Length', type: 'number', unit: 'cm', value: 320 });
    expect(table.at(-1)).toMatchObject({ key: 'fins', value: null });
    expect(specSummary('board', board)).toBe('320 cm · 81.5 cm · 15 cm');
    expect(specSummary('paddle', { length_cm: 215, adjustable: 'Adjustable', pieces: 3 })).toBe('215 cm · Adjustable · Pieces 3');
    expect(specSummary('board', null)).toBe('');
  });
});
