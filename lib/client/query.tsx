'use client';
// The browser's data layer: TanStack Query over `api()`. A query is keyed by its API path and parameters;
// a mutation invalidates the paths it changes, so every list and detail showing them reloads by itself.
// No screen keeps its own fetch effect, `cancelled` flag or reload counter.
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError, api } from './api';

export type Params = Record<string, string | number | boolean | null | undefined>;

/** The query key of a GET: its path and its (defined) parameters. */
export function apiKey(path: string, params: Params = {}): QueryKey {
  const clean = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return [path, clean];
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

/** GET `path` with `params`; `path` null waits (e.g. until a dialog has a row to show). */
export function useApiQuery<T>(path: string | null, options: ApiQueryOptions<T> = {}) {
  const { params, initialData, enabled = true, keepPrevious, staleTime } = options;
  return useQuery<T, ApiError>({
    queryKey: apiKey(path ?? '', params),
    queryFn: ({ signal }) => api<T>(withParams(path ?? '', params), { signal }),
    enabled: enabled && path !== null,
    initialData,
    ...(staleTime !== undefined ? { staleTime } : {}),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
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
