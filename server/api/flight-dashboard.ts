// The Overview's read-only calls (contract 'Dashboard'); the page reads the same functions directly.
import {
  catchup as catchupAnswer,
  pilotHoursGraph as pilotHoursGraphAnswer,
  pilotsByFleet as pilotsByFleetAnswer,
  totalRoutes as totalRoutesAnswer,
} from '@/lib/schemas/flight/dashboard';
import { endpoint } from '@/server/http/route';
import {
  catchup,
  periodQuery,
  pilotHoursGraph,
  pilotHoursGraphQuery,
  pilotsByFleet,
  totalRoutes,
} from '@/server/resources/flight/dashboard';

const TAG = 'Flight: overview';

export const totalRoutesRoute = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/flight/total-routes',
      tag: TAG,
      summary:
        'Flight totals of a period (from, to inclusive; default this month at UTC+7, at most 366 days): { from, to, total, hours, today, by_status: [{ flight_status, name, total }], by_type: [{ flight_type, total, hours }] }. total and by_status count every flight, canceled included; hours, today and by_type leave canceled flights out',
      auth: 'overview',
      query: periodQuery,
      response: totalRoutesAnswer,
    },
    ({ db, query }) => totalRoutes(db, query),
  ),
};

export const graphPilotFlighthoursRoute = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/flight/graph-pilot-flighthours',
      tag: TAG,
      summary:
        'Monthly flight hours of the top crew (limit, default 10, at most 50) over the months (default 12, at most 24) ending with the month of to (default today): { from, to, labels: [YYYY-MM], series: [{ pilot_id, name, crew_code, total, data: [hours per label] }] }. Flights that are not canceled, up to to, as pilot or copilot',
      auth: 'overview',
      query: pilotHoursGraphQuery,
      response: pilotHoursGraphAnswer,
    },
    ({ db, query }) => pilotHoursGraph(db, query),
  ),
};

export const graphPilotByFleetRoute = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/flight/graph-pilot-by-fleet',
      tag: TAG,
      summary:
        'Active crew holding a type rating valid today, per aircraft type: { data: [{ fleet_type_id, code, name, captains, first_officers, total }] }, every type, most crew first',
      auth: 'overview',
      response: pilotsByFleetAnswer,
    },
    ({ db }) => pilotsByFleet(db),
  ),
};

export const catchupRoute = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/flight/catchup',
      tag: TAG,
      summary:
        "Canceled flights of a period (from, to; default this month) and the catch-up flights recovering them: { from, to, canceled, scheduled (canceled flights recovered), catchup_flights, canceled_hours, recovered_hours, data: [canceled flight + catchup: flight | null] }. A flight of type 'catchup' recovers the earliest unrecovered canceled flight of its route that it departs after, within 7 days",
      auth: 'overview',
      query: periodQuery,
      response: catchupAnswer,
    },
    ({ db, query }) => catchup(db, query),
  ),
};
