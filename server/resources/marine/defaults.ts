// The marine price and weight default (spec 3): one row, what a new item takes when it leaves them out.
import type { Client } from '@/server/crud/model';

const select = { price: true, weight: true, updated_at: true } as const;

export async function getDefault(db: Client) {
  return (await db.marineDefault.findUnique({ where: { id: 1 }, select })) ?? { price: 0, weight: 0, updated_at: new Date(0) };
}

export async function putDefault(db: Client, body: { price: number; weight: number }) {
  return db.marineDefault.upsert({ where: { id: 1 }, create: { id: 1, ...body }, update: body, select });
}
