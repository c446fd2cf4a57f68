'use client';
import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (a lookup asked while typing waits for a pause). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
