'use client';
import { useState } from 'react';

/**
 * True from the first render where `open` is: a dialog loaded on demand (next/dynamic) mounts when it is
 * first opened, and stays mounted afterwards so that it closes (and opens again) as an eager one does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
