'use client';
// The purchase detail's form dialogs (approve/reject, record payment, edit, rebuild schedule): a FormDialog
// whose submit checks the form with the API's zod schema, writes, and says whether to close.
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/crud/form-dialog';
import { useToast } from '@/components/shell/toast';
import { ApiError } from '@/lib/client/api';
import { useInvalidate } from '@/lib/client/query';
import { type SchemaForm, submitForm } from '@/lib/client/schema-form';
import { PURCHASE_ENDPOINT } from './types';

export interface DialogSaveOptions {
  /** A 409 (the request moved on) reloads it and closes the dialog, instead of keeping it open. */
  conflictCloses?: boolean;
}

/**
 * Saves a dialog's form and answers FormDialog whether to close. A failed browser check keeps it open
 * (the fields say why, the first is focused). A refusal's field messages stay beside the fields, and any
 * other refusal shows under the form (FormDialog): nothing is toasted that the dialog already says. Only
 * a conflict that closes the dialog (the request reloads) is toasted, as the dialog is gone.
 */
function useDialogSave() {
  const { toast } = useToast();
  const invalidate = useInvalidate();
  return async function save<V extends FieldValues, S extends z.ZodType>(
    form: SchemaForm<V, S>,
    write: (body: z.output<S>) => Promise<unknown>,
    { conflictCloses = false }: DialogSaveOptions = {},
  ): Promise<boolean> {
    try {
      return await submitForm(form, write);
    } catch (e) {
      if (conflictCloses && e instanceof ApiError && e.status === 409) {
        toast(e.message || 'The request changed: reload it', { type: 'error' });
        void invalidate([PURCHASE_ENDPOINT]);
        return true;
      }
      if (e instanceof ApiError && Object.keys(e.fields).length) return false;
      throw e;
    }
  };
}

/** Open while mounted: the caller mounts it to open it, so the form starts from the request as it is. */
export function SaveDialog<V extends FieldValues, S extends z.ZodType>({
  form,
  write,
  options,
  onClose,
  title,
  submitLabel,
  maxWidth,
  children,
}: {
  form: SchemaForm<V, S>;
  write: (body: z.output<S>) => Promise<unknown>;
  options?: DialogSaveOptions;
  onClose: () => void;
  title: string;
  submitLabel: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  const save = useDialogSave();
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={title}
      submitLabel={submitLabel}
      maxWidth={maxWidth}
      onSubmit={() => save(form, write, options)}
    >
      {children}
    </FormDialog>
  );
}
