// Calls route handlers in-process, as Next would, with a real PostgreSQL behind them.
import { NextRequest } from 'next/server';
import { expect } from 'vitest';
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

/** The path params of an item route: { id } as the URL carries it. */
export const byId = (n: number) => ({ id: String(n) });

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

/** Tokens for several demo users, in the order named. */
export const tokensFor = <const R extends readonly string[]>(...who: R) =>
  Promise.all(who.map(tokenFor)) as Promise<{ -readonly [K in keyof R]: string }>;

/** POST a new row (answered 201) and GET it back: its id and the row as read. */
export async function createAndRead(
  routes: { POST: RouteHandler; GET: RouteHandler },
  body: unknown,
  tokens: { write: string; read: string },
) {
  const created = await call(routes.POST, { token: tokens.write, body });
  expect(created.status).toBe(201);
  const id: number = created.json.id;
  return { id, got: (await call(routes.GET, { token: tokens.read, params: byId(id) })).json };
}
