// GET /api/user/inventory/export.csv: every asset the list's filters and search match (not only a page),
// with ';' as the separator (spec 7).

import { today } from '@/lib/format/dates';
import { type CsvColumn, toCsv } from '@/lib/rules/csv';
import { CATEGORY_LABEL, STATUS_LABEL } from '@/lib/rules/inventory';
import type { AssetRow, InventoryQuery } from '@/lib/schemas/inventory';
import { LIST_LIMIT_MAX } from '@/lib/schemas/list';
import type { CurrentUser } from '@/server/auth/user';
import type { Client } from '@/server/crud/model';
import { crud } from '@/server/crud/resource';
import { inventoryAssets } from './assets';

const COLUMNS: CsvColumn<AssetRow>[] = [
  { header: 'asset_tag', value: (a) => a.asset_tag },
  { header: 'category', value: (a) => CATEGORY_LABEL[a.category] },
  { header: 'model', value: (a) => a.model },
  { header: 'serial', value: (a) => a.serial },
  { header: 'status', value: (a) => STATUS_LABEL[a.status] },
  { header: 'holder', value: (a) => a.holder?.name },
  { header: 'expected_return', value: (a) => a.expected_return },
  { header: 'base', value: (a) => a.base?.short_name },
  { header: 'location', value: (a) => a.location },
  { header: 'purchase_date', value: (a) => a.purchase_date },
  { header: 'purchase_cost_idr', value: (a) => a.purchase_cost },
  { header: 'warranty_end', value: (a) => a.warranty_end },
  { header: 'notes', value: (a) => a.notes },
];

export async function exportAssets(db: Client, query: InventoryQuery, user: CurrentUser): Promise<Response> {
  const { data } = await crud(inventoryAssets).list(db, { ...query, page: 1, limit: LIST_LIMIT_MAX }, user);
  return new Response(toCsv(data, COLUMNS), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="inventory-${today()}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
