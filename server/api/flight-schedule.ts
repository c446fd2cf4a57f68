// Route schedules (docs/flight-ops-contract.md, 'Route schedules'): CRUD, bulk create and delete, the
// crew member's flights, flights by number, a crew member's limits with headroom, and the CSV import.

import { z } from 'zod';
import { can } from '@/lib/access/permissions';
import { localToday } from '@/lib/rules/calendar-day';
import { headroomAfter, limitUsage } from '@/lib/rules/flight-time-limits';
import { MAX_OTHER_BYTES } from '@/lib/rules/upload';
import { affectedAnswer, idAnswer, listOf } from '@/lib/schemas/answers';
import {
  flightNumberParams,
  flightNumberQuery,
  importDryRun,
  type PilotHours,
  pilotFlightsParams,
  pilotFlightsQuery,
  pilotHours as pilotHoursAnswer,
  pilotHoursQuery,
  scheduleBulk,
  scheduleBulkDelete,
  scheduleCreate,
  scheduleQuery,
  scheduleRow,
  scheduleUpdate,
} from '@/lib/schemas/flight/schedule';
import { idParams } from '@/lib/schemas/list';
import { notFound } from '@/server/http/errors';
import { operations } from '@/server/http/operations';
import { endpoint } from '@/server/http/route';
import { peakHours, trailingHours } from '@/server/resources/flight/flight-time';
import { getSchedule, listSchedules, scheduleListWithCaller } from '@/server/resources/flight/schedule';
import { importSchedules } from '@/server/resources/flight/schedule-import';
import { scheduleListPage, withReadiness } from '@/server/resources/flight/schedule-readiness';
import { ILLUSTRATIVE_ROWS, liveSampleRows, sampleCsv } from '@/server/resources/flight/schedule-sample';
import { bulkCreate, bulkDeleteDate, createSchedule, deleteSchedule, updateSchedule } from '@/server/resources/flight/schedule-save';

const importOutcome = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });

const TAG = 'Flight: route schedules';
const READ = ['flight.schedule', 'flight.crew'] as const;
const WRITE = 'flight.schedule';
const read = operations({ tag: TAG, auth: READ });
const write = operations({ tag: TAG, auth: WRITE });
const PATH = '/api/flight/route-schedule';
const CHECKS =
  'Refused with 400 and fields when: eta is not after etd, departure equals arrival, pilot equals copilot, a crew member is inactive, not rostered to fly that day, not rated on the type, has an expired licence or medical, is on an overlapping flight or would exceed a flight-time limit, or the aircraft is on an overlapping flight (canceled flights are not checked). 409 with fields.flight_number when the number is taken on that date.';

export const scheduleCollection = {
  GET: read.list(
    PATH,
    'List schedules: q, sort (flight_date with etd by default, flight_number, etd, flight_type, flight_status, registration), order, filters date, from, to, base, area, fleet, pilot (pilot or copilot), flight_type, flight_status; readiness=1 adds { light, reasons } to each row',
    { query: scheduleQuery, response: listOf(scheduleRow) },
    ({ db, query }) => scheduleListPage(db, query),
    { withCaller: scheduleListWithCaller },
  ),
  POST: write.op('POST')(
    PATH,
    `Create a schedule (etd/eta HH:MM local at the departure/arrival airport on flight_date, or ISO instants). 201 { id }. ${CHECKS}`,
    { body: scheduleCreate, status: 201, errors: [400, 409], response: idAnswer },
    ({ body, user }) => createSchedule(body, user),
  ),
};

export const scheduleItem = {
  GET: read.get(
    `${PATH}/{id}`,
    'Get a schedule with its readiness',
    { errors: [404], response: scheduleRow },
    async ({ db, params }) => (await withReadiness(db, [await getSchedule(db, params.id)]))[0],
  ),
  PUT: write.op('PUT')(
    `${PATH}/{id}`,
    `Update a schedule (partial; checked as the whole row it becomes; a new flight_date without times keeps the times of day). ${CHECKS}`,
    { params: idParams, body: scheduleUpdate, errors: [400, 404, 409], response: idAnswer },
    ({ params, body, user }) => updateSchedule(params.id, body, user),
  ),
  DELETE: write.op('DELETE')(
    `${PATH}/{id}`,
    'Delete a schedule (its manifest goes with it); 409 when it has logbook entries or AFL pages',
    { params: idParams, errors: [404, 409], response: affectedAnswer },
    ({ params, user }) => deleteSchedule(params.id, user),
  ),
};

