// Crew logbooks: docs/flight-ops-contract.md, section Logbooks.

import { z } from 'zod';
import type { Permission } from '@/lib/access/permissions';
import { affectedAnswer, idAnswer, listOf } from '@/lib/schemas/answers';
import {
  logbookCreate,
  logbookFlightRow,
  logbookInfoAnswer,
  logbookInfoQuery,
  logbookPilotQuery,
  logbookQuery,
  pilotLogbookRow,
} from '@/lib/schemas/flight/logbook';
import { idParams } from '@/lib/schemas/list';
import { endpoint } from '@/server/http/route';
import { deleteLogbook, listLogbookFlights, logbookInfo, pilotLogbook, saveLogbook } from '@/server/resources/flight/logbook';

const TAG = 'Flight: logbook';
const ACCESS: readonly Permission[] = ['flight.schedule', 'flight.crew'];

export const logbookCollection = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/flight/logbook',
      tag: TAG,
      summary:
        'Flights up to today (+7) that are not canceled, newest first, with pilot_name, copilot_name, flight_logbook (entries filed) and logbook_passed (with a copilot 2 entries, otherwise 1 with a pilot). Filters fleet, from, to, passed=0|1; page, limit (default 50)',
      auth: ACCESS,
      query: logbookQuery,
      response: listOf(logbookFlightRow),
    },
    ({ db, query }) => listLogbookFlights(db, query),
  ),
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/flight/logbook',
      tag: TAG,
      summary:
        "File a crew member's logbook for a flight (one per flight and crew member: filing again replaces it). The crew member must be the flight's pilot or copilot and the flight not canceled; block_on after block_off and not in the future; the flight's flight_logbook count follows in the same transaction. Answers 201 { id }",
      auth: ACCESS,
      body: logbookCreate,
      status: 201,
      transaction: true,
      response: idAnswer,
    },
    ({ db, body, user }) => saveLogbook(db, body, user),
  ),
};

export const logbookItem = {
  DELETE: endpoint(
    {
      method: 'DELETE',
      path: '/api/flight/logbook/{id}',
      tag: TAG,
      summary: "Remove a logbook entry; the flight's flight_logbook count follows in the same transaction. Answers { affected }",
      auth: ACCESS,
      params: idParams,
      errors: [404],
      transaction: true,
      response: affectedAnswer,
    },
    ({ db, params }) => deleteLogbook(db, params.id),
  ),
};

export const logbookInfoRoute = endpoint(
  {
    method: 'GET',
    path: '/api/flight/logbook-info',
    tag: TAG,
    summary:
      'Logbook state of the flights up to today that are not canceled (filters from, to, fleet): { flights, passed, pending, hours (scheduled), block_hours (logged) }',
    auth: ACCESS,
    query: logbookInfoQuery,
    response: logbookInfoAnswer,
  },
  ({ db, query }) => logbookInfo(db, query),
);

export const logbookPilot = endpoint(
  {
    method: 'GET',
    path: '/api/flight/logbook/pilot/{id}',
    tag: TAG,
    summary:
      "A crew member's logbook entries with their flights, newest first (filters from, to on the flight date; page, limit default 50): { total, data, totals: { block_hours, landings } } (totals over every matching entry)",
    auth: ACCESS,
    params: idParams,
    query: logbookPilotQuery,
    errors: [404],
    response: listOf(pilotLogbookRow).extend({ totals: z.object({ block_hours: z.number(), landings: z.number().int() }) }),
  },
  ({ db, params, query }) => pilotLogbook(db, params.id, query),
);
