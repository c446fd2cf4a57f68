// What the product dialog holds (text, as typed) and its conversion into the body of
// POST / PUT /api/marine/product/all, and of the watersports POST / PUT /api/sws/product (which add the specs
// of the category's kind). An item's price or weight left empty takes the marine default.

import { groupIdr, readIdr, readWhole } from '@/lib/format/idr-input';
import { SPEC_ATTRIBUTES, type SpecKind, type Specs } from '@/lib/rules/sws-specs';
import type { ItemRow, ProductRow } from '@/lib/schemas/marine/catalogue';

export interface ItemValues {
  id: string;
  size_id: string;
  sku: string;
  price: string;
  weight: string;
  low_stock: string;
  active: boolean;
}

export interface ProductValues {
  name: string;
  category_id: string;
  description: string;
  active: boolean;
  images: string[];
  items: ItemValues[];
  /** Watersports: the spec attributes as typed, by key (empty for marine). */
  specs: Record<string, string>;
}

export const emptyItem = (): ItemValues => ({ id: '', size_id: '', sku: '', price: '', weight: '', low_stock: '0', active: true });

type ProductFields = Pick<ProductRow, 'name' | 'category_id' | 'description' | 'active' | 'images'> & { specs?: Specs };

export function productValues(product?: ProductFields, items: readonly ItemRow[] = []): ProductValues {
  if (!product) return { name: '', category_id: '', description: '', active: true, images: [], items: [emptyItem()], specs: {} };
  return {
    specs: Object.fromEntries(Object.entries(product.specs ?? {}).map(([k, v]) => [k, String(v)])),
    name: product.name,
    category_id: String(product.category_id),
    description: product.description ?? '',
    active: product.active,
    images: [...product.images],
    items: items.map((i) => ({
      id: String(i.id),
      size_id: String(i.size_id),
      sku: i.sku,
      price: groupIdr(String(i.price)),
      weight: String(i.weight),
      low_stock: String(i.low_stock),
      active: i.active,
    })),
  };
}

/** The specs of a kind as the API takes them: numbers read (a decimal comma read as a point), empty ones left out. */
export function specsBody(kind: SpecKind, specs: Record<string, string>) {
  const out: Record<string, number | string> = {};
  for (const a of SPEC_ATTRIBUTES[kind]) {
    const t = (specs[a.key] ?? '').trim();
    if (t === '') continue;
    const n = Number(t.replace(',', '.'));
    out[a.key] = a.type === 'number' && Number.isFinite(n) ? n : t;
  }
  return out;
}

export function productBody(v: ProductValues, id?: number, kind?: SpecKind) {
  const num = (t: string) => (t.trim() === '' ? undefined : Number(t));
  return {
    ...(kind ? { specs: specsBody(kind, v.specs) } : {}),
    ...(id ? { id } : {}),
    name: v.name.trim(),
    category_id: num(v.category_id),
    description: v.description.trim() === '' ? null : v.description.trim(),
    active: v.active,
    images: v.images,
    items: v.items.map((i) => ({
      ...(id && i.id ? { id: Number(i.id) } : {}),
      size_id: num(i.size_id),
      sku: i.sku,
      price: readIdr(i.price),
      weight: readWhole(i.weight),
      low_stock: readWhole(i.low_stock) ?? 0,
      active: i.active,
    })),
  };
}
