'use client';
// Focus back to what opened a dialog. Radix returns it to the element focused at opening, but a table row's
// button may have been drawn anew meanwhile (the list reloaded): then the button with the same name gets it.
import { useRef } from 'react';

export function useOpenerFocus() {
  const opener = useRef<{ element: HTMLElement; label: string | null } | null>(null);
  return {
    /** Call when the dialog opens (the opener still has the focus). */
    remember() {
      const element = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      opener.current = element ? { element, label: element.getAttribute('aria-label') } : null;
    },
    /** The dialog's onCloseAutoFocus. */
    restore(event: Event) {
      const o = opener.current;
      if (!o) return;
      const target = o.element.isConnected
        ? o.element
        : o.label
          ? document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(o.label)}"]`)
          : null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
