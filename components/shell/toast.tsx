'use client';
import Link from 'next/link';
// Spec 4, Toast: one message at a time; it hides after 4 s (slides out, cleared after 0.3 s) and a new
// toast cancels the previous timer. The `toast()` helper defaults to 2500 ms, top-right, type info.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';

export type ToastType = 'info' | 'success' | 'warning' | 'error';
export type ToastPosition = 'top-right' | 'top-left' | 'top-center';

export const TOAST_TIMEOUT_MS = 4000;
export const TOAST_EXIT_MS = 300;
export const TOAST_HELPER_TIMEOUT_MS = 2500;

interface ToastState {
  id: number;
  message: string;
  type: ToastType;
  position: ToastPosition;
  action?: ToastAction;
  leaving: boolean;
}

/** A link in the toast, e.g. 'Open' a notification's page. */
export interface ToastAction {
  label: string;
  href: string;
}

export interface ToastOptions {
  type?: ToastType;
  timeout?: number;
  position?: ToastPosition;
  action?: ToastAction;
  /** Not over the outcome of one's own write (a success, warning or error toast): news of others' changes. */
  ifIdle?: boolean;
}

interface ToastApi {
  /** Show a toast for `timeout` ms (default 4 s). */
  show: (message: string, options?: ToastOptions) => void;
  /** The helper: 2500 ms, top-right, type info unless told otherwise. */
  toast: (message: string, options?: ToastOptions) => void;
  hide: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast outside ToastProvider');
  return ctx;
}

const TONE: Record<ToastType, string> = {
  info: 'border-brand-300 bg-white text-slate-800 [&>span]:bg-brand-500',
  success: 'border-emerald-300 bg-white text-slate-800 [&>span]:bg-emerald-500',
  warning: 'border-amber-300 bg-white text-slate-800 [&>span]:bg-amber-500',
  error: 'border-red-300 bg-white text-slate-800 [&>span]:bg-red-500',
};
const PLACE: Record<ToastPosition, string> = {
  'top-right': 'right-4',
  'top-left': 'left-4',
  'top-center': 'left-1/2 -translate-x-1/2',
};
// Top-right in the shell's header band, just left of its buttons (the bell, Refresh data: data-toast-edge), so
// that a toast covers neither them nor the controls of the page below (a table's filters and '+ Add'). While
// a dialog is open the header is behind its backdrop: the toast moves up into the backdrop's top band, which
// no dialog enters (DIALOG_OVERLAY), so it never covers a dialog's buttons or its close button. A page
// without the shell (sign-in) has it at the window's top right.
const TOP = { header: 'top-1.5', dialog: 'top-2', page: 'top-4' };
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
const EDGE_GAP = 12;

/** Pixels from the window's right to the header buttons' left edge, while `watch`; null without a header. */
function useHeaderEdge(watch: boolean): number | null {
  const [right, setRight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!watch) return;
    const measure = () => {
      const edge = document.querySelector('[data-toast-edge]')?.getBoundingClientRect();
      setRight(edge ? document.documentElement.clientWidth - edge.left + EDGE_GAP : null);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [watch]);
  return right;
}

/** Whether a dialog is open, followed while `watch` (dialogs are portals: children of body come and go). */
function useDialogOpen(watch: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!watch) return;
    const check = () => setOpen(!!document.querySelector(OPEN_DIALOG));
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, [watch]);
  return open;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);
  // The type of the toast on screen, if one is and it is not leaving (read by `ifIdle` without re-creating `show`).
  const showing = useRef<ToastType | null>(null);
  showing.current = current && !current.leaving ? current.type : null;

  const hide = useCallback(() => {
    clearTimeout(hideTimer.current);
    setCurrent((t) => (t ? { ...t, leaving: true } : t));
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setCurrent(null), TOAST_EXIT_MS);
  }, []);

  const show = useCallback(
    (message: string, { type = 'info', timeout = TOAST_TIMEOUT_MS, position = 'top-right', action, ifIdle }: ToastOptions = {}) => {
      if (ifIdle && showing.current && showing.current !== 'info') return;
      clearTimeout(hideTimer.current);
      clearTimeout(clearTimer.current);
      seq.current += 1;
      setCurrent({ id: seq.current, message, type, position, action, leaving: false });
      hideTimer.current = setTimeout(hide, timeout);
    },
    [hide],
  );

  // While the pointer rests on the toast it stays (time to read it and reach its link); it hides a moment
  // after the pointer leaves.
  const hold = useCallback(() => clearTimeout(hideTimer.current), []);
  const release = useCallback(() => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(hide, TOAST_HELPER_TIMEOUT_MS);
  }, [hide]);

  const toast = useCallback(
    (message: string, options: ToastOptions = {}) => show(message, { timeout: TOAST_HELPER_TIMEOUT_MS, ...options }),
    [show],
  );

  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
      clearTimeout(clearTimer.current);
    },
    [],
  );

  const api = useMemo(() => ({ show, toast, hide }), [show, toast, hide]);
  const overDialog = useDialogOpen(!!current);
  const headerEdge = useHeaderEdge(!!current);
  const inHeader = !overDialog && headerEdge !== null && current?.position === 'top-right';
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-0 z-[60]">
        {current && (
          // biome-ignore lint/a11y/noStaticElementInteractions: a status (or alert) region; hovering only holds it on screen
          <div
            key={current.id}
            role={current.type === 'error' ? 'alert' : 'status'}
            data-testid="toast"
            data-type={current.type}
            style={inHeader ? { right: headerEdge } : undefined}
            onMouseEnter={hold}
            onMouseLeave={release}
            className={cn(
              'pointer-events-auto absolute flex min-w-64 max-w-md items-start gap-3 rounded-lg border px-4 py-3 shadow-lg',
              TONE[current.type],
              inHeader ? TOP.header : `${PLACE[current.position]} ${overDialog ? TOP.dialog : TOP.page}`,
              current.leaving ? 'toast-exit' : 'toast-enter',
            )}
          >
            <span className="mt-1.5 size-2 shrink-0 rounded-full" aria-hidden />
            <p className="flex-1 text-sm font-medium">{current.message}</p>
            {current.action && (
              <Link
                href={current.action.href}
                onClick={hide}
                className="text-sm font-semibold text-brand-700 underline hover:text-brand-900"
              >
                {current.action.label}
              </Link>
            )}
            <button type="button" onClick={hide} aria-label="Dismiss" className="text-slate-500 hover:text-slate-700">
              ×
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
