import { listOf } from '@/lib/schemas/answers';
import { fleetAflCreate, fleetAflQuery, fleetHoursCreate, fleetHoursQuery } from '@/lib/schemas/flight/fleet';
import { fleetAflAnswer, fleetHoursAnswer, hoursTotals } from '@/lib/schemas/flight/rows';
import { crud } from '@/server/crud/resource';
import { collectionRoutes, itemRoutes } from '@/server/crud/routes';
import { operations } from '@/server/http/operations';
import {
  createAfl,
  fleetAflSchedules,
  fleetAfls,
  fleetHistory,
  fleetHours,
  fleetPartReleases,
  fleetParts,
  fleetReleases,
  listFleetHours,
  recordFleetHours,
} from '@/server/resources/flight/fleet';

export const fleetHistoryCollection = collectionRoutes(fleetHistory);
export const fleetHistoryItem = itemRoutes(fleetHistory);

export const fleetPartCollection = collectionRoutes(fleetParts);
export const fleetPartItem = itemRoutes(fleetParts);

export const fleetReleaseCollection = collectionRoutes(fleetReleases);
export const fleetPartReleaseCollection = collectionRoutes(fleetPartReleases);
export const fleetAflScheduleCollection = collectionRoutes(fleetAflSchedules);

const TAG = 'Flight: fleet';
const reference = operations({ tag: TAG, auth: fleetHours.readPermission ?? fleetHours.permission });
const fleet = operations({ tag: TAG, auth: fleetAfls.permission });

export const fleetHoursCollection = {
  GET: reference.list(
    fleetHours.path,
    'List daily hours records (filters fleet, from, to). Answers { total, data, totals: { hours, cycles } }; totals cover every matching row, not just the page',
    { query: fleetHoursQuery, response: listOf(fleetHoursAnswer).extend({ totals: hoursTotals }) },
    ({ db, query, user }) => listFleetHours(db, query, user),
  ),
  POST: fleet.create(
    fleetHours.path,
    "Record or replace an aircraft's hours and cycles of a date; the installed parts' hours and cycles since new move by the difference, in the same transaction. Answers 201 { id }; an unknown fleet_id is a 400 with fields.fleet_id 'Unknown aircraft'",
    { body: fleetHoursCreate },
    ({ db, body }) => recordFleetHours(db, body),
  ),
};

export const fleetAflCollection = {
  GET: fleet.list(
    fleetAfls.path,
    'List aircraft flight log pages (filters fleet, from, to), each with its schedules',
    { query: fleetAflQuery, response: listOf(fleetAflAnswer) },
    ({ db, query, user }) => crud(fleetAfls).list(db, query, user),
  ),
  POST: fleet.create(
    fleetAfls.path,
    "Create an aircraft flight log page with the schedules it covers (schedule_ids), in one transaction. Answers 201 { id }; a page_number the aircraft already has is a 409 with fields.page_number; an unknown fleet_id is a 400 with fields.fleet_id 'Unknown aircraft'",
    { body: fleetAflCreate, errors: [409] },
    ({ db, body, user }) => createAfl(db, body, user),
  ),
};
