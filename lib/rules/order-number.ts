// A shop order's number as staff see it: '#1857' on the lists and dialogs, 'MO-1857' / 'WO-1857' in the
// notices (marine / watersports). Client-safe.
import type { ShopUnit } from '@/lib/rules/shop-unit';

export const ORDER_PREFIX: Record<ShopUnit, string> = { marine: 'MO', watersports: 'WO' };

/** 'MO-12': an order as the notices name it. */
export const orderLabel = (unit: ShopUnit, id: number) => `${ORDER_PREFIX[unit]}-${id}`;

/**
 * The order a search names by number ('#1857', '1857', 'WO-1857', 'wo 1857'), or null when the text is not
 * an order number. A number with the other shop's prefix names no order of `unit` (0).
 */
export function orderNumberSearched(unit: ShopUnit, text: string): number | null {
  const m = /^\s*(?:#|([a-z]{2})\s*-?\s*#?)?\s*(\d{1,9})\s*$/i.exec(text);
  if (!m) return null;
  const prefix = m[1]?.toUpperCase();
  if (prefix && !Object.values(ORDER_PREFIX).includes(prefix)) return null;
  return prefix && prefix !== ORDER_PREFIX[unit] ? 0 : Number(m[2]);
}
