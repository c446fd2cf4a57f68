// Crew (/api/flight/pilot), qualifications and the duty roster (/api/pilot/*): docs/flight-ops-contract.md, Crew.
import type { Permission } from '@/lib/access/permissions';
import { affectedAnswer, listOf, searchOf } from '@/lib/schemas/answers';
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
import { collectionRoutes, itemRoutes, searchQuery } from '@/server/crud/routes';
import { operations } from '@/server/http/operations';
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
const reference = operations({ tag: TAG, auth: REFERENCE });
const read = operations({ tag: TAG, auth: READ });
const write = operations({ tag: TAG, auth: WRITE });

// --- /api/flight/pilot
export const pilotCollection = {
  GET: reference.list(
    '/api/flight/pilot',
    'List crew members with base, fleet types, licence and medical state (ok / expiring within 60 days / expired) and flight-time limits fl7..fl365 over the windows ending today (+7). Filters q, base, status, rank, fleet_type, flagged=0|1; sort name (default), crew_code, licence_expiry, medical_expiry, fl7, fl30, fl90, fl365',
    { query: pilotQuery, response: listOf(pilotRow) },
    ({ db, query }) => listPilots(db, query),
  ),
  POST: write.create(
    '/api/flight/pilot',
    'Create a crew member. crew_code (2-6 letters/digits, upper-cased) and licence_number are unique: 409 with the field. Optional fleet_type_ids / airport_ids: the type ratings / airport qualifications, in the same transaction (duplicates collapse; unknown ids: 400 on the field, nothing written). Answers 201 { id }',
    { body: pilotCreate, errors: [409] },
    ({ db, body }) => createPilotWithQualifications(db, body),
  ),
};

export const pilotItem = {
  GET: reference.get('/api/flight/pilot/{id}', 'Get a crew member (the list row)', { response: pilotRow }, ({ db, params }) =>
    getPilot(db, params.id),
  ),
  PUT: write.update(
    '/api/flight/pilot/{id}',
    'Update a crew member (partial); 409 with the field for a taken crew_code or licence_number, and on status when setting inactive a crew member on upcoming flights. fleet_type_ids / airport_ids, when given, become exactly the type ratings / airport qualifications in the same transaction (kept rows keep since and valid_until; unknown ids: 400 on the field, nothing written); left out, they are untouched',
    { body: pilotUpdate, errors: [404, 409] },
    ({ db, params, body }) => updatePilotWithQualifications(db, params.id, body),
  ),
  DELETE: write.remove(
    '/api/flight/pilot/{id}',
    'Delete a crew member with their roster and qualifications; 409 while flights or logbooks name them (set them inactive instead)',
    { errors: [404, 409] },
    ({ db, params }) => deletePilot(db, params.id),
  ),
};

export const pilotSearch = reference.list(
  '/api/flight/pilot/search',
  'Search crew members by name, crew code, licence, email or phone: { status, data } (status false when nothing matches)',
  { query: searchQuery, response: searchOf(pilotRow) },
  ({ db, query }) => searchPilots(db, query.q, query.limit),
);

// --- /api/pilot
export const loadPilot = reference.list(
  '/api/pilot/load-pilot',
  'Active crew for pickers: { total, data: [{ id, name, crew_code, rank, base_id, fleet_type_ids }] } by name (filters base, fleet_type)',
  { query: loadPilotQuery, response: listOf(loadPilotRow) },
  ({ db, query }) => loadPilots(db, query),
);

export const pilotCheckedOut = read.get(
  '/api/pilot/checked-out/{id}',
  "A crew member's type ratings and airport qualifications: { pilot_id, aircraft, airports }",
  { response: checkedOutAnswer },
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
  GET: read.list(
    '/api/pilot/schedule',
    `The duty roster over from..to (default the current month, at most 400 days), filters pilot and base (entries at the base and of its crew). ${PACKED}`,
    { query: rosterQuery, response: rosterPackedAnswer },
    ({ db, query }) => rosterPacked(db, query),
  ),
  POST: write.create(
    '/api/pilot/schedule',
    "Set a crew member's duty on a day (upsert): 201 { id }. A base below 1 is none and a negative status empty (spec 5); a status that needs a base without one is a 400 on base_id; taking a crew member off flying on a day with flights is a 409 naming them",
    { body: rosterCreate, errors: [409] },
    ({ db, body, user }) => upsertRosterEntry(db, body, user),
  ),
};

export const rosterBulkRoute = write.op('POST')(
  '/api/pilot/schedule/bulk',
  'Set the duty of several crew members on every day of from..to (weekdays 0 = Sunday .. 6 = Saturday to pick days), all or nothing: { affected }. At most 400 days and 20,000 entries; 409 naming the flights when a day would lose a flying crew member',
  { body: rosterBulk, errors: [409], transaction: true, response: affectedAnswer },
  ({ db, body, user }) => bulkRoster(db, body, user),
);

export const rosterItem = {
  GET: read.get(
    '/api/pilot/schedule/{id}',
    `The roster of one crew member (id is the crew member's id) over from..to (default the current month). ${PACKED}`,
    { query: rosterPilotQuery, response: rosterPackedAnswer },
    ({ db, params, query }) => pilotRosterPacked(db, params.id, query),
  ),
  PUT: write.update(
    '/api/pilot/schedule/{id}',
    'Update a roster entry (id is the entry id): base_id, status, notes; same rules as POST',
    { body: rosterUpdate, errors: [404, 409] },
    ({ db, params, body, user }) => updateRosterEntry(db, params.id, body, user),
  ),
  DELETE: write.remove(
    '/api/pilot/schedule/{id}',
    'Delete a roster entry (id is the entry id); 409 when the crew member flies that day',
    { errors: [404, 409] },
    ({ db, params, user }) => deleteRosterEntry(db, params.id, user),
  ),
};