export const scheduleBulkCreate = write.op('POST')(
  '/api/flight/route-schedule-bulk',
  "Create 1-500 schedules, all or nothing, checked in order (each row sees the rows before it). 201 { created, ids } or 400 { error: { code: 'validation', message, rows: [{ index, field, message }] } }",
  {
    body: scheduleBulk,
    maxBodyBytes: 2_000_000,
    status: 201,
    errors: [400],
    response: z.object({ created: z.number().int(), ids: z.array(z.number().int()) }),
  },
  ({ body, user }) => bulkCreate(body.schedules, user),
);

export const scheduleBulkDeleteDate = write.op('POST')(
  '/api/flight/route-schedule-bulk-delete-date',
  "Delete a day's flights (optionally only a base's or an aircraft's): { affected }; 409 when one has logbook entries or AFL pages (nothing deleted)",
  { body: scheduleBulkDelete, errors: [409], response: affectedAnswer },
  ({ body, user }) => bulkDeleteDate(body, user),
);

export const schedulesOfPilot = read.op('GET')(
  '/api/flight/route-schedule/pilot/{pid}',
  "A crew member's flights as pilot or copilot (from, to on flight_date; page, limit), by etd",
  { params: pilotFlightsParams, query: pilotFlightsQuery, response: listOf(scheduleRow) },
  ({ db, params, query }) =>
    listSchedules(db, { pilot: params.pid, from: query.from, to: query.to }, { page: query.page, limit: query.limit, sort: 'etd' }),
);

export const schedulesByNumber = read.op('GET')(
  '/api/flight/flight-number/{n}',
  'Flights with this number, newest first (the form fills a new flight from the latest one)',
  { params: flightNumberParams, query: flightNumberQuery, response: listOf(scheduleRow) },
  ({ db, params, query }) =>
    listSchedules(db, { flight_number: params.n }, { page: query.page, limit: query.limit, sort: 'flight_date', order: 'desc' }),
);

export const pilotHours = read.get(
  '/api/flight/pilot-hours/{id}',
  "A crew member's flight-time limits on date (default today at +7): fl7..fl365 and usage (windows ending on date), peak (busiest windows containing date, without the flight `exclude`), after (peak + `add` hours: the headroom a new flight would leave)",
  { query: pilotHoursQuery, errors: [404], response: pilotHoursAnswer },
  async ({ db, params, query }): Promise<PilotHours> => {
    const pilot = await db.pilot.findUnique({ where: { id: params.id }, select: { id: true } });
    if (!pilot) throw notFound(`Pilot ${params.id} not found`);
    const date = query.date ?? localToday();
    const [trailing, peak] = await Promise.all([trailingHours(db, [params.id], date), peakHours(db, params.id, date, query.exclude)]);
    const t = trailing.get(params.id) ?? { fl7: 0, fl30: 0, fl90: 0, fl365: 0 };
    return { pilot_id: params.id, date, ...t, usage: limitUsage(t), peak: limitUsage(peak), after: headroomAfter(peak, query.add) };
  },
);

export const importFlight = write.op('POST')(
  '/api/upload/import-flight',
  "Import schedules from a CSV (multipart field file; ';' or ','; columns of /samples/route-schedule.csv), all or nothing, keyed by (flight_number, flight_date): new keys created, known ones updated, identical ones unchanged. dry_run=1 answers { dry_run, created, updated, unchanged, errors, rows: [{ line, action, flight_number, flight_date, message? }] } and writes nothing; otherwise { created, updated, unchanged } or 400 { error: { code: 'validation', message, rows: [{ line, message }] } } with nothing written. The header is line 1.",
  { multipart: { maxBytes: MAX_OTHER_BYTES }, errors: [400, 413], response: z.union([importDryRun, importOutcome]) },
  ({ form, user }) => importSchedules(form, user),
);

export const sampleScheduleCsv = endpoint(
  {
    method: 'GET',
    path: '/samples/route-schedule.csv',
    tag: TAG,
    summary:
      'The sample import file. Signed in with flight.schedule: rows for tomorrow built from the database that pass the import checks at download time; otherwise (or without suitable data) a fixed illustrative file',
    auth: 'public',
    produces: 'text/csv',
  },
  async ({ user }) => {
    const live = user && can(user, 'flight.schedule') ? await liveSampleRows() : [];
    return new Response(sampleCsv(live.length ? live : ILLUSTRATIVE_ROWS), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="route-schedule.csv"',
        'cache-control': 'no-store',
      },
    });
  },
);
