'use client';
// The typed client: openapi-fetch over the paths of lib/client/api-schema.d.ts (`npm run api:types`), so that
// a call's path, parameters, body and answer are checked by tsc. It behaves as `api()`: same-origin JSON, a
// refusal thrown as ApiError (status, code, message, fields), a 401 ending the session, no body on a 204.
import type { Client } from 'openapi-fetch';
import { refuseUnlessOk } from './api';
import type { paths } from './api-schema';

export type { paths } from './api-schema';

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Verb> = NonNullable<paths[P][M]>;

/** The paths with an `M` operation, e.g. ApiPath<'get'>: '/api/flight/fleet' | '/api/flight/fleet/{id}' | … */
export type ApiPath<M extends Verb = 'get'> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

/** The success answer (200 or 201, JSON) of `M path`. */
export type ApiAnswer<P extends ApiPath<M>, M extends Verb = 'get'> = Operation<P, M>['responses'] extends {
  200: { content: { 'application/json': infer A } };
}
  ? A
  : Operation<P, M>['responses'] extends { 201: { content: { 'application/json': infer A } } }
    ? A
    : undefined;

/** The query parameters of `M path` (all optional for a list: page, limit, q, sort, order, filters). */
export type ApiQuery<P extends ApiPath<M>, M extends Verb = 'get'> = NonNullable<Operation<P, M>['parameters']['query']>;

/** The path parameters of `M path` ({ id } for /…/{id}), undefined when it has none. */
export type ApiPathParams<P extends ApiPath<M>, M extends Verb = 'get'> = Operation<P, M>['parameters']['path'];

/** The JSON body of `M path`. */
export type ApiBody<P extends ApiPath<M>, M extends Verb> =
  Operation<P, M> extends {
    requestBody: { content: { 'application/json': infer B } };
  }
    ? B
    : never;

/** What a call sends besides its body: `path` when the path has parameters, and optionally `query`. */
export type ApiParams<P extends ApiPath<M>, M extends Verb = 'get'> = ([ApiPathParams<P, M>] extends [undefined]
  ? { path?: undefined }
  : { path: NonNullable<ApiPathParams<P, M>> }) & { query?: ApiQuery<P, M> };

/** A write's variables: its parameters (`path` when the path has some) and its body (when it takes one). */
export type ApiWrite<P extends ApiPath<M>, M extends Verb> = ([ApiPathParams<P, M>] extends [undefined]
  ? { params?: ApiParams<P, M> }
  : { params: ApiParams<P, M> }) &
  ([ApiBody<P, M>] extends [never] ? { body?: undefined } : { body: ApiBody<P, M> });

/** A method that writes. */
export type ApiWriteVerb = Exclude<Verb, 'get'>;

/** A row of the collection `P`: ApiItemPath<'/api/flight/fleet'> is '/api/flight/fleet/{id}'. */
export type ApiItemPath<P extends string> = `${P}/{id}`;

/** The path of a row of the collection `collection`. */
export function itemPath<P extends string>(collection: P): ApiItemPath<P> {
  return `${collection}/{id}`;
}

/**
 * The collections a form saves to, answering the saved row's { id }: POST `P` for a new row and PUT `P/{id}`
 * for an existing one (the crud kit's `endpoint` with a form).
 */
export type ApiSavePath = {
  [P in ApiPath<'post'>]: ApiItemPath<P> extends infer I extends ApiPath<'put'>
    ? ApiAnswer<P, 'post'> | ApiAnswer<I, 'put'> extends { id: number }
      ? P
      : never
    : never;
}[ApiPath<'post'>];

/**
 * Where a form saves: a collection (ApiSavePath), or for a form that only creates, `{ create }`: a POST
 * path of the contract and the values of its {…} (checked by the API, not by tsc), answering the new { id }.
 */
export type ApiSaveTarget = ApiSavePath | { create: ApiPath<'post'>; path?: Record<string, string | number> };

/** The collections whose rows are deleted by DELETE `P/{id}` (the crud kit's `endpoint` with a delete). */
export type ApiDeletePath = {
  [P in keyof paths]: ApiItemPath<P> extends ApiPath<'delete'> ? P : never;
}[keyof paths];

/** A list answer's row: ApiRow<'/api/flight/fleet'> is one aircraft as the list gives it. */
export type ApiRow<P extends ApiPath> = ApiAnswer<P> extends { data: (infer R)[] } ? R : never;

/** The list paths (answering { total, data }) whose rows are `Row`s, e.g. the rows a table's columns read. */
export type ApiListPath<Row = unknown> = {
  [P in ApiPath]: ApiAnswer<P> extends { total: number; data: Row[] } ? P : never;
}[ApiPath];

let client: Promise<Client<paths>> | undefined;
/** openapi-fetch, loaded with the first call: it stays out of every screen's first-load JavaScript. */
function typedClient(): Promise<Client<paths>> {
  client ??= import('openapi-fetch').then(({ default: createClient }) => {
    const c = createClient<paths>({ credentials: 'same-origin', headers: { Accept: 'application/json' } });
    c.use({ onResponse: ({ response }) => refuseUnlessOk(response.clone()).then(() => undefined) });
    return c;
  });
  return client;
}

/** The concrete path of a call: ('/api/flight/pilot/{id}', { id: 12 }) is '/api/flight/pilot/12'. */
export function concretePath(path: string, pathParams?: Record<string, unknown>): string {
  // As openapi-fetch fills a simple {name}: the value, URI-encoded.
  return pathParams
    ? path.replace(/\{(\w+)\}/g, (hole, name) => (pathParams[name] == null ? hole : encodeURIComponent(String(pathParams[name]))))
    : path;
}

/** Call `method path`; the success answer, or an ApiError thrown. */
export async function apiCall<M extends Verb, P extends ApiPath<M>>(
  method: M,
  path: P,
  init: { params?: ApiParams<P, M>; body?: ApiBody<P, M>; signal?: AbortSignal; search?: string } = {},
): Promise<ApiAnswer<P, M>> {
  const { search, ...rest } = init;
  // openapi-fetch's own overloads cannot be resolved for a generic path; the signature above is the check.
  const { data } = await (await typedClient()).request(
    method,
    path as never,
    {
      ...rest,
      ...(search ? { querySerializer: () => search } : {}),
    } as never,
  );
  return (data ?? null) as ApiAnswer<P, M>;
}
