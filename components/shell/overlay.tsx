'use client';
// The full-screen loading overlay with a text (spec 2): 'Loading ...' unless told otherwise.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

export const DEFAULT_OVERLAY_TEXT = 'Loading ...';

interface OverlayApi {
  show: (text?: string) => void;
  hide: () => void;
  /** Show the overlay while `work` runs. */
  during: <T>(work: () => Promise<T>, text?: string) => Promise<T>;
}

const OverlayContext = createContext<OverlayApi | null>(null);

export function useOverlay(): OverlayApi {
  const ctx = useContext(OverlayContext);
  if (!ctx) throw new Error('useOverlay outside OverlayProvider');
  return ctx;
}

export function OverlayProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState<string | null>(null);
  const show = useCallback((t: string = DEFAULT_OVERLAY_TEXT) => setText(t), []);
  const hide = useCallback(() => setText(null), []);
  const during = useCallback(
    async <T,>(work: () => Promise<T>, t?: string) => {
      show(t);
      try {
        return await work();
      } finally {
        hide();
      }
    },
    [show, hide],
  );
  const api = useMemo(() => ({ show, hide, during }), [show, hide, during]);
  return (
    <OverlayContext.Provider value={api}>
      {children}
      {text !== null && (
        <div
          role="alertdialog"
          aria-busy="true"
          aria-label={text}
          data-testid="loading-overlay"
          className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-3 bg-slate-900/60 text-white animate-fade-in"
        >
          <Spinner className="size-8" />
          <p className="text-base font-medium">{text}</p>
        </div>
      )}
    </OverlayContext.Provider>
  );
}
