'use client';
import type { ApiRow } from './api-client';
import { useApiGet } from './query';

const NONE: ApiRow<'/api/country'>[] = [];

/** The countries (for phone prefixes and nationality); asked for once per page load. */
export function useCountries(): ApiRow<'/api/country'>[] {
  return useApiGet('/api/country', { staleTime: Number.POSITIVE_INFINITY }).data?.data ?? NONE;
}
