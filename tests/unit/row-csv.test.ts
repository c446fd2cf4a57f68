// CSV columns from an answer row's schema (lib/schemas/csv.ts).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toCsv } from '@/lib/rules/csv';
import { csvHeader, rowCsvColumns } from '@/lib/schemas/csv';

describe('rowCsvColumns', () => {
  it("gives one column per field in the row's order, named by the field or its registered header", () => {
    const row = z.object({
      id: z.number(),
      tag: z.string(),
      cost: z.number().nullable().register(csvHeader, { header: 'cost_idr' }),
      base: z.object({ code: z.string() }).nullable(),
    });
    const columns = rowCsvColumns(row.omit({ id: true }), { base: (r) => r.base?.code });
    const rows = [{ id: 1, tag: 'LAP-1', cost: 1500, base: { code: 'DJJ' } }];
    expect(toCsv(rows, columns)).toBe('tag;cost_idr;base\r\nLAP-1;1500;DJJ\r\n');
  });
});
