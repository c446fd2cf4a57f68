// The warehouse screen's declared tables: stock levels (low stock marked) and the warehouse documents.
import type { ResourceScreenSpec } from '@/components/crud/resource-spec';
import { Badge } from '@/components/ui/badge';
import { fmtWib } from '@/lib/format/dates';
import { fmt } from '@/lib/format/numbers';
import { DOC_TYPE_LABELS } from '@/lib/rules/stock';
import type { CategoryRow } from '@/lib/schemas/marine/catalogue';
import type { InventoryRow, MasterMutationRow } from '@/lib/schemas/marine/stock';
import { DOC_LIST, DOC_PREFIX, ENDPOINTS, STOCK_LIST, STOCK_PREFIX } from './lists';

const qty = (n: number) => <span className="tabular-nums">{fmt(n)}</span>;

export function stockSpec(categories: readonly CategoryRow[]): ResourceScreenSpec<InventoryRow> {
  return {
    endpoint: ENDPOINTS.inventory,
    list: STOCK_LIST,
    prefix: STOCK_PREFIX,
    title: 'Stock levels',
    search: 'Search SKU or product',
    filters: [
      {
        name: 'category',
        label: 'Filter stock by category',
        all: 'All categories',
        options: categories.map((c) => ({ value: String(c.id), label: c.name })),
        width: 'w-52',
      },
      {
        name: 'low',
        label: 'Filter stock by level',
        all: 'Every level',
        options: [{ value: 'true', label: 'Low stock only' }],
        width: 'w-44',
      },
    ],
    columns: [
      { id: 'sku', header: 'SKU', sortable: true, csv: true, cell: (r) => <span className="font-mono font-semibold">{r.sku}</span> },
      {
        id: 'product_name',
        header: 'Product',
        sortable: true,
        csv: true,
        cell: (r) => <span className="font-medium text-slate-900">{r.product_name}</span>,
      },
      { id: 'size_name', header: 'Size', csv: true },
      { id: 'category_name', header: 'Category', csv: true, hidden: true },
      { id: 'on_hand', header: 'On hand', sortable: true, align: 'right', csv: true, cell: (r) => qty(r.on_hand) },
      { id: 'reserved', header: 'Reserved', sortable: true, align: 'right', csv: true, cell: (r) => qty(r.reserved) },
      {
        id: 'available',
        header: 'Available',
        sortable: true,
        align: 'right',
        csv: true,
        cell: (r) => <span className={r.low ? 'font-semibold text-amber-800' : 'font-medium'}>{fmt(r.available)}</span>,
      },
      { id: 'low_stock', header: 'Low at', align: 'right', csv: true, cell: (r) => qty(r.low_stock) },
      {
        id: 'low',
        header: 'Level',
        csv: true,
        cell: (r) => (r.low ? <Badge tone="amber">Low stock</Badge> : <span className="text-slate-500">OK</span>),
      },
    ],
    csv: { filename: 'marine-stock' },
    empty: { title: 'No items match', description: 'Items come from the catalogue (Marine Product).' },
    rowClassName: (r) => (r.low ? 'bg-amber-50 hover:bg-amber-100/70' : undefined),
  };
}

export const docSpec: ResourceScreenSpec<MasterMutationRow> = {
  endpoint: ENDPOINTS.masterMutation,
  list: DOC_LIST,
  prefix: DOC_PREFIX,
  title: 'Documents',
  search: 'Search reference or notes',
  filters: [
    {
      name: 'doc_type',
      label: 'Filter documents by type',
      all: 'Every type',
      options: Object.entries(DOC_TYPE_LABELS).map(([value, label]) => ({ value, label })),
      width: 'w-44',
    },
  ],
  columns: [
    {
      id: 'id',
      header: 'No.',
      sortable: true,
      csv: true,
      cell: (r) => <span className="font-mono font-semibold">{r.doc_no ?? `Draft ${r.id}`}</span>,
    },
    { id: 'doc_type', header: 'Type', csv: true, cell: (r) => DOC_TYPE_LABELS[r.doc_type] },
    { id: 'reference', header: 'Reference', csv: true, cell: (r) => r.reference ?? '–' },
    { id: 'lines_count', header: 'Lines', align: 'right', csv: true },
    { id: 'quantity_total', header: 'Quantity', align: 'right', csv: true, cell: (r) => qty(r.quantity_total) },
    { id: 'user_name', header: 'By', csv: true, cell: (r) => r.user_name ?? '–' },
    {
      id: 'created_at',
      header: 'Posted (WIB)',
      sortable: true,
      csv: true,
      cell: (r) => <span className="whitespace-nowrap">{r.posted ? fmtWib(r.posted_at) : <Badge tone="gray">Draft</Badge>}</span>,
    },
  ],
  csv: { filename: 'marine-documents' },
  empty: { title: 'No documents yet', description: 'Goods receipts, deliveries and stock counts show here once posted.' },
};
