// What the product dialog holds (text, as typed) and its conversion into the body of
// POST / PUT /api/marine/product/all. An item's price or weight left empty takes the marine default.
import { readIdr, readWhole } from '@/lib/format/idr-input';
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
}

const groupedIdr = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const emptyItem = (): ItemValues => ({ id: '', size_id: '', sku: '', price: '', weight: '', low_stock: '0', active: true });

export function productValues(product?: ProductRow, items: readonly ItemRow[] = []): ProductValues {
  if (!product) return { name: '', category_id: '', description: '', active: true, images: [], items: [emptyItem()] };
  return {
    name: product.name,
    category_id: String(product.category_id),
    description: product.description ?? '',
    active: product.active,
    images: [...product.images],
    items: items.map((i) => ({
      id: String(i.id),
      size_id: String(i.size_id),
      sku: i.sku,
      price: groupedIdr.format(i.price),
      weight: String(i.weight),
      low_stock: String(i.low_stock),
      active: i.active,
    })),
  };
}

export function productBody(v: ProductValues, id?: number) {
  const num = (t: string) => (t.trim() === '' ? undefined : Number(t));
  return {
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
