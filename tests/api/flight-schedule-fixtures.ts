// Shared setup of the route-schedule API test files (flight-schedule-*.test.ts): the OCC token, flight
// numbers Z{tag}{n} and a POST route-schedule body on the default date D. Each file calls
// scheduleSetup(TAG) once at its top level with its own tag letter:
//
//   const { fno, body } = scheduleSetup(TAG);   // signs in as OCC before the file's tests (`occ` below)
import { beforeAll } from 'vitest';
import { tokenFor } from '../support/api-client';
import * as cx from './crew-fixtures';

export const D = '2031-03-04';

export type Net = Awaited<ReturnType<typeof cx.network>>;

/** The OCC user's token: set by scheduleSetup's beforeAll, read through the import (a live binding). */
export let occ: string;

/** Signs in as OCC before the file's tests; flight numbers and request bodies carrying the file's tag. */
export function scheduleSetup(tag: string) {
  let seq = 0;
  const fno = () => `Z${tag}${100 + seq++}`;
  const body = (net: Net, extra: Record<string, unknown> = {}) =>
    cx.scheduleBody(net, { flight_number: fno(), flight_date: D, eta: '09:30' }, extra);

  beforeAll(async () => {
    occ = await tokenFor('airline_occ');
  });

  return { fno, body };
}
