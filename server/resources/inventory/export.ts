// GET /api/user/inventory/export.csv: every asset the list's filters and search match (not only a page),
// with ';' as the separator (spec 7).

import { today } from '@/lib/format/dates';
import { toCsv } from '@/lib/rules/csv';
import { CATEGORY_LABEL, STATUS_LABEL } from '@/lib/rules/inventory';
import { rowCsvColumns } from '@/lib/schemas/csv';
import { assetRow, type InventoryQuery } from '@/lib/schemas/inventory';
import { LIST_LIMIT_MAX } from '@/lib/schemas/list';
import type { CurrentUser } from '@/server/auth/user';
import type { Client } from '@/server/crud/model';
import { crud } from '@/server/crud/resource';
import { inventoryAssets } from './assets';

/** The row's fields but its ids and times, labels for the codes, and names for the related rows. */
const COLUMNS = rowCsvColumns(assetRow.omit({ id: true, holder_id: true, base_id: true, created_at: true, updated_at: true }), {
  category: (a) => CATEGORY_LABEL[a.category],
  status: (a) => STATUS_LABEL[a.status],
  holder: (a) => a.holder?.name,
  base: (a) => a.base?.short_name,
});
/** The file's header line, as the API's description names it. */
export const INVENTORY_CSV_HEADERS = COLUMNS.map((c) => c.header).join(', ');

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
