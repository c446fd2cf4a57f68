// Who may call the purchase routes: 401 without a token, 403 for airline_pilot on every route, 404 for
// requests the caller may not see, 400 with field messages for bad bodies and queries; never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '@/server/api/purchase';
import type { RouteHandler } from '@/server/http/route';
import { call } from '../support/api-client';
import { createRequest, idp, type People, people, requestBody } from './purchase-fixtures';

let p: People;
let id: number;
let itemId: number;
let paymentId: number;
beforeAll(async () => {
  p = await people();
  id = await createRequest(p);
  const d = (await call(api.purchaseItem.GET, { token: p.token.admin, params: idp(id) })).json;
  itemId = d.items[0].id;
  paymentId = d.payments[0].id;
});

const routes = (): [string, RouteHandler, Record<string, string> | undefined][] => [
  ['GET /api/purchase', api.purchaseCollection.GET, undefined],
  ['POST /api/purchase', api.purchaseCollection.POST, undefined],
  ['GET /api/purchase/{id}', api.purchaseItem.GET, idp(id)],
  ['PUT /api/purchase/{id}', api.purchaseItem.PUT, idp(id)],
  ['DELETE /api/purchase/{id}', api.purchaseItem.DELETE, idp(id)],
  ['POST approve', api.purchaseApprove.POST, idp(id)],
  ['POST reject', api.purchaseReject.POST, idp(id)],
  ['GET item', api.purchaseItemCollection.GET, undefined],
  ['POST item', api.purchaseItemCollection.POST, undefined],
  ['PUT item', api.purchaseItemItem.PUT, idp(itemId)],
  ['DELETE item', api.purchaseItemItem.DELETE, idp(itemId)],
  ['GET payment', api.purchasePaymentCollection.GET, undefined],
  ['POST payment', api.purchasePaymentCollection.POST, undefined],
  ['PUT payment', api.purchasePaymentItem.PUT, idp(paymentId)],
  ['DELETE payment', api.purchasePaymentItem.DELETE, idp(paymentId)],
  ['POST regenerate', api.purchasePaymentRegenerate.POST, idp(id)],
  ['GET history', api.purchaseHistoryCollection.GET, undefined],
  ['POST history', api.purchaseHistoryCollection.POST, undefined],
];

