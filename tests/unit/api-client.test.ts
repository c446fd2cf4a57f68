// The typed client keeps what api() does: a refusal is an ApiError with status, code, message and fields;
// a 204 answers null; the query goes in the URL; JSON goes out with its content type.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/lib/client/api';

const sent: Request[] = [];
let answer: () => Response = () => new Response(null, { status: 204 });

// The browser resolves '/api/…' against the page; here a base stands in for it.
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://app.test') : input, init);
  }
}

let client: typeof import('@/lib/client/api-client');
beforeAll(async () => {
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (req: Request) => {
    sent.push(req);
    return answer();
  });
  client = await import('@/lib/client/api-client');
});
afterAll(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the typed client', () => {
  it('fills path parameters and sends the query', async () => {
    answer = () => json(200, { total: 0, data: [] });
    const list = await client.apiCall('get', '/api/flight/route-schedule/pilot/{pid}', {
      params: { path: { pid: 12 }, query: { from: '2026-01-01', limit: 25 } },
    });
    expect(list).toEqual({ total: 0, data: [] });
    const req = sent.at(-1)!;
    expect(new URL(req.url).pathname + new URL(req.url).search).toBe('/api/flight/route-schedule/pilot/12?from=2026-01-01&limit=25');
    expect(req.headers.get('accept')).toBe('application/json');
    expect(req.credentials).toBe('same-origin');
  });

  it("fills a query key's concrete path as the request does", () => {
    expect(client.concretePath('/api/flight/flight-number/{n}', { n: 'IW 1/2' })).toBe('/api/flight/flight-number/IW%201%2F2');
    expect(client.concretePath('/api/marine/stock-mutation/history/{sid}/{inout}', { sid: 4, inout: 'all' })).toBe(
      '/api/marine/stock-mutation/history/4/all',
    );
  });

  it('sends a body as JSON', async () => {
    answer = () => json(200, { id: 3 });
    await client.apiCall('put', '/api/flight/area/{id}', { params: { path: { id: 3 } }, body: { name: 'Papua' } });
    const req = sent.at(-1)!;
    expect(req.method).toBe('PUT');
    expect(req.headers.get('content-type')).toBe('application/json');
    expect(await req.json()).toEqual({ name: 'Papua' });
  });

  it('throws a refusal as an ApiError with its code, message and fields', async () => {
    answer = () => json(400, { error: { code: 'validation', message: 'Please input name', fields: { name: 'Please input name' } } });
    const err = (await client
      .apiCall('put', '/api/flight/area/{id}', { params: { path: { id: 3 } }, body: {} })
      .catch((e) => e)) as ApiError;
    expect(err.constructor.name).toBe('ApiError');
    expect([err.status, err.code, err.message, err.fields]).toEqual([
      400,
      'validation',
      'Please input name',
      { name: 'Please input name' },
    ]);
  });

  it('answers null for a 204, and a search string as the query', async () => {
    answer = () => new Response(null, { status: 204 });
    expect(await client.apiCall('get', '/api/flight/fleet', { search: 'page=2&sort=registration' })).toBeNull();
    expect(new URL(sent.at(-1)!.url).search).toBe('?page=2&sort=registration');
  });

  it('sends a write with path and query parameters as the hand-built URL did, a delete without a body', async () => {
    answer = () => json(200, { id: 4, status: 2, status_paid: 1 });
    await client.apiCall('put', '/api/purchase/payment/{id}', {
      params: { path: { id: 4 }, query: { purchase: 2 } },
      body: { paid_amount: 10, paid_at: '2026-11-29T00:00:00Z', reference: 'TRX-1' },
    });
    const put = sent.at(-1)!;
    expect(new URL(put.url).pathname + new URL(put.url).search).toBe('/api/purchase/payment/4?purchase=2');
    answer = () => json(200, { affected: 1 });
    await client.apiCall('delete', client.itemPath('/api/flight/area'), { params: { path: { id: 7 } } });
    const del = sent.at(-1)!;
    expect([del.method, new URL(del.url).pathname, await del.text()]).toEqual(['DELETE', '/api/flight/area/7', '']);
  });
});
