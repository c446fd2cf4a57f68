// The reference lists the refresh action reloads (spec 4, Data refresh), in order, before managements.
// Each resource issue adds its list here: bases, areas, pilots, airports, fleet types, fleets, fleet parts.
import type { Permission } from '@/lib/access/permissions';

export interface ReferenceList {
  key: string;
  path: string;
  permission: Permission;
}

export const REFERENCE_LISTS: readonly ReferenceList[] = [];

export const MANAGEMENTS_LIST: ReferenceList = { key: 'managements', path: '/api/user/managements', permission: 'user.managements' };

export const REFRESH_TEXT = 'Refreshing data, please wait ...';
