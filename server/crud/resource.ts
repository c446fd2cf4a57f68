// A resource defined once: its model, the columns it answers, its row shape, who sees which rows, and how
// requests become writes. crud() is the service the REST routes (server/crud/routes.ts) and the
// server-rendered pages both call.
import { z } from 'zod';
import type { Permission } from '@/lib/access/permissions';
import type { CurrentUser } from '@/server/auth/user';
import { notFound } from '@/server/http/errors';
import {
  type Client,
  type CreateDataOf,
  type DateField,
  type ModelKey,
  modelCalls,
  type OrderByOf,
  type RecordOf,
  type ScalarField,
  type SelectOf,
  type TextField,
  type UpdateDataOf,
  type WhereOf,
} from './model';
import { allOf, datesIn, datesOut, type ListQueryShape, paged, searchWhere, writing } from './paging';
import { rowsAsRead } from './rows-as-read';
import { plainJsonWithCaller, plainList, plainListWithCaller } from './sql-list';

export type Summaries = Partial<Record<'list' | 'search' | 'get' | 'create' | 'update' | 'remove', string>>;

/** What a create or update hook gets besides the body. */
export interface WriteContext {
  db: Client;
  user: CurrentUser;
}

/** A record with its date-only columns as YYYY-MM-DD text, as the generic code answers it. */
export type DatesAsText<T, D> = { [P in keyof T]: P extends D ? (null extends T[P] ? string | null : string) : T[P] };

export interface ResourceDef<
  K extends ModelKey,
  S extends SelectOf<K>,
  Q extends z.ZodType<ListQueryShape>,
  R extends z.ZodType,
  C extends z.ZodType | undefined,
  U extends z.ZodType | undefined,
  D extends string = never,
  Del extends boolean = true,
> {
  /** Path of the collection, e.g. /api/flight/area. */
  path: string;
  tag: string;
  /** Singular label used in summaries and messages, e.g. 'area'. */
  label: string;
  /** Writing (and reading, unless readPermission says otherwise). */
  permission: Permission;
  /** Reading may be open wider than writing (reference lists). */
  readPermission?: Permission | readonly Permission[];
  /** The Prisma model, by its client property. */
  model: K;
  /**
   * The model's table (its @@map). Given, a list whose select, order and filters are plain runs as one
   * statement, page and count together (server/crud/sql-list.ts); otherwise through Prisma.
   */
  table?: string;
  /** Columns answered by list and get. */
  select: S;
  /** The answer row (lib/schemas/**): the API, the OpenAPI document and the screens read it. */
  row: R;
  /** Turns a selected record into the answer row; without it the record (dates as text) is the row. */
  toRow?(record: DatesAsText<RecordOf<K, S>, D>): z.input<R>;
  query: Q;
  /** Text columns searched by q (case-insensitive contains). */
  search: readonly TextField<K>[];
  /** Date-only columns: YYYY-MM-DD in requests and answers. */
  dates?: readonly (D & DateField<K>)[];
  /** The order without ?sort (the id follows as a tie-break unless the field is the id). */
  defaultSort: { field: ScalarField<K>; order: 'asc' | 'desc' };
  /** The order without ?sort when it is more than one column, e.g. a relation's column then the id. */
  defaultOrder?: readonly OrderByOf<K>[];
  /** Rows per page on its screen (DEFAULT_PAGE_SIZE when left out); the API's own default is the whole list. */
  pageSize?: number;
  /** Field filters of the query (everything beyond page, limit, q, sort, order). */
  where?(query: z.output<Q>): WhereOf<K>;
  /**
   * The rows this caller may see and change, e.g. their unit's or their own. list and search show only
   * these; get, update and delete of another row answer 404 as if it did not exist.
   */
  scope?(user: CurrentUser): WhereOf<K>;
  /** The OpenAPI summaries of its routes where the generic ones ('List areas') say too little. */
  summaries?: Summaries;
  /** The 404 message of an id that names no row (in scope). */
  notFoundMessage?(id: number): string;
  /** POST on the collection; left out, the resource has no create route. */
  create?: C;
  toCreate?(body: z.output<NonNullable<C>>, ctx: WriteContext): Promise<CreateDataOf<K>> | CreateDataOf<K>;
  /** PUT on the item; left out, the resource has no update route. */
  update?: U;
  toUpdate?(body: z.output<NonNullable<U>>, ctx: WriteContext & { id: number }): Promise<UpdateDataOf<K>> | UpdateDataOf<K>;
  /** DELETE on the item; `remove: false` leaves the route out. */
  remove?: Del;
}

