'use client';
// The browser's API client: JSON in and out, the session cookie, and spec 8's rule that any 401 clears
// the user and lands on /auth.

/** A row named by a refusal of a bulk call or an import (`error.rows`). */
export interface RowProblem {
  /** Bulk create: the 0-based index of the row sent. */
  index?: number;
  /** CSV import: the file's line (the header is line 1). */
  line?: number;
  field?: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly rows: RowProblem[] = [],
    /** The rows a bulk call refused (error.ids), e.g. the applications a bulk move could not move. */
    readonly ids: number[] = [],
  ) {
    super(message);
  }
}

/** The ApiError of a refused call, from the answer's `{ error: { code, message, fields?, rows? } }`. */
function refusal(status: number, body: unknown): ApiError {
  const e =
    (body as { error?: { code?: string; message?: string; fields?: Record<string, string>; rows?: RowProblem[]; ids?: number[] } } | null)
      ?.error ?? {};
  return new ApiError(
    status,
    e.code ?? 'error',
    e.message ?? `Request failed (${status})`,
    e.fields ?? {},
    Array.isArray(e.rows) ? e.rows : [],
    Array.isArray(e.ids) ? e.ids : [],
  );
}

let signingOut = false;
export async function endSession(): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  // Imported here, not at the top: next-auth's client stays out of every screen's first-load JavaScript.
  await import('next-auth/react').then(({ signOut }) => signOut({ redirect: false })).catch(() => {});
  window.location.assign('/auth');
}

/** Throws the ApiError of an answer that is not a success (a 401 also ends the session). */
export async function refuseUnlessOk(res: Response): Promise<void> {
  if (res.status === 401) {
    await endSession();
    throw new ApiError(401, 'unauthorized', 'Your session has ended');
  }
  if (!res.ok) throw refusal(res.status, await jsonOf(res));
}

const jsonOf = (res: Response): Promise<unknown> =>
  res.headers.get('content-type')?.includes('application/json') ? res.json().catch(() => null) : Promise.resolve(null);

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const res = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: { Accept: 'application/json', ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  await refuseUnlessOk(res);
  return (await jsonOf(res)) as T;
}

export interface UploadedFile {
  id: string;
  url: string;
  thumb_url: string | null;
  name: string;
  size: number;
  mime: string;
  source: string;
}

/**
 * Upload a file (POST /api/upload unless another path is given, e.g. the schedule import) with progress,
 * which fetch cannot report. `fields` are sent along (the import's `dry_run`).
 */
export function uploadFile<T = UploadedFile>(
  file: File,
  {
    source,
    path = '/api/upload',
    fields = {},
    onProgress,
  }: { source?: string; path?: string; fields?: Record<string, string>; onProgress?: (fraction: number) => void } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file);
    if (source) form.append('source', source);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The upload failed; check the connection'));
    xhr.onload = () => {
      if (xhr.status === 401) {
        void endSession();
        reject(new ApiError(401, 'unauthorized', 'Your session has ended'));
      } else if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as T);
      else reject(refusal(xhr.status, xhr.response));
    };
    xhr.send(form);
  });
}
