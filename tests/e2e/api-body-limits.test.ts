// Issue 39.1 through the served app: every write route (as the server's own OpenAPI document lists them,
// with each one's x-body-limit) gets a chunked body with no length that never ends, and must answer 413,
// closing the connection, while the client has sent its limit and not much more: the server counts the
// bytes as they come and stops reading, instead of taking the whole body in before judging it.
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { baseURL, DEMO_PASSWORD } from '../support/browser';

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');
/**
 * What may be in flight past the limit when the answer comes: the sockets' buffers on both sides, which
 * Linux grows to a few MB each on loopback (3.8 to 7.3 MB seen here).
 */
const SLACK = 12 * MB;
/** The most the client sends: a server that reads everything answers after this much. */
const BEYOND = 48 * MB;
const INT4_MAX = '2147483647';

interface Outcome {
  /** The answer's status line and headers ('' when none came). */
  head: string;
  /** Bytes of body the client had handed to its socket when the answer came. */
  sent: number;
  /** Whether the server closed the connection after answering. */
  closed: boolean;
}

/**
 * Sends `head` and then chunks, framed as HTTP/1.1 chunked encoding, until an answer comes (or BEYOND past
 * the limit). Written on a plain socket rather than node:http: when the server closes after its answer while
 * the client is still writing, node:http drops the answer if its own write fails first; the socket's reads keep it.
 */
function sendEndless(method: string, path: string, headers: Record<string, string>, body: string, limit: number) {
  const { hostname, port } = new URL(baseURL());
  return new Promise<Outcome>((resolve) => {
    let received = '';
    let sent = 0;
    let wake = () => {};
    const answered = () => received.includes('\r\n\r\n');
    const socket = net.connect(Number(port), hostname, async () => {
      const lines = Object.entries({ host: 'localhost', ...headers, 'transfer-encoding': 'chunked' }).map(([k, v]) => `${k}: ${v}\r\n`);
      socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n`);
      let chunk = Buffer.from(body);
      while (!answered() && !socket.destroyed && sent < limit + BEYOND) {
        sent += chunk.length;
        const ok = socket.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]));
        chunk = CHUNK;
        if (!ok) await new Promise<void>((r) => (wake = r));
      }
      if (!answered() && !socket.destroyed) socket.write('0\r\n\r\n');
    });
    const until = setTimeout(() => socket.destroy(), 60_000);
    let settled = false;
    const done = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(until);
      socket.destroy();
      resolve({ head: received.slice(0, received.indexOf('\r\n\r\n') + 2), sent, closed });
    };
    socket.on('data', (d) => {
      received += d;
      wake();
      // An answer that keeps the connection open would hold the test: 1 s to end it, then judged open.
      if (answered()) setTimeout(() => done(false), 1_000).unref();
    });
    socket.on('drain', () => wake());
    // The server's end of the connection (its FIN) after the answer: it will take nothing more.
    socket.on('end', () => done(answered()));
    socket.on('close', () => done(answered()));
    socket.on('error', () => undefined);
  });
}

interface Operation {
  requestBody?: { content: Record<string, unknown> };
  'x-body-limit'?: number;
}

test.describe('a body with no length, sent to every write route', () => {
  let token: string;
  let writes: { method: string; path: string; op: Operation }[];

  test.beforeAll(async () => {
    const login = await fetch(`${baseURL()}/api/login-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.2' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    token = (await login.json()).token;
    const doc = (await (await fetch(`${baseURL()}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> };
    writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => method !== 'get')
        .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  });

  test('is refused with 413 once past the route limit, the connection closed, not read to its end', async () => {
    test.setTimeout(600_000);
    expect(writes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { method, path, op } of writes) {
      const limit = op['x-body-limit'];
      if (typeof limit !== 'number') {
        wrong.push(`${method} ${path}: no x-body-limit`);
        continue;
      }
      const multipart = op.requestBody && 'multipart/form-data' in op.requestBody.content;
      const headers = {
        authorization: `Bearer ${token}`,
        'content-type': multipart ? 'multipart/form-data; boundary=b' : 'application/json',
      };
      const head = multipart ? '--b\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n\r\n' : '{"name":"';
      const url = path.replace(/\{\w+\}/g, INT4_MAX);
      const got = await sendEndless(method, url, headers, head, limit);
      const status = got.head.split(' ')[1];
      const closing = /\r\nconnection: *close\r\n/i.test(got.head);
      if (status !== '413' || !closing || !got.closed || got.sent > limit + SLACK) {
        const what = `${status ?? 'no answer'}, ${closing ? 'Connection: close' : 'no Connection: close'}, ${got.closed ? 'closed' : 'left open'}`;
        wrong.push(`${method} ${path}: ${what}, ${(got.sent / MB).toFixed(1)} MB sent for a limit of ${(limit / MB).toFixed(1)} MB`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('leaves the server answering', async () => {
    const res = await fetch(`${baseURL()}/api/health`);
    expect(res.status).toBe(200);
  });
});