/**
 * Any definition, as the generic code runs it on the records Prisma returns at run time. The hooks are
 * methods, so a definition's narrower hooks fit (method parameters are bivariant): what they get is what
 * the definition's select reads, and every answer row is parsed with the definition's row schema.
 */
export interface AnyResource {
  path: string;
  tag: string;
  label: string;
  permission: Permission;
  readPermission?: Permission | readonly Permission[];
  model: ModelKey;
  table?: string;
  select: object;
  row: z.ZodType;
  query: z.ZodType<ListQueryShape>;
  search: readonly string[];
  dates?: readonly string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  defaultOrder?: readonly object[];
  pageSize?: number;
  create?: z.ZodType;
  update?: z.ZodType;
  remove?: boolean;
  summaries?: Summaries;
  where?(query: never): object;
  scope?(user: CurrentUser): object;
  notFoundMessage?(id: number): string;
  toRow?(record: never): unknown;
  toCreate?(body: never, ctx: WriteContext): unknown;
  toUpdate?(body: never, ctx: WriteContext & { id: number }): unknown;
}

/** The answer row of a definition. */
export type RowOf<Def extends AnyResource> = z.output<Def['row']>;

/** A definition's hooks as the generic code calls them, on the records and bodies it has at run time. */
interface RuntimeHooks {
  where?(query: unknown): object;
  scope?(user: CurrentUser): object;
  notFoundMessage?(id: number): string;
  toRow?(record: Record<string, unknown>): unknown;
  toCreate?(body: unknown, ctx: WriteContext): unknown;
  toUpdate?(body: unknown, ctx: WriteContext & { id: number }): unknown;
}

/** Without toRow the selected record (dates as text) is the answer: then it must be what the row schema accepts. */
type RowCheck<K extends ModelKey, S, R extends z.ZodType, D> =
  DatesAsText<RecordOf<K, S>, D> extends z.input<R> ? unknown : { toRow(record: DatesAsText<RecordOf<K, S>, D>): z.input<R> };

/** A select derived from a row schema (server/crud/select-of.ts) may name a field the model lacks: tsc says which. */
type SelectCheck<K extends ModelKey, S> = [Exclude<keyof S, keyof SelectOf<K>>] extends [never]
  ? unknown
  : { select: { 'not a column or relation of the model': Exclude<keyof S, keyof SelectOf<K>> } };

export function defineResource<
  K extends ModelKey,
  const S extends SelectOf<K>,
  Q extends z.ZodType<ListQueryShape>,
  R extends z.ZodType,
  C extends z.ZodType | undefined = undefined,
  U extends z.ZodType | undefined = undefined,
  D extends DateField<K> = never,
  const Del extends boolean = true,
>(def: ResourceDef<K, S, Q, R, C, U, D, Del> & RowCheck<K, S, R, D> & SelectCheck<K, S>): ResourceDef<K, S, Q, R, C, U, D, Del> {
  return def;
}

/** The where of a list query's own filters: the definition's filters and q. */
function filtersWhere<Def extends AnyResource>(def: Def, query: z.output<Def['query']>): object {
  const hooks: RuntimeHooks = def;
  return allOf(hooks.where?.(query), searchWhere(def.search, query.q));
}

/** The where of a list query: the caller's scope, the definition's filters and q. */
export function listWhere<Def extends AnyResource>(def: Def, query: z.output<Def['query']>, user: CurrentUser): object {
  const hooks: RuntimeHooks = def;
  return allOf(hooks.scope?.(user), filtersWhere(def, query));
}

