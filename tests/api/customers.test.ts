// Customers (kept apart from staff users) and the country reference.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countryFlagGet,
  countryGet,
  countryList,
  customerCreateRoute,
  customerFind,
  customerItem,
  customerOrders,
} from '@/server/api/customers';
import { db } from '@/server/db';
import { call } from '../support/api-client';
import { catalogue, idp, tokens, unique, type Who } from './marine-fixtures';

let t: Record<Who, string>;
beforeAll(async () => {
  t = await tokens();
});

describe('customers', () => {
  it('creates with the phone normalised, finds by name, email or phone in any spelling, updates', async () => {
    const name = unique('Budi Santoso');
    const email = `${name.replace(/\W+/g, '.').toLowerCase()}@mail.test`;
    const res = await call(customerCreateRoute, {
      token: t.cs,
      body: { name, email, phone: '+62 812-3456-7001', address: 'Jl. Pantai 1', city: 'Makassar' },
    });
    expect(res.status).toBe(201);
    const id = res.json.id;
    const got = await call(customerItem.GET, { token: t.cs, params: idp(id) });
    expect(got.json).toMatchObject({ name, email, phone: '6281234567001', country: 'ID', country_name: 'Indonesia', calling_code: '62' });
    expect(got.json._count).toEqual({ orders: 0 });

    for (const q of ['0812-3456-7001', '812 3456 7001', name.slice(0, 12), email.slice(0, 10)]) {
      const found = await call(customerFind, { token: t.cs, query: { role: 'customer', q } });
      expect(found.status, q).toBe(200);
      expect(
        found.json.data.map((c: { id: number }) => c.id),
        q,
      ).toContain(id);
    }
    const page = await call(customerFind, { token: t.cs, query: { role: 'customer', limit: 1, page: 1 } });
    expect(page.json.data).toHaveLength(1);
    expect(page.json.total).toBeGreaterThanOrEqual(1);

    // Issue 41, item 4: read with the customer's country; a number typed with '+' keeps the one it names.
    for (const [phone, stored] of [
      ['8123 4567', '6581234567'],
      ['+62 812-3456-7003', '6281234567003'],
    ]) {
      const up = await call(customerItem.PUT, { token: t.airlineCs, params: idp(id), body: { phone, country: 'sg' } });
      expect(up.status).toBe(200);
      expect(await db.customer.findUniqueOrThrow({ where: { id }, select: { phone: true, country: true } })).toEqual({
        phone: stored,
        country: 'SG',
      });
    }
  });

  it('reads a phone changed alone with the stored country, and refuses one that is not a number there', async () => {
    const res = await call(customerCreateRoute, { token: t.cs, body: { name: unique('Tan Wei Ling'), phone: '9123 4567', country: 'SG' } });
    expect(res.status, res.text).toBe(201);
    const id = res.json.id;
    expect((await db.customer.findUniqueOrThrow({ where: { id } })).phone).toBe('6591234567');
    const up = await call(customerItem.PUT, { token: t.cs, params: idp(id), body: { phone: '8765 4321' } });
    expect(up.status).toBe(200);
    expect((await db.customer.findUniqueOrThrow({ where: { id } })).phone).toBe('6587654321');
    const bad = await call(customerItem.PUT, { token: t.cs, params: idp(id), body: { phone: '123' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(['phone']);
    expect((await db.customer.findUniqueOrThrow({ where: { id } })).phone).toBe('6587654321');
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const before = await db.customer.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'A', phone: '12ab' }, 'phone'],
      [{ name: 'A', email: 'not-an-email' }, 'email'],
      [{ name: 'A', country: 'XX' }, 'country'],
      [{ name: 'A', role: 'admin' }, 'role'],
    ];
    for (const [body, field] of cases) {
      const res = await call(customerCreateRoute, { token: t.cs, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await db.customer.count()).toBe(before);
    const noRole = await call(customerFind, { token: t.cs, query: { q: 'x' } });
    expect(noRole.status).toBe(400);
    const staffRole = await call(customerFind, { token: t.cs, query: { role: 'admin' } });
    expect(staffRole.status).toBe(400);
  });

  it('answers 404 for a staff id: staff accounts are not customers', async () => {
    const staff = await db.user.findUniqueOrThrow({ where: { email: 'marine_cs@example.com' } });
    expect((await call(customerItem.GET, { token: t.admin, params: idp(staff.id) })).status).toBe(404);
    const put = await call(customerItem.PUT, { token: t.admin, params: idp(staff.id), body: { name: 'Hacked' } });
    expect(put.status).toBe(404);
    expect((await db.user.findUniqueOrThrow({ where: { id: staff.id } })).name).toBe(staff.name);
  });

  it('a duplicate email is a 409', async () => {
    const email = `${unique('dup').replace(/\W+/g, '.')}@mail.test`;
    expect((await call(customerCreateRoute, { token: t.cs, body: { name: 'One', email } })).status).toBe(201);
    const again = await call(customerCreateRoute, { token: t.cs, body: { name: 'Two', email } });
    expect(again.status).toBe(409);
  });

  it("is open to the Customer screen and the shops' Transaction roles only (root/admin too)", async () => {
    for (const who of ['pilot', 'airlineManager'] as const) {
      expect((await call(customerFind, { token: t[who], query: { role: 'customer' } })).status, who).toBe(403);
      expect((await call(customerCreateRoute, { token: t[who], body: { name: 'X' } })).status, who).toBe(403);
    }
    // the watersports shop takes orders by phone too: its staff pick and add customers
    for (const who of ['watersports', 'watersportsCs', 'watersportsManager'] as const) {
      expect((await call(customerFind, { token: t[who], query: { role: 'customer', limit: 1 } })).status, who).toBe(200);
    }
    expect((await call(customerFind, { query: { role: 'customer' } })).status).toBe(401);
  });
});

describe("a customer's orders", () => {
  it("lists the orders of the caller's shops (every shop for the Customer screen), newest first, paged; 404 for a staff id; refused to other roles", async () => {
    const { items } = await catalogue([5]);
    const made = await call(customerCreateRoute, { token: t.cs, body: { name: unique('Siti Rahma') } });
    const id = made.json.id;
    const ids: number[] = [];
    for (const unit of ['marine', 'watersports', 'marine']) {
      const order = await db.shopOrder.create({
        data: {
          unit,
          customer_id: id,
          shipping_name: 'Siti',
          shipping_address: 'Jl. Laut 2',
          subtotal: 150_000,
          total: 150_000,
          weight_total: 800,
          lines: { create: [{ item_id: items[0].id, quantity: 1, price: 150_000, weight: 800 }] },
        },
      });
      ids.push(order.id);
    }
    const res = await call(customerOrders, { token: t.airlineCs, params: idp(id) });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(3);
    expect(res.json.data.map((o: { id: number }) => o.id)).toEqual([...ids].reverse());
    expect(res.json.data.map((o: { unit: string }) => o.unit)).toEqual(['marine', 'watersports', 'marine']);
    const page = await call(customerOrders, { token: t.cs, params: idp(id), query: { limit: 1, page: 2 } });
    expect(page.json).toMatchObject({ total: 2, data: [{ id: ids[0] }] });

    // A shop's staff see their shop's orders only; the Customer screen (airline CS), root and admin see all.
    const seen = async (token: string) => {
      const list = await call(customerOrders, { token, params: idp(id) });
      expect(list.status, list.text).toBe(200);
      const detail = await call(customerItem.GET, { token, params: idp(id) });
      const listed = list.json.data.map((o: { id: number }) => o.id).sort();
      expect(detail.json.orders.map((o: { id: number }) => o.id).sort()).toEqual(listed);
      return listed;
    };
    const sorted = (xs: number[]) => [...xs].sort();
    expect(await seen(t.cs)).toEqual(sorted([ids[0], ids[2]]));
    expect(await seen(t.marineManager)).toEqual(sorted([ids[0], ids[2]]));
    expect(await seen(t.warehouse)).toEqual(sorted([ids[0], ids[2]]));
    expect(await seen(t.watersportsCs)).toEqual([ids[1]]);
    expect(await seen(t.watersports)).toEqual([ids[1]]);
    expect(await seen(t.admin)).toEqual(sorted(ids));
    expect(await seen(t.airlineCs)).toEqual(sorted(ids));

    const staff = await db.user.findUniqueOrThrow({ where: { email: 'marine_cs@example.com' } });
    expect((await call(customerOrders, { token: t.admin, params: idp(staff.id) })).status).toBe(404);
    expect((await call(customerOrders, { token: t.pilot, params: idp(id) })).status).toBe(403);
  });
});

describe('countries', () => {
  it('lists the spec fields and finds by alpha-2 or alpha-3', async () => {
    const list = await call(countryList, { token: t.pilot });
    expect(list.status).toBe(200);
    expect(list.json.total).toBeGreaterThan(240);
    for (const code of ['id', 'IDN']) {
      const c = await call(countryGet, { token: t.warehouse, params: { code } });
      expect(c.status).toBe(200);
      expect(c.json).toMatchObject({
        name: 'Indonesia',
        alpha2Code: 'ID',
        alpha3Code: 'IDN',
        callingCodes: ['62'],
        capital: 'Jakarta',
        topLevelDomain: ['.id'],
        numericCode: '360',
        currencies: [{ code: 'IDR', name: 'Indonesian rupiah', symbol: 'Rp' }],
        languages: [{ iso639_1: 'id', iso639_2: 'ind', name: 'Indonesian' }],
        cioc: 'INA',
        flag: '/api/country/ID/flag',
      });
      expect(c.json.translations.de).toBe('Indonesien');
    }
    expect((await call(countryGet, { token: t.cs, params: { code: 'QQ' } })).status).toBe(404);
    const us = await call(countryList, { token: t.cs, query: { q: 'united states' } });
    expect(us.json.data[0].callingCodes).toEqual(['1']);
    const flag = await call(countryFlagGet, { token: t.cs, params: { code: 'ID' } });
    expect(flag.status).toBe(200);
    expect(flag.headers.get('content-type')).toBe('image/svg+xml');
    expect(flag.text).toContain('<svg');
    expect((await call(countryList, {})).status).toBe(401);
  });
});
