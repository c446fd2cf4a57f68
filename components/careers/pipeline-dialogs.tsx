'use client';
// The pipeline's two questions: why an application is declined (a reason from the list and a note), and
// whether a candidate's personal data is to be erased (saying what goes and what stays).
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { DeclineReason } from '@/lib/rules/recruitment';
import { REASON_OPTIONS } from './pipeline-actions';

export interface DeclineTarget {
  /** Whom the dialog names ('Siti Rahmawati', '3 applications'). */
  who: string;
  onDecline: (reason: DeclineReason, note: string | null) => Promise<void>;
}

export function DeclineDialog({ target, onClose }: { target: DeclineTarget | null; onClose: () => void }) {
  const [reason, setReason] = useState<string>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setReason('');
    setNote('');
    setError(null);
    onClose();
  }
  async function submit() {
    if (!target) return;
    if (!reason) {
      setError('Please choose a reason for declining');
      return;
    }
    setBusy(true);
    try {
      await target.onDecline(reason as DeclineReason, note.trim() || null);
      close();
    } catch {
      // the toast says why; the dialog stays open
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={!!target} onOpenChange={(open) => !open && !busy && close()}>
      {target && (
        <DialogContent
          title={`Decline ${target.who}`}
          description="The reason is kept with the application and shown on the board."
          maxWidth={480}
          footer={
            <>
              <Button variant="secondary" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button variant="danger" loading={busy} onClick={() => void submit()}>
                Decline
              </Button>
            </>
          }
        >
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Field label="Reason" htmlFor="decline-reason" required error={error}>
              <Select
                id="decline-reason"
                value={reason}
                onValueChange={(v) => {
                  setReason(v);
                  setError(null);
                }}
                options={REASON_OPTIONS}
                placeholder="Choose a reason…"
                invalid={!!error}
                aria-describedby={error ? 'decline-reason-error' : undefined}
              />
            </Field>
            <Field label="Note" htmlFor="decline-note" hint="Optional; visible to HR only.">
              <Textarea id="decline-note" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
            </Field>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

export interface EraseTarget {
  candidateId: number;
  name: string;
}

export function EraseDialog({
  target,
  onClose,
  onErase,
}: {
  target: EraseTarget | null;
  onClose: () => void;
  onErase: (candidateId: number) => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={!!target}
      onOpenChange={(open) => !open && onClose()}
      title={`Erase the personal data of ${target?.name ?? ''}?`}
      description={
        <>
          Their name, email, phone, nationality and date of birth, their candidate form, their documents and files, and the notes on their
          applications are deleted for good. The applications stay, without personal data, so that the counts remain true; the history
          records that you erased them. This cannot be undone.
        </>
      }
      confirmLabel="Erase personal data"
      destructive
      onConfirm={async () => {
        if (target) await onErase(target.candidateId);
      }}
    />
  );
}
