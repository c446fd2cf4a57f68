'use client';
// Below a table: the rows shown of how many, the page size, the page and the Previous / Next buttons. A
// button's name holds the words it shows (axe's label-content-name-mismatch).
import { Button } from '@/components/ui/button';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

export function Pager({
  page,
  limit,
  total,
  sizes = PAGE_SIZES,
  onChange,
}: {
  page: number;
  limit: number;
  total: number;
  /** The page sizes offered (a photo grid pages by whole rows). */
  sizes?: readonly number[];
  onChange: (patch: { page?: number; limit?: number }) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-4 py-2 text-sm text-slate-600">
      <span data-testid="table-range">
        {from}–{to} of {total}
      </span>
      <label className="ml-auto flex items-center gap-2">
        Rows per page
        <select
          className="rounded border border-slate-300 bg-white px-2 py-1"
          value={limit}
          onChange={(e) => onChange({ limit: Number(e.target.value) })}
        >
          {sizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange({ page: page - 1 })} aria-label="Previous page">
        <span aria-hidden="true">‹</span> Previous
      </Button>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onChange({ page: page + 1 })} aria-label="Next page">
        Next <span aria-hidden="true">›</span>
      </Button>
    </div>
  );
}
