import { collectionRoutes, itemRoutes, searchRoute } from '@/server/crud/routes';
import { fleets, fleetTypes } from '@/server/resources/flight/fleet';
import { airports, areas, bases } from '@/server/resources/flight/network';

export const areaCollection = collectionRoutes(areas);
export const areaItem = itemRoutes(areas);
export const areaSearch = searchRoute(areas);

export const airportCollection = collectionRoutes(airports);
export const airportItem = itemRoutes(airports);
export const airportSearch = searchRoute(airports);

export const baseCollection = collectionRoutes(bases);
export const baseItem = itemRoutes(bases);
export const baseSearch = searchRoute(bases);

export const fleetCollection = collectionRoutes(fleets);
export const fleetItem = itemRoutes(fleets);
export const fleetSearch = searchRoute(fleets);

export const fleetTypeCollection = collectionRoutes(fleetTypes);
export const fleetTypeItem = itemRoutes(fleetTypes);
