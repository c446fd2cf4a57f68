'use client';
// The print dialog of a purchase request (spec 2): a portrait paper 916 px wide on screen and 816 px in
// print, with Download PNG (html-to-image of the paper), Print (the browser's, with a print stylesheet that
// shows only the paper) and Close.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { toPng } from 'html-to-image';
import { useRef, useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { useOpenerFocus } from '@/components/ui/opener-focus';
import { purchaseReference } from './format';
import { Paper } from './print-paper';
import type { PurchaseDetail } from './types';

/** In print only the paper shows, at the top of a portrait page. */
const PRINT_CSS = `
@media print {
  @page { size: A4 portrait; margin: 10mm; }
  html, body { background: #fff !important; }
  body > *:not(:has([data-print-paper])) { display: none !important; }
  [data-print-chrome] { display: none !important; }
  [data-print-overlay] { position: static !important; display: block !important; padding: 0 !important; background: none !important; overflow: visible !important; }
  [data-print-frame] { max-width: none !important; box-shadow: none !important; border: 0 !important; padding: 0 !important; background: none !important; }
  [data-print-paper] { width: 816px !important; box-shadow: none !important; border: 0 !important; margin: 0 !important; }
}`;

export function PrintDialog({
  purchase: p,
  open,
  onOpenChange,
}: {
  purchase: PurchaseDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const paper = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const ref = purchaseReference(p);

  async function downloadPng() {
    if (!paper.current) return;
    setBusy(true);
    try {
      const url = await toPng(paper.current, { backgroundColor: '#ffffff', pixelRatio: 2, cacheBust: true });
      const a = document.createElement('a');
      a.href = url;
      a.download = `SA-APP-PR-${p.id}.png`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      toast(`Downloaded SA-APP-PR-${p.id}.png`, { type: 'success' });
    } catch (e) {
      toast(e instanceof Error ? `Could not make the PNG: ${e.message}` : 'Could not make the PNG', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const focus = useOpenerFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-print-overlay
          className="fixed inset-0 z-50 overflow-y-auto bg-slate-900/60 px-4 pt-20 pb-6 animate-fade-in"
        >
          <style>{PRINT_CSS}</style>
          <DialogPrimitive.Content
            {...focus}
            data-print-frame
            aria-describedby={undefined}
            className="mx-auto w-fit rounded-lg bg-slate-200 shadow-xl animate-dialog-in focus:outline-none"
          >
            <div
              data-print-chrome
              className="sticky top-20 z-10 flex items-center gap-2 rounded-t-lg border-b border-slate-300 bg-white px-4 py-3"
            >
              <DialogPrimitive.Title className="mr-auto text-base font-semibold text-slate-900">Print {ref}</DialogPrimitive.Title>
              <Button variant="secondary" loading={busy} onClick={() => void downloadPng()}>
                Download PNG
              </Button>
              <Button variant="secondary" onClick={() => window.print()}>
                Print
              </Button>
              <DialogPrimitive.Close asChild>
                <Button>Close</Button>
              </DialogPrimitive.Close>
            </div>
            <div className="p-4">
              <Paper purchase={p} paperRef={paper} />
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
