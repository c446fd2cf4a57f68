'use client';
// A dialog holding a form: submit on Enter or the button, a busy state, and a general error line. Field
// errors stay with the fields (react-hook-form puts them there: see lib/client/schema-form.ts). Closing a
// changed form (Escape, Cancel, the close button, a click outside) asks before the typed text is lost.
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { generalError } from '@/lib/client/schema-form';

/** A dialog form's Cancel (closes the dialog) and submit buttons, at its foot. */
export function FormActions({ busy, submitLabel }: { busy: boolean; submitLabel: string }) {
  return (
    <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
      <DialogClose asChild>
        <Button variant="secondary" disabled={busy}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}

export function FormDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  onSubmit,
  maxWidth = 560,
  dirty = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  /** Resolve to close the dialog; throw an ApiError to keep it open with the message. */
  onSubmit: () => Promise<boolean>;
  maxWidth?: number;
  /** The form holds changes (react-hook-form's formState.isDirty): closing it asks first. */
  dirty?: boolean;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  function requestOpen(next: boolean) {
    if (busy) return;
    if (!next && dirty) setAsking(true);
    else onOpenChange(next);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    // React passes events up through portals: a form dialog opened from inside another one's form (the
    // rich-text editor's Link dialog) must not submit that form as well.
    e.stopPropagation();
    setBusy(true);
    setError(null);
    try {
      if (await onSubmit()) onOpenChange(false);
    } catch (err) {
      setError(generalError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={requestOpen}>
      <DialogContent
        title={title}
        maxWidth={maxWidth}
        // Start in the first field rather than on the dialog's close button.
        onOpenAutoFocus={(e) => {
          const first = (e.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
            'form input:not([type=hidden]):not([disabled]), form textarea, form button[role=combobox]',
          );
          if (first) {
            e.preventDefault();
            first.focus();
          }
        }}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          {children}
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <FormActions busy={busy} submitLabel={submitLabel} />
        </form>
        <ConfirmDialog
          open={open && asking}
          onOpenChange={setAsking}
          title="Discard changes?"
          description="What you typed in this form is lost."
          cancelLabel="Keep editing"
          confirmLabel="Discard"
          destructive
          onConfirm={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
