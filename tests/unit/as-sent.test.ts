// asSent (server/http/as-sent.ts): a page hands its screen the first data as the API sends it, and the type
// says so, so that tsc checks it against the screen's props instead of taking an assertion.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { asSent } from '@/server/http/as-sent';

describe('asSent', () => {
  const row = {
    id: 7,
    created_at: new Date('2026-11-30T01:02:03.000Z'),
    cost: new Prisma.Decimal('1500000.50'),
    holder: { name: 'Rina', since: new Date('2026-01-02T00:00:00.000Z') },
    tags: [{ at: new Date('2026-11-29T00:00:00.000Z') }],
    note: null as string | null,
  };

  it('answers instants as ISO text and decimals as their text, as JSON does', () => {
    expect(asSent(row)).toEqual({
      id: 7,
      created_at: '2026-11-30T01:02:03.000Z',
      cost: '1500000.5',
      holder: { name: 'Rina', since: '2026-01-02T00:00:00.000Z' },
      tags: [{ at: '2026-11-29T00:00:00.000Z' }],
      note: null,
    });
  });

  it('types them the same way', () => {
    expectTypeOf(asSent(row)).toEqualTypeOf<{
      id: number;
      created_at: string;
      cost: string;
      holder: { name: string; since: string };
      tags: { at: string }[];
      note: string | null;
    }>();
    // A screen that expects a number where a decimal is sent does not compile.
    // @ts-expect-error: 'cost' is text once sent
    const wrong: { cost: number } = asSent(row);
    expect(wrong).toBeDefined();
  });
});
