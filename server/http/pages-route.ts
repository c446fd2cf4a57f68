// The API is served as Pages API routes (pages/api/**/index.ts), each file handing its methods' handlers
// to `pagesRoute`. The handlers stay web handlers (NextRequest in, Response out: server/http/route.ts,
// and the tests call them so); only the serving changed. An App Router route handler costs Next about
// 0.55 ms of CPU per request on the benchmark machine, a Pages API route about 0.28 (issue 18,
// docs/benchmarks-http.md): the app router wraps every request in its async stores, a web Request built
// by Next and a web stream piped into the socket. Next still routes, applies next.config's headers and
// compresses; the request and the answer are carried across here. Each route file exports the same
// `config` literal (Next reads it statically): Next neither parses the body (the handlers read it, with
// their limits) nor caps the answer's size, and leaves answering to the handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { NextRequest } from 'next/server';
import { METHODS, type Method } from './registry';
import { readyBody } from './route';

type Params = Record<string, string | string[]>;
type WebHandler = (req: NextRequest, ctx: { params: Promise<Params> }) => Response | Promise<Response>;

/** Headers Next drops from a route handler's Response (it frames the body itself), dropped here alike. */
const FRAMING = new Set(['content-length', 'content-encoding', 'transfer-encoding']);
/** Headers a Response may add to those next.config set; any other header next.config set stays as set. */
const REPEATABLE = new Set(['set-cookie', 'vary', 'www-authenticate']);

/**
 * The request's body as a web stream that reads Node's request only when read. A body the handler leaves
 * unread (a refusal before reading it) Node then skips as usual, and the connection serves its next request;
 * a stream over the request from the start would hold that body unread and the connection with it.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Buffer> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= req[Symbol.asyncIterator]();
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      },
      async cancel() {
        await chunks?.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

function webRequest(req: IncomingMessage, method: string): NextRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim() === 'https' ? 'https' : 'http';
  const body = method === 'GET' || method === 'HEAD' ? undefined : bodyOf(req);
  const init = { method, headers, body, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1];
  try {
    return new NextRequest(`${proto}://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, init);
  } catch {
    // A Host header no URL can hold ('a b', '[::1'): the route still answers, as for this machine.
    return new NextRequest(`${proto}://localhost${req.url ?? '/'}`, init);
  }
}

async function writeAnswer(answer: Response, res: ServerResponse, withBody: boolean): Promise<void> {
  res.statusCode = answer.status;
  for (const [name, value] of answer.headers) {
    if (FRAMING.has(name) || name === 'set-cookie') continue;
    if (REPEATABLE.has(name)) res.appendHeader(name, value);
    else if (res.getHeader(name) === undefined) res.setHeader(name, value);
  }
  for (const cookie of answer.headers.getSetCookie()) res.appendHeader('set-cookie', cookie);
  const ready = readyBody(answer);
  if (!withBody || !answer.body) {
    res.end();
  } else if (ready) {
    res.setHeader('content-length', ready.length);
    res.end(ready);
  } else {
    // A client that goes away mid-answer ends the pipe; there is nobody left to tell.
    await pipeline(Readable.fromWeb(answer.body as never), res).catch(() => undefined);
  }
}

/**
 * The Pages API handler of one path: its methods' web handlers and the names of its dynamic segments (Next
 * gives them in `req.query`, mixed with the query string). HEAD answers as GET without the body; OPTIONS
 * and a method the path lacks answer as an App Router route does (204 and 405, with Allow).
 */
export function pagesRoute(handlers: Partial<Record<Method, WebHandler>>, segments: readonly string[] = []) {
  const methods = METHODS.filter((m) => handlers[m]);
  const allow = [...methods, ...(handlers.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  return async (req: IncomingMessage & { query: Partial<Params> }, res: ServerResponse): Promise<void> => {
    const method = (req.method ?? 'GET').toUpperCase();
    const handler = handlers[(method === 'HEAD' ? 'GET' : method) as Method];
    if (!handler) {
      res.writeHead(method === 'OPTIONS' ? 204 : 405, { allow });
      res.end();
      return;
    }
    const params: Params = {};
    for (const name of segments) {
      const value = req.query[name];
      if (value !== undefined) params[name] = value;
    }
    const answer = await handler(webRequest(req, method), { params: Promise.resolve(params) });
    await writeAnswer(answer, res, method !== 'HEAD');
    // What the handler began to read and left is skipped, so that the connection can carry on.
    if (!req.complete && !req.destroyed) req.resume();
  };
}
