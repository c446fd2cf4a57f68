// The reference lists the refresh action reloads (spec 4, Data refresh), in order, before managements:
// bases, areas, pilots, airports, fleet types, fleets, fleet parts. Each is loaded only for the roles that
// may read it. Pilots are the active crew of /api/pilot/load-pilot.
import type { Permission } from '@/lib/access/permissions';
import type { ApiPath } from './api-client';

export interface ReferenceList {
  key: string;
  path: ApiPath;
  permission: Permission;
}

export const REFERENCE_LISTS = [
  { key: 'base', path: '/api/flight/base', permission: 'airline.reference' },
  { key: 'area', path: '/api/flight/area', permission: 'airline.reference' },
  { key: 'pilot', path: '/api/pilot/load-pilot', permission: 'airline.reference' },
  { key: 'airport', path: '/api/flight/airport', permission: 'airline.reference' },
  { key: 'fleet_type', path: '/api/flight/fleet-type', permission: 'airline.reference' },
  { key: 'fleet', path: '/api/flight/fleet', permission: 'airline.reference' },
  { key: 'fleet_part', path: '/api/flight/fleet-part', permission: 'flight.fleet' },
] as const satisfies readonly ReferenceList[];

export const MANAGEMENTS_LIST = {
  key: 'managements',
  path: '/api/user/managements',
  permission: 'user.managements',
} as const satisfies ReferenceList;

/** The path of a reference list (each a GET of the contract without path parameters). */
export type ReferencePath = (typeof REFERENCE_LISTS)[number]['path'] | (typeof MANAGEMENTS_LIST)['path'];

export const REFRESH_TEXT = 'Refreshing data, please wait ...';
