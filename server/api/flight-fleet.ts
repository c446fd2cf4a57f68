import { idAnswer, listOf } from '@/lib/schemas/answers';
import { fleetAflCreate, fleetAflQuery, fleetHoursCreate, fleetHoursQuery } from '@/lib/schemas/flight/fleet';
import { fleetAflAnswer, fleetHoursAnswer, hoursTotals } from '@/lib/schemas/flight/rows';
import { crud } from '@/server/crud/resource';
import { collectionRoutes, itemRoutes } from '@/server/crud/routes';
import { endpoint } from '@/server/http/route';
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

export const fleetHoursCollection = {
  GET: endpoint(
    {
      method: 'GET',
      path: fleetHours.path,
      tag: TAG,
      summary:
        'List daily hours records (filters fleet, from, to). Answers { total, data, totals: { hours, cycles } }; totals cover every matching row, not just the page',
      auth: fleetHours.readPermission ?? fleetHours.permission,
      query: fleetHoursQuery,
      response: listOf(fleetHoursAnswer).extend({ totals: hoursTotals }),
    },
    ({ db, query, user }) => listFleetHours(db, query, user),
  ),
  POST: endpoint(
    {
      method: 'POST',
      path: fleetHours.path,
      tag: TAG,
      summary:
        "Record or replace an aircraft's hours and cycles of a date; the installed parts' hours and cycles since new move by the difference, in the same transaction. Answers 201 { id }; an unknown fleet_id is a 400 with fields.fleet_id 'Unknown aircraft'",
      auth: fleetHours.permission,
      body: fleetHoursCreate,
      status: 201,
      transaction: true,
      response: idAnswer,
    },
    ({ db, body }) => recordFleetHours(db, body),
  ),
};

export const fleetAflCollection = {
  GET: endpoint(
    {
      method: 'GET',
      path: fleetAfls.path,
      tag: TAG,
      summary: 'List aircraft flight log pages (filters fleet, from, to), each with its schedules',
      auth: fleetAfls.readPermission ?? fleetAfls.permission,
      query: fleetAflQuery,
      response: listOf(fleetAflAnswer),
    },
    ({ db, query, user }) => crud(fleetAfls).list(db, query, user),
  ),
  POST: endpoint(
    {
      method: 'POST',
      path: fleetAfls.path,
      tag: TAG,
      summary:
        "Create an aircraft flight log page with the schedules it covers (schedule_ids), in one transaction. Answers 201 { id }; a page_number the aircraft already has is a 409 with fields.page_number; an unknown fleet_id is a 400 with fields.fleet_id 'Unknown aircraft'",
      auth: fleetAfls.permission,
      body: fleetAflCreate,
      status: 201,
      errors: [409],
      transaction: true,
      response: idAnswer,
    },
    ({ db, body, user }) => createAfl(db, body, user),
  ),
};
