// The one route-handler wrapper: authenticate -> 401, permission -> 403, zod (strict) -> 400 with fields,
// optional transaction, known errors mapped (404, 409, 413, 429), anything else 500 with an id.
import { randomUUID } from 'node:crypto';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { can } from '@/lib/access/permissions';
import { setActor, userActor, withActor } from '@/server/audit/actor';
import { requestCredential } from '@/server/auth/current-user';
import { hashToken, usableSecret, userForCallerJson, userForToken } from '@/server/auth/tokens';
import type { CurrentUser } from '@/server/auth/user';
import { type Db, db, type Tx } from '@/server/db';
import { announceTagged } from '@/server/realtime/changes';
import { answering } from './after-answer';
import { bodyRead, readBodyBytes, readBodyText, readFormBody } from './body';
import { HttpError, ROLE_FORBIDDEN } from './errors';
import { mapDbError } from './prisma-errors';
import { bodyLimit, type EndpointSpec, register } from './registry';
import { refuseForeignOrigin, refuseNonJson } from './same-origin';
import { hasNul, parseWith, refuseNul, validationError } from './validation';

type Out<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;

export interface Context<S extends EndpointSpec> {
  req: NextRequest;
  user: S['auth'] extends 'public' ? CurrentUser | null : CurrentUser;
  params: Out<S['params'], Record<string, never>>;
  query: Out<S['query'], Record<string, never>>;
  body: Out<S['body'], undefined>;
  form: S['multipart'] extends object ? FormData : undefined;
  /** The transaction when the spec asks for one, else the Prisma client. */
  db: S['transaction'] extends true ? Tx : Db;
}

/** What the handler may return: what the response schema accepts (or a ready Response, e.g. a file). */
export type Answer<S extends EndpointSpec> = S['response'] extends z.ZodType ? z.input<S['response']> | Response : unknown;

/** The context as the wrapper builds it at run time, before the spec's schemas narrow it. */
interface RawContext {
  req: NextRequest;
  user: CurrentUser | null;
  params: unknown;
  query: unknown;
  body: unknown;
  form: FormData | undefined;
  db: Db | Tx;
}

/**
 * The handler seen from the wrapper. Declared as a method so that a handler of a narrower Context<S> fits
 * (method parameters are bivariant): the wrapper parses params, query and body with the spec's own
 * schemas and passes the transaction when the spec asks for one, so the narrowing holds.
 */
interface Runner {
  run(ctx: RawContext): unknown;
}

/**
 * A read that also checks the caller's token in its own statement (one round trip, not two): given the
 * parsed query and the token's hash, the answer with the token row to check (undefined: check the token on
 * its own), or null to take the usual way. Refusals stay as they are: the caller is checked before the
 * answer is sent; a bad query takes the usual way, so a stranger gets 401 before any 400.
 */
export type ReadWithCaller = (query: never, tokenHash: string) => Promise<CallerRead | null>;

/** The answer read with the caller: a value to write as JSON, or the JSON text itself (`body`). */
export type CallerRead = { caller?: string; answer: unknown } | { caller: string | null; body: string };

export interface EndpointOptions {
  withCaller?: ReadWithCaller;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };
export type RouteHandler = ((req: NextRequest, ctx: RouteContext) => Promise<Response>) & { spec: EndpointSpec };

/**
 * A JSON answer as one plain Response: NextResponse.json builds a Response, then a second one around its
 * body stream with a cookie jar, which cost 50 to 180 µs on a page of 50 schedule rows.
 */
const jsonAnswer = (text: string, status: number): Response =>
  new Response(text, { status, headers: { 'content-type': 'application/json' } });

/** An error as the contract writes it: { error }, or { response: false, error } for the flagged endpoints. */
const errorAnswer = (error: object, status: number, responseFlag: boolean) =>
  jsonAnswer(JSON.stringify(responseFlag ? { response: false, error } : { error }), status);

function errorResponse(err: HttpError, responseFlag: boolean): Response {
  const { retryAfter, ...extra } = err.extra as { retryAfter?: number };
  const res = errorAnswer({ code: err.code, message: err.message, ...extra }, err.status, responseFlag);
  if (retryAfter) res.headers.set('Retry-After', String(retryAfter));
  return res;
}

/** The JSON body, at most `maxBytes`; `typed`: a body not sent as application/json is a 415 (see same-origin.ts). */
async function readJson(req: NextRequest, maxBytes: number, typed: boolean): Promise<unknown> {
  const text = await readBodyText(req, maxBytes);
  if (!text.trim()) return undefined;
  if (typed) refuseNonJson(req);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'validation', 'The request body is not valid JSON');
  }
}

