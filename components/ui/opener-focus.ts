'use client';
// Radix returns focus to a Dialog.Trigger on close, but our dialogs are opened by plain buttons (a row's
// Edit, a toolbar's Add, a menu entry) and controlled by state: without a trigger focus fell to the page's
// top. Every dialog remembers the element focused when it opened and gives focus back to it on close; when a
// table row's button was drawn anew meanwhile (the list reloaded), the button with the same name gets it.
import { useRef } from 'react';

type FocusHandler = (event: Event) => void;

/** Handlers for a Radix Content's onOpenAutoFocus / onCloseAutoFocus, wrapping the caller's own. */
export function useOpenerFocus(own: { onOpenAutoFocus?: FocusHandler; onCloseAutoFocus?: FocusHandler } = {}) {
  const opener = useRef<{ element: HTMLElement; label: string | null } | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Runs before the dialog moves focus inside: the active element is still the control that opened it.
      const active = document.activeElement;
      opener.current =
        active instanceof HTMLElement && active !== document.body ? { element: active, label: active.getAttribute('aria-label') } : null;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      own.onCloseAutoFocus?.(event);
      const o = opener.current;
      opener.current = null;
      const el = !o
        ? null
        : o.element.isConnected
          ? o.element
          : o.label
            ? document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(o.label)}"]`)
            : null;
      if (event.defaultPrevented || !el) return;
      event.preventDefault();
      el.focus({ preventScroll: false });
    },
  };
}
