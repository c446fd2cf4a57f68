'use client';
// The browser's data layer: TanStack Query over the typed client (api-client.ts). A query is keyed by its
// API path and parameters; a write invalidates the paths it changes, so every list and detail showing them
// reloads by itself.
// No screen keeps its own fetch effect, `cancelled` flag or reload counter.
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  type QueryKey,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ListResult } from '@/lib/schemas/list';
import { ApiError } from './api';
import {
  type ApiAnswer,
  type ApiBody,
  type ApiItemPath,
  type ApiListPath,
  type ApiParams,
  type ApiPath,
  type ApiPathParams,
  type ApiSavePath,
  type ApiSaveTarget,
  type ApiWrite,
  type ApiWriteVerb,
  apiCall,
  concretePath,
  itemPath,
} from './api-client';

export type Params = Record<string, string | number | boolean | null | undefined>;

/** The parameters that are sent: undefined, null and '' left out. */
function defined<T extends object>(params: T = {} as T): Partial<T> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}

/** The query key of a GET: its concrete path and its (defined) parameters. */
export function apiKey(path: string, params: Params = {}): QueryKey {
  return [path, defined(params)];
}

/** `path?a=1&b=2` from a path and its parameters (empty ones left out). */
export function withParams(path: string, params: Params = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

function makeClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Fresh for 30 s; after that a screen asks again when its window gets the focus back (a tab left open
        // does not show hours-old figures), besides the realtime `changed` events.
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        // A refusal (4xx) is an answer, not a glitch: do not ask again.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
      },
    },
  });
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export interface ApiQueryOptions<T> {
  params?: Params;
  /** The answer rendered on the server for these exact parameters (no request on mount). */
  initialData?: T;
  /** False (or a null path) holds the request back. */
  enabled?: boolean;
  /** Keep showing the previous answer while new parameters load (paging, filters). */
  keepPrevious?: boolean;
  staleTime?: number;
}

