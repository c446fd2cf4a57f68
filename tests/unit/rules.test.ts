import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkUpload, maxUploadBytes } from '@/lib/rules/upload';
import { listQuery } from '@/lib/schemas/list';
import { mapDbError } from '@/server/http/prisma-errors';
import { validationError } from '@/server/http/validation';

describe('upload limits (spec 5)', () => {
  it('allows 20,000,000 bytes for mov, mp4, avi and flv, 1,000,000 for the rest', () => {
    for (const name of ['a.mov', 'a.MP4', 'x.avi', 'y.flv']) expect(maxUploadBytes(name)).toBe(20_000_000);
    for (const name of ['a.pdf', 'a.png', 'noext', 'a.mp4.exe']) expect(maxUploadBytes(name)).toBe(1_000_000);
  });
  it("answers 'file_size', 'canceled' or 'ok'", () => {
    expect(checkUpload(null)).toBe('canceled');
    expect(checkUpload({ name: 'a.pdf', size: 0 })).toBe('canceled');
    expect(checkUpload({ name: 'a.pdf', size: 1_000_000 })).toBe('ok');
    expect(checkUpload({ name: 'a.pdf', size: 1_000_001 })).toBe('file_size');
    expect(checkUpload({ name: 'a.mp4', size: 20_000_000 })).toBe('ok');
    expect(checkUpload({ name: 'a.mp4', size: 20_000_001 })).toBe('file_size');
  });
});

describe('list query', () => {
  const q = listQuery(['name', 'id']);
  it('defaults to page 1, limit 10000, ascending', () => {
    expect(q.parse({})).toEqual({ page: 1, limit: 10000, order: 'asc' });
  });
  it('coerces strings and refuses out-of-range values', () => {
    expect(q.parse({ page: '3', limit: '50', sort: 'name', order: 'desc', q: ' pk ' })).toEqual({
      page: 3,
      limit: 50,
      sort: 'name',
      order: 'desc',
      q: 'pk',
    });
    expect(q.safeParse({ limit: '10001' }).success).toBe(false);
    expect(q.safeParse({ sort: 'secret' }).success).toBe(false);
    expect(q.safeParse({ other: '1' }).success).toBe(false);
  });
});

describe('validation errors', () => {
  it('gives the first message and one per field, naming unknown fields', () => {
    const schema = z.strictObject({
      firstname: z.string().min(1, { error: 'Please input firstname' }),
      weight: z.number({ error: 'Please input weight of passenger' }),
    });
    const r = schema.safeParse({ firstname: '', weight: 'x', extra: 1 });
    const err = validationError((r as { error: z.ZodError }).error);
    expect(err.status).toBe(400);
    expect(err.message).toBe('Please input firstname');
    expect(err.extra.fields).toEqual({
      firstname: 'Please input firstname',
      weight: 'Please input weight of passenger',
      extra: 'Unknown field extra',
    });
  });
});

describe('database errors', () => {
  it('maps Prisma and PostgreSQL codes to 4xx answers', () => {
    expect(mapDbError({ code: 'P2025' })?.status).toBe(404);
    expect(mapDbError({ code: 'P2003' })?.status).toBe(409);
    expect(mapDbError({ code: 'P2002', meta: { target: ['email'] } })?.extra.fields).toEqual({ email: 'email already exists' });
    expect(mapDbError({ code: '23503' })?.status).toBe(409);
    expect(mapDbError({ code: '23503' })?.message).toBe('It is still used by other records: change or remove those first');
    const flights = { driverAdapterError: { cause: { constraint: { index: 'route_schedules_dep_airport_id_fkey' } } } };
    expect(mapDbError({ code: 'P2003', meta: flights })?.message).toBe('It is still used by flights: change or remove those first');
    expect(mapDbError({ code: '23503', constraint: 'pilot_schedules_pilot_id_fkey' })?.message).toMatch(/still used by roster entries/);
    expect(mapDbError({ code: 'P2003', meta: { field_name: 'fleet_parts_fleet_id_fkey (index)' } })?.message).toMatch(/by aircraft parts:/);
    expect(mapDbError({ code: '22P02' })?.status).toBe(400);
    expect(mapDbError({ message: 'x', cause: { code: '23505' } })?.status).toBe(409);
    expect(mapDbError(new Error('boom'))).toBeUndefined();
  });
});

describe('CSV export', () => {
  it("separates with ';' and quotes fields holding ; \" or line breaks", async () => {
    const { toCsv } = await import('@/lib/rules/csv');
    const csv = toCsv(
      [
        { a: 'PK-ABC', b: 'Wamena; Papua', c: null },
        { a: 'say "hi"', b: 'two\nlines', c: 3 },
      ],
      [
        { header: 'reg', value: (r) => r.a },
        { header: 'city', value: (r) => r.b },
        { header: 'n', value: (r) => r.c },
      ],
    );
    expect(csv).toBe('reg;city;n\r\nPK-ABC;"Wamena; Papua";\r\n"say ""hi""";"two\nlines";3\r\n');
  });
});
