// Crew (/api/flight/pilot), qualifications and the duty roster (/api/pilot/*): docs/flight-ops-contract.md, Crew.
import type { Permission } from '@/lib/access/permissions';
import { affectedAnswer, idAnswer, listOf, searchOf } from '@/lib/schemas/answers';
import {
  checkedOut as checkedOutAnswer,
  loadPilotQuery,
  loadPilotRow,
  pilotCreate,
  pilotQuery,
  pilotRow,
  pilotUpdate,
} from '@/lib/schemas/flight/pilot';
import {
  rosterBulk,
  rosterCreate,
  rosterPacked as rosterPackedAnswer,
  rosterPilotQuery,
  rosterQuery,
  rosterUpdate,
} from '@/lib/schemas/flight/roster';
import { idParams } from '@/lib/schemas/list';
import { collectionRoutes, itemRoutes, searchQuery } from '@/server/crud/routes';
import { endpoint } from '@/server/http/route';
import { deletePilot, getPilot, listPilots, loadPilots, searchPilots } from '@/server/resources/flight/pilot';
import {
  checkedOut,
  createPilotWithQualifications,
  pilotAirportQualifications,
  pilotRatings,
  updatePilotWithQualifications,
} from '@/server/resources/flight/pilot-qualifications';
import {
  bulkRoster,
  deleteRosterEntry,
  pilotRosterPacked,
  rosterPacked,
  updateRosterEntry,
  upsertRosterEntry,
} from '@/server/resources/flight/roster';

const TAG = 'Flight: crew';
const REFERENCE: Permission = 'airline.reference';
const READ: readonly Permission[] = ['flight.crew', 'flight.schedule'];
const WRITE: Permission = 'flight.crew';

// --- /api/flight/pilot
export const pilotCollection = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/flight/pilot',
      tag: TAG,
      summary:
        'List crew members with base, fleet types, licence and medical state (ok / expiring within 60 days / expired) and flight-time limits fl7..fl365 over the windows ending today (+7). Filters q, base, status, rank, fleet_type, flagged=0|1; sort name (default), crew_code, licence_expiry, medical_expiry, fl7, fl30, fl90, fl365',
      auth: REFERENCE,
      query: pilotQuery,
      response: listOf(pilotRow),
    },
    ({ db, query }) => listPilots(db, query),
  ),
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/flight/pilot',
      tag: TAG,
      summary:
        'Create a crew member. crew_code (2-6 letters/digits, upper-cased) and licence_number are unique: 409 with the field. Optional fleet_type_ids / airport_ids: the type ratings / airport qualifications, in the same transaction (duplicates collapse; unknown ids: 400 on the field, nothing written). Answers 201 { id }',
      auth: WRITE,
      body: pilotCreate,
      status: 201,
      errors: [409],
      transaction: true,
      response: idAnswer,
    },
    ({ db, body }) => createPilotWithQualifications(db, body),
  ),
};

export const pilotItem = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/flight/pilot/{id}',
      tag: TAG,
      summary: 'Get a crew member (the list row)',
      auth: REFERENCE,
      params: idParams,
      response: pilotRow,
    },
    ({ db, params }) => getPilot(db, params.id),
  ),
  PUT: endpoint(
    {
      method: 'PUT',
      path: '/api/flight/pilot/{id}',
      tag: TAG,
      summary:
        'Update a crew member (partial); 409 with the field for a taken crew_code or licence_number, and on status when setting inactive a crew member on upcoming flights. fleet_type_ids / airport_ids, when given, become exactly the type ratings / airport qualifications in the same transaction (kept rows keep since and valid_until; unknown ids: 400 on the field, nothing written); left out, they are untouched',
      auth: WRITE,
      params: idParams,
      body: pilotUpdate,
      errors: [404, 409],
      transaction: true,
      response: idAnswer,
    },
    ({ db, params, body }) => updatePilotWithQualifications(db, params.id, body),
  ),
  DELETE: endpoint(
    {
      method: 'DELETE',
      path: '/api/flight/pilot/{id}',
      tag: TAG,
      summary:
        'Delete a crew member with their roster and qualifications; 409 while flights or logbooks name them (set them inactive instead)',
      auth: WRITE,
      params: idParams,
      errors: [404, 409],
      transaction: true,
      response: affectedAnswer,
    },
    ({ db, params }) => deletePilot(db, params.id),
  ),
};

