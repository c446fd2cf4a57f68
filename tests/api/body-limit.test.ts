// Issue 39.1 in process: a body without a declared length is counted as it streams in and refused with 413
// (and Connection: close) once it passes the route's limit, having read no more than the limit and a chunk.
// tests/e2e/api-served.test.ts sends every write route such a body through the served app.
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from '@/server/api/session';
import { upload } from '@/server/api/uploads';
import { bodyLimit } from '@/server/http/registry';
import type { RouteHandler } from '@/server/http/route';
import { tokenFor } from '../support/api-client';

const CHUNK = 64 * 1024;

/** A body of `head` then `fill` bytes without end, counting what the handler pulls. */
function endless(head: string) {
  const pulled = { bytes: 0 };
  let first = true;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = first ? new TextEncoder().encode(head) : new Uint8Array(CHUNK).fill(120);
        first = false;
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

async function send(handler: RouteHandler, type: string, head: string, token?: string) {
  const { stream, pulled } = endless(head);
  const headers = new Headers({ 'content-type': type, 'transfer-encoding': 'chunked' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  const init = { method: handler.spec.method, headers, body: stream, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1];
  const res = await handler(new NextRequest(`http://localhost${handler.spec.path}`, init), { params: Promise.resolve({}) });
  return { res, pulled: pulled.bytes, limit: bodyLimit(handler.spec) };
}

let admin: string;
beforeAll(async () => {
  admin = await tokenFor('admin');
});

describe('a body without a length', () => {
  it('of JSON is refused with 413 as soon as it passes the limit, without signing in', async () => {
    const { res, pulled, limit } = await send(loginAdmin, 'application/json', '{"email":"');
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect((await res.json()).error.code).toBe('payload_too_large');
    expect(pulled).toBeLessThanOrEqual(limit + CHUNK);
  });

  it('of multipart is refused with 413 before it is parsed', async () => {
    const head = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n';
    const { res, pulled, limit } = await send(upload, 'multipart/form-data; boundary=b', head, admin);
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect((await res.json()).error.code).toBe('file_size');
    expect(pulled).toBeLessThanOrEqual(limit + CHUNK);
  });
});
