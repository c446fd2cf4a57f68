// Crew logbooks: docs/flight-ops-contract.md, section Logbooks.

import { z } from 'zod';
import type { Permission } from '@/lib/access/permissions';
import { listOf } from '@/lib/schemas/answers';
import {
  logbookCreate,
  logbookFlightRow,
  logbookInfoAnswer,
  logbookInfoQuery,
  logbookPilotQuery,
  logbookQuery,
  pilotLogbookRow,
} from '@/lib/schemas/flight/logbook';
import { operations } from '@/server/http/operations';
import { deleteLogbook, listLogbookFlights, logbookInfo, pilotLogbook, saveLogbook } from '@/server/resources/flight/logbook';

const ACCESS: readonly Permission[] = ['flight.schedule', 'flight.crew'];
const api = operations({ tag: 'Flight: logbook', auth: ACCESS });

export const logbookCollection = {
  GET: api.list(
    '/api/flight/logbook',
    'Flights up to today (+7) that are not canceled, newest first, with pilot_name, copilot_name, flight_logbook (entries filed) and logbook_passed (with a copilot 2 entries, otherwise 1 with a pilot). Filters fleet, from, to, passed=0|1; page, limit (default 50)',
    { query: logbookQuery, response: listOf(logbookFlightRow) },
    ({ db, query }) => listLogbookFlights(db, query),
  ),
  POST: api.create(
    '/api/flight/logbook',
    "File a crew member's logbook for a flight (one per flight and crew member: filing again replaces it). The crew member must be the flight's pilot or copilot and the flight not canceled; block_on after block_off and not in the future; the flight's flight_logbook count follows in the same transaction. Answers 201 { id }",
    { body: logbookCreate },
    ({ db, body, user }) => saveLogbook(db, body, user),
  ),
};

export const logbookItem = {
  DELETE: api.remove(
    '/api/flight/logbook/{id}',
    "Remove a logbook entry; the flight's flight_logbook count follows in the same transaction. Answers { affected }",
    { errors: [404] },
    ({ db, params }) => deleteLogbook(db, params.id),
  ),
};

export const logbookInfoRoute = api.list(
  '/api/flight/logbook-info',
  'Logbook state of the flights up to today that are not canceled (filters from, to, fleet): { flights, passed, pending, hours (scheduled), block_hours (logged) }',
  { query: logbookInfoQuery, response: logbookInfoAnswer },
  ({ db, query }) => logbookInfo(db, query),
);

export const logbookPilot = api.get(
  '/api/flight/logbook/pilot/{id}',
  "A crew member's logbook entries with their flights, newest first (filters from, to on the flight date; page, limit default 50): { total, data, totals: { block_hours, landings } } (totals over every matching entry)",
  {
    query: logbookPilotQuery,
    errors: [404],
    response: listOf(pilotLogbookRow).extend({ totals: z.object({ block_hours: z.number(), landings: z.number().int() }) }),
  },
  ({ db, params, query }) => pilotLogbook(db, params.id, query),
);