export const pilotSearch = endpoint(
  {
    method: 'GET',
    path: '/api/flight/pilot/search',
    tag: TAG,
    summary: 'Search crew members by name, crew code, licence, email or phone: { status, data } (status false when nothing matches)',
    auth: REFERENCE,
    query: searchQuery,
    response: searchOf(pilotRow),
  },
  ({ db, query }) => searchPilots(db, query.q, query.limit),
);

// --- /api/pilot
export const loadPilot = endpoint(
  {
    method: 'GET',
    path: '/api/pilot/load-pilot',
    tag: TAG,
    summary:
      'Active crew for pickers: { total, data: [{ id, name, crew_code, rank, base_id, fleet_type_ids }] } by name (filters base, fleet_type)',
    auth: REFERENCE,
    query: loadPilotQuery,
    response: listOf(loadPilotRow),
  },
  ({ db, query }) => loadPilots(db, query),
);

export const pilotCheckedOut = endpoint(
  {
    method: 'GET',
    path: '/api/pilot/checked-out/{id}',
    tag: TAG,
    summary: "A crew member's type ratings and airport qualifications: { pilot_id, aircraft, airports }",
    auth: READ,
    params: idParams,
    response: checkedOutAnswer,
  },
  ({ db, params }) => checkedOut(db, params.id),
);

export const pilotAircraftCollection = collectionRoutes(pilotRatings);
export const pilotAircraftItem = itemRoutes(pilotRatings);

export const pilotAirportCollection = collectionRoutes(pilotAirportQualifications);
export const pilotAirportItem = itemRoutes(pilotAirportQualifications);

// --- Duty roster
const PACKED =
  "{ total, data } where data is the packed string: entries joined by ';;', fields by '::' in the order id::pilot::duty_date::base::base_name::base_name_short::status, ordered by pilot and date";

export const rosterCollection = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/pilot/schedule',
      tag: TAG,
      summary: `The duty roster over from..to (default the current month, at most 400 days), filters pilot and base (entries at the base and of its crew). ${PACKED}`,
      auth: READ,
      query: rosterQuery,
      response: rosterPackedAnswer,
    },
    ({ db, query }) => rosterPacked(db, query),
  ),
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/pilot/schedule',
      tag: TAG,
      summary:
        "Set a crew member's duty on a day (upsert): 201 { id }. A base below 1 is none and a negative status empty (spec 5); a status that needs a base without one is a 400 on base_id; taking a crew member off flying on a day with flights is a 409 naming them",
      auth: WRITE,
      body: rosterCreate,
      status: 201,
      errors: [409],
      transaction: true,
      response: idAnswer,
    },
    ({ db, body, user }) => upsertRosterEntry(db, body, user),
  ),
};

export const rosterBulkRoute = endpoint(
  {
    method: 'POST',
    path: '/api/pilot/schedule/bulk',
    tag: TAG,
    summary:
      'Set the duty of several crew members on every day of from..to (weekdays 0 = Sunday .. 6 = Saturday to pick days), all or nothing: { affected }. At most 400 days and 20,000 entries; 409 naming the flights when a day would lose a flying crew member',
    auth: WRITE,
    body: rosterBulk,
    errors: [409],
    transaction: true,
    response: affectedAnswer,
  },
  ({ db, body, user }) => bulkRoster(db, body, user),
);

export const rosterItem = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/pilot/schedule/{id}',
      tag: TAG,
      summary: `The roster of one crew member (id is the crew member's id) over from..to (default the current month). ${PACKED}`,
      auth: READ,
      params: idParams,
      query: rosterPilotQuery,
      response: rosterPackedAnswer,
    },
    ({ db, params, query }) => pilotRosterPacked(db, params.id, query),
  ),
  PUT: endpoint(
    {
      method: 'PUT',
      path: '/api/pilot/schedule/{id}',
      tag: TAG,
      summary: 'Update a roster entry (id is the entry id): base_id, status, notes; same rules as POST',
      auth: WRITE,
      params: idParams,
      body: rosterUpdate,
      errors: [404, 409],
      transaction: true,
      response: idAnswer,
    },
    ({ db, params, body, user }) => updateRosterEntry(db, params.id, body, user),
  ),
  DELETE: endpoint(
    {
      method: 'DELETE',
      path: '/api/pilot/schedule/{id}',
      tag: TAG,
      summary: 'Delete a roster entry (id is the entry id); 409 when the crew member flies that day',
      auth: WRITE,
      params: idParams,
      errors: [404, 409],
      transaction: true,
      response: affectedAnswer,
    },
    ({ db, params }) => deleteRosterEntry(db, params.id),
  ),
};
