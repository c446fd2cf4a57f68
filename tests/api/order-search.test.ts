// Order search takes the number as staff see it (issue 41 item 9): '#1857' on the lists, 'MO-1857' /
// 'WO-1857' in the notices, or the bare digits, find that order alone in either shop; names still search.
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { call } from '../support/api-client';
import { idp, signedIn } from './marine-fixtures';
import { MARINE_SHOP, SWS_SHOP, shopCalls } from './shop-pipeline';

const t = signedIn();

describe.each([
  { shop: MARINE_SHOP, unit: 'marine', own: 'MO', theirs: 'WO' },
  { shop: SWS_SHOP, unit: 'watersports', own: 'WO', theirs: 'MO' },
])('order search by number: $unit', ({ shop, own, theirs }) => {
  const { order, items } = shopCalls(shop, t);
  const search = async (q: string) => {
    const res = await call(shop.routes.byStatus, { token: t[shop.cs], params: { status: '0' }, query: { q } });
    expect(res.status, q).toBe(200);
    return res.json.data.map((o: { id: number }) => o.id) as number[];
  };

  it('finds exactly the order named by #n, n or its prefix, not others holding the digits', async () => {
    const { items: stock } = await items([5]);
    const id = await order([{ item_id: stock[0].id, quantity: 1 }]);
    const other = await order([{ item_id: stock[0].id, quantity: 1 }]);
    const o = await db.shopOrder.findUniqueOrThrow({ where: { id: other }, select: { customer_id: true } });
    await db.customer.update({ where: { id: o.customer_id }, data: { name: `Budi ${own}-${id} #${id}` } });
    await db.shopOrder.update({ where: { id: other }, data: { tracking_number: `JNE${id}` } });

    for (const q of [`#${id}`, `${id}`, `${own}-${id}`, ` ${own.toLowerCase()}-${id} `, `${own} ${id}`]) {
      expect(await search(q), q).toEqual([id]);
    }
    expect(await search(`${theirs}-${id}`)).toEqual([]);
    // text still searches names and tracking numbers
    expect(await search(`Budi ${own}-${id}`)).toEqual([other]);
    expect(await search(`JNE${id}`)).toEqual([other]);
    expect((await call(shop.routes.detail, { token: t[shop.cs], params: idp(id) })).status).toBe(200);
  });
});
