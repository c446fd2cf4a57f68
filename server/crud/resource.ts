// The generic list/get/create/update/remove over a resource definition, and the REST routes built on it.
import { z } from 'zod';
import type { Permission } from '@/lib/access/permissions';
import { idParams } from '@/lib/schemas/list';
import type { CurrentUser } from '@/server/auth/user';
import type { db as Client, Tx } from '@/server/db';
import { notFound } from '@/server/http/errors';
import { unknownReference } from '@/server/http/prisma-errors';
import { endpoint } from '@/server/http/route';

type Row = Record<string, unknown>;
type Where = Record<string, unknown>;

/** The part of a Prisma model delegate the generic code uses. */
export interface Delegate {
  findMany(args: object): Promise<Row[]>;
  findUnique(args: object): Promise<Row | null>;
  count(args: object): Promise<number>;
  create(args: object): Promise<Row>;
  update(args: object): Promise<Row>;
  delete(args: object): Promise<Row>;
}

type ListQueryShape = { page: number; limit: number; q?: string; sort?: string; order: 'asc' | 'desc' };

export interface ResourceDef<C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType<ListQueryShape>> {
  /** Path of the collection, e.g. /api/user/admin. */
  path: string;
  tag: string;
  /** Singular label used in summaries, e.g. 'admin user'. */
  label: string;
  permission: Permission;
  /** Reading may be open wider than writing (reference lists). */
  readPermission?: Permission | readonly Permission[];
  model: (client: typeof Client | Tx) => Delegate;
  create: C;
  update: U;
  query: Q;
  response?: z.ZodType;
  /** Columns answered by list and get. */
  select: Record<string, unknown>;
  /** Text columns searched by q (case-insensitive contains). */
  search: readonly string[];
  /** Date-only columns: YYYY-MM-DD in requests and answers. */
  dates?: readonly string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** Field filters of the query (everything beyond page, limit, q, sort, order) as a Prisma where. */
  where?: (query: z.output<Q>) => Where;
  toCreate?: (body: z.output<C>, user: CurrentUser) => Promise<Row> | Row;
  toUpdate?: (body: z.output<U>, user: CurrentUser) => Promise<Row> | Row;
}

// biome-ignore lint/suspicious/noExplicitAny: the definition's schemas vary per resource
type AnyDef = ResourceDef<any, any, any>;

export function defineResource<C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType<ListQueryShape>>(
  def: ResourceDef<C, U, Q>,
): ResourceDef<C, U, Q> {
  return def;
}

