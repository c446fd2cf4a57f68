'use client';
// A dialog loaded on demand (pass it as `dynamic(() => import(…), { ssr: false })`) that mounts when it first
// opens and then stays mounted, so that it closes and opens again as an eager one does: a screen's first
// load does not carry it (issue 18), and its code is fetched on the first opening only.
import type { ComponentType } from 'react';
import { useOpenedOnce } from './opened-once';

export function whenOpened<P extends object>(Dialog: ComponentType<P>, isOpen: (props: P) => boolean): ComponentType<P> {
  return function OpenedDialog(props: P) {
    return useOpenedOnce(isOpen(props)) ? <Dialog {...props} /> : null;
  };
}
