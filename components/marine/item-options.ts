'use client';
// Every item of the catalogue as picker options: 'SKU · product size (N on hand, M available)'.
import type { SelectOption } from '@/components/ui/select';
import { useApiGet } from '@/lib/client/query';
import type { ItemRow } from '@/lib/schemas/marine/catalogue';
import { ENDPOINTS } from './lists';

export function useItemOptions(): { options: SelectOption[]; byId: Map<number, ItemRow> } {
  const items = useApiGet(ENDPOINTS.items, { params: { query: { limit: 10000, sort: 'sku' } } }).data?.data ?? [];
  return {
    options: items.map((i) => ({
      value: String(i.id),
      label: `${i.sku} · ${i.product_name} ${i.size_name} (${i.on_hand} on hand, ${i.available} available)`,
    })),
    byId: new Map(items.map((i) => [i.id, i])),
  };
}
