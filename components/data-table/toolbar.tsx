'use client';
// A table's toolbar: its title, the search box, the filters, a spinner while a page loads, then 'Export
// CSV', 'Columns' and the screen's own buttons at the right.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { FilterSelect, type SelectOption } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';

/** A filter select of a table: '{all}' first, then the options; its value is the URL parameter `name`. */
export interface ListFilter {
  name: string;
  /** The select's accessible name ('Filter by base'). */
  label: string;
  all: string;
  options: readonly SelectOption[];
  /** Width class of its box ('w-44'). */
  width?: string;
}

export function TableToolbar({
  title,
  search,
  onSearch,
  searchPlaceholder,
  filters,
  filterValues,
  onFilter,
  extraFilters,
  loading,
  exportCsv,
  columnMenu,
  actions,
}: {
  title?: ReactNode;
  /** Without a search box when undefined. */
  search?: string;
  onSearch: (q: string) => void;
  searchPlaceholder: string;
  filters: readonly ListFilter[];
  filterValues: Record<string, string>;
  onFilter: (name: string, value: string | undefined) => void;
  extraFilters?: ReactNode;
  loading: boolean;
  exportCsv?: { run: () => void; busy: boolean };
  columnMenu: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3">
      {title != null && <h2 className="mr-2 text-sm font-semibold text-slate-900">{title}</h2>}
      {search !== undefined && (
        <SearchBox
          // A placeholder over 30 characters gets a wider box: it is read whole, not cut off.
          className={searchPlaceholder.length > 30 ? 'w-80' : 'w-64'}
          label={typeof title === 'string' ? `Search ${title.toLowerCase()}` : 'Search'}
          placeholder={searchPlaceholder}
          value={search}
          onChange={onSearch}
        />
      )}
      {filters.map((f) => (
        <FilterSelect
          key={f.name}
          aria-label={f.label}
          className={f.width ?? 'w-44'}
          value={filterValues[f.name]}
          onChange={(v) => onFilter(f.name, v)}
          all={f.all}
          options={f.options}
        />
      ))}
      {extraFilters}
      <div className="ml-auto flex items-center gap-2">
        {loading && <Spinner className="size-4 text-brand-600" />}
        {exportCsv && (
          <Button variant="secondary" size="sm" onClick={exportCsv.run} loading={exportCsv.busy}>
            Export CSV
          </Button>
        )}
        {columnMenu}
        {actions}
      </div>
    </div>
  );
}
