// The field builders (lib/schemas/fields.ts) name a field by its label, or without one by the key it sits
// under, in words, wherever the field is: at the top, in a list of items, in an update's partial.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { day, instant, int, num, optionalText, text } from '@/lib/schemas/fields';

const messages = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('field builders', () => {
  const part = z.strictObject({
    part_number: text(50),
    hours_since_new: num(0, 100000),
    cycles_at_install: int(0, 1000000),
    installed_on: day(),
    released_at: instant(),
    notes: optionalText(10),
    mtow_kg: int('MTOW', 1, 50000),
  });

  it('name the field by its key in words when it has no label', () => {
    expect(messages(part.pick({ part_number: true }), {})).toEqual(['part_number: Please input part number']);
    expect(messages(part.pick({ part_number: true }), { part_number: ' ' })).toEqual(['part_number: Please input part number']);
    expect(messages(part.pick({ part_number: true }), { part_number: 'x'.repeat(51) })).toEqual([
      'part_number: Part number may have at most 50 characters',
    ]);
    expect(messages(part.pick({ hours_since_new: true }), { hours_since_new: -1 })).toEqual([
      'hours_since_new: Hours since new must be at least 0',
    ]);
    expect(messages(part.pick({ cycles_at_install: true }), { cycles_at_install: 1.5 })).toEqual([
      'cycles_at_install: Cycles at install must be a whole number',
    ]);
    expect(messages(part.pick({ installed_on: true }), { installed_on: '2026-13-40' })).toEqual([
      'installed_on: Installed on must be a date (YYYY-MM-DD)',
    ]);
    expect(messages(part.pick({ released_at: true }), { released_at: 'now' })).toEqual([
      'released_at: Released at must be a date and time (ISO 8601)',
    ]);
    expect(messages(part.pick({ notes: true }), { notes: 'x'.repeat(11) })).toEqual(['notes: Notes may have at most 10 characters']);
  });

  it('say the label given instead of the key', () => {
    expect(messages(part.pick({ mtow_kg: true }), { mtow_kg: 60000 })).toEqual(['mtow_kg: MTOW may be at most 50000']);
    expect(messages(z.object({ name: text('item name') }), {})).toEqual(['name: Please input item name']);
  });

  it('name a field in a list of items, and in a partial update, by its own key', () => {
    const order = z.strictObject({ items: z.array(z.strictObject({ unit_price: num(0, 10) })) });
    expect(messages(order, { items: [{ unit_price: 1 }, { unit_price: 11 }] })).toEqual([
      'items.1.unit_price: Unit price may be at most 10',
    ]);
    expect(messages(part.partial(), { part_number: '' })).toEqual(['part_number: Please input part number']);
  });

  it('say "value" for a field outside any object', () => {
    expect(messages(text(), '')).toEqual([': Please input value']);
  });
});
