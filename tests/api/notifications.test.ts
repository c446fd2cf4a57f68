// Notifications over the API (issue 16): who a purchase step and a shop order tell, after the commit and
// never on a refused step; the bell lists and marks only the caller's own.
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationCollection, notificationRead } from '@/server/api/notifications';
import { purchaseApprove, purchaseReject } from '@/server/api/purchase';
import { db } from '@/server/db';
import { notificationsSettled } from '@/server/notify/notify';
import { call, tokenFor } from '../support/api-client';
import { signedIn } from './marine-fixtures';
import { approveTo, createRequest, detail, idp, type People, people } from './purchase-fixtures';
import { MARINE_SHOP, SWS_SHOP, shopCalls } from './shop-pipeline';

let p: People;
beforeAll(async () => {
  p = await people();
});
const t = signedIn();

/** The notifications about one link, as [user id, title] pairs in the order written. */
async function told(link: string) {
  await notificationsSettled();
  const rows = await db.notification.findMany({
    where: { link },
    orderBy: { id: 'asc' },
    select: { user_id: true, title: true, body: true },
  });
  return rows;
}

const userId = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;

describe('purchase steps notify the next approver and the creator', () => {
  it('created -> the lead; PIC approval -> finance and the creator; finance approval -> the creator; nobody else', async () => {
    const id = await createRequest(p);
    const link = `/purchase/${id}`;
    const ref = (await detail(p, id)).reference as string;
    expect(await told(link)).toEqual([
      { user_id: p.id.airline_base, title: `${ref} waiting for your approval`, body: 'PT Zqpurchase Supplies: requested by Demo OCC' },
    ]);

    await approveTo(p, id, 1);
    const afterPic = (await told(link)).slice(1);
    expect(afterPic).toEqual(
      expect.arrayContaining([
        {
          user_id: p.id.airline_occ,
          title: `${ref} approved by PIC: waiting for Finance`,
          body: 'PT Zqpurchase Supplies: by Demo Base Manager',
        },
        { user_id: p.id.airline_finance, title: `${ref} waiting for your approval`, body: 'PT Zqpurchase Supplies: by Demo Base Manager' },
      ]),
    );
    expect(afterPic).toHaveLength(2);

    const d = await detail(p, id);
    const fin = await call(purchaseApprove.POST, { token: p.token.airline_finance, params: idp(id), body: { version: d.version } });
    expect(fin.status).toBe(200);
    // The creator hears; finance (the only finance user) took the step and is not told about it.
    expect((await told(link)).slice(3)).toEqual([
      {
        user_id: p.id.airline_occ,
        title: `${ref} approved by Finance: waiting for payment`,
        body: 'PT Zqpurchase Supplies: by Demo Finance',
      },
    ]);
    const everyone = new Set((await told(link)).map((n) => n.user_id));
    expect([...everyone].sort()).toEqual([p.id.airline_base, p.id.airline_occ, p.id.airline_finance].sort());
  });

  it('a rejection tells the creator with the reason; a refused or stale step tells nobody', async () => {
    const id = await createRequest(p);
    const link = `/purchase/${id}`;
    await told(link);
    const wrong = await call(purchaseApprove.POST, { token: p.token.airline_finance, params: idp(id), body: { version: 1 } });
    expect(wrong.status).toBe(403);
    const stale = await call(purchaseApprove.POST, { token: p.token.airline_base, params: idp(id), body: { version: 7 } });
    expect(stale.status).toBe(409);
    expect(await told(link)).toHaveLength(1);

    const r = await call(purchaseReject.POST, { token: p.token.airline_base, params: idp(id), body: { comment: 'Too dear', version: 1 } });
    expect(r.status).toBe(200);
    const rows = await told(link);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      user_id: p.id.airline_occ,
      title: expect.stringMatching(/rejected by PIC$/),
      body: expect.stringContaining('Too dear'),
    });
  });
});

