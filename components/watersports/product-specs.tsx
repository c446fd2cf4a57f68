// The watersports product table, declared (ResourceScreenSpec): image, name, category and kind, a specs
// summary, items, price range in IDR, stock over the items, and when it was added (WIB).
import type { ResourceScreenSpec } from '@/components/crud/resource-spec';
import { addedColumn, imageColumn, itemsColumn, nameColumn, productFilters } from '@/components/marine/product-columns';
import { idr } from '@/lib/format/money';
import { fmt } from '@/lib/format/numbers';
import { SPEC_KIND_LABEL, specSummary } from '@/lib/rules/sws-specs';
import type { SwsCategoryRow, SwsProductRow } from '@/lib/schemas/watersports/products';
import { SWS_ENDPOINTS } from './lists';

const priceRange = (r: SwsProductRow) =>
  r.price_min === null ? '–' : r.price_min === r.price_max ? idr(r.price_min) : `${idr(r.price_min)} – ${idr(r.price_max)}`;

export function swsProductSpec(
  categories: readonly SwsCategoryRow[],
  showItems: (p: SwsProductRow) => void,
): ResourceScreenSpec<SwsProductRow> {
  return {
    endpoint: SWS_ENDPOINTS.product,
    title: 'Products',
    search: 'Search name or SKU',
    filters: productFilters(categories),
    columns: [
      imageColumn((r) => r.images[0]),
      nameColumn((r) => `${r.category_name} · ${SPEC_KIND_LABEL[r.spec_kind]}`),
      { id: 'category_name', header: 'Category', csv: true, hidden: true },
      {
        id: 'specs',
        header: 'Specs',
        csv: true,
        value: (r) => specSummary(r.spec_kind, r.specs, 8),
        cell: (r) => <span className="text-slate-700">{specSummary(r.spec_kind, r.specs) || '–'}</span>,
      },
      itemsColumn(showItems),
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
      addedColumn(true),
    ],
    csv: { filename: 'watersports-products' },
    empty: { title: 'No products yet', description: "Add one with '+ Add Product': a product with its specs and items in sizes." },
    rowLabel: (r) => `product ${r.name}`,
  };
}
