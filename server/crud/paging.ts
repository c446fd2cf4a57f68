// Paging, text search and date-only columns: the small pieces the generic resource and hand-written list
// services share.
import { dayDate, isoDay } from '@/lib/rules/calendar-day';
import { textContains } from '@/server/crud/like';
import { unknownReference } from '@/server/http/prisma-errors';

type Row = Record<string, unknown>;

/** The common list query after parsing (lib/schemas/list.ts). */
export type ListQueryShape = { page: number; limit: number; q?: string; sort?: string; order: 'asc' | 'desc' };

/** q as a case-insensitive contains over the text columns; none when there is no q or no column. */
export function searchWhere(fields: readonly string[], q?: string): { OR: object[] } | undefined {
  // A resource without text columns ignores q (an empty OR would match nothing).
  if (!q || !fields.length) return undefined;
  return { OR: fields.map((f) => ({ [f]: textContains(q) })) };
}

/** The conditions that are set, as one where (AND only when there are several). */
export function allOf(...conditions: (object | undefined)[]): object {
  const set = conditions.filter((c): c is object => c !== undefined && Object.keys(c).length > 0);
  return set.length === 0 ? {} : set.length === 1 ? set[0] : { AND: set };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD strings of date-only columns become Dates for Prisma. */
export function datesIn(dates: readonly string[] | undefined, data: unknown): Row {
  const out: Row = typeof data === 'object' && data !== null ? { ...data } : {};
  for (const f of dates ?? []) {
    const v = out[f];
    if (typeof v === 'string' && DAY.test(v)) out[f] = dayDate(v);
  }
  return out;
}

/** Date-only columns answer as YYYY-MM-DD. */
export function datesOut(dates: readonly string[] | undefined, row: Row): Row {
  if (!dates?.length) return row;
  const out: Row = { ...row };
  for (const f of dates) {
    const v = out[f];
    if (v instanceof Date) out[f] = isoDay(v);
  }
  return out;
}

/** A create or update whose foreign key names a missing row answers 400 on that field. */
export async function writing<T>(op: Promise<T>): Promise<T> {
  try {
    return await op;
  } catch (err) {
    throw unknownReference(err) ?? err;
  }
}

/**
 * One page of rows and the count of all rows of the same filter, the two queries run together:
 * `rows` gets the skip and take of the page.
 */
export async function paged<R>(
  query: { page: number; limit: number },
  count: Promise<number>,
  rows: (range: { skip: number; take: number }) => Promise<R[]>,
): Promise<{ total: number; data: R[] }> {
  const [total, data] = await Promise.all([count, rows({ skip: (query.page - 1) * query.limit, take: query.limit })]);
  return { total, data };
}

/** The order of a log-like list: the chosen column (then id), or newest first. */
export function sortedOrNewest(q: { sort?: string; order: 'asc' | 'desc' }): { [column: string]: 'asc' | 'desc' }[] {
  return q.sort ? [{ [q.sort]: q.order }, { id: q.order }] : [{ created_at: 'desc' }, { id: 'desc' }];
}
