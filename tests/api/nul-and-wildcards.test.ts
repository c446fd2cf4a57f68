// Issue 39.8: a NUL character in a path segment, a query value or JSON text is a 400 (PostgreSQL cannot
// store one in text, and the query failed with a 500), and q's % and _ match themselves, not everything.
import { beforeAll, describe, expect, it } from 'vitest';
import { publicCareers } from '@/server/api/careers-postings';
import { customerCreateRoute, customerFind } from '@/server/api/customers';
import { areaCollection } from '@/server/api/flight-network';
import { publicNewsGet } from '@/server/api/web-news';
import { call, tokenFor } from '../support/api-client';

let admin: string;
beforeAll(async () => {
  admin = await tokenFor('admin');
});

describe('a NUL character', () => {
  it('in a path segment or a query value of a public route is a 400', async () => {
    const article = await call(publicNewsGet, { params: { slug: 'x\0' } });
    expect(article.status).toBe(400);
    expect(article.json.error.fields).toEqual({ slug: 'Text may not contain a NUL character' });
    const careers = await call(publicCareers, { query: { q: '\0' } });
    expect(careers.status).toBe(400);
    expect(careers.json.error.fields).toEqual({ q: 'Text may not contain a NUL character' });
  });

  it('inside JSON text, or in a key, is a 400 that creates nothing', async () => {
    const name = `Nul ${Date.now()}`;
    const body = { name: `${name}\0`, email: `nul.${Date.now()}@mail.test`, phone: '081234560000', address: 'Jl. 1', city: 'Makassar' };
    const res = await call(customerCreateRoute, { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'validation', fields: { name: 'Text may not contain a NUL character' } });
    const key = await call(customerCreateRoute, { token: admin, body: { ...body, name, 'x\0': 1 } });
    expect(key.status).toBe(400);
    const found = await call(customerFind, { token: admin, query: { role: 'customer', q: name } });
    expect(found.json.total).toBe(0);
  });

  it('is refused after the caller is checked: a stranger still gets 401', async () => {
    expect((await call(customerFind, { query: { q: '\0' } })).status).toBe(401);
  });
});

describe('q', () => {
  it('matches % and _ as themselves, not as wildcards', async () => {
    const all = await call(areaCollection.GET, { token: admin, query: { limit: 1 } });
    expect(all.json.total).toBeGreaterThan(0);
    for (const q of ['%', '_', '\\']) {
      const res = await call(areaCollection.GET, { token: admin, query: { q, limit: 1 } });
      expect(res.status, q).toBe(200);
      expect(res.json.total, q).toBe(0);
    }
    const customers = await call(customerFind, { token: admin, query: { role: 'customer', q: '%' } });
    expect(customers.json.total).toBe(0);
  });
});
