// Shared helpers of the customer and marine API tests: tokens by who, and small builders.
import { tokenFor } from '../support/api-client';

export const WHO = {
  cs: 'marine_cs',
  warehouse: 'marine_warehouse',
  marineManager: 'manager.marine@example.com',
  airlineManager: 'manager',
  airlineCs: 'airline_cs',
  pilot: 'airline_pilot',
  watersports: 'watersports',
  admin: 'admin',
} as const;
export type Who = keyof typeof WHO;

export async function tokens(): Promise<Record<Who, string>> {
  const out = {} as Record<Who, string>;
  for (const [key, who] of Object.entries(WHO) as [Who, string][]) out[key] = await tokenFor(who);
  return out;
}

export const idp = (n: number) => ({ id: String(n) });

/** A name no other test uses, for rows with unique names. */
let counter = 0;
export const unique = (prefix: string) => `${prefix} ${process.pid}-${Date.now() % 100000}-${++counter}`;

/** A category, a size and a product with one item per given stock, created straight in the database. */
export async function catalogue(stocks: number[], opts: { price?: number; weight?: number } = {}) {
  const { db } = await import('@/server/db');
  const tag = unique('T').replace(/\W+/g, '');
  const category = await db.marineCategory.create({ data: { name: `Cat ${tag}` } });
  const product = await db.marineProduct.create({ data: { name: `Life jacket ${tag}`, category_id: category.id } });
  const items = [];
  for (const [i, onHand] of stocks.entries()) {
    const size = await db.marineSize.create({ data: { name: `S${i}-${tag}`, sort_order: i } });
    items.push(
      await db.marineProductItem.create({
        data: {
          product_id: product.id,
          size_id: size.id,
          sku: `SKU-${tag}-${i}`.toUpperCase(),
          price: opts.price ?? 150_000,
          weight: opts.weight ?? 800,
          on_hand: onHand,
        },
      }),
    );
  }
  return { category, product, items };
}
