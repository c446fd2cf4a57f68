// Totals in IDR and USD against hand computation, the payment schedule, items that move the totals,
// recording payments to PAID and COMPLETE, and regenerate keeping the paid instalments.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  purchaseCollection,
  purchaseItemCollection,
  purchaseItemItem,
  purchasePaymentCollection,
  purchasePaymentItem,
  purchasePaymentRegenerate,
} from '@/server/api/purchase';
import { db } from '@/server/db';
import { call } from '../support/api-client';
import { approveTo, createRequest, detail, idp, type People, people, requestBody } from './purchase-fixtures';

let p: People;
beforeAll(async () => {
  p = await people();
});

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b * 100, 0)) / 100;
const paidAt = '2026-12-01T03:00:00Z';

describe('purchase totals', () => {
  it('computes IDR totals exactly: 2 x 1,250,000.50 + 1 x 99.99 + 10,000 - 2,500.25', async () => {
    const id = await createRequest(p);
    const d = await detail(p, id, 'airline_occ');
    // by hand: 2,500,001.00 + 99.99 = 2,500,100.99; + 10,000 - 2,500.25 = 2,507,600.74
    expect(d).toMatchObject({
      currency: 'IDR',
      items_amount: 2500100.99,
      amount_additional: 10000,
      amount_discount: 2500.25,
      total: 2507600.74,
      paid: 0,
      outstanding: 2507600.74,
    });
    expect(d.items).toEqual([
      expect.objectContaining({ name: 'Tyre 6.00-6', amount: 1250000.5, quantity: 2, subtotal: 2500001 }),
      expect.objectContaining({ name: 'Valve cap', amount: 99.99, quantity: 1, subtotal: 99.99 }),
    ]);
    expect(d.payments).toEqual([
      expect.objectContaining({ seq: 1, due_date: '2026-12-15', amount: 2507600.74, paid_at: null, paid_amount: null }),
    ]);
    expect(d.reference).toMatch(new RegExp(`^SA-APP/PR/${id}/\\d\\d$`));
    const row = await db.purchase.findUniqueOrThrow({ where: { id }, select: { items_amount: true } });
    expect(row.items_amount.toFixed(2)).toBe('2500100.99');
  });

  it('computes USD totals and splits a recurring schedule, the last instalment absorbing the rounding', async () => {
    const id = await createRequest(p, {
      currency: 'USD',
      items: [
        { name: 'Headset cable', amount: 19.99, quantity: 3 },
        { name: 'Fuse', amount: 0.1, quantity: 10 },
      ],
      amount_additional: 0.2,
      amount_discount: 0.1,
      payment_type: 1,
      payment_type_tenor: 3,
      payment_due_date: '2027-01-31',
      payment_due_date_single: null,
    });
    const d = await detail(p, id);
    // by hand: 59.97 + 1.00 = 60.97; + 0.20 - 0.10 = 61.07; 61.07 / 3 = 20.35, 20.35, 20.37
    expect(d).toMatchObject({ currency: 'USD', items_amount: 60.97, total: 61.07, payment_type: 1, payment_type_tenor: 3 });
    expect(d.payments.map((x: { amount: number }) => x.amount)).toEqual([20.35, 20.35, 20.37]);
    expect(d.payments.map((x: { due_date: string }) => x.due_date)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });

  it('moves items_amount and the schedule with item changes (creator, status 0 only)', async () => {
    const id = await createRequest(p, { payment_type: 1, payment_type_tenor: 2, payment_due_date: '2027-01-10' });
    const add = await call(purchaseItemCollection.POST, {
      token: p.token.airline_occ,
      body: { purchase_id: id, name: 'Oil', amount: 50000.01, quantity: 4 },
    });
    expect(add.status).toBe(201);
    let d = await detail(p, id);
    // 2,500,100.99 + 200,000.04 = 2,700,101.03; total 2,707,600.78 -> 1,353,800.39 x 2
    expect(d).toMatchObject({ items_amount: 2700101.03, total: 2707600.78 });
    expect(d.payments.map((x: { amount: number }) => x.amount)).toEqual([1353800.39, 1353800.39]);
    const put = await call(purchaseItemItem.PUT, {
      token: p.token.airline_occ,
      params: idp(add.json.id),
      query: { purchase: id },
      body: { quantity: 1 },
    });
    expect(put.status).toBe(200);
    expect((await detail(p, id)).items_amount).toBe(2550101);
    expect(
      (
        await call(purchaseItemItem.PUT, {
          token: p.token.airline_occ,
          params: idp(add.json.id),
          query: { purchase: id + 1 },
          body: { quantity: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await call(purchaseItemItem.DELETE, { token: p.token.airline_base, params: idp(add.json.id) })).status).toBe(403);
    expect((await call(purchaseItemItem.DELETE, { token: p.token.airline_occ, params: idp(add.json.id) })).json).toEqual({ affected: 1 });
    d = await detail(p, id);
    expect(d.items_amount).toBe(2500100.99);
    expect(sum(d.payments.map((x: { amount: number }) => x.amount))).toBe(2507600.74);
    const list = await call(purchaseItemCollection.GET, { token: p.token.airline_base, query: { purchase: id } });
    expect(list.json.total).toBe(2);
    // the last item cannot go
    const items = d.items as { id: number }[];
    await call(purchaseItemItem.DELETE, { token: p.token.airline_occ, params: idp(items[1].id) });
    expect((await call(purchaseItemItem.DELETE, { token: p.token.airline_occ, params: idp(items[0].id) })).status).toBe(409);
    await approveTo(p, id, 1);
    const late = await call(purchaseItemCollection.POST, {
      token: p.token.airline_occ,
      body: { purchase_id: id, name: 'Late', amount: 1, quantity: 1 },
    });
    expect(late.status).toBe(409);
  });

  it('refuses a discount larger than the subtotal', async () => {
    const res = await call(purchaseCollection.POST, {
      token: p.token.airline_occ,
      body: requestBody(p.id.airline_base, { amount_discount: 3000000 }),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.amount_discount).toMatch(/discount/);
  });
});

describe('purchase payments', () => {
  it('records payments: partly paid, then paid and COMPLETE, with history', async () => {
    const id = await createRequest(p, { payment_type: 1, payment_type_tenor: 2, payment_due_date: '2027-01-10' });
    const early = (await detail(p, id)).payments[0].id;
    expect(
      (
        await call(purchasePaymentItem.PUT, {
          token: p.token.airline_finance,
          params: idp(early),
          body: { paid_at: paidAt, paid_amount: 1, reference: 'TRX-T' },
        })
      ).status,
    ).toBe(409);
    await approveTo(p, id, 2);
    const [a, b] = (await detail(p, id)).payments;
    expect(a.amount + b.amount).toBe(2507600.74);
    expect(
      (
        await call(purchasePaymentItem.PUT, {
          token: p.token.airline_occ,
          params: idp(a.id),
          body: { paid_at: paidAt, paid_amount: a.amount, reference: 'TRX-T' },
        })
      ).status,
    ).toBe(403);
    const too = await call(purchasePaymentItem.PUT, {
      token: p.token.airline_finance,
      params: idp(a.id),
      body: { paid_at: paidAt, paid_amount: 3000000, reference: 'TRX-T' },
    });
    expect(too.status).toBe(400);
    expect(too.json.error.fields.paid_amount).toMatch(/outstanding/);

    const r1 = await call(purchasePaymentItem.PUT, {
      token: p.token.airline_finance,
      params: idp(a.id),
      query: { purchase: id },
      body: { paid_at: paidAt, paid_amount: a.amount, reference: 'TRX-1' },
    });
    expect(r1.json).toEqual({ id: a.id, status: 2, status_paid: 1 });
    let d = await detail(p, id, 'airline_occ');
    expect(d).toMatchObject({ status_text: 'PARTIALLY PAID', paid: a.amount, outstanding: b.amount });
    expect(
      (
        await call(purchasePaymentItem.PUT, {
          token: p.token.airline_finance,
          params: idp(a.id),
          body: { paid_at: paidAt, paid_amount: 1, reference: 'TRX-T' },
        })
      ).status,
    ).toBe(409);
    expect((await call(purchasePaymentItem.DELETE, { token: p.token.airline_finance, params: idp(a.id) })).status).toBe(409);

    const r2 = await call(purchasePaymentItem.PUT, {
      token: p.token.admin,
      params: idp(b.id),
      body: { paid_at: paidAt, paid_amount: b.amount, reference: 'TRX-T' },
    });
    expect(r2.json).toEqual({ id: b.id, status: 3, status_paid: 2 });
    d = await detail(p, id, 'airline_occ');
    expect(d).toMatchObject({ status: 3, status_paid: 2, status_text: 'COMPLETE', paid: 2507600.74, outstanding: 0 });
    expect(d.payments[0]).toMatchObject({ paid_at: '2026-12-01T03:00:00.000Z', paid_amount: a.amount, reference: 'TRX-1' });
    expect(d.history.filter((h: { action: string }) => h.action === 'payment').map((h: { to_status: number }) => h.to_status)).toEqual([
      2, 3,
    ]);
    const regen = await call(purchasePaymentRegenerate.POST, { token: p.token.airline_finance, params: idp(id), body: {} });
    expect(regen.status).toBe(409);
  });

  it('regenerates: paid instalments stay, the new ones cover exactly the outstanding amount', async () => {
    const id = await createRequest(p, { payment_type: 1, payment_type_tenor: 3, payment_due_date: '2027-01-10' });
    await approveTo(p, id, 2);
    const first = (await detail(p, id)).payments[0];
    await call(purchasePaymentItem.PUT, {
      token: p.token.airline_finance,
      params: idp(first.id),
      body: { paid_at: paidAt, paid_amount: 1000000.01, reference: 'TRX-T' },
    });
    expect((await call(purchasePaymentRegenerate.POST, { token: p.token.airline_occ, params: idp(id), body: { tenor: 2 } })).status).toBe(
      403,
    );
    const res = await call(purchasePaymentRegenerate.POST, {
      token: p.token.airline_finance,
      params: idp(id),
      body: { tenor: 4, first_due_date: '2027-03-05' },
    });
    expect(res.status).toBe(200);
    // by hand: 2,507,600.74 - 1,000,000.01 = 1,507,600.73 -> 376,900.18 x 3 + 376,900.19
    expect(res.json).toEqual({ id, tenor: 4, outstanding: 1507600.73 });
    const d = await detail(p, id);
    expect(d.payments[0]).toMatchObject({ id: first.id, seq: 1, paid_amount: 1000000.01 });
    const unpaid = d.payments.slice(1);
    expect(unpaid.map((x: { seq: number }) => x.seq)).toEqual([2, 3, 4, 5]);
    expect(unpaid.map((x: { amount: number }) => x.amount)).toEqual([376900.18, 376900.18, 376900.18, 376900.19]);
    expect(unpaid.map((x: { due_date: string }) => x.due_date)).toEqual(['2027-03-05', '2027-04-05', '2027-05-05', '2027-06-05']);
    expect(sum(unpaid.map((x: { amount: number }) => x.amount))).toBe(d.outstanding);
    expect(d).toMatchObject({ payment_type_tenor: 5, status_paid: 1, outstanding: 1507600.73 });
    expect(d.history.at(-1)).toMatchObject({ action: 'regenerated' });
  });

  it('adds and removes instalments within the total (finance only)', async () => {
    const id = await createRequest(p, {
      currency: 'USD',
      items: [{ name: 'Part', amount: 100, quantity: 1 }],
      amount_additional: 0,
      amount_discount: 0,
    });
    const only = (await detail(p, id)).payments[0];
    expect((await call(purchasePaymentItem.DELETE, { token: p.token.airline_occ, params: idp(only.id) })).status).toBe(403);
    const over = await call(purchasePaymentCollection.POST, { token: p.token.airline_finance, body: { purchase_id: id, amount: 0.01 } });
    expect(over.status).toBe(400);
    expect(over.json.error.fields.amount).toMatch(/exceed/);
    expect((await call(purchasePaymentItem.DELETE, { token: p.token.airline_finance, params: idp(only.id) })).json).toEqual({
      affected: 1,
    });
    for (const amount of [60, 40]) {
      expect(
        (
          await call(purchasePaymentCollection.POST, {
            token: p.token.airline_finance,
            body: { purchase_id: id, amount, due_date: '2027-02-01' },
          })
        ).status,
      ).toBe(201);
    }
    const list = await call(purchasePaymentCollection.GET, { token: p.token.airline_occ, query: { purchase: id } });
    expect(list.json.data.map((x: { seq: number; amount: number }) => [x.seq, x.amount])).toEqual([
      [1, 60],
      [2, 40],
    ]);
    // the creator may regenerate while status 0
    const regen = await call(purchasePaymentRegenerate.POST, {
      token: p.token.airline_occ,
      params: idp(id),
      body: { tenor: 3, first_due_date: '2027-01-01' },
    });
    expect(regen.status).toBe(200);
    expect((await detail(p, id)).payments.map((x: { amount: number }) => x.amount)).toEqual([33.33, 33.33, 33.34]);
    // no body: same tenor and first due date
    const again = await call(purchasePaymentRegenerate.POST, { token: p.token.airline_occ, params: idp(id) });
    expect(again.json).toEqual({ id, tenor: 3, outstanding: 100 });
    expect((await detail(p, id)).payments.map((x: { due_date: string }) => x.due_date)).toEqual(['2027-01-01', '2027-02-01', '2027-03-01']);
  });
});
