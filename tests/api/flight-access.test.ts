// Who may call each route under app/api/flight: every route file, every method it exports.
import { describe, expect, it } from 'vitest';
import type { RouteHandler } from '@/server/http/route';
import { call, tokenFor } from '../support/api-client';
import { routeTable } from '../support/route-table';

/**
 * Reference lists (and look-ups) every airline staff role may read, plus the Overview's figures (spec 6 gives
 * Overview to every airline role but media); the rest is for screen roles.
 */
const READABLE_BY_AIRLINE_STAFF = new Set([
  'GET /api/flight/area',
  'GET /api/flight/area/{id}',
  'GET /api/flight/area/search',
  'GET /api/flight/airport',
  'GET /api/flight/airport/{id}',
  'GET /api/flight/airport/search',
  'GET /api/flight/base',
  'GET /api/flight/base/{id}',
  'GET /api/flight/base/search',
  'GET /api/flight/fleet',
  'GET /api/flight/fleet/{id}',
  'GET /api/flight/fleet/search',
  'GET /api/flight/fleet-type',
  'GET /api/flight/fleet-type/{id}',
  'GET /api/flight/fleet-hours',
  'GET /api/flight/iata',
  'GET /api/flight/icao',
  'GET /api/flight/airport-info/{id}',
  'GET /api/flight/pilot',
  'GET /api/flight/pilot/{id}',
  'GET /api/flight/pilot/search',
  'GET /api/flight/total-routes',
  'GET /api/flight/graph-pilot-flighthours',
  'GET /api/flight/graph-pilot-by-fleet',
  'GET /api/flight/catchup',
]);

async function handlers(): Promise<[string, RouteHandler][]> {
  return (await routeTable('flight/')).map((r) => [`${r.method} ${r.handler.spec.path}`, r.handler]);
}

const params = (handler: RouteHandler) => (handler.spec.path.includes('{id}') ? { id: '1' } : undefined);

describe('every /api/flight route', () => {
  it('finds the flight routes, including the look-ups, fleet-hours and fleet-afl', async () => {
    const names = (await handlers()).map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/flight/iata',
        'GET /api/flight/icao',
        'GET /api/flight/airport-info/{id}',
        'GET /api/flight/fleet-hours',
        'POST /api/flight/fleet-hours',
        'GET /api/flight/fleet-afl',
        'POST /api/flight/fleet-afl',
      ]),
    );
    expect(names.length).toBeGreaterThanOrEqual(40);
  });

  it('answers 401 without a token', async () => {
    for (const [name, handler] of await handlers()) {
      const res = await call(handler, { params: params(handler) });
      expect(res.status, name).toBe(401);
      expect(res.json.error.code, name).toBe('unauthorized');
    }
  });

  it('answers 403 to roles outside the airline unit, whatever they send', async () => {
    for (const role of ['marine_cs', 'marine_warehouse', 'watersports', 'hrd', 'airline_media']) {
      const token = await tokenFor(role);
      for (const [name, handler] of await handlers()) {
        const res = await call(handler, { token, params: params(handler), body: handler.spec.method === 'GET' ? undefined : {} });
        expect(res.status, `${role} ${name}`).toBe(403);
        expect(res.json.error.code).toBe('forbidden');
      }
    }
  });

  it('lets airline_finance and airline_cs read the reference lists and nothing else', async () => {
    for (const role of ['airline_finance', 'airline_cs']) {
      const token = await tokenFor(role);
      for (const [name, handler] of await handlers()) {
        const res = await call(handler, { token, params: params(handler), body: handler.spec.method === 'GET' ? undefined : {} });
        if (READABLE_BY_AIRLINE_STAFF.has(name)) expect(res.status, `${role} ${name}`).not.toBe(403);
        else expect(res.status, `${role} ${name}`).toBe(403);
      }
    }
  });

  it('lets root and admin past the permission check everywhere', async () => {
    for (const role of ['root', 'admin']) {
      const token = await tokenFor(role);
      for (const [name, handler] of await handlers()) {
        const res = await call(handler, { token, params: { id: '999999999' }, query: { q: 'ZZZ' } });
        expect([200, 400, 404], `${role} ${name}`).toContain(res.status);
      }
    }
  });
});
