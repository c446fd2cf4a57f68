'use client';
// The browser's data layer: TanStack Query over `api()`. A query is keyed by its API path and parameters;
// a mutation invalidates the paths it changes, so every list and detail showing them reloads by itself.
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
import { ApiError, api } from './api';
import {
  type ApiAnswer,
  type ApiBody,
  type ApiListPath,
  type ApiParams,
  type ApiPath,
  type ApiPathParams,
  type ApiWrite,
  apiCall,
  concretePath,
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
  const query = defined(params?.query ?? {});
  const url = concretePath(path, params?.path);
  const key = params === null ? null : apiKey(search ? `${url}?${search}` : url, query as Params);
  return useCachedGet<ApiAnswer<P>>(
    key,
    (signal) => apiCall('get', path, { params: { ...params, query } as ApiParams<P>, search, signal }),
    options,
  );
}

/**
 * A page of the list `endpoint` (`pathParams` fill its {…}; `search` is the page's URL state), read as the
 * `Row`s the caller shows: ApiListPath<Row> admits only lists whose rows are `Row`s.
 */
export function useApiList<Row>(
  endpoint: ApiListPath<Row>,
  options: Pick<ApiGetOptions<ApiListPath>, 'search' | 'keepPrevious' | 'enabled' | 'staleTime'> & {
    pathParams?: Record<string, string | number>;
    initialData?: ListResult<Row>;
  } = {},
) {
  const { pathParams, initialData, ...rest } = options;
  const list = useApiGet<ApiListPath>(endpoint, {
    ...rest,
    params: { path: pathParams } as ApiParams<ApiListPath>,
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

export interface ApiMutationOptions<TResult, TVars> {
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path, or the path for these variables (e.g. the row's id). */
  path: string | ((vars: TVars) => string);
  /** The JSON body for these variables (the variables themselves unless given). */
  body?: (vars: TVars) => unknown;
  /** Paths whose cached GETs reload afterwards; the written collection is always among them. */
  invalidates?: readonly string[];
  onSuccess?: (result: TResult, vars: TVars) => void | Promise<void>;
}

/** A write through the API that invalidates what it changes. */
export function useApiMutation<TResult = unknown, TVars = unknown>(options: ApiMutationOptions<TResult, TVars>) {
  const invalidate = useInvalidate();
  const { method = 'POST', path, body, invalidates = [], onSuccess } = options;
  return useMutation<TResult, ApiError, TVars>({
    mutationFn: (vars) => {
      const url = typeof path === 'function' ? path(vars) : path;
      const json = body ? body(vars) : vars;
      return api<TResult>(url, { method, ...(json !== undefined ? { json } : {}) });
    },
    onSuccess: async (result, vars) => {
      const url = typeof path === 'function' ? path(vars) : path;
      // The lists reload in the background; the caller (closing a dialog, a toast) need not wait for them.
      void invalidate([collectionOf(url), ...invalidates]);
      await onSuccess?.(result, vars);
    },
  });
}

/**
 * A write to `method path` of the contract, called with its { params, body } and answering the contract's
 * answer; like useApiMutation it invalidates the written collection and `invalidates`.
 */
export function useApiWrite<M extends 'post' | 'put' | 'patch' | 'delete', P extends ApiPath<M>>(
  method: M,
  path: P,
  options: { invalidates?: readonly string[]; onSuccess?: (result: ApiAnswer<P, M>, vars: ApiWrite<P, M>) => void | Promise<void> } = {},
) {
  const invalidate = useInvalidate();
  const { invalidates = [], onSuccess } = options;
  return useMutation<ApiAnswer<P, M>, ApiError, ApiWrite<P, M>>({
    mutationFn: (vars) => apiCall(method, path, vars as { params?: ApiParams<P, M>; body?: ApiBody<P, M> }),
    onSuccess: async (result, vars) => {
      const written = concretePath(path, (vars.params as { path?: Record<string, unknown> } | undefined)?.path);
      void invalidate([collectionOf(written), ...invalidates]);
      await onSuccess?.(result, vars);
    },
  });
}

/**
 * A form's save: POST `path` for a new row, PUT `path/{id}` for an existing one, each invalidating like
 * useApiMutation (the collection and `invalidates`).
 */
export function useApiSave<TResult = { id: number }>(
  path: string,
  options: Pick<ApiMutationOptions<TResult, unknown>, 'invalidates' | 'onSuccess'> = {},
) {
  const create = useApiMutation<TResult, unknown>({ method: 'POST', path, ...options });
  const update = useApiMutation<TResult, { id: number; body: unknown }>({
    method: 'PUT',
    path: (v) => `${path}/${v.id}`,
    body: (v) => v.body,
    invalidates: options.invalidates,
    onSuccess: options.onSuccess ? (result, v) => options.onSuccess?.(result, v.body) : undefined,
  });
  return {
    save: (id: number | null | undefined, body: unknown) => (id ? update.mutateAsync({ id, body }) : create.mutateAsync(body)),
    isPending: create.isPending || update.isPending,
  };
}
