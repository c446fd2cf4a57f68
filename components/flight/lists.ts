// Page size and sort of each flight list, shared by the server page (first page) and the client table.
import type { ListDefaults } from '@/components/data-table/list-params';

export const FLEET_TYPE_ENDPOINT = '/api/flight/fleet-type';
export const FLEET_LIST: ListDefaults = { limit: 25, sort: 'registration', order: 'asc' };
export const AIRPORT_LIST: ListDefaults = { limit: 25, sort: 'iata', order: 'asc' };
export const AREA_LIST: ListDefaults = { limit: 10, sort: 'name', order: 'asc' };
export const BASE_LIST: ListDefaults = { limit: 25, sort: 'name', order: 'asc' };
export const AREA_PREFIX = 'areas.';
export const BASE_PREFIX = 'bases.';
