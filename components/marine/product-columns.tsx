// The product table pieces both shops' catalogues declare the same way: the category and state filters and
// the image column.
import type { ResourceColumn } from '@/components/crud/resource-spec';
import type { ListFilter } from '@/components/data-table/toolbar';

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
