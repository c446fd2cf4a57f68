'use client';
// A paper to print in a dialog: a bar with the title, the caller's buttons, Print (the browser's, with a
// stylesheet that shows only the element marked data-print-paper, at the top of a portrait page) and Close.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useOpenerFocus } from './opener-focus';

/** The print stylesheet; `paper` is the paper's own rules in print (its width, page breaks). */
const printCss = (paper: string) => `
@media print {
  @page { size: A4 portrait; margin: 10mm; }
  html, body { background: #fff !important; }
  body > *:not(:has([data-print-paper])) { display: none !important; }
  [data-print-chrome] { display: none !important; }
  [data-print-overlay] { position: static !important; display: block !important; padding: 0 !important; background: none !important; overflow: visible !important; }
  [data-print-frame] { max-width: none !important; box-shadow: none !important; border: 0 !important; padding: 0 !important; background: none !important; }
  [data-print-paper] { box-shadow: none !important; border: 0 !important; margin: 0 !important; }
  ${paper}
}`;

const PAPER_816 = '[data-print-paper] { width: 816px !important; }';

export function PrintFrame({
  open,
  onOpenChange,
  title,
  actions,
  paper = PAPER_816,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Buttons before Print (e.g. Download PNG). */
  actions?: ReactNode;
  /** The paper's rules in print (default: 816 px wide). */
  paper?: string;
  /** The paper: an element with data-print-paper. */
  children: ReactNode;
}) {
  const focus = useOpenerFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-print-overlay
          className="fixed inset-0 z-50 overflow-y-auto bg-slate-900/60 px-4 pt-20 pb-6 animate-fade-in"
        >
          <style>{printCss(paper)}</style>
          <DialogPrimitive.Content
            {...focus}
            data-print-frame
            aria-describedby={undefined}
            className="mx-auto w-fit rounded-lg bg-slate-200 shadow-xl animate-dialog-in focus:outline-none"
          >
            {/* Sticky at the overlay's padding edge (below the toast band): a top offset on top of that padding
                pushed the bar down over the paper's head. */}
            <div
              data-print-chrome
              className="sticky top-0 z-10 flex items-center gap-2 rounded-t-lg border-b border-slate-300 bg-white px-4 py-3"
            >
              <DialogPrimitive.Title className="mr-auto text-base font-semibold text-slate-900">{title}</DialogPrimitive.Title>
              {actions}
              <Button variant="secondary" onClick={() => window.print()}>
                Print
              </Button>
              <DialogPrimitive.Close asChild>
                <Button>Close</Button>
              </DialogPrimitive.Close>
            </div>
            <div className="p-4">{children}</div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
