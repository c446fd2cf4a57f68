'use client';
// Calls whose refusals carry more than a message: the bulk create and the CSV import answer 400 with the
// rows at fault (`error.rows`), which the shared client (lib/client/api.ts) does not keep. A 401 still
// ends the session as everywhere else.
import { ApiError, endSession } from '@/lib/client/api';

export interface RowProblem {
  /** Bulk create: the 0-based index of the schedule. */
  index?: number;
  /** CSV import: the file's line (the header is line 1). */
  line?: number;
  field?: string;
  message: string;
}

/** An ApiError with the rows the server named. */
export class RowsError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string>,
    readonly rows: RowProblem[],
  ) {
    super(status, code, message, fields);
  }
}

function failure(status: number, body: unknown): RowsError {
  const e =
    (body as { error?: { code?: string; message?: string; fields?: Record<string, string>; rows?: RowProblem[] } } | null)?.error ?? {};
  return new RowsError(
    status,
    e.code ?? 'error',
    e.message ?? `Request failed (${status})`,
    e.fields ?? {},
    Array.isArray(e.rows) ? e.rows : [],
  );
}

/** POST JSON; a refusal throws a RowsError. */
export async function postWithRows<T>(path: string, json: unknown): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(json),
  });
  if (res.status === 401) {
    await endSession();
    throw new RowsError(401, 'unauthorized', 'Your session has ended', {}, []);
  }
  const data = res.headers.get('content-type')?.includes('application/json') ? await res.json().catch(() => null) : null;
  if (!res.ok) throw failure(res.status, data);
  return data as T;
}

/**
 * Upload a file with extra form fields (the import's `dry_run`), reporting progress as uploadFile does;
 * a refusal throws a RowsError.
 */
export function uploadWithRows<T>(
  path: string,
  file: File,
  fields: Record<string, string>,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onerror = () => reject(new RowsError(0, 'network', 'The upload failed; check the connection', {}, []));
    xhr.onload = () => {
      if (xhr.status === 401) {
        void endSession();
        reject(new RowsError(401, 'unauthorized', 'Your session has ended', {}, []));
      } else if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as T);
      else reject(failure(xhr.status, xhr.response));
    };
    xhr.send(form);
  });
}
