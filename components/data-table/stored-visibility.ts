'use client';
// The columns a user has shown or hidden, kept in the browser (localStorage) per table so that the choice
// stays across visits. TanStack Table holds the visibility; this only restores it after the first render
// (the server draws the default columns) and writes down each change.
import type { ColumnVisibilityState, ReactTable, RowData } from '@tanstack/react-table';
import { useEffect } from 'react';
import type { TableFeatures } from './table-features';

function read(raw: string | null): ColumnVisibilityState | null {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as ColumnVisibilityState) : null;
  } catch {
    return null;
  }
}

export function useStoredColumnVisibility<Row extends RowData>(table: ReactTable<TableFeatures, Row>, tableKey: string) {
  const atom = table.atoms.columnVisibility;
  const { setColumnVisibility } = table;
  useEffect(() => {
    const storageKey = `columns:${tableKey}`;
    const stored = read(window.localStorage.getItem(storageKey));
    if (stored) setColumnVisibility((shown) => ({ ...shown, ...stored }));
    const subscription = atom.subscribe((shown) => window.localStorage.setItem(storageKey, JSON.stringify(shown)));
    return () => subscription.unsubscribe();
  }, [atom, setColumnVisibility, tableKey]);
}
