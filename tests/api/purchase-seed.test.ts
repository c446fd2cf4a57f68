// The demo purchase requests of the seed: one in each state, with totals and schedules as the API makes them.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPurchases } from '@/prisma/seed/purchase';
import { purchaseCollection } from '@/server/api/purchase';
import { db } from '@/server/db';
import { call, tokenFor } from '../support/api-client';

beforeAll(async () => {
  await seedPurchases(db);
});

describe('demo purchase requests', () => {
  it('has one request in each state, and seeding again adds none', async () => {
    const res = await call(purchaseCollection.GET, { token: await tokenFor('admin'), query: { scope: 'all', q: 'Demo', sort: 'id' } });
    const texts = res.json.data
      .filter((r: { company: string }) => r.company.includes('Demo '))
      .map((r: { status_text: string }) => r.status_text);
    expect(texts).toEqual(['APPROVAL PIC', 'APPROVAL FINANCE', 'WAITING PAYMENT', 'PARTIALLY PAID', 'COMPLETE', 'REJECTED', 'ARCHIVE']);
    expect(await seedPurchases(db)).toBe(0);
  });
});
