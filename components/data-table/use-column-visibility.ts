'use client';
// Which columns of a table a user has shown or hidden, kept in the browser (localStorage) per table, so
// it stays across visits. The server renders the default columns; the browser's choice follows at once.
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Column id to shown (true) or hidden (false); a column not named is shown. */
export type ColumnVisibilityState = Record<string, boolean>;

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(raw: string | null): ColumnVisibilityState {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as ColumnVisibilityState) : {};
  } catch {
    return {};
  }
}

/** The visibility of each column: the user's choice over `defaults` (false for a column hidden by default). */
export function useColumnVisibility(tableKey: string, defaults: ColumnVisibilityState) {
  const storageKey = `columns:${tableKey}`;
  const raw = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(storageKey),
    () => null,
  );
  const visibility = useMemo(() => ({ ...defaults, ...read(raw) }), [defaults, raw]);
  const setVisibility = useCallback(
    (next: ColumnVisibilityState) => {
      window.localStorage.setItem(storageKey, JSON.stringify(next));
      for (const listener of listeners) listener();
    },
    [storageKey],
  );
  return { visibility, setVisibility };
}
