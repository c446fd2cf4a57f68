// A list's state as URL parameters: read by the client table (use-list-state) and by the server page that
// renders the first page, so that both ask the API the same question.
import type { z } from 'zod';
import type { ListResult } from '@/lib/schemas/list';

export interface ListState {
  page: number;
  limit: number;
  sort?: string;
  order: 'asc' | 'desc';
  q: string;
  filters: Record<string, string>;
}

/** Rows per page of a list that names no page size of its own. */
export const DEFAULT_PAGE_SIZE = 25;

export interface ListDefaults {
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

/**
 * A list's first page as its server page renders it, with the defaults and URL prefix the client table then
 * keeps: a resource's come from its definition (server/crud/first-page.ts), so the screen repeats neither.
 */
export interface FirstPage<Row> {
  initial: ListResult<Row>;
  list: ListDefaults;
  prefix?: string;
  /** What the search box searches, as the definition's search columns say it ('Search name or code'). */
  search?: string;
}

export const RESERVED_LIST_PARAMS: ReadonlySet<string> = new Set(['page', 'limit', 'sort', 'order', 'q']);

/**
 * The list state held in a set of URL parameters. With a prefix ('areas.') only the parameters carrying it
 * belong to this list; without one, every parameter without a '.' (no other list's prefix) does.
 */
export function readListState(params: Iterable<[string, string]>, defaults: ListDefaults, prefix = ''): ListState {
  const own = new Map<string, string>();
  for (const [k, v] of params) {
    if (prefix ? k.startsWith(prefix) : !k.includes('.')) own.set(k.slice(prefix.length), v);
  }
  const filters: Record<string, string> = {};
  for (const [k, v] of own) if (!RESERVED_LIST_PARAMS.has(k) && v) filters[k] = v;
  const order = own.get('order');
  return {
    page: Math.max(1, Number(own.get('page')) || 1),
    limit: Math.min(10000, Math.max(1, Number(own.get('limit')) || defaults.limit)),
    sort: own.get('sort') ?? defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : (defaults.order ?? 'asc'),
    q: own.get('q') ?? '',
    filters,
  };
}

/** The API query string for a list state, plus fixed parameters (such as `fleet=12`). */
export function listQueryString(state: ListState, extra: Record<string, string | number> = {}): string {
  const q = new URLSearchParams();
  q.set('page', String(state.page));
  q.set('limit', String(state.limit));
  if (state.sort) {
    q.set('sort', state.sort);
    q.set('order', state.order);
  }
  if (state.q) q.set('q', state.q);
  for (const [k, v] of Object.entries({ ...state.filters, ...extra })) q.set(k, String(v));
  return q.toString();
}

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * For a server page: the resource's list query for the page's URL, as the client table will ask it.
 * Parameters the query does not know are left out; one it refuses is dropped (the rest still apply).
 */
export function pageListQuery<S extends z.ZodObject>(
  schema: S,
  searchParams: SearchParams,
  defaults: ListDefaults,
  prefix = '',
  fixed: Record<string, string | number> = {},
): z.output<S> {
  const entries: [string, string][] = [];
  for (const [k, v] of Object.entries(searchParams)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (value !== undefined) entries.push([k, value]);
  }
  // A constant imported from a 'use client' module is a client reference here, not the value.
  if (!Number.isInteger(defaults.limit)) throw new Error('pageListQuery: list defaults must be a plain value (not from a client module)');
  const state = readListState(entries, defaults, prefix);
  const known = new Set(Object.keys(schema.shape));
  const input: Record<string, unknown> = { page: state.page, limit: state.limit, order: state.order };
  if (state.sort) input.sort = state.sort;
  if (state.q) input.q = state.q;
  for (const [k, v] of Object.entries({ ...state.filters, ...fixed })) if (known.has(k)) input[k] = v;
  for (let attempt = 0; attempt < 3; attempt++) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return schema.parse({
    limit: defaults.limit,
    order: defaults.order ?? 'asc',
    ...(defaults.sort ? { sort: defaults.sort } : {}),
    ...fixed,
  });
}
