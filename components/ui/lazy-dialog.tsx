'use client';
// A dialog loaded on demand (pass it as `lazyComponent(() => import(…))`) that mounts when it first opens and
// then stays mounted, so that it closes and opens again as an eager one does: a screen's first load does
// not carry it (issue 18).
import type { ComponentType } from 'react';
import { useOpenedOnce } from './opened-once';

export function whenOpened<P extends object>(Dialog: ComponentType<P>, isOpen: (props: P) => boolean): ComponentType<P> {
  return function OpenedDialog(props: P) {
    return useOpenedOnce(isOpen(props)) ? <Dialog {...props} /> : null;
  };
}
