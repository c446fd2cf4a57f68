// The reference lists the refresh action reloads (spec 4, Data refresh), in order, before managements:
// bases, areas, pilots, airports, fleet types, fleets, fleet parts. Each is loaded only for the roles that
// may read it. Pilots are the active crew of /api/pilot/load-pilot.
import type { Permission } from '@/lib/access/permissions';

export interface ReferenceList {
  key: string;
  path: string;
  permission: Permission;
}

export const REFERENCE_LISTS: readonly ReferenceList[] = [
  { key: 'base', path: '/api/flight/base', permission: 'airline.reference' },
  { key: 'area', path: '/api/flight/area', permission: 'airline.reference' },
  { key: 'pilot', path: '/api/pilot/load-pilot', permission: 'airline.reference' },
  { key: 'airport', path: '/api/flight/airport', permission: 'airline.reference' },
  { key: 'fleet_type', path: '/api/flight/fleet-type', permission: 'airline.reference' },
  { key: 'fleet', path: '/api/flight/fleet', permission: 'airline.reference' },
  { key: 'fleet_part', path: '/api/flight/fleet-part', permission: 'flight.fleet' },
];

export const MANAGEMENTS_LIST: ReferenceList = { key: 'managements', path: '/api/user/managements', permission: 'user.managements' };

export const REFRESH_TEXT = 'Refreshing data, please wait ...';
