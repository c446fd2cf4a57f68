'use client';
// The detail's action bar: approve and reject (whoever's step it is), edit and archive (the creator while
// the PIC has not decided), print; one dialog open at a time.
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DecisionDialog } from './decision-dialog';
import { EditRequestDialog } from './edit-dialog';
import { PrintDialog } from './print-dialog';
import { usePurchaseWrite } from './purchase-api';
import type { PurchaseDetail } from './types';

type Open = 'approve' | 'reject' | 'edit' | 'archive' | 'print' | null;

export function DetailActions({ purchase: p }: { purchase: PurchaseDetail }) {
  const { toast } = useToast();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const archive = usePurchaseWrite('delete', '/api/purchase/{id}', {
    onSuccess: () => toast('Purchase request archived', { type: 'success' }),
  });

  return (
    <div className="flex flex-wrap items-center gap-2">
      {p.can.approve && <Button onClick={() => setOpen('approve')}>Approve</Button>}
      {p.can.reject && (
        <Button variant="danger" onClick={() => setOpen('reject')}>
          Reject
        </Button>
      )}
      {p.can.edit && (
        <Button variant="secondary" onClick={() => setOpen('edit')}>
          Edit request
        </Button>
      )}
      {p.can.edit && (
        <Button variant="secondary" onClick={() => setOpen('archive')}>
          Archive
        </Button>
      )}
      <Button variant="secondary" onClick={() => setOpen('print')}>
        Print
      </Button>

      {(open === 'approve' || open === 'reject') && <DecisionDialog purchase={p} decision={open} onClose={close} />}
      {open === 'edit' && <EditRequestDialog purchase={p} onClose={close} />}
      <ConfirmDialog
        open={open === 'archive'}
        onOpenChange={(o) => setOpen(o ? 'archive' : null)}
        title="Archive this request ?"
        description="It leaves the approval flow and shows as ARCHIVE."
        confirmLabel="Archive"
        destructive
        onConfirm={async () => {
          try {
            await archive.mutateAsync({ params: { path: { id: p.id } } });
          } catch (e) {
            toast((e as Error).message, { type: 'error' });
            throw e;
          }
        }}
      />
      <PrintDialog purchase={p} open={open === 'print'} onOpenChange={(o) => setOpen(o ? 'print' : null)} />
    </div>
  );
}
