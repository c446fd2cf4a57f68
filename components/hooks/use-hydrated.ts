'use client';
import { useEffect, useState } from 'react';

/** False in the server's HTML and the first render; true once React runs the component in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
