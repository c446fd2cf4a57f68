// The marine catalogue (issue 12): categories, sizes, products and product items (a product in a size),
// the price and weight default. Money is whole IDR, weight whole grams. Client-safe.
import { z } from 'zod';
import { instantText } from '@/lib/schemas/answers';
import { id, idFilter, int, optionalText, rowVersion, text } from '@/lib/schemas/fields';
import { listQuery } from '@/lib/schemas/list';

/** The largest price and weight an item may have (PostgreSQL int4). */
export const MAX_IDR = 2_000_000_000;
export const MAX_GRAMS = 100_000_000;

export const idr = (label: string) => int(label, 0, MAX_IDR);
export const grams = (label: string) => int(label, 0, MAX_GRAMS);

// --- Category
export const categoryCreate = z.strictObject({ name: text(100), description: optionalText() });
export const categoryUpdate = categoryCreate.partial();
export const categoryQuery = listQuery(['id', 'name']);
export const categoryRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  _count: z.object({ products: z.number().int() }),
});
export type CategoryRow = z.infer<typeof categoryRow>;

// --- Size
export const sizeCreate = z.strictObject({ name: text(40), sort_order: int(0, 10000).default(0) });
export const sizeUpdate = z.strictObject({ name: text(40), sort_order: int(0, 10000) }).partial();
export const sizeQuery = listQuery(['id', 'name', 'sort_order']);
export const sizeRow = z.object({
  id: z.number().int(),
  name: z.string(),
  sort_order: z.number().int(),
  _count: z.object({ items: z.number().int() }),
});
export type SizeRow = z.infer<typeof sizeRow>;

// --- Product
const images = z.array(z.uuid({ error: 'An image must be an upload id' }), { error: 'images must be a list of upload ids' }).max(20);
const productFields = {
  category_id: id('a category'),
  name: text(150),
  description: optionalText(5000),
  images: images.default([]),
  active: z.boolean().default(true),
};
export const productCreate = z.strictObject(productFields);
export const productUpdate = z.strictObject({ ...productFields, images, active: z.boolean() }).partial();
export const productQuery = listQuery(['id', 'name', 'created_at']).extend({
  category: idFilter,
  active: z.enum(['true', 'false']).optional(),
});
export const productRow = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  active: z.boolean(),
  created_at: instantText,
  updated_at: instantText,
  items_count: z.number().int(),
});
export type ProductRow = z.infer<typeof productRow>;

// --- Product item
/** How rows of the ledger, documents and orders name their item. */
export const itemNames = {
  item_id: z.number().int(),
  sku: z.string(),
  product_name: z.string(),
  size_name: z.string(),
};

const sku = z
  .string({ error: 'Please input SKU' })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9._-]{1,39}$/, { error: 'SKU must be 2-40 letters, digits, dots, dashes or underscores' }));

/** An item's own fields; price and weight left out take the marine default. */
const itemFields = {
  size_id: id('a size'),
  sku,
  price: idr('price').optional(),
  weight: grams('weight').optional(),
  low_stock: int('low-stock threshold', 0, 1_000_000).default(0),
  active: z.boolean().default(true),
};
export const itemCreate = z.strictObject({ product_id: id('a product'), ...itemFields });
export const itemUpdate = z
  .strictObject({
    size_id: id('a size'),
    sku,
    price: idr('price'),
    weight: grams('weight'),
    low_stock: int('low-stock threshold', 0, 1_000_000),
    active: z.boolean(),
    /** The version loaded: when given, a stale one is a 409 (every stock move bumps it too). */
    version: rowVersion(),
  })
  .partial();
export type ItemUpdate = z.infer<typeof itemUpdate>;
/** An item's stock: on hand, reserved by open orders, available = on hand - reserved. */
export const stockLevels = {
  on_hand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
};
export const itemQuery = listQuery(['id', 'sku', 'price', 'on_hand']).extend({ pid: idFilter });
export const itemRow = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  size_id: z.number().int(),
  size_name: z.string(),
  sku: z.string(),
  price: z.number().int(),
  weight: z.number().int(),
  low_stock: z.number().int(),
  ...stockLevels,
  active: z.boolean(),
  version: z.number().int(),
});
export type ItemRow = z.infer<typeof itemRow>;

// --- Product with its items in one call (POST / PUT product/all)
const uniqueBy = <T>(list: T[], key: (v: T) => unknown) => new Set(list.map(key)).size === list.length;
const allItems = <T extends z.ZodType<{ sku: string; size_id: number }>>(item: T) =>
  z
    .array(item, { error: 'Please add the items' })
    .max(100)
    .refine((l) => uniqueBy(l, (i) => i.sku), { error: 'Two items have the same SKU' })
    .refine((l) => uniqueBy(l, (i) => i.size_id), { error: 'Two items have the same size' });

export const productAllCreate = z.strictObject({ ...productFields, items: allItems(z.strictObject(itemFields)) });
export type ProductAllCreate = z.infer<typeof productAllCreate>;
export const productAllUpdate = z.strictObject({
  id: id('a product'),
  ...productFields,
  /** The product's items after the call: an item with id is updated, one without is created, others are deleted. */
  items: allItems(z.strictObject({ id: id('an item').optional(), ...itemFields })),
});
export type ProductAllUpdate = z.infer<typeof productAllUpdate>;
export const productAllRow = productRow.extend({ items: z.array(itemRow) });
export type ProductAllRow = z.infer<typeof productAllRow>;

// --- The marine price and weight default for new items (spec 3)
export const marineDefault = z.strictObject({ price: idr('price'), weight: grams('weight') });
export const marineDefaultRow = z.object({ price: z.number().int(), weight: z.number().int(), updated_at: instantText });
