// scripts/flush-once-per-turn.mjs: Next flushes its compressor after every chunk of a page; with this, once
// per turn of the event loop. Behind Next's own compression middleware the body still arrives whole, and a
// later turn's writes still reach the browser before the answer ends (streaming is kept).
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { flushOncePerTurn } from '../../scripts/flush-once-per-turn.mjs';

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
type Flushable = http.ServerResponse & { flush?: () => void };
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware;

const CHUNK = JSON.stringify({ row: 'x'.repeat(2000) });
const turn = () => new Promise((r) => setImmediate(r));

/** As next/dist/server/pipe-readable.js writes a page: each chunk, then `res.flush()` when there is one. */
function write(res: Flushable, chunk: string) {
  res.write(chunk);
  if ('flush' in res && typeof res.flush === 'function') res.flush();
}

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const compress = compression();
  server = http.createServer((req, res: Flushable) => {
    flushOncePerTurn(res);
    compress(req, res, () => {});
    res.writeHead(200, { 'content-type': 'text/x-component' });
    for (let i = 0; i < 40; i++) write(res, CHUNK);
    if (req.url === '/later') {
      // The rest comes 300 ms later, as a Suspense boundary's content does.
      setTimeout(() => {
        write(res, 'END');
        res.end();
      }, 300);
    } else res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** GET with gzip accepted: the decompressed body, and how long after the request its first and last bytes came. */
function get(path: string, encoding: string): Promise<{ encoding?: string; body: string; firstMs: number; endMs: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding } }, (res) => {
        const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(zlib.createGunzip()) : res;
        const parts: Buffer[] = [];
        let firstMs = -1;
        body.on('data', (c: Buffer) => {
          if (firstMs < 0) firstMs = performance.now() - t0;
          parts.push(c);
        });
        body.on('end', () =>
          resolve({
            encoding: res.headers['content-encoding'],
            body: Buffer.concat(parts).toString(),
            firstMs,
            endMs: performance.now() - t0,
          }),
        );
        body.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('flushOncePerTurn', () => {
  test('one flush for the writes of one turn, one for each later turn', async () => {
    const res = new http.ServerResponse(new http.IncomingMessage(null as never)) as Flushable;
    flushOncePerTurn(res);
    expect(typeof res.flush).not.toBe('function');
    let flushed = 0;
    res.flush = () => {
      flushed++;
    };
    for (let i = 0; i < 40; i++) res.flush();
    expect(flushed).toBe(0);
    await turn();
    expect(flushed).toBe(1);
    res.flush();
    res.flush();
    await turn();
    expect(flushed).toBe(2);
  });

  test('behind Next compression the gzip body arrives whole', async () => {
    const res = await get('/', 'gzip, deflate, br');
    expect(res.encoding).toBe('gzip');
    expect(res.body).toBe(CHUNK.repeat(40));
  });

  test('what a turn wrote reaches the client before a later turn ends the answer', async () => {
    const res = await get('/later', 'gzip');
    expect(res.body).toBe(`${CHUNK.repeat(40)}END`);
    expect(res.endMs).toBeGreaterThanOrEqual(290);
    expect(res.endMs - res.firstMs).toBeGreaterThan(200);
  });

  test('uncompressed answers pass through', async () => {
    const res = await get('/', 'identity');
    expect(res.encoding).toBeUndefined();
    expect(res.body).toBe(CHUNK.repeat(40));
  });
});