function queryObject(req: NextRequest): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of req.nextUrl.searchParams) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** 401 without a caller, 403 when the caller holds none of the endpoint's permissions. */
function authorize(spec: EndpointSpec, user: CurrentUser | null): void {
  if (spec.auth === 'public') return;
  if (!user) throw new HttpError(401, 'unauthorized', 'Sign in to continue');
  const allowed = typeof spec.auth === 'string' ? [spec.auth] : spec.auth;
  if (!allowed.some((permission) => can(user, permission))) throw new HttpError(403, 'forbidden', ROLE_FORBIDDEN);
}

/** The answer of a read with the caller (see ReadWithCaller), or null when it takes the usual way. */
async function readWithCaller(spec: EndpointSpec, read: ReadWithCaller, req: NextRequest, secret: string | null) {
  if (spec.auth === 'public' || !spec.query || !usableSecret(secret)) return null;
  const raw = queryObject(req);
  // Text with a NUL takes the usual way, to its 400 after the caller's check.
  if (hasNul(raw)) return null;
  const query = spec.query.safeParse(raw);
  if (!query.success) return null;
  const got = await read(query.data as never, hashToken(secret));
  if (!got) return null;
  authorize(spec, await (got.caller === undefined ? userForToken(secret) : userForCallerJson(got.caller)));
  const status = spec.status ?? 200;
  return jsonAnswer('body' in got ? got.body : JSON.stringify(got.answer), status);
}

export function endpoint<const S extends EndpointSpec>(
  spec: S,
  handler: (ctx: Context<S>) => Promise<Answer<S>> | Answer<S>,
  options: EndpointOptions = {},
): RouteHandler {
  register(spec);
  const runner: Runner = { run: handler };
  const limit = bodyLimit(spec);
  const answer = async (req: NextRequest, routeCtx: RouteContext): Promise<Response> => {
    try {
      const credential = await requestCredential(req);
      const secret = credential?.secret ?? null;
      if (options.withCaller) {
        const read = await readWithCaller(spec, options.withCaller, req, secret);
        if (read) return read;
      }
      const user = secret ? await userForToken(secret) : null;
      authorize(spec, user);
      if (user) setActor(userActor(user.id));
      const cookieWrite = credential?.via === 'cookie' && spec.method !== 'GET';
      if (cookieWrite) refuseForeignOrigin(req);
      const rawParams = (await routeCtx?.params) ?? {};
      refuseNul(rawParams, 'path');
      let params: unknown = rawParams;
      if (spec.params) {
        const parsed = spec.params.safeParse(rawParams);
        if (!parsed.success) throw spec.responseFlag ? validationError(parsed.error) : new HttpError(404, 'not_found', 'Not found');
        params = parsed.data;
      }
      const rawQuery = queryObject(req);
      refuseNul(rawQuery, 'query');
      const query = spec.query ? parseWith(spec.query, rawQuery) : {};
      let body: unknown;
      let form: FormData | undefined;
      if (spec.multipart) {
        form = await readFormBody(req, limit);
        refuseNul(form, 'body');
      } else if (spec.body) {
        const json = await readJson(req, limit, cookieWrite);
        refuseNul(json, 'body');
        body = parseWith(spec.body, json);
      } else if (spec.method !== 'GET') {
        // A body the route does not take still counts against the limit (a handler may read it again).
        await readBodyBytes(req, limit);
      }

      const call = async (client: Db | Tx) => runner.run({ req, user, params, query, body, form, db: client });
      const result = spec.transaction ? await db.$transaction(call) : await call(db);
      if (spec.method !== 'GET' && user) announceTagged(user, spec.tag);
      if (result instanceof Response) return result;
      return jsonAnswer(JSON.stringify(result ?? null), spec.status ?? 200);
    } catch (err) {
      const flagged = spec.responseFlag === true;
      if (err instanceof HttpError) return errorResponse(err, flagged);
      const mapped = mapDbError(err);
      if (mapped) return errorResponse(mapped, flagged);
      const id = randomUUID();
      console.error(`[api] ${spec.method} ${spec.path} failed (error id ${id})`, err);
      const error = { code: 'internal', message: 'Unexpected error; quote this id to support', id };
      return errorAnswer(error, 500, flagged);
    }
  };
  const run = async (req: NextRequest, routeCtx: RouteContext) => {
    // The caller names the request's writes, work after the answer included (server/audit/actor.ts).
    const res = await withActor(null, () => answering(req, () => answer(req, routeCtx)));
    // A body left unread that has no length, or a length over the limit (a refusal before reading, a 413),
    // is not waited for: the connection ends with this answer instead of taking in the client's remainder.
    if (!bodyRead(req) && !(Number(req.headers.get('content-length') ?? Number.POSITIVE_INFINITY) <= limit)) {
      // A ready Response of another kind (a redirect) may have immutable headers: it goes out as it is.
      try {
        res.headers.set('connection', 'close');
      } catch {}
    }
    return res;
  };
  return Object.assign(run, { spec });
}
