'use client';
// The browser's API client: JSON in and out, the session cookie, and spec 8's rule that any 401 clears
// the user and lands on /auth.
import { signOut } from 'next-auth/react';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

let signingOut = false;
export async function endSession(): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  await signOut({ redirect: false }).catch(() => {});
  window.location.assign('/auth');
}

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const res = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: { Accept: 'application/json', ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (res.status === 401) {
    await endSession();
    throw new ApiError(401, 'unauthorized', 'Your session has ended');
  }
  const data = res.headers.get('content-type')?.includes('application/json') ? await res.json().catch(() => null) : null;
  if (!res.ok) {
    const e = data?.error ?? {};
    throw new ApiError(res.status, e.code ?? 'error', e.message ?? `Request failed (${res.status})`, e.fields ?? {});
  }
  return data as T;
}

/** Upload a file through POST /api/upload with progress (fetch cannot report upload progress). */
export function uploadFile(
  file: File,
  { source, path = '/api/upload', onProgress }: { source?: string; path?: string; onProgress?: (fraction: number) => void } = {},
): Promise<{ id: string; url: string; thumb_url: string | null; name: string; size: number; mime: string; source: string }> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file);
    if (source) form.append('source', source);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The upload failed; check the connection'));
    xhr.onload = () => {
      if (xhr.status === 401) {
        void endSession();
        reject(new ApiError(401, 'unauthorized', 'Your session has ended'));
      } else if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response);
      else {
        const e = xhr.response?.error ?? {};
        reject(new ApiError(xhr.status, e.code ?? 'error', e.message ?? `Upload failed (${xhr.status})`));
      }
    };
    xhr.send(form);
  });
}
