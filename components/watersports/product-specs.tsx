// The watersports product table, declared (ResourceScreenSpec): image, name, category and kind, a specs
// summary, items, price range in IDR, stock over the items, and when it was added (WIB).
import type { ResourceScreenSpec } from '@/components/crud/resource-spec';
import { fmtWib, idr } from '@/components/marine/format';
import { imageColumn, productFilters } from '@/components/marine/product-columns';
import { Badge } from '@/components/ui/badge';
import { fmt } from '@/lib/format/numbers';
import { SPEC_KIND_LABEL, specSummary } from '@/lib/rules/sws-specs';
import type { SwsCategoryRow, SwsProductRow } from '@/lib/schemas/watersports/products';
import { SWS_ENDPOINTS, SWS_PRODUCT_LIST, SWS_PRODUCT_PREFIX } from './lists';

const priceRange = (r: SwsProductRow) =>
  r.price_min === null ? '–' : r.price_min === r.price_max ? idr(r.price_min) : `${idr(r.price_min)} – ${idr(r.price_max)}`;

export function swsProductSpec(
  categories: readonly SwsCategoryRow[],
  showItems: (p: SwsProductRow) => void,
): ResourceScreenSpec<SwsProductRow> {
  return {
    endpoint: SWS_ENDPOINTS.product,
    list: SWS_PRODUCT_LIST,
    prefix: SWS_PRODUCT_PREFIX,
    title: 'Products',
    search: 'Search name or SKU',
    filters: productFilters(categories),
    columns: [
      imageColumn((r) => r.images[0]),
      {
        id: 'name',
        header: 'Name',
        sortable: true,
        csv: true,
        cell: (r) => (
          <div>
            <span className="font-medium text-slate-900">{r.name}</span>
            {!r.active && (
              <Badge tone="gray" className="ml-2">
                Not active
              </Badge>
            )}
            <div className="text-xs text-slate-500">
              {r.category_name} · {SPEC_KIND_LABEL[r.spec_kind]}
            </div>
          </div>
        ),
      },
      { id: 'category_name', header: 'Category', csv: true, hidden: true },
      {
        id: 'specs',
        header: 'Specs',
        csv: true,
        value: (r) => specSummary(r.spec_kind, r.specs, 8),
        cell: (r) => <span className="text-slate-700">{specSummary(r.spec_kind, r.specs) || '–'}</span>,
      },
      {
        id: 'items_count',
        header: 'Items',
        align: 'right',
        csv: true,
        cell: (r) => (
          <button
            type="button"
            className="font-medium text-brand-700 hover:underline"
            aria-label={`Show the items of ${r.name}`}
            onClick={() => showItems(r)}
          >
            {r.items_count}
          </button>
        ),
      },
      {
        id: 'price',
        header: 'Price',
        align: 'right',
        csv: true,
        value: priceRange,
        cell: (r) => <span className="whitespace-nowrap tabular-nums">{priceRange(r)}</span>,
      },
      {
        id: 'stock',
        header: 'On hand / available',
        align: 'right',
        csv: true,
        value: (r) => `${r.on_hand} / ${r.available}`,
        cell: (r) => (
          <span className="whitespace-nowrap tabular-nums">
            {fmt(r.on_hand)} / <span className={r.available === 0 ? 'font-semibold text-red-700' : ''}>{fmt(r.available)}</span>
          </span>
        ),
      },
      {
        id: 'created_at',
        header: 'Added (WIB)',
        sortable: true,
        csv: true,
        hidden: true,
        cell: (r) => <span className="whitespace-nowrap">{fmtWib(r.created_at)}</span>,
      },
    ],
    csv: { filename: 'watersports-products' },
    empty: { title: 'No products yet', description: "Add one with '+ Add Product': a product with its specs and items in sizes." },
    rowLabel: (r) => `product ${r.name}`,
  };
}