/** The service behind both the REST routes and server-rendered pages. */
export function crud<Def extends AnyResource>(def: Def) {
  type Row = RowOf<Def>;
  const hooks: RuntimeHooks = def;
  const rowSchema: Def['row'] = def.row;
  const calls = (db: Client) => modelCalls(db, def.model);
  const answer = (record: Record<string, unknown>): Row => {
    const withDates = datesOut(def.dates, record);
    return z.parse(rowSchema, hooks.toRow ? hooks.toRow(withDates) : withDates);
  };
  const missing = (id: number) => notFound(hooks.notFoundMessage?.(id) ?? `${def.label} ${id} not found`);
  const listPlan = (query: z.output<Def['query']>, where: object) => {
    const { sort, order } = query;
    const field = sort ?? def.defaultSort.field;
    const orderBy =
      !sort && def.defaultOrder
        ? def.defaultOrder
        : [{ [field]: sort ? order : def.defaultSort.order }, ...(field === 'id' ? [] : [{ id: 'asc' }])];
    return { where, orderBy, skip: (query.page - 1) * query.limit, take: query.limit };
  };
  const table = def.table;
  const asRead = rowsAsRead(def);
  const listWithCaller = (table: string) => async (query: z.output<Def['query']>, tokenHash: string) => {
    const plan = { table, select: def.select, ...listPlan(query, filtersWhere(def, query)) };
    if (asRead) return plainJsonWithCaller(plan, tokenHash);
    const got = await plainListWithCaller(plan, tokenHash);
    return got && { caller: got.caller, answer: { total: got.total, data: got.data.map(answer) } };
  };
  const scoped = (user: CurrentUser, id: number) => allOf({ id }, hooks.scope?.(user));
  /** 404 unless the row exists and is in the caller's scope (only checked when there is a scope). */
  const assertInScope = async (db: Client, user: CurrentUser, id: number) => {
    if (!hooks.scope) return;
    if (!(await calls(db).findFirst({ where: scoped(user, id), select: { id: true } }))) throw missing(id);
  };
  const find = async (db: Client, id: number, user: CurrentUser): Promise<Row | null> => {
    const record = await calls(db).findFirst({ where: scoped(user, id), select: def.select });
    return record ? answer(record) : null;
  };

  return {
    async list(db: Client, query: z.output<Def['query']>, user: CurrentUser): Promise<{ total: number; data: Row[] }> {
      const plan = listPlan(query, listWhere(def, query, user));
      const { where, orderBy } = plan;
      const plain = table ? await plainList(db, { table, select: def.select, ...plan }) : null;
      if (plain) return { total: plain.total, data: plain.data.map(answer) };
      const model = calls(db);
      const { total, data } = await paged(query, model.count({ where }), (range) =>
        model.findMany({ where, orderBy, select: def.select, ...range }),
      );
      return { total, data: data.map(answer) };
    },
    /**
     * The list read in one statement with the caller's token (plainListWithCaller), before anyone knows
     * who calls: only for a plain resource whose readers all see every row (no scope). `caller` is the
     * token row the route must still check, undefined when it must check the token on its own. Null when
     * the statement cannot answer; then the route checks the caller and calls list.
     */
    listWithCaller: table && !hooks.scope ? listWithCaller(table) : undefined,
    /** The spec's search GET: up to `limit` rows matching q, answering status true when any match. */
    async search(db: Client, q: string, limit: number, user: CurrentUser): Promise<{ status: boolean; data: Row[] }> {
      const data = await calls(db).findMany({
        where: allOf(hooks.scope?.(user), searchWhere(def.search, q)),
        orderBy: [{ [def.defaultSort.field]: def.defaultSort.order }, { id: 'asc' }],
        take: limit,
        select: def.select,
      });
      return { status: data.length > 0, data: data.map(answer) };
    },
    /** The row, or null when the id names no row in the caller's scope (pages answer their own 404). */
    find,
    async get(db: Client, id: number, user: CurrentUser): Promise<Row> {
      const row = await find(db, id, user);
      if (!row) throw missing(id);
      return row;
    },
    async create(db: Client, body: z.output<NonNullable<Def['create']>>, user: CurrentUser): Promise<{ id: number }> {
      const data = datesIn(def.dates, hooks.toCreate ? await hooks.toCreate(body, { db, user }) : body);
      const row = await writing(calls(db).create({ data, select: { id: true } }));
      return { id: Number(row.id) };
    },
    async update(db: Client, id: number, body: z.output<NonNullable<Def['update']>>, user: CurrentUser): Promise<{ id: number }> {
      await assertInScope(db, user, id);
      const data = datesIn(def.dates, hooks.toUpdate ? await hooks.toUpdate(body, { db, user, id }) : body);
      await writing(calls(db).update({ where: { id }, data, select: { id: true } }));
      return { id };
    },
    async remove(db: Client, id: number, user: CurrentUser): Promise<{ affected: number }> {
      await assertInScope(db, user, id);
      await calls(db).delete({ where: { id }, select: { id: true } });
      return { affected: 1 };
    },
  };
}
