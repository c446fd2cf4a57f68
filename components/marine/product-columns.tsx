// The product table pieces both shops' catalogues declare the same way: the category and state filters, the
// image, the item count that shows the items, and when the product was added.
import type { ReactNode } from 'react';
import type { ResourceColumn } from '@/components/crud/resource-spec';
import type { ListFilter } from '@/components/data-table/toolbar';
import { Badge } from '@/components/ui/badge';
import { fmtWib } from '@/lib/format/dates';

export function productFilters(categories: readonly { id: number; name: string }[]): ListFilter[] {
  return [
    {
      name: 'category',
      label: 'Filter products by category',
      all: 'All categories',
      options: categories.map((c) => ({ value: String(c.id), label: c.name })),
      width: 'w-52',
    },
    {
      name: 'active',
      label: 'Filter products by state',
      all: 'Active and not',
      options: [
        { value: 'true', label: 'Active' },
        { value: 'false', label: 'Not active' },
      ],
      width: 'w-40',
    },
  ];
}

/** The first image's thumbnail (its upload id). */
export function imageColumn<Row>(firstImage: (row: Row) => string | undefined): ResourceColumn<Row> {
  return {
    id: 'images',
    header: 'Image',
    value: firstImage,
    cell: (r) => {
      const id = firstImage(r);
      return id ? (
        // biome-ignore lint/performance/noImgElement: uploads are served by the API, not the image optimiser
        <img src={`/api/upload/${id}/thumb`} alt="" className="size-10 rounded border border-slate-200 object-cover" />
      ) : (
        <span className="text-slate-500">–</span>
      );
    },
  };
}

interface ProductBase {
  name: string;
  active: boolean;
  items_count: number;
  created_at: string;
}

/** The item count, a button that shows the product's items. */
export function itemsColumn<Row extends ProductBase>(showItems: (row: Row) => void): ResourceColumn<Row> {
  return {
    id: 'items_count',
    header: 'Items',
    align: 'right',
    csv: true,
    cell: (r) => (
      <button
        type="button"
        className="font-medium text-brand-700 hover:underline"
        aria-label={`Show the ${r.items_count} item${r.items_count === 1 ? '' : 's'} of ${r.name}`}
        onClick={() => showItems(r)}
      >
        {r.items_count}
      </button>
    ),
  };
}

export function addedColumn<Row extends ProductBase>(hidden = false): ResourceColumn<Row> {
  return {
    id: 'created_at',
    header: 'Added (WIB)',
    sortable: true,
    csv: true,
    hidden,
    cell: (r) => <span className="whitespace-nowrap">{fmtWib(r.created_at)}</span>,
  };
}

/** The name, marked when the product is not sold; `sub` adds a line under it. */
export function nameColumn<Row extends ProductBase>(sub?: (row: Row) => ReactNode): ResourceColumn<Row> {
  return {
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
        {sub && <div className="text-xs text-slate-500">{sub(r)}</div>}
      </div>
    ),
  };
}
