// The REST routes of a resource definition: GET (list) and POST on the collection, GET, PUT and DELETE on
// the item, GET search. Routes whose operation the definition leaves out are not built.
import { z } from 'zod';
import { affectedAnswer, idAnswer, listOf, searchOf } from '@/lib/schemas/answers';
import { idParams } from '@/lib/schemas/list';
import { endpoint, type RouteHandler } from '@/server/http/route';
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

const readAuth = (def: AnyResource) => def.readPermission ?? def.permission;

/** GET (list) and, when the definition has a create schema, POST (create) on the collection path. */
export function collectionRoutes<Def extends AnyResource>(def: Def): CollectionRoutes<Def>;
export function collectionRoutes(def: AnyResource): { GET: RouteHandler; POST?: RouteHandler } {
  const service = crud(def);
  const GET = endpoint(
    {
      method: 'GET',
      path: def.path,
      tag: def.tag,
      summary: def.summaries?.list ?? `List ${def.label}s`,
      auth: readAuth(def),
      query: def.query,
      response: listOf(def.row),
    },
    ({ db, query, user }) => service.list(db, query, user),
  );
  if (!def.create) return { GET };
  const POST = endpoint(
    {
      method: 'POST',
      path: def.path,
      tag: def.tag,
      summary: def.summaries?.create ?? `Create a ${def.label}`,
      auth: def.permission,
      body: def.create,
      response: idAnswer,
      status: 201,
      errors: [409],
    },
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
  return endpoint(
    {
      method: 'GET',
      path: `${def.path}/search`,
      tag: def.tag,
      summary: def.summaries?.search ?? `Search ${def.label}s (status false when nothing matches)`,
      auth: readAuth(def),
      query: searchQuery,
      response: searchOf(def.row),
    },
    ({ db, query, user }) => service.search(db, query.q, query.limit, user),
  );
}

type SomeItemRoutes = { GET: RouteHandler; PUT?: RouteHandler; DELETE?: RouteHandler };

/** GET and, as the definition allows, PUT and DELETE on the item path. */
export function itemRoutes<Def extends AnyResource>(def: Def): ItemRoutes<Def>;
export function itemRoutes(def: AnyResource): SomeItemRoutes {
  const service = crud(def);
  const path = `${def.path}/{id}`;
  const routes: SomeItemRoutes = {
    GET: endpoint(
      {
        method: 'GET',
        path,
        tag: def.tag,
        summary: def.summaries?.get ?? `Get a ${def.label}`,
        auth: readAuth(def),
        params: idParams,
        response: def.row,
      },
      ({ db, params, user }) => service.get(db, params.id, user),
    ),
  };
  if (def.update) {
    routes.PUT = endpoint(
      {
        method: 'PUT',
        path,
        tag: def.tag,
        summary: def.summaries?.update ?? `Update a ${def.label}`,
        auth: def.permission,
        params: idParams,
        body: def.update,
        response: idAnswer,
        errors: [404, 409],
      },
      ({ db, params, body, user }) => service.update(db, params.id, body, user),
    );
  }
  if (def.remove !== false) {
    routes.DELETE = endpoint(
      {
        method: 'DELETE',
        path,
        tag: def.tag,
        summary: def.summaries?.remove ?? `Delete a ${def.label}`,
        auth: def.permission,
        params: idParams,
        response: affectedAnswer,
        errors: [404, 409],
      },
      ({ db, params, user }) => service.remove(db, params.id, user),
    );
  }
  return routes;
}
