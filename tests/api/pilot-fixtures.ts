// Shared setup of the crew API test files (pilot-*.test.ts): the tokens, a network, today's dates and a
// POST /api/flight/pilot body. Each file calls pilotSetup(tag) once at its top level with its own tag letter:
//
//   const { TAG, Q, code, body } = pilotSetup('P');   // signs in and builds `net` before the file's tests
import { beforeAll } from 'vitest';
import { todayLocal } from '@/server/resources/flight/pilot';
import { tokenFor } from '../support/api-client';
import * as crew from './crew-fixtures';
import * as fx from './flight-fixtures';

// Set by pilotSetup's beforeAll, read through the import (live bindings).
export let manager: string;
export let chief: string;
export let ppc: string;
export let finance: string;
export let net: Awaited<ReturnType<typeof crew.network>>;

export const today = todayLocal();
export const plus = (days: number, from = today) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Signs in and builds the file's network before its tests; crew codes and request bodies carrying the file's tag. */
export function pilotSetup(tag: string) {
  const { TAG, Q } = fx.tagged(tag);

  let codeSeq = 0;
  const code = () => `${TAG}${Date.now().toString(36).slice(-3).toUpperCase()}${(codeSeq++).toString(36).toUpperCase()}`.slice(0, 6);

  const body = (extra: object = {}) => {
    const c = code();
    return {
      name: `${Q} Budi ${c}`,
      crew_code: c.toLowerCase(),
      rank: 'captain',
      licence_number: `cpl-${c}`,
      licence_expiry: '2030-01-31',
      medical_expiry: '2029-06-30',
      base_id: net.baseId,
      phone: '0812 3456 7890',
      email: `${c.toLowerCase()}@example.com`,
      ...extra,
    };
  };

  beforeAll(async () => {
    [manager, chief, ppc, finance] = await Promise.all(['manager', 'airline_pilot', 'airline_ppc', 'airline_finance'].map(tokenFor));
    net = await crew.network(TAG);
  });

  return { TAG, Q, code, body };
}
