// List parameters of api.md, parsed in one place: page, limit (<= 10000), q, sort, order, field filters.
import { z } from 'zod';
import { idParam } from '@/lib/schemas/fields';

export const LIST_LIMIT_MAX = 10000;

/** ?page=, from 1. */
export const pageParam = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int()
  .min(1, { error: 'page must be a whole number from 1' })
  .default(1);

/** ?limit=, from 1 to `max`, `fallback` when absent. */
export const limitParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `limit must be a whole number from 1 to ${max}` })
    .int()
    .min(1, { error: `limit must be a whole number from 1 to ${max}` })
    .max(max, { error: `limit may not exceed ${max}` })
    .default(fallback);

/** The common list query; a resource extends it with its sortable fields and its filters. */
export function listQuery<const F extends readonly [string, ...string[]]>(sortable: F) {
  return z.strictObject({
    page: pageParam,
    limit: limitParam(LIST_LIMIT_MAX, LIST_LIMIT_MAX),
    q: z.string().trim().max(200).optional(),
    sort: z.enum(sortable, { error: `sort must be one of: ${sortable.join(', ')}` }).optional(),
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('asc'),
  });
}

export interface ListResult<T> {
  total: number;
  data: T[];
}

/** A numeric id in a path. */
export const idParams = z.strictObject({ id: idParam() });
