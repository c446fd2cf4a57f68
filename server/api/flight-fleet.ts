import { collectionRoutes, itemRoutes } from '@/server/crud/resource';
import { fleetAflSchedules, fleetHistory, fleetPartReleases, fleetParts, fleetReleases } from '@/server/resources/flight/fleet';

export const fleetHistoryCollection = collectionRoutes(fleetHistory);
export const fleetHistoryItem = itemRoutes(fleetHistory);

export const fleetPartCollection = collectionRoutes(fleetParts);
export const fleetPartItem = itemRoutes(fleetParts);

export const fleetReleaseCollection = collectionRoutes(fleetReleases);
export const fleetPartReleaseCollection = collectionRoutes(fleetPartReleases);
export const fleetAflScheduleCollection = collectionRoutes(fleetAflSchedules);
