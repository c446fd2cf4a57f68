// The Overview's read-only calls (contract 'Dashboard'); the page reads the same functions directly.
import {
  catchup as catchupAnswer,
  pilotHoursGraph as pilotHoursGraphAnswer,
  pilotsByFleet as pilotsByFleetAnswer,
  totalRoutes as totalRoutesAnswer,
} from '@/lib/schemas/flight/dashboard';
import { operations } from '@/server/http/operations';
import {
  catchup,
  periodQuery,
  pilotHoursGraph,
  pilotHoursGraphQuery,
  pilotsByFleet,
  totalRoutes,
} from '@/server/resources/flight/dashboard';

const api = operations({ tag: 'Flight: overview', auth: 'overview' });

export const totalRoutesRoute = {
  GET: api.list(
    '/api/flight/total-routes',
    'Flight totals of a period (from, to inclusive; default this month at UTC+7, at most 366 days): { from, to, total, hours, today, by_status: [{ flight_status, name, total }], by_type: [{ flight_type, total, hours }] }. total and by_status count every flight, canceled included; hours, today and by_type leave canceled flights out',
    { query: periodQuery, response: totalRoutesAnswer },
    ({ db, query }) => totalRoutes(db, query),
  ),
};

export const graphPilotFlighthoursRoute = {
  GET: api.list(
    '/api/flight/graph-pilot-flighthours',
    'Monthly flight hours of the top crew (limit, default 10, at most 50) over the months (default 12, at most 24) ending with the month of to (default today): { from, to, labels: [YYYY-MM], series: [{ pilot_id, name, crew_code, total, data: [hours per label] }] }. Flights that are not canceled, up to to, as pilot or copilot',
    { query: pilotHoursGraphQuery, response: pilotHoursGraphAnswer },
    ({ db, query }) => pilotHoursGraph(db, query),
  ),
};

export const graphPilotByFleetRoute = {
  GET: api.list(
    '/api/flight/graph-pilot-by-fleet',
    'Active crew holding a type rating valid today, per aircraft type: { data: [{ fleet_type_id, code, name, captains, first_officers, total }] }, every type, most crew first',
    { response: pilotsByFleetAnswer },
    ({ db }) => pilotsByFleet(db),
  ),
};

export const catchupRoute = {
  GET: api.list(
    '/api/flight/catchup',
    "Canceled flights of a period (from, to; default this month) and the catch-up flights recovering them: { from, to, canceled, scheduled (canceled flights recovered), catchup_flights, canceled_hours, recovered_hours, data: [canceled flight + catchup: flight | null] }. A flight of type 'catchup' recovers the earliest unrecovered canceled flight of its route that it departs after, within 7 days",
    { query: periodQuery, response: catchupAnswer },
    ({ db, query }) => catchup(db, query),
  ),
};
