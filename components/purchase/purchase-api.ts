'use client';
// How the purchase screens read and write through the client data layer: one query per request, writes
// that reload every purchase list and request they may change.
import { type ApiMutationOptions, useApiGet, useApiMutation } from '@/lib/client/query';
import { PURCHASE_ENDPOINT, type PurchaseDetail } from './types';

export const purchasePath = (id: number) => `${PURCHASE_ENDPOINT}/${id}`;

/** GET /api/purchase/{id}, starting from the server-rendered answer when there is one. */
export function usePurchase(id: number, initial?: PurchaseDetail) {
  return useApiGet('/api/purchase/{id}', { params: { path: { id } }, initialData: initial });
}

/** A write on purchase requests: afterwards every purchase list, request and child list reloads. */
export function usePurchaseMutation<TResult = unknown, TVars = unknown>(options: ApiMutationOptions<TResult, TVars>) {
  return useApiMutation<TResult, TVars>({ ...options, invalidates: [PURCHASE_ENDPOINT, ...(options.invalidates ?? [])] });
}
