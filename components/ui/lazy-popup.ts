'use client';
// Radix menus and selects bring their positioning engine (floating-ui), focus scopes and layers: about
// 30 kB compressed that a screen does not need until someone opens one (issue 18's first-load budget).
// Until then the screen draws the popup's trigger itself; its first press, by pointer or key, mounts the
// popup (its module loaded with next/dynamic) open, and from then on the popup is the real one. Pointing
// at or focusing the trigger starts the download, so the press rarely waits for it.
import { type KeyboardEvent, type PointerEvent, useState } from 'react';

/** The keys that open a Radix menu or select from its trigger. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export interface PressedOnce {
  /** True from the trigger's first press on: draw the popup (mounted open) instead of the stand-in trigger. */
  pressed: boolean;
  /** Handlers for the stand-in trigger. */
  triggerProps: {
    onPointerEnter: () => void;
    onFocus: () => void;
    onPointerDown: (event: PointerEvent) => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
}

/** `prefetch` starts the popup module's download (the same `import()` as its next/dynamic loader). */
export function usePressedOnce(prefetch: () => Promise<unknown>): PressedOnce {
  const [pressed, setPressed] = useState(false);
  const warm = () => void prefetch().catch(() => undefined);
  return {
    pressed,
    triggerProps: {
      onPointerEnter: warm,
      onFocus: warm,
      onPointerDown: (event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger does: the focus goes to the popup, not to the trigger on the way.
        event.preventDefault();
        setPressed(true);
      },
      onKeyDown: (event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        setPressed(true);
      },
    },
  };
}
