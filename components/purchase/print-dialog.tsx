'use client';
// The print dialog of a purchase request (spec 2): a portrait paper 916 px wide on screen and 816 px in
// print, with Download PNG (html-to-image of the paper), Print and Close (components/ui/print-frame.tsx).
import { toPng } from 'html-to-image';
import { useRef, useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { PrintFrame } from '@/components/ui/print-frame';
import { saveUrl } from '@/lib/client/download';
import { purchaseReference } from './format';
import { Paper } from './print-paper';
import type { PurchaseDetail } from './types';

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
      saveUrl(url, `SA-APP-PR-${p.id}.png`);
      toast(`Downloaded SA-APP-PR-${p.id}.png`, { type: 'success' });
    } catch (e) {
      toast(e instanceof Error ? `Could not make the PNG: ${e.message}` : 'Could not make the PNG', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PrintFrame
      open={open}
      onOpenChange={onOpenChange}
      title={`Print ${ref}`}
      actions={
        <Button variant="secondary" loading={busy} onClick={() => void downloadPng()}>
          Download PNG
        </Button>
      }
    >
      <Paper purchase={p} paperRef={paper} />
    </PrintFrame>
  );
}
