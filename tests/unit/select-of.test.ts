import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dayText, instantText } from '@/lib/schemas/answers';
import { listQuery } from '@/lib/schemas/list';
import type { defineResource } from '@/server/crud/resource';
import { selectOf } from '@/server/crud/select-of';

describe('selectOf', () => {
  it('selects each field of a row, and the fields of its relations and counts', () => {
    const row = z.object({
      id: z.number().int(),
      serial: z.string().nullable(),
      bought: dayText.nullable(),
      created_at: instantText,
      base: z.object({ id: z.number(), name: z.string() }).nullable(),
      parts: z.array(z.object({ id: z.number() })).optional(),
      _count: z.object({ parts: z.number() }),
      url: z.string(),
    });
    expect(selectOf(row.omit({ url: true }))).toEqual({
      id: true,
      serial: true,
      bought: true,
      created_at: true,
      base: { select: { id: true, name: true } },
      parts: { select: { id: true } },
      _count: { select: { parts: true } },
    });
  });

  it('is refused by tsc when it names a field the model lacks (the @ts-expect-error below)', () => {
    const check = (define: typeof defineResource) => {
      const row = z.object({
        id: z.number().int(),
        name: z.string(),
        code: z.string(),
        description: z.string().nullable(),
        url: z.string(),
      });
      const base = { path: '/x', tag: 'x', label: 'x', permission: 'flight.area-base', model: 'area', query: listQuery(['id']) } as const;
      define({
        ...base,
        row: row.omit({ url: true }),
        select: selectOf(row.omit({ url: true })),
        search: [],
        defaultSort: { field: 'id', order: 'asc' },
      });
      // @ts-expect-error: url is no column of areas
      define({ ...base, row, select: selectOf(row), search: [], defaultSort: { field: 'id', order: 'asc' } });
    };
    expect(check).toBeTypeOf('function');
  });
});
