'use client';

import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { type ReactNode, useState } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { DIALOG_OVERLAY } from './dialog';
import { useOpenerFocus } from './opener-focus';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  destructive?: boolean;
  onConfirm: () => void | Promise<void>;
  busy?: boolean;
  className?: string;
};

/** The spec's questions end in ' ?': the last word and the mark wrap together, never the mark alone. */
function Question({ text }: { text: ReactNode }) {
  const match = typeof text === 'string' ? /^(.*\s)(\S+ \?)$/s.exec(text) : null;
  if (!match) return text;
  return (
    <>
      {match[1]}
      <span className="whitespace-nowrap">{match[2]}</span>
    </>
  );
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  busy = false,
  className,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const isBusy = busy || pending;
  const focus = useOpenerFocus();

  async function handleConfirm() {
    if (isBusy) return;
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      console.error(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!isBusy || next) onOpenChange(next);
      }}
    >
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={DIALOG_OVERLAY}>
          <AlertDialogPrimitive.Content
            {...focus}
            {...(description ? {} : { 'aria-describedby': undefined })}
            className={cn(
              'w-full max-w-md rounded-lg border border-slate-200 bg-white p-5 shadow-xl animate-dialog-in focus:outline-none',
              className,
            )}
          >
            <AlertDialogPrimitive.Title className="text-base font-semibold text-slate-900">
              <Question text={title} />
            </AlertDialogPrimitive.Title>
            {description && (
              <AlertDialogPrimitive.Description className="mt-1.5 text-sm text-slate-600">{description}</AlertDialogPrimitive.Description>
            )}
            <div className="mt-5 flex justify-end gap-2">
              <AlertDialogPrimitive.Cancel asChild>
                <Button variant="secondary" disabled={isBusy}>
                  {cancelLabel}
                </Button>
              </AlertDialogPrimitive.Cancel>
              {/* Not AlertDialog.Action: it would close the dialog before an async onConfirm settles; we close on success instead. */}
              <Button variant={destructive ? 'danger' : 'primary'} loading={isBusy} onClick={() => void handleConfirm()}>
                {confirmLabel}
              </Button>
            </div>
          </AlertDialogPrimitive.Content>
        </AlertDialogPrimitive.Overlay>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
