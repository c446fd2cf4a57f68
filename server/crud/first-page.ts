// A resource's first page for its server page: read with the list query the client table will ask for,
// answered as the API answers it, and handed over with the list's defaults (the definition's page size and
// sort), URL prefix and searched columns, so that the screen's table keeps the same state and says what
// it searches without declaring either again.
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, type FirstPage, type ListDefaults, pageListQuery } from '@/components/data-table/list-params';
import type { CurrentUser } from '@/server/auth/user';
import type { Client } from './model';
import { type AnyResource, crud, type RowOf } from './resource';

type SearchParams = Record<string, string | string[] | undefined>;

/** 'Search name or short name': the columns q searches, in words. */
function searchPlaceholder(columns: readonly string[]): string | undefined {
  const words = columns.map((c) => c.replaceAll('_', ' '));
  if (!words.length) return undefined;
  return `Search ${words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words[0]}`;
}

/** Page size and sort of a resource's screen: the definition's. */
export function listDefaultsOf(def: AnyResource): ListDefaults {
  return { limit: def.pageSize ?? DEFAULT_PAGE_SIZE, sort: def.defaultSort.field, order: def.defaultSort.order };
}

export async function firstPage<Def extends AnyResource & { query: z.ZodObject }>(
  def: Def,
  db: Client,
  searchParams: SearchParams,
  user: CurrentUser,
  options: { prefix?: string; sort?: string } = {},
): Promise<FirstPage<RowOf<Def>>> {
  const { prefix = '', sort } = options;
  const list = { ...listDefaultsOf(def), ...(sort ? { sort } : {}) };
  const page = await crud(def).list(db, pageListQuery(def.query, searchParams, list, prefix) as z.output<Def['query']>, user);
  // Instants become ISO text, as the API sends them.
  return { initial: JSON.parse(JSON.stringify(page)) as typeof page, list, prefix, search: searchPlaceholder(def.search) };
}
