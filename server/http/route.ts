// The one route-handler wrapper: authenticate -> 401, permission -> 403, zod (strict) -> 400 with fields,
// optional transaction, known errors mapped (404, 409, 413, 429), anything else 500 with an id.
import { randomUUID } from 'node:crypto';
import { type NextRequest, NextResponse } from 'next/server';
import type { z } from 'zod';
import { can } from '@/lib/access/permissions';
import { authenticate } from '@/server/auth/current-user';
import type { CurrentUser } from '@/server/auth/user';
import { type Db, db, type Tx } from '@/server/db';
import { answering } from './after-answer';
import { HttpError, ROLE_FORBIDDEN } from './errors';
import { mapDbError } from './prisma-errors';
import { type EndpointSpec, register } from './registry';
import { parseWith, validationError } from './validation';

const DEFAULT_MAX_JSON = 1_000_000;

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

type RouteContext = { params: Promise<Record<string, string | string[]>> };
export type RouteHandler = ((req: NextRequest, ctx: RouteContext) => Promise<Response>) & { spec: EndpointSpec };

export function errorResponse(err: HttpError, responseFlag = false): NextResponse {
  const { retryAfter, ...extra } = err.extra as { retryAfter?: number };
  const error = { code: err.code, message: err.message, ...extra };
  const res = NextResponse.json(responseFlag ? { response: false, error } : { error }, { status: err.status });
  if (retryAfter) res.headers.set('Retry-After', String(retryAfter));
  return res;
}

/**
 * The request body as text, at most `maxBytes` (413 beyond). A body the client broke off (a closed tab, a
 * dropped connection) is a 400, not a server error.
 */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new HttpError(413, 'payload_too_large', `The request body is larger than ${maxBytes} bytes`);
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  let text: string;
  try {
    text = await req.text();
  } catch {
    throw new HttpError(400, 'validation', 'The request body could not be read');
  }
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge();
  return text;
}

async function readJson(req: NextRequest, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(req, maxBytes);
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'validation', 'The request body is not valid JSON');
  }
}

async function readForm(req: NextRequest, maxBytes: number): Promise<FormData> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  // Allow room for the multipart envelope around the largest file.
  if (declared > maxBytes + 64_000) throw new HttpError(413, 'file_size', 'The file is too large');
  if (!req.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(400, 'canceled', 'Send the file as multipart/form-data in the field "file"');
  }
  try {
    return await req.formData();
  } catch {
    throw new HttpError(400, 'canceled', 'The upload could not be read');
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

export function endpoint<const S extends EndpointSpec>(
  spec: S,
  handler: (ctx: Context<S>) => Promise<Answer<S>> | Answer<S>,
): RouteHandler {
  register(spec);
  const runner: Runner = { run: handler };
  const answer = async (req: NextRequest, routeCtx: RouteContext): Promise<Response> => {
    try {
      const user = await authenticate(req);
      if (spec.auth !== 'public') {
        if (!user) throw new HttpError(401, 'unauthorized', 'Sign in to continue');
        const allowed = typeof spec.auth === 'string' ? [spec.auth] : spec.auth;
        if (!allowed.some((permission) => can(user, permission))) throw new HttpError(403, 'forbidden', ROLE_FORBIDDEN);
      }
      const rawParams = (await routeCtx?.params) ?? {};
      let params: unknown = rawParams;
      if (spec.params) {
        const parsed = spec.params.safeParse(rawParams);
        if (!parsed.success) throw spec.responseFlag ? validationError(parsed.error) : new HttpError(404, 'not_found', 'Not found');
        params = parsed.data;
      }
      const query = spec.query ? parseWith(spec.query, queryObject(req)) : {};
      let body: unknown;
      let form: FormData | undefined;
      if (spec.multipart) form = await readForm(req, spec.multipart.maxBytes);
      else if (spec.body) body = parseWith(spec.body, await readJson(req, spec.maxBodyBytes ?? DEFAULT_MAX_JSON));

      const call = async (client: Db | Tx) => runner.run({ req, user, params, query, body, form, db: client });
      const result = spec.transaction ? await db.$transaction(call) : await call(db);
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? null, { status: spec.status ?? 200 });
    } catch (err) {
      const flagged = spec.responseFlag === true;
      if (err instanceof HttpError) return errorResponse(err, flagged);
      const mapped = mapDbError(err);
      if (mapped) return errorResponse(mapped, flagged);
      const id = randomUUID();
      console.error(`[api] ${spec.method} ${spec.path} failed (error id ${id})`, err);
      const error = { code: 'internal', message: 'Unexpected error; quote this id to support', id };
      return NextResponse.json(flagged ? { response: false, error } : { error }, { status: 500 });
    }
  };
  const run = (req: NextRequest, routeCtx: RouteContext) => answering(req, () => answer(req, routeCtx));
  return Object.assign(run, { spec });
}
