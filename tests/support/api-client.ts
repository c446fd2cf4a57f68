// Calls route handlers in-process, as Next would, with a real PostgreSQL behind them.
import { NextRequest } from 'next/server';
import type { RouteHandler } from '@/server/http/route';

export const DEMO_PASSWORD = 'Password123!';

interface CallOptions {
  token?: string;
  body?: unknown;
  /** Raw body (string or FormData); sent as is. */
  raw?: BodyInit;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
}

export async function call(handler: RouteHandler, opts: CallOptions = {}) {
  const { spec } = handler;
  let pathname = spec.path;
  for (const [k, v] of Object.entries(opts.params ?? {})) pathname = pathname.replace(`{${k}}`, encodeURIComponent(v));
  const url = new URL(`http://localhost${pathname}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set('authorization', `Bearer ${opts.token}`);
  let body: BodyInit | undefined = opts.raw;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set('content-type', 'application/json');
  }
  const req = new NextRequest(url, { method: spec.method, headers, body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
  return { status: res.status, headers: res.headers, json: json as any, text };
}

const tokens = new Map<string, string>();

/** A bearer token for a demo user (`<role>@example.com` or a full email), cached per run. */
export async function tokenFor(who: string): Promise<string> {
  const email = who.includes('@') ? who : `${who}@example.com`;
  const cached = tokens.get(email);
  if (cached) return cached;
  const { loginAdmin } = await import('@/server/api/session');
  const res = await call(loginAdmin, { body: { email, password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': `10.9.${tokens.size}.1` } });
  if (res.status !== 200) throw new Error(`login as ${email} failed: ${res.status} ${res.text}`);
  tokens.set(email, res.json.token);
  return res.json.token;
}
