'use client';
// How the purchase screens read and write through the client data layer: one query per request, writes
// that reload every purchase list and request they may change.
import type { ApiAnswer, ApiPath, ApiWrite, ApiWriteVerb } from '@/lib/client/api-client';
import { type ApiWriteOptions, useApiGet, useApiWrite } from '@/lib/client/query';
import { PURCHASE_ENDPOINT, type PurchaseDetail } from './types';

/** GET /api/purchase/{id}, starting from the server-rendered answer when there is one. */
export function usePurchase(id: number, initial?: PurchaseDetail) {
  return useApiGet('/api/purchase/{id}', { params: { path: { id } }, initialData: initial });
}

/** A write on purchase requests: afterwards every purchase list, request and child list reloads. */
export function usePurchaseWrite<M extends ApiWriteVerb, P extends ApiPath<M>>(
  method: M,
  path: P,
  options: ApiWriteOptions<ApiAnswer<P, M>, ApiWrite<P, M>> = {},
) {
  return useApiWrite(method, path, { ...options, invalidates: [PURCHASE_ENDPOINT, ...(options.invalidates ?? [])] });
}
