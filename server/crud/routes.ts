// The REST routes of a resource definition: GET (list) and POST on the collection, GET, PUT and DELETE on
// the item, GET search. Routes whose operation the definition leaves out are not built.
import { z } from 'zod';
import { affectedAnswer, idAnswer, listOf, searchOf } from '@/lib/schemas/answers';
import { idParams } from '@/lib/schemas/list';
import { operations } from '@/server/http/operations';
import type { RouteHandler } from '@/server/http/route';
import { type AnyResource, crud } from './resource';

type Has<T> = [NonNullable<T>] extends [never] ? false : true;

/** GET, and POST when the definition has a create schema. */
export type CollectionRoutes<Def extends AnyResource> = { GET: RouteHandler } & (Has<Def['create']> extends true
  ? { POST: RouteHandler }
  : unknown);

/** GET, PUT when the definition has an update schema, DELETE unless it says remove: false. */
export type ItemRoutes<Def extends AnyResource> = { GET: RouteHandler } & (Has<Def['update']> extends true
  ? { PUT: RouteHandler }
  : unknown) &
  (Def['remove'] extends false | undefined ? unknown : { DELETE: RouteHandler });

/** The routes that read a resource: open to its read permission (its write permission when it has none). */
const reader = (def: AnyResource) => operations({ tag: def.tag, auth: def.readPermission ?? def.permission });

/** GET (list) and, when the definition has a create schema, POST (create) on the collection path. */
export function collectionRoutes<Def extends AnyResource>(def: Def): CollectionRoutes<Def>;
export function collectionRoutes(def: AnyResource): { GET: RouteHandler; POST?: RouteHandler } {
  const service = crud(def);
  const GET = reader(def).list(
    def.path,
    def.summaries?.list ?? `List ${def.label}s`,
    { query: def.query, response: listOf(def.row) },
    ({ db, query, user }) => service.list(db, query, user),
    { withCaller: service.listWithCaller },
  );
  if (!def.create) return { GET };
  const POST = operations({ tag: def.tag, auth: def.permission }).op('POST')(
    def.path,
    def.summaries?.create ?? `Create a ${def.label}`,
    { body: def.create, response: idAnswer, status: 201, errors: [409] },
    ({ db, body, user }) => service.create(db, body, user),
  );
  return { GET, POST };
}

export const searchQuery = z.strictObject({
  q: z.string({ error: 'Please input a search text' }).trim().min(1, { error: 'Please input a search text' }).max(100),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET {path}/search?q= answering { status, data } (spec 7, search GETs). */
export function searchRoute(def: AnyResource): RouteHandler {
  const service = crud(def);
  return reader(def).list(
    `${def.path}/search`,
    def.summaries?.search ?? `Search ${def.label}s (status false when nothing matches)`,
    { query: searchQuery, response: searchOf(def.row) },
    ({ db, query, user }) => service.search(db, query.q, query.limit, user),
  );
}

type SomeItemRoutes = { GET: RouteHandler; PUT?: RouteHandler; DELETE?: RouteHandler };

/** GET and, as the definition allows, PUT and DELETE on the item path. */
export function itemRoutes<Def extends AnyResource>(def: Def): ItemRoutes<Def>;
export function itemRoutes(def: AnyResource): SomeItemRoutes {
  const service = crud(def);
  const path = `${def.path}/{id}`;
  const write = operations({ tag: def.tag, auth: def.permission });
  const refusable = { params: idParams, errors: [404, 409] } as const;
  const routes: SomeItemRoutes = {
    GET: reader(def).get(path, def.summaries?.get ?? `Get a ${def.label}`, { response: def.row }, ({ db, params, user }) =>
      service.get(db, params.id, user),
    ),
  };
  if (def.update) {
    routes.PUT = write.op('PUT')(
      path,
      def.summaries?.update ?? `Update a ${def.label}`,
      { ...refusable, body: def.update, response: idAnswer },
      ({ db, params, body, user }) => service.update(db, params.id, body, user),
    );
  }
  if (def.remove !== false) {
    routes.DELETE = write.op('DELETE')(
      path,
      def.summaries?.remove ?? `Delete a ${def.label}`,
      { ...refusable, response: affectedAnswer },
      ({ db, params, user }) => service.remove(db, params.id, user),
    );
  }
  return routes;
}
