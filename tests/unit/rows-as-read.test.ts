// Which rows PostgreSQL may write as the answer's JSON (server/crud/rows-as-read.ts): only a row schema of
// exactly the selected columns, each taken as read.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsAsRead } from '@/server/crud/rows-as-read';

const row = z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['a', 'b']).nullable(), on: z.boolean(), lat: z.number() });
const select = { id: true, name: true, kind: true, on: true, lat: true } as const;

describe('rowsAsRead', () => {
  it('takes a row of strings, numbers, booleans and enums (or null) that are the selected columns', () => {
    expect(rowsAsRead({ row, select })).toBe(true);
  });

  it.each([
    ['a hook makes the row', { row, select, toRow: (r: unknown) => r }],
    ['dates are written as days', { row, select, dates: ['name'] }],
    ['a field is transformed', { row: row.extend({ name: z.string().transform((s) => s.trim()) }), select }],
    ['a field has a default', { row: row.extend({ name: z.string().default('x') }), select }],
    ['a field is an instant', { row: row.extend({ name: z.union([z.date(), z.string()]) }), select }],
    ['a field is an object', { row: row.extend({ name: z.object({ n: z.number() }) }), select }],
    ['a column is selected that the row drops', { row, select: { ...select, extra: true } }],
    ['a relation is selected', { row: row.extend({ _count: z.number() }), select: { ...select, _count: { select: { x: true } } } }],
    ['the row is not an object', { row: z.array(row), select }],
  ])('refuses a row where %s', (_why, def) => {
    expect(rowsAsRead(def)).toBe(false);
  });
});
