// scripts/brotli-static.mjs: a static file goes out in brotli to a browser that accepts it, with the
// handler's own headers kept; anything else passes through untouched.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { brotliStatic } from '../../scripts/brotli-static.mjs';

const BODY = `console.log(${JSON.stringify('x'.repeat(5000))});\n`.repeat(20);

let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    brotliStatic(req, res);
    const seen = String(req.headers['accept-encoding'] ?? '');
    if (req.headers['if-none-match'] === '"v1"') {
      res.writeHead(304, { etag: '"v1"' });
      res.end();
      return;
    }
    // As Next's static handler answers: headers first, then the file in pieces.
    res.writeHead(200, {
      'content-type': 'application/javascript',
      'content-length': Buffer.byteLength(BODY),
      etag: '"v1"',
      'x-seen': seen,
    });
    res.write(BODY.slice(0, 1000));
    res.end(BODY.slice(1000));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function get(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c) => parts.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

describe('brotliStatic', () => {
  test('a static script goes out in brotli, its other headers kept', async () => {
    const res = await get('/_next/static/chunks/abc.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers.etag).toBe('"v1"');
    expect(res.headers['x-seen']).toBe('identity');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(BODY) / 10);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(BODY);
    // Served again from what was compressed the first time.
    const again = await get('/_next/static/chunks/abc.js', { 'accept-encoding': 'br' });
    expect(again.body.equals(res.body)).toBe(true);
  });

  test('without br accepted, on other paths and for a 304, nothing changes', async () => {
    const gzipOnly = await get('/_next/static/chunks/abc.js', { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBeUndefined();
    expect(gzipOnly.headers['x-seen']).toBe('gzip');
    expect(gzipOnly.body.toString()).toBe(BODY);
    const page = await get('/flight/airport', { 'accept-encoding': 'br' });
    expect(page.headers['x-seen']).toBe('br');
    expect(page.body.toString()).toBe(BODY);
    const notModified = await get('/_next/static/chunks/abc.js', { 'accept-encoding': 'br', 'if-none-match': '"v1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });
});