describe('purchase access', () => {
  it('answers 401 without a token and 403 to airline_pilot on every route', async () => {
    for (const [name, handler, params] of routes()) {
      const body = handler.spec.body ? { purchase_id: id, version: 1, comment: 'x' } : undefined;
      expect((await call(handler, { params, body, query: { purchase: id } })).status, name).toBe(401);
      const res = await call(handler, { token: p.token.airline_pilot, params, body, query: { purchase: id } });
      expect(res.status, name).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
  });

  it('answers 404 for a request the caller may not see, and shows it to creator, lead, finance, admin', async () => {
    for (const who of ['airline_training', 'manager', 'marine_cs'] as const) {
      expect((await call(api.purchaseItem.GET, { token: p.token[who], params: idp(id) })).status, who).toBe(404);
      expect((await call(api.purchaseApprove.POST, { token: p.token[who], params: idp(id), body: { version: 1 } })).status, who).toBe(404);
      expect((await call(api.purchaseItemCollection.GET, { token: p.token[who], query: { purchase: id } })).status, who).toBe(404);
      expect(
        (
          await call(api.purchasePaymentItem.PUT, {
            token: p.token[who],
            params: idp(paymentId),
            body: { paid_at: '2026-12-01T00:00:00Z', paid_amount: 1, reference: 'TRX-T' },
          })
        ).status,
        who,
      ).toBe(404);
    }
    for (const who of ['airline_occ', 'airline_base', 'airline_finance', 'admin', 'root'] as const) {
      expect((await call(api.purchaseItem.GET, { token: p.token[who], params: idp(id) })).status, who).toBe(200);
    }
    expect((await call(api.purchaseItem.GET, { token: p.token.admin, params: idp(2_000_000_000) })).status).toBe(404);
    expect((await call(api.purchaseItem.GET, { token: p.token.admin, params: { id: 'abc' } })).status).toBe(404);
    expect((await call(api.purchaseItem.GET, { token: p.token.admin, params: { id: '99999999999' } })).status).toBe(404);
  });

  it('refuses a lead who is not in the managements list (or may not use Purchase)', async () => {
    for (const lead of [p.id.airline_occ, p.id.airline_finance, p.id.airline_pilot, 2_000_000_000]) {
      const res = await call(api.purchaseCollection.POST, { token: p.token.airline_occ, body: requestBody(lead) });
      expect(res.status, String(lead)).toBe(400);
      expect(res.json.error.fields.lead_id).toBe('Please choose a PIC (lead) from the managements list');
    }
    expect((await call(api.purchaseCollection.POST, { token: p.token.airline_occ, body: requestBody(p.id.manager) })).status).toBe(201);
  });

  it.each([
    [{ items: [] }, 'items', 'Please add at least one item'],
    [{ items: undefined }, 'items', 'Please add at least one item'],
    [{ company: ' ' }, 'company', 'Please input company'],
    [{ company_phone: '12ab' }, 'company_phone', 'Please input a phone number such as 0812 3456 7890'],
    [{ amount_discount: 1.005 }, 'amount_discount', 'The discount may have at most 2 decimals'],
    [{ amount_additional: -1 }, 'amount_additional', 'The additional amount may not be negative'],
    [{ currency: 'EUR' }, 'currency', 'currency must be IDR or USD'],
    [{ payment_type: 1 }, 'payment_due_date', 'Please input the first due date of a recurring payment'],
    [{ payment_type: 2 }, 'payment_type', 'payment_type must be 0 (single) or 1 (recurring)'],
    [{ items: [{ name: 'x', amount: 1, quantity: 0 }] }, 'items.0.quantity', 'Quantity must be at least 1'],
    [{ items: [{ name: 'x', amount: 1, quantity: 1, colour: 'red' }] }, 'items.0', undefined],
    [{ attachments: ['not-a-uuid'] }, 'attachments.0', 'attachments must be upload ids'],
    [{ attachments: ['5b2c4f2e-8a61-4f5e-9d55-3f3a8c1e2b7d'] }, 'attachments', 'Unknown attachment: upload the file first'],
    [{ status: 3 }, 'status', undefined],
  ])('answers 400 for %o', async (extra, field, message) => {
    const res = await call(api.purchaseCollection.POST, { token: p.token.airline_occ, body: requestBody(p.id.airline_base, extra) });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation');
    const fields = res.json.error.fields as Record<string, string>;
    if (message) expect(fields[field]).toBe(message);
    else expect(JSON.stringify(fields)).toMatch(/colour|status|Unrecognized|unknown/i);
  });

  it('answers 400 for bad queries and bodies elsewhere', async () => {
    const cases: [RouteHandler, object][] = [
      [api.purchaseCollection.GET, { query: { scope: 'everything' } }],
      [api.purchaseCollection.GET, { query: { status: 5 } }],
      [api.purchaseCollection.GET, { query: { sort: 'password' } }],
      [api.purchaseItemCollection.GET, { query: {} }],
      [api.purchaseApprove.POST, { params: idp(id), body: {} }],
      [api.purchaseApprove.POST, { params: idp(id), body: { version: 1, extra: true } }],
      [api.purchaseItem.PUT, { params: idp(id), body: { user_id: 1 } }],
      [api.purchaseItemCollection.POST, { body: { purchase_id: id, name: 'x', amount: 0.001, quantity: 1 } }],
      [api.purchasePaymentItem.PUT, { params: idp(paymentId), body: { paid_at: 'yesterday', paid_amount: 5, reference: 'TRX-T' } }],
      [api.purchasePaymentRegenerate.POST, { params: idp(id), body: { tenor: 0 } }],
      [api.purchaseHistoryCollection.POST, { body: { purchase_id: id } }],
    ];
    for (const [handler, opts] of cases) {
      const res = await call(handler, { token: p.token.admin, ...opts });
      expect(res.status, `${handler.spec.method} ${handler.spec.path} ${JSON.stringify(opts)}`).toBe(400);
      expect(Object.keys(res.json.error.fields ?? {}).length, JSON.stringify(res.json)).toBeGreaterThan(0);
    }
    const raw = await call(api.purchaseCollection.POST, {
      token: p.token.admin,
      raw: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
  });

  it('never answers 500 to odd input', async () => {
    const odd = [
      null,
      [],
      'x',
      1,
      { version: 'a' },
      { purchase_id: -1 },
      { purchase_id: 3_000_000_000, comment: 'x', version: 1 },
      { tenor: 1e9 },
    ];
    for (const [name, handler, params] of routes()) {
      for (const body of odd) {
        const res = await call(handler, {
          token: p.token.admin,
          params,
          body: handler.spec.body ? body : undefined,
          query: { purchase: 'abc' },
        });
        expect(res.status, `${name} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });
});
