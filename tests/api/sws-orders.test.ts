// Watersports orders (sws/trx): the shop pipeline (tests/api/shop-pipeline.ts) for the watersports shop, the
// detail's response flag (spec 8) on every answer, and the contract of the watersports paths.
import { describe, expect, it } from 'vitest';
import { marineTrxCreate, marineTrxDetail } from '@/server/api/marine-orders';
import { swsTrxCreate, swsTrxDetail, swsTrxUpdate } from '@/server/api/sws-orders';
import { db } from '@/server/db';
import { openApiDocument } from '@/server/http/openapi';
import { call } from '../support/api-client';
import { catalogue, customer, idp, signedIn } from './marine-fixtures';
import { describeShopPipeline, MARINE_SHOP, proofOf, SWS_SHOP, shopCalls } from './shop-pipeline';

const t = signedIn();

describeShopPipeline(SWS_SHOP, MARINE_SHOP, t);

describe('watersports order detail: the response flag', () => {
  const { order } = shopCalls(SWS_SHOP, t);

  it('answers the order with response: true to watersports, watersports_cs and the watersports manager', async () => {
    const { items } = await catalogue([2], { unit: 'watersports', price: 2_450_000, weight: 3_200 });
    const id = await order([{ item_id: items[0].id, quantity: 2 }]);
    for (const who of ['watersports', 'watersportsCs', 'watersportsManager', 'admin'] as const) {
      const res = await call(swsTrxDetail, { token: t[who], params: idp(id) });
      expect(res.status, who).toBe(200);
      expect(res.json).toMatchObject({
        response: true,
        id,
        unit: 'watersports',
        status: 0,
        subtotal: 4_900_000,
        total: 4_925_000,
        weight_total: 6_400,
        lines: [{ sku: items[0].sku, quantity: 2, price: 2_450_000, amount: 4_900_000 }],
        can: { next: 1, cancel: true },
      });
    }
  });

  it('answers every refusal as { response: false, error: { code, message } } with its status', async () => {
    const { items } = await catalogue([1], { unit: 'marine' });
    const c = await customer();
    const marine = await call(marineTrxCreate, {
      token: t.cs,
      body: { customer_id: c.id, lines: [{ item_id: items[0].id, quantity: 1 }] },
    });
    const marineId = marine.json.id as number;
    const cases: [string, Parameters<typeof call>[1], number, string][] = [
      ['a marine order', { token: t.watersportsCs, params: idp(marineId) }, 404, 'not_found'],
      ['an unknown order', { token: t.watersportsCs, params: idp(2_000_000_000) }, 404, 'not_found'],
      ['a malformed id', { token: t.watersportsCs, params: { id: 'abc' } }, 400, 'validation'],
      ['a zero id', { token: t.watersportsCs, params: { id: '0' } }, 400, 'validation'],
      ['an id beyond any order', { token: t.watersportsCs, params: { id: '99999999999' } }, 400, 'validation'],
      ['marine_cs', { token: t.cs, params: idp(marineId) }, 403, 'forbidden'],
      ['the marine manager', { token: t.marineManager, params: idp(marineId) }, 403, 'forbidden'],
      ['an airline pilot', { token: t.pilot, params: idp(marineId) }, 403, 'forbidden'],
      ['no token', { params: idp(marineId) }, 401, 'unauthorized'],
      ['a wrong token', { token: 'not-a-token', params: idp(marineId) }, 401, 'unauthorized'],
    ];
    for (const [what, opts, status, code] of cases) {
      const res = await call(swsTrxDetail, opts);
      expect(res.status, what).toBe(status);
      expect(res.json, what).toEqual({ response: false, error: expect.objectContaining({ code, message: expect.any(String) }) });
      expect(res.json.error.message.length, what).toBeGreaterThan(5);
    }
    expect((await call(swsTrxDetail, { token: t.watersportsCs, params: { id: 'abc' } })).json.error.message).toBe(
      'The order number must be a whole number from 1',
    );
    expect((await call(swsTrxDetail, { token: t.watersportsCs, params: idp(marineId) })).json.error.message).toBe(
      `Order ${marineId} not found`,
    );
    // the marine detail keeps its plain shape
    const plain = await call(marineTrxDetail, { token: t.cs, params: idp(marineId) });
    expect(plain.status).toBe(200);
    expect(plain.json).not.toHaveProperty('response');
  });

  it('a step on the watersports path answers like the marine PUT; refusals carry no response flag', async () => {
    const { items } = await catalogue([3], { unit: 'watersports' });
    const id = await order([{ item_id: items[0].id, quantity: 1 }]);
    const proof = await proofOf('watersportsCs');
    const ok = await call(swsTrxUpdate, { token: t.watersportsCs, params: idp(id), body: { version: 1, status: 1, payment_proof: proof } });
    expect(ok.json).toEqual({ id, status: 1, version: 2 });
    const stale = await call(swsTrxUpdate, { token: t.watersports, params: idp(id), body: { version: 1, status: 2 } });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ error: { code: 'conflict', message: 'The order changed: reload it' } });
    const created = await call(swsTrxCreate, { token: t.watersportsCs, body: { customer_id: 2_000_000_000, lines: [] } });
    expect(created.status).toBe(400);
    expect(created.json).not.toHaveProperty('response');
    expect((await db.shopOrder.findUniqueOrThrow({ where: { id } })).status).toBe(1);
  });

  it('documents the watersports paths, the detail with response: true and its refusals with response: false', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the document is read freely
    const doc = openApiDocument() as any;
    for (const [path, method] of [
      ['/api/sws/trx', 'post'],
      ['/api/sws/trx/status/{status}', 'get'],
      ['/api/sws/trx-detail/{id}', 'get'],
      ['/api/sws/trx-detail/{id}', 'put'],
    ]) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const get = doc.paths['/api/sws/trx-detail/{id}'].get;
    const ok = get.responses['200'].content['application/json'].schema;
    expect(ok.properties.response).toMatchObject({ const: true });
    expect(ok.required).toContain('response');
    for (const code of ['400', '401', '403', '404']) {
      const refusal = get.responses[code].content['application/json'].schema;
      expect(refusal.properties.response, code).toMatchObject({ const: false });
      expect(refusal.required, code).toEqual(['response', 'error']);
    }
    expect(
      doc.paths['/api/marine/marine-trx/detail/{id}'].get.responses['404'].content['application/json'].schema.properties,
    ).not.toHaveProperty('response');
  });
});
