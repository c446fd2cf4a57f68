'use client';
// Radix menus and selects bring their positioning engine (floating-ui), focus scopes and layers: about
// 30 kB compressed that a screen does not need until someone opens one (issue 18's first-load budget).
// Until then the screen draws the popup's trigger itself; its first press, by pointer or key, loads the
// popup's module and mounts it open, and from then on the popup is the real one. Pointing at or focusing
// the trigger starts the download, so the press rarely waits for it. No Suspense: React would hold the
// popup back for its 300 ms fallback throttle.
import { type ComponentType, type KeyboardEvent, type PointerEvent, useState } from 'react';
import { type ComponentLoader, loadOnce as load } from './lazy-load';

export type PopupLoader<P> = ComponentLoader<P>;

/** The keys that open a Radix menu or select from its trigger. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export interface LazyPopup<P> {
  /** The loaded popup component once the trigger was pressed, else null (draw the trigger). */
  Popup: ComponentType<P> | null;
  /** Handlers for the stand-in trigger. */
  triggerProps: {
    onPointerEnter: () => void;
    onFocus: () => void;
    onPointerDown: (event: PointerEvent) => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
}

export function useLazyPopup<P>(loader: PopupLoader<P>): LazyPopup<P> {
  const [Popup, setPopup] = useState<ComponentType<P> | null>(null);
  const prefetch = () => void load(loader).catch(() => undefined);
  const open = () => {
    load(loader).then(
      (component) => setPopup(() => component),
      () => undefined,
    );
  };
  return {
    Popup,
    triggerProps: {
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onPointerDown: (event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger does: the focus goes to the popup, not to the trigger on the way.
        event.preventDefault();
        open();
      },
      onKeyDown: (event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      },
    },
  };
}
