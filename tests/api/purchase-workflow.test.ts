// The purchase approval workflow over the API: the right and the wrong person, out of order, stale
// version, two approvals at once, archive, and a history row for every step.
import { beforeAll, describe, expect, it } from 'vitest';
import { purchaseApprove, purchaseCollection, purchaseHistoryCollection, purchaseItem, purchaseReject } from '@/server/api/purchase';
import { call } from '../support/api-client';
import { approveTo, createRequest, detail, idp, type People, people } from './purchase-fixtures';

let p: People;
beforeAll(async () => {
  p = await people();
});

const CHANGED = { code: 'conflict', message: 'The request changed: reload it' };

describe('purchase approval workflow', () => {
  it('goes 0 -> 1 (lead) -> 2 (finance) with history, approver and can flags', async () => {
    const id = await createRequest(p);
    let d = await detail(p, id, 'airline_occ');
    expect(d).toMatchObject({
      status: 0,
      status_request: 1,
      status_text: 'APPROVAL PIC',
      version: 1,
      user_name: 'Demo OCC',
      lead_name: 'Demo Base Manager',
    });
    expect(d.can).toMatchObject({ edit: true, approve: false, reject: false, pay: false, regenerate: true });
    expect((await detail(p, id, 'airline_base')).can).toMatchObject({ edit: false, approve: true, reject: true });

    // the creator is not the lead; finance may not take the PIC's step
    for (const who of ['airline_occ', 'airline_finance'] as const) {
      const res = await call(purchaseApprove.POST, { token: p.token[who], params: idp(id), body: { version: 1 } });
      expect(res.status, who).toBe(403);
      expect(res.json.error.message).toMatch(/PIC/);
    }
    const ok = await call(purchaseApprove.POST, { token: p.token.airline_base, params: idp(id), body: { comment: 'Fine', version: 1 } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ id, status: 1, version: 2 });

    // the lead again (already moved on, stale version) -> 409; the lead with the new version -> 403 (finance's step)
    const again = await call(purchaseApprove.POST, { token: p.token.airline_base, params: idp(id), body: { version: 1 } });
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual(CHANGED);
    const notFinance = await call(purchaseApprove.POST, { token: p.token.airline_base, params: idp(id), body: { version: 2 } });
    expect(notFinance.status).toBe(403);
    expect(notFinance.json.error.message).toMatch(/finance/);

    const fin = await call(purchaseApprove.POST, { token: p.token.airline_finance, params: idp(id), body: { version: 2 } });
    expect(fin.status).toBe(200);
    d = await detail(p, id, 'airline_occ');
    expect(d).toMatchObject({
      status: 2,
      status_paid: 0,
      status_text: 'WAITING PAYMENT',
      approver_id: p.id.airline_finance,
      approver_name: 'Demo Finance',
      version: 3,
    });
    expect(d.history.map((h: { action: string }) => h.action)).toEqual(['created', 'approved_pic', 'approved_finance']);
    expect(d.history[1]).toMatchObject({ from_status: 0, to_status: 1, comment: 'Fine', user_name: 'Demo Base Manager' });
    expect(d.history[2]).toMatchObject({ from_status: 1, to_status: 2, user_id: p.id.airline_finance });

    // out of order: nothing to approve or reject at status 2
    for (const h of [purchaseApprove.POST, purchaseReject.POST]) {
      const res = await call(h, { token: p.token.admin, params: idp(id), body: { comment: 'late', version: 3 } });
      expect(res.status).toBe(409);
      expect(res.json.error).toEqual(CHANGED);
    }
  });

  it('rejects at the PIC step and at the finance step (comment required)', async () => {
    const a = await createRequest(p);
    const noComment = await call(purchaseReject.POST, { token: p.token.airline_base, params: idp(a), body: { version: 1 } });
    expect(noComment.status).toBe(400);
    expect(noComment.json.error.fields.comment).toBe('Please input a reason for the rejection');
    const r = await call(purchaseReject.POST, {
      token: p.token.airline_base,
      params: idp(a),
      body: { comment: 'Too expensive', version: 1 },
    });
    expect(r.json).toEqual({ id: a, status: 99, version: 2 });
    const da = await detail(p, a, 'airline_occ');
    expect(da.status_text).toBe('REJECTED');
    expect(da.history.at(-1)).toMatchObject({ action: 'rejected_pic', from_status: 0, to_status: 99, comment: 'Too expensive' });

    const b = await createRequest(p);
    await approveTo(p, b, 1);
    const wrong = await call(purchaseReject.POST, { token: p.token.airline_occ, params: idp(b), body: { comment: 'no', version: 2 } });
    expect(wrong.status).toBe(403);
    const ok = await call(purchaseReject.POST, { token: p.token.root, params: idp(b), body: { comment: 'Budget', version: 2 } });
    expect(ok.status).toBe(200);
    const db2 = await detail(p, b);
    expect(db2).toMatchObject({ status: 99, approver_id: p.id.root });
    expect(db2.history.at(-1)).toMatchObject({ action: 'rejected_finance', from_status: 1, to_status: 99 });
  });

  it('answers 409 for a stale version and lets admin take the PIC step', async () => {
    const id = await createRequest(p);
    const stale = await call(purchaseApprove.POST, { token: p.token.airline_base, params: idp(id), body: { version: 7 } });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toEqual(CHANGED);
    expect((await call(purchaseApprove.POST, { token: p.token.admin, params: idp(id), body: { version: 1 } })).status).toBe(200);
  });

  it('lets exactly one of two simultaneous approvals win', async () => {
    for (const status of [0, 1] as const) {
      const id = await createRequest(p);
      if (status === 1) await approveTo(p, id, 1);
      const version = (await detail(p, id)).version;
      const [first, second] = status === 0 ? (['airline_base', 'admin'] as const) : (['airline_finance', 'admin'] as const);
      const results = await Promise.all([
        call(purchaseApprove.POST, { token: p.token[first], params: idp(id), body: { version } }),
        call(purchaseApprove.POST, { token: p.token[second], params: idp(id), body: { version } }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)?.json.error).toEqual(CHANGED);
      const d = await detail(p, id);
      expect(d.status).toBe(status + 1);
      expect(d.version).toBe(version + 1);
      expect(d.history.filter((h: { action: string }) => h.action.startsWith('approved')).length).toBe(status + 1);
    }
  });

  it('approves and rejects at once: one wins', async () => {
    const id = await createRequest(p);
    const results = await Promise.all([
      call(purchaseApprove.POST, { token: p.token.airline_base, params: idp(id), body: { version: 1 } }),
      call(purchaseReject.POST, { token: p.token.admin, params: idp(id), body: { comment: 'no', version: 1 } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('edits only at status 0 by the creator or admin, and archives', async () => {
    const id = await createRequest(p);
    const put = await call(purchaseItem.PUT, {
      token: p.token.airline_occ,
      params: idp(id),
      body: { company: 'PT Zqpurchase Renamed', version: 1 },
    });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ id });
    expect((await call(purchaseItem.PUT, { token: p.token.airline_occ, params: idp(id), body: { notes: 'x', version: 1 } })).status).toBe(
      409,
    );
    expect((await call(purchaseItem.PUT, { token: p.token.airline_base, params: idp(id), body: { notes: 'x' } })).status).toBe(403);
    let d = await detail(p, id);
    expect(d).toMatchObject({ company: 'PT Zqpurchase Renamed', version: 2, company_phone: '6281234567890' });
    expect(d.history.at(-1).action).toBe('updated');

    await approveTo(p, id, 1);
    expect((await call(purchaseItem.PUT, { token: p.token.airline_occ, params: idp(id), body: { notes: 'late' } })).status).toBe(409);
    // the creator may archive only at status 0; admin any time
    expect((await call(purchaseItem.DELETE, { token: p.token.airline_occ, params: idp(id) })).status).toBe(409);
    const del = await call(purchaseItem.DELETE, { token: p.token.admin, params: idp(id) });
    expect(del.json).toEqual({ affected: 1 });
    d = await detail(p, id, 'airline_occ');
    expect(d).toMatchObject({ status_request: 0, status_text: 'ARCHIVE' });
    expect(d.history.at(-1).action).toBe('archived');
    expect((await call(purchaseItem.DELETE, { token: p.token.admin, params: idp(id) })).status).toBe(409);
    const late = await call(purchaseApprove.POST, { token: p.token.airline_finance, params: idp(id), body: { version: d.version } });
    expect(late.status).toBe(409);
  });

  it('lists by scope: mine, waiting for me, all (finance/admin only)', async () => {
    const id = await createRequest(p, { company: 'PT Zqscope Waiting' });
    const mine = await call(purchaseCollection.GET, { token: p.token.airline_occ, query: { q: 'Zqscope' } });
    expect(mine.json.total).toBe(1);
    expect(mine.json.data[0]).toMatchObject({
      id,
      user_name: 'Demo OCC',
      lead_name: 'Demo Base Manager',
      approver_name: null,
      total: 2507600.74,
      status_text: 'APPROVAL PIC',
      currency: 'IDR',
    });
    expect((await call(purchaseCollection.GET, { token: p.token.airline_base, query: { q: 'Zqscope' } })).json.total).toBe(0);
    const waiting = await call(purchaseCollection.GET, { token: p.token.airline_base, query: { scope: 'waiting', q: 'Zqscope' } });
    expect(waiting.json.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(
      (await call(purchaseCollection.GET, { token: p.token.airline_finance, query: { scope: 'waiting', q: 'Zqscope' } })).json.total,
    ).toBe(0);
    await approveTo(p, id, 1);
    expect(
      (await call(purchaseCollection.GET, { token: p.token.airline_base, query: { scope: 'waiting', q: 'Zqscope' } })).json.total,
    ).toBe(0);
    expect(
      (await call(purchaseCollection.GET, { token: p.token.airline_finance, query: { scope: 'waiting', q: 'Zqscope' } })).json.total,
    ).toBe(1);
    expect(
      (await call(purchaseCollection.GET, { token: p.token.airline_finance, query: { scope: 'all', q: 'Zqscope', status: 1 } })).json.total,
    ).toBe(1);
    expect(
      (await call(purchaseCollection.GET, { token: p.token.admin, query: { scope: 'all', q: 'Zqscope', status: 0 } })).json.total,
    ).toBe(0);
    const denied = await call(purchaseCollection.GET, { token: p.token.airline_occ, query: { scope: 'all' } });
    expect(denied.status).toBe(403);
  });

  it('keeps comments in the history, for anyone who can see the request', async () => {
    const id = await createRequest(p);
    const c = await call(purchaseHistoryCollection.POST, {
      token: p.token.airline_base,
      body: { purchase_id: id, comment: 'Which supplier?' },
    });
    expect(c.status).toBe(201);
    const h = await call(purchaseHistoryCollection.GET, { token: p.token.airline_occ, query: { purchase: id } });
    expect(h.json.total).toBe(2);
    expect(h.json.data[1]).toMatchObject({ id: c.json.id, action: 'comment', comment: 'Which supplier?', user_name: 'Demo Base Manager' });
    expect(
      (await call(purchaseHistoryCollection.POST, { token: p.token.airline_training, body: { purchase_id: id, comment: 'hi' } })).status,
    ).toBe(404);
    expect((await call(purchaseHistoryCollection.GET, { token: p.token.airline_training, query: { purchase: id } })).status).toBe(404);
  });
});
