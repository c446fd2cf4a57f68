// Marine orders: the shop pipeline (tests/api/shop-pipeline.ts) for the marine shop, and what a reservation
// means for the marine warehouse.
import { describe, expect, it } from 'vitest';
import { masterMutationCollection, stockMutationCollection } from '@/server/api/marine-stock';
import { call } from '../support/api-client';
import { signedIn } from './marine-fixtures';
import { describeShopPipeline, MARINE_SHOP, SWS_SHOP, shopCalls, stockOf } from './shop-pipeline';

const t = signedIn();

describeShopPipeline(MARINE_SHOP, SWS_SHOP, t);

describe('marine orders and the warehouse', () => {
  const { order, step, items: catalogueOf } = shopCalls(MARINE_SHOP, t);

  it('what an order reserves is not available: an issue or a count below it is refused, naming what is available', async () => {
    const { items } = await catalogueOf([4]);
    const id = await order([{ item_id: items[0].id, quantity: 3 }]);
    await step(id, 1);
    expect((await step(id, 2)).status).toBe(200);
    expect(await stockOf(items[0].id)).toEqual({ on_hand: 4, reserved: 3 });
    const issue = await call(stockMutationCollection.POST, {
      token: t.warehouse,
      body: { item_id: items[0].id, inout: 'out', quantity: 2, reason: 'damaged' },
    });
    expect(issue.status).toBe(409);
    expect(issue.json.error.message).toBe(`Not enough stock: ${items[0].sku} (requested 2, available 1)`);
    const count = await call(masterMutationCollection.POST, {
      token: t.warehouse,
      body: { doc_type: 'count', lines: [{ item_id: items[0].id, quantity: 2 }] },
    });
    expect(count.status).toBe(409);
    expect(count.json.error.message).toBe(`The count is below what open orders have reserved: ${items[0].sku} (requested 2, available 1)`);
    expect(await stockOf(items[0].id)).toEqual({ on_hand: 4, reserved: 3 });
  });
});