/** A cached GET under `key` (null waits); every GET hook reads through here. */
function useCachedGet<T>(key: QueryKey | null, get: (signal: AbortSignal) => Promise<T>, options: Omit<ApiQueryOptions<T>, 'params'>) {
  const { initialData, enabled = true, keepPrevious, staleTime } = options;
  return useQuery<T, ApiError>({
    queryKey: key ?? [''],
    queryFn: ({ signal }) => get(signal),
    enabled: enabled && key !== null,
    initialData,
    ...(staleTime !== undefined ? { staleTime } : {}),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * For reads that were asked afresh each time they were shown (a month shown again, a dialog opened again):
 * another member of staff may have written meanwhile, so the cached answer shows at once and is asked again.
 */
export const ASK_AGAIN = { staleTime: 0 } as const;

export type ApiGetOptions<P extends ApiPath> = Omit<ApiQueryOptions<ApiAnswer<P>>, 'params'> & {
  /** Its path and query parameters; null holds the request back (e.g. until a dialog has a row to show). */
  params?: ApiParams<P> | null;
  /**
   * The query as a string instead of `params.query`, for a list whose parameters live in the page's URL
   * (listQueryString); the server validates them as any other.
   */
  search?: string;
};

/** A path with parameters ({id}) needs them (or null to wait); a path without takes the options alone. */
type ApiGetArgs<P extends ApiPath> = [ApiPathParams<P>] extends [undefined]
  ? [options?: ApiGetOptions<P>]
  : [options: ApiGetOptions<P> & { params: ApiParams<P> | null }];

/**
 * GET `path` (a path of the API's contract, e.g. '/api/flight/pilot/{id}') with `params`: the answer's type
 * is the contract's. The query key is the concrete path ('/api/flight/pilot/12') and the query parameters, so
 * useInvalidate and the realtime `changed` events reach it by path.
 */
export function useApiGet<P extends ApiPath>(path: P, ...args: ApiGetArgs<P>) {
  const options: ApiGetOptions<P> = args[0] ?? {};
  const { params, search } = options;
  const { queryKey, queryFn } = apiGetQuery(path, params ?? undefined, search);
  return useCachedGet<ApiAnswer<P>>(params === null ? null : queryKey, (signal) => queryFn({ signal }), options);
}

/** A GET as TanStack Query's { queryKey, queryFn }, keyed as useApiGet keys it. */
export interface ApiGetQuery<Answer = unknown> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<Answer>;
}

/**
 * GET `path` with `params` (and `search`) as a query for useQueries (a list of GETs), sharing its cached
 * answer with useApiGet of the same path and parameters.
 */
export function apiGetQuery<P extends ApiPath>(path: P, params?: ApiParams<P>, search?: string): ApiGetQuery<ApiAnswer<P>> {
  const query = defined(params?.query ?? {});
  const url = concretePath(path, params?.path);
  return {
    queryKey: apiKey(search ? `${url}?${search}` : url, query as Params),
    queryFn: ({ signal }) => apiCall('get', path, { params: { ...params, query } as ApiParams<P>, search, signal }),
  };
}

/** How a list is asked for: `pathParams` fill its {…}; `search` is the page's URL state (its query). */
interface ApiListOptions {
  pathParams?: Record<string, string | number>;
  search?: string;
}

/** A list path and its `pathParams` as useApiGet's and apiCall's parameters. */
const listParams = (pathParams: ApiListOptions['pathParams']) => ({ path: pathParams }) as ApiParams<ApiListPath>;

/** One GET of the list `endpoint` (the CSV export's every row), outside a hook. */
export function apiList<Row>(endpoint: ApiListPath<Row>, { pathParams, search }: ApiListOptions = {}) {
  return apiCall('get', endpoint as ApiListPath, { params: listParams(pathParams), search }) as Promise<ListResult<Row>>;
}

/**
 * A page of the list `endpoint`, read as the `Row`s the caller shows: ApiListPath<Row> admits only lists
 * whose rows are `Row`s.
 */
export function useApiList<Row>(
  endpoint: ApiListPath<Row>,
  options: Pick<ApiGetOptions<ApiListPath>, 'keepPrevious' | 'enabled' | 'staleTime'> &
    ApiListOptions & {
      initialData?: ListResult<Row>;
    } = {},
) {
  const { pathParams, initialData, ...rest } = options;
  const list = useApiGet<ApiListPath>(endpoint, {
    ...rest,
    params: listParams(pathParams),
    initialData: initialData as ApiAnswer<ApiListPath> | undefined,
  });
  return list as UseQueryResult<ListResult<Row>, ApiError>;
}

/** Every cached GET whose path is one of `paths` or lies below one of them. */
export function useInvalidate() {
  const client = useQueryClient();
  return (paths: readonly string[]) =>
    client.invalidateQueries({
      predicate: (q) => {
        const key = q.queryKey[0];
        return typeof key === 'string' && paths.some((p) => key === p || key.startsWith(`${p}/`) || key.startsWith(`${p}?`));
      },
    });
}

/** The collection a write belongs to: /api/flight/airport/12 -> /api/flight/airport. */
export function collectionOf(path: string): string {
  return path.replace(/\?.*$/, '').replace(/(\/\d+)+$/, '');
}

/** What a write does afterwards: `invalidates` reload (besides the written collection), then `onSuccess`. */
export interface ApiWriteOptions<Result, Vars> {
  /** Paths whose cached GETs reload afterwards; the written collection is always among them. */
  invalidates?: readonly string[];
  onSuccess?: (result: Result, vars: Vars) => void | Promise<void>;
}

/**
 * The write under every write hook: `method path` with the variables' { params, body }, invalidating the
 * collection written (the concrete path's) and `invalidates`. Its types are the caller's to check.
 */
function useWrite<Result, Vars>(method: ApiWriteVerb, path: string, options: ApiWriteOptions<Result, Vars>) {
  const invalidate = useInvalidate();
  const { invalidates = [], onSuccess } = options;
  const pathParams = (vars: Vars) => (vars as { params?: { path?: Record<string, unknown> } }).params?.path;
  return useMutation<Result, ApiError, Vars>({
    // The caller's signature (useApiWrite, useApiSave) has checked the path against the variables.
    mutationFn: (vars) => apiCall(method, path as never, vars as never) as Promise<Result>,
    onSuccess: async (result, vars) => {
      // The lists reload in the background; the caller (closing a dialog, a toast) need not wait for them.
      void invalidate([collectionOf(concretePath(path, pathParams(vars))), ...invalidates]);
      await onSuccess?.(result, vars);
    },
  });
}

/**
 * A write to `method path` of the contract (e.g. 'put', '/api/flight/fleet/{id}'), called with its
 * { params, body } and answering the contract's answer; it invalidates the written collection and `invalidates`.
 */
export function useApiWrite<M extends ApiWriteVerb, P extends ApiPath<M>>(
  method: M,
  path: P,
  options: ApiWriteOptions<ApiAnswer<P, M>, ApiWrite<P, M>> = {},
) {
  return useWrite<ApiAnswer<P, M>, ApiWrite<P, M>>(method, path, options);
}

/**
 * The body of a save to `P`: a new row's (POST) or an edited one's (PUT P/{id}). For a path known only as
 * some ApiSavePath (the crud kit, whose path is a resource's data) it is the body the form's schema, the
 * API's own, has checked: tsc cannot tell which resource's it is.
 */
export type ApiSaveBody<P extends ApiSaveTarget> = P extends ApiSavePath
  ? ApiSavePath extends P
    ? unknown
    : ApiBody<P, 'post'> | ApiBody<ApiItemPath<P> & ApiPath<'put'>, 'put'>
  : unknown;

/** What a save to `P` answers: the saved row (ApiSavePath guarantees its `id`). */
export type ApiSaved<P extends ApiSaveTarget> = P extends ApiSavePath
  ? ApiSavePath extends P
    ? { id: number }
    : ApiAnswer<P, 'post'> | ApiAnswer<ApiItemPath<P> & ApiPath<'put'>, 'put'>
  : { id: number };

/**
 * A form's save to `to`: for a collection, POST `to` for a new row and PUT `to/{id}` for an existing one;
 * for `{ create }`, that POST. Each invalidates like useApiWrite (the collection and `invalidates`).
 */
export function useApiSave<P extends ApiSaveTarget>(to: P, options: ApiWriteOptions<ApiSaved<P>, ApiSaveBody<P>> = {}) {
  const { invalidates, onSuccess } = options;
  const [path, created] = typeof to === 'string' ? [to] : [to.create, to.path];
  const then = {
    invalidates,
    onSuccess: onSuccess && ((saved: ApiSaved<P>, vars: { body: ApiSaveBody<P> }) => onSuccess(saved, vars.body)),
  };
  type Vars = { params?: { path?: Record<string, string | number> }; body: ApiSaveBody<P> };
  const create = useWrite<ApiSaved<P>, Vars>('post', path, then);
  const update = useWrite<ApiSaved<P>, Vars>('put', itemPath(path), then);
  return {
    save: (id: number | null | undefined, body: ApiSaveBody<P>) =>
      id ? update.mutateAsync({ params: { path: { id } }, body }) : create.mutateAsync({ params: { path: created }, body }),
    isPending: create.isPending || update.isPending,
  };
}
