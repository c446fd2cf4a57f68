'use client';
// How the purchase screens read and write through the client data layer: one query per request, writes
// that reload every purchase list and request they may change, and the dialogs' save with its toasts.
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '@/components/shell/toast';
import { ApiError } from '@/lib/client/api';
import { type ApiMutationOptions, useApiMutation, useApiQuery, useInvalidate } from '@/lib/client/query';
import { type SchemaForm, submitForm } from '@/lib/client/schema-form';
import { PURCHASE_ENDPOINT, type PurchaseDetail } from './types';

export const purchasePath = (id: number) => `${PURCHASE_ENDPOINT}/${id}`;

/** GET /api/purchase/{id}, starting from the server-rendered answer when there is one. */
export function usePurchase(id: number, initial?: PurchaseDetail) {
  return useApiQuery<PurchaseDetail>(purchasePath(id), { initialData: initial });
}

/** A write on purchase requests: afterwards every purchase list, request and child list reloads. */
export function usePurchaseMutation<TResult = unknown, TVars = unknown>(options: ApiMutationOptions<TResult, TVars>) {
  return useApiMutation<TResult, TVars>({ ...options, invalidates: [PURCHASE_ENDPOINT, ...(options.invalidates ?? [])] });
}

export interface DialogSaveOptions {
  /** A 409 (the request moved on) reloads it and closes the dialog, instead of keeping it open. */
  conflictCloses?: boolean;
  /** Toast 'Please check the highlighted fields' when the browser check fails. */
  checkToast?: boolean;
}

/**
 * Saves a dialog's form and answers FormDialog whether to close. A failed browser check keeps it open
 * (the fields say why, the first is focused). A refusal is toasted; its field messages stay beside the
 * fields (open); a conflict may reload and close; anything else keeps the dialog open with its message.
 */
export function useDialogSave() {
  const { toast } = useToast();
  const invalidate = useInvalidate();
  return async function save<V extends FieldValues, S extends z.ZodType>(
    form: SchemaForm<V, S>,
    write: (body: z.output<S>) => Promise<unknown>,
    { conflictCloses = false, checkToast = false }: DialogSaveOptions = {},
  ): Promise<boolean> {
    try {
      if (await submitForm(form, write)) return true;
      if (checkToast) toast('Please check the highlighted fields', { type: 'error' });
      return false;
    } catch (e) {
      const conflict = e instanceof ApiError && e.status === 409;
      toast((e instanceof Error && e.message) || (conflict ? 'The request changed: reload it' : 'Something went wrong'), { type: 'error' });
      if (conflict && conflictCloses) {
        void invalidate([PURCHASE_ENDPOINT]);
        return true;
      }
      if (e instanceof ApiError && Object.keys(e.fields).length) return false;
      throw e;
    }
  };
}