function searchWhere(fields: readonly string[], q?: string): Where | undefined {
  // A resource without text columns ignores q (an empty OR would match nothing).
  if (!q || !fields.length) return undefined;
  return { OR: fields.map((f) => ({ [f]: { contains: q, mode: 'insensitive' } })) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD strings of date-only columns become Dates for Prisma. */
function datesIn(def: AnyDef, data: Row): Row {
  if (!def.dates?.length) return data;
  const out = { ...data };
  for (const f of def.dates) {
    const v = out[f];
    if (typeof v === 'string' && DAY.test(v)) out[f] = new Date(`${v}T00:00:00Z`);
  }
  return out;
}

/** Date-only columns answer as YYYY-MM-DD. */
export function datesOut<R extends Row>(dates: readonly string[] | undefined, row: R): R {
  if (!dates?.length) return row;
  const out: Row = { ...row };
  for (const f of dates) {
    const v = out[f];
    if (v instanceof Date) out[f] = v.toISOString().slice(0, 10);
  }
  return out as R;
}

/** The Prisma where of a list query: the definition's filters and q (for aggregates over the same rows). */
export function listWhere<D extends AnyDef>(def: D, query: z.output<D['query']>): Where {
  const filters = def.where?.(query) ?? {};
  const search = searchWhere(def.search, (query as ListQueryShape).q);
  return search ? { AND: [filters, search] } : filters;
}

/** A create or update whose foreign key names a missing row answers 400 on that field. */
async function writing<T>(op: Promise<T>): Promise<T> {
  try {
    return await op;
  } catch (err) {
    throw unknownReference(err) ?? err;
  }
}

/** One page of rows and the count of all rows matching `where`, in two queries run together. */
export async function pageOf<R = Row>(
  model: Pick<Delegate, 'count' | 'findMany'>,
  args: { where: object; orderBy: object | object[]; select: object; page: number; limit: number },
): Promise<{ total: number; data: R[] }> {
  const [total, data] = await Promise.all([
    model.count({ where: args.where }),
    model.findMany({ where: args.where, orderBy: args.orderBy, skip: (args.page - 1) * args.limit, take: args.limit, select: args.select }),
  ]);
  return { total, data: data as R[] };
}

/** The service behind both the REST routes and server-rendered pages. */
export function crud<D extends AnyDef>(def: D) {
  return {
    async list(client: typeof Client | Tx, query: z.output<D['query']>) {
      const { page, limit, sort, order } = query as ListQueryShape;
      const where = listWhere(def, query);
      const field = sort ?? def.defaultSort.field;
      const orderBy = [{ [field]: sort ? order : def.defaultSort.order }, ...(field === 'id' ? [] : [{ id: 'asc' }])];
      const { total, data } = await pageOf(def.model(client), { where, orderBy, select: def.select, page, limit });
      return { total, data: data.map((r) => datesOut(def.dates, r)) };
    },
    /** The spec's search GET: up to `limit` rows matching q, answering status true when any match. */
    async search(client: typeof Client | Tx, q: string, limit: number) {
      const model = def.model(client);
      const data = await model.findMany({
        where: searchWhere(def.search, q),
        orderBy: [{ [def.defaultSort.field]: def.defaultSort.order }, { id: 'asc' }],
        take: limit,
        select: def.select,
      });
      return { status: data.length > 0, data: data.map((r) => datesOut(def.dates, r)) };
    },
    async get(client: typeof Client | Tx, id: number) {
      const row = await def.model(client).findUnique({ where: { id }, select: def.select });
      if (!row) throw notFound(`${def.label} ${id} not found`);
      return datesOut(def.dates, row);
    },
    async create(client: typeof Client | Tx, body: z.output<D['create']>, user: CurrentUser) {
      const data = datesIn(def, def.toCreate ? await def.toCreate(body, user) : body);
      const row = await writing(def.model(client).create({ data, select: { id: true } }));
      return { id: row.id as number };
    },
    async update(client: typeof Client | Tx, id: number, body: z.output<D['update']>, user: CurrentUser) {
      const data = datesIn(def, def.toUpdate ? await def.toUpdate(body, user) : body);
      const row = await writing(def.model(client).update({ where: { id }, data, select: { id: true } }));
      return { id: row.id as number };
    },
    async remove(client: typeof Client | Tx, id: number) {
      await def.model(client).delete({ where: { id }, select: { id: true } });
      return { affected: 1 };
    },
  };
}

/** GET (list) and POST (create) on the collection path. */
export function collectionRoutes<D extends AnyDef>(def: D) {
  const service = crud(def);
  return {
    GET: endpoint(
      {
        method: 'GET',
        path: def.path,
        tag: def.tag,
        summary: `List ${def.label}s`,
        auth: def.readPermission ?? def.permission,
        query: def.query,
      },
      ({ db, query }) => service.list(db, query),
    ),
    POST: endpoint(
      {
        method: 'POST',
        path: def.path,
        tag: def.tag,
        summary: `Create a ${def.label}`,
        auth: def.permission,
        body: def.create,
        status: 201,
        errors: [409],
      },
      ({ db, body, user }) => service.create(db, body, user),
    ),
  };
}

export const searchQuery = z.strictObject({
  q: z.string({ error: 'Please input a search text' }).trim().min(1, { error: 'Please input a search text' }).max(100),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET {path}/search?q= answering { status, data } (spec 7, search GETs). */
export function searchRoute<D extends AnyDef>(def: D) {
  const service = crud(def);
  return endpoint(
    {
      method: 'GET',
      path: `${def.path}/search`,
      tag: def.tag,
      summary: `Search ${def.label}s (status false when nothing matches)`,
      auth: def.readPermission ?? def.permission,
      query: searchQuery,
    },
    ({ db, query }) => service.search(db, query.q, query.limit),
  );
}

/** GET, PUT and DELETE on the item path. */
export function itemRoutes<D extends AnyDef>(def: D) {
  const service = crud(def);
  const path = `${def.path}/{id}`;
  return {
    GET: endpoint(
      {
        method: 'GET',
        path,
        tag: def.tag,
        summary: `Get a ${def.label}`,
        auth: def.readPermission ?? def.permission,
        params: idParams,
        response: def.response,
      },
      ({ db, params }) => service.get(db, params.id),
    ),
    PUT: endpoint(
      {
        method: 'PUT',
        path,
        tag: def.tag,
        summary: `Update a ${def.label}`,
        auth: def.permission,
        params: idParams,
        body: def.update,
        errors: [404, 409],
      },
      ({ db, params, body, user }) => service.update(db, params.id, body, user),
    ),
    DELETE: endpoint(
      {
        method: 'DELETE',
        path,
        tag: def.tag,
        summary: `Delete a ${def.label}`,
        auth: def.permission,
        params: idParams,
        errors: [404, 409],
      },
      ({ db, params }) => service.remove(db, params.id),
    ),
  };
}
