// The API as the built app serves it (app/api route handlers, through Next's own serving): what HTTP itself
// carries between Next and the web handlers, which the in-process API tests do not pass through.
import http from 'node:http';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { baseURL, DEMO_PASSWORD } from '../support/browser';

const send = (path: string, init: RequestInit = {}) => fetch(`${baseURL()}${path}`, { redirect: 'manual', ...init });

test.describe('the API as served', () => {
  let auth: Record<string, string>;

  test.beforeAll(async () => {
    const res = await send('/api/login-admin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    auth = { authorization: `Bearer ${(await res.json()).token}` };
  });

  test('answers a list, HEAD with no body, and compresses the pages it renders', async () => {
    const path = '/api/flight/route-schedule?page=1&limit=5';
    const res = await send(path, { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const page = await res.json();
    expect(page.total).toBeGreaterThan(5);
    expect(page.data).toHaveLength(5);
    const head = await send(path, { method: 'HEAD', headers: auth });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/json');
    expect(await head.text()).toBe('');
    // Next 16.4 compresses pages but not route handlers' answers (vercel/next.js#98007): the API's JSON is
    // compressed by the reverse proxy (deploy/nginx.conf), not by a patch of Next's response here.
    const screen = await send('/auth', { headers: { 'accept-encoding': 'gzip' } });
    expect(screen.headers.get('content-encoding')).toBe('gzip');
  });

  test('takes a path segment from the path, never from the query', async () => {
    const res = await send('/api/flight/fleet/1?id=2', { headers: auth });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(1);
  });

  test('reads a JSON body, refusing a broken one with 400 and a missing caller with 401', async () => {
    const bad = await send('/api/flight/area', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('The request body is not valid JSON');
    const stranger = await send('/api/flight/area');
    expect(stranger.status).toBe(401);
    expect((await stranger.json()).error.code).toBe('unauthorized');
  });

  test('answers OPTIONS with the methods of the path and any other method with 405', async () => {
    const options = await send('/api/flight/fleet/1', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    const allow = (res: Response) => res.headers.get('allow')?.split(', ').sort();
    expect(allow(options)).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PUT']);
    const patch = await send('/api/flight/fleet/1', { method: 'PATCH', headers: auth });
    expect(patch.status).toBe(405);
  });

  test('answers a Host header no URL can hold as any other request, not with a 500', async () => {
    const statuses = await Promise.all(
      ['bad host', '[::1'].map(
        (host) =>
          new Promise<string>((resolve, reject) => {
            const { hostname, port } = new URL(baseURL());
            const socket = net.connect(Number(port), hostname, () =>
              socket.write(`GET /api/flight/airport HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
            );
            let got = '';
            socket.on('data', (b) => (got += b)).on('end', () => resolve(got.split('\r\n')[0]));
            socket.on('error', reject);
          }),
      ),
    );
    expect(statuses).toEqual(['HTTP/1.1 401 Unauthorized', 'HTTP/1.1 401 Unauthorized']);
  });

  test('after refusing a body it did not read, answers the next request on the same connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { hostname, port } = new URL(baseURL());
    const request = (method: string, path: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const headers = body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {};
        const req = http.request({ host: hostname, port, method, path, agent, headers }, (res) => {
          res.resume().on('end', () => resolve(res.statusCode ?? 0));
        });
        req.setTimeout(5000, () => req.destroy(new Error(`${method} ${path}: no answer in 5 s`)));
        req.on('error', reject);
        req.end(body);
      });
    try {
      expect(await request('POST', '/api/flight/area', JSON.stringify({ name: 'x'.repeat(200_000) }))).toBe(401);
      expect(await request('GET', '/api/flight/area')).toBe(401);
    } finally {
      agent.destroy();
    }
  });

  test('answers a path it does not know with the JSON 404, with the API policy', async () => {
    const res = await send('/api/flight/nowhere/at/all', { headers: auth });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