describe('shop orders notify their own shop customer service only', () => {
  for (const [shop, prefix, screen] of [
    [MARINE_SHOP, 'MO', '/marine/transaction'],
    [SWS_SHOP, 'WO', '/watersports/transaction'],
  ] as const) {
    it(`${shop.unit}: a new order and each step tell ${shop.unit}_cs, not the other shop's`, async () => {
      const { order, step, items } = shopCalls(shop, t);
      const { items: stock } = await items([5]);
      const id = await order([{ item_id: stock[0].id, quantity: 1 }], shop.manager);
      expect((await step(id, 1, {}, shop.manager)).status).toBe(200);
      await notificationsSettled();
      const rows = await db.notification.findMany({
        where: { kind: 'order', title: { startsWith: `Order ${prefix}-${id} ` } },
        orderBy: { id: 'asc' },
        select: { user_id: true, title: true, link: true },
      });
      const cs = await userId(`${shop.unit}_cs@example.com`);
      expect(rows).toEqual([
        { user_id: cs, title: `Order ${prefix}-${id} taken: waiting for payment`, link: `${screen}?status=0&orders.q=${id}` },
        { user_id: cs, title: `Order ${prefix}-${id} paid: verify the payment`, link: `${screen}?status=1&orders.q=${id}` },
      ]);
      // The CS who moves an order is not told about their own step.
      expect((await step(id, 2, {}, shop.cs)).status).toBe(200);
      await notificationsSettled();
      expect(await db.notification.count({ where: { title: { startsWith: `Order ${prefix}-${id} ` } } })).toBe(2);
    });
  }
});

describe('the bell: only the caller own notifications', () => {
  it('lists the newest 50 with the unread count, and marks read only the caller own', async () => {
    const [finance, occ] = [p.id.airline_finance, p.id.airline_occ];
    await db.notification.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({ user_id: finance, kind: 'test', title: `Bell ${i}`, body: '', link: null })),
    });
    const mine = await call(notificationCollection.GET, { token: p.token.airline_finance });
    expect(mine.status).toBe(200);
    expect(mine.json.data).toHaveLength(50);
    expect(mine.json.data.every((n: { user_id: number }) => n.user_id === finance)).toBe(true);
    expect(mine.json.unread).toBe(await db.notification.count({ where: { user_id: finance, read_at: null } }));
    const times = mine.json.data.map((n: { created_at: string }) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    // Another person's ids are left alone; the caller's own are marked.
    const theirs = (await call(notificationCollection.GET, { token: p.token.airline_occ })).json.data.map((n: { id: number }) => n.id);
    expect(theirs.length).toBeGreaterThan(0);
    const stranger = await call(notificationRead.POST, { token: p.token.airline_finance, body: { ids: theirs } });
    expect(stranger.json).toEqual({ affected: 0 });
    expect(await db.notification.count({ where: { id: { in: theirs }, read_at: { not: null } } })).toBe(0);

    const one = mine.json.data[0].id as number;
    expect((await call(notificationRead.POST, { token: p.token.airline_finance, body: { ids: [one] } })).json).toEqual({ affected: 1 });
    const all = await call(notificationRead.POST, { token: p.token.airline_finance, body: { all: true } });
    expect(all.json.affected).toBeGreaterThanOrEqual(54);
    expect((await call(notificationCollection.GET, { token: p.token.airline_finance })).json.unread).toBe(0);
    expect(await db.notification.count({ where: { user_id: occ, read_at: null } })).toBeGreaterThan(0);
  });

  it('refuses a body that says neither ids nor all, and callers without a session', async () => {
    const token = await tokenFor('airline_finance');
    for (const body of [{}, { ids: [] }, { all: false }, { ids: [1], all: true }, { ids: ['x'] }, { all: true, extra: 1 }]) {
      const res = await call(notificationRead.POST, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(notificationCollection.GET)).status).toBe(401);
    expect((await call(notificationRead.POST, { body: { all: true } })).status).toBe(401);
  });
});
