// Read-only airport look-ups of spec 7: iata, icao, airport-info/{id}.
import { z } from 'zod';
import { listOf } from '@/lib/schemas/answers';
import { codeQuery } from '@/lib/schemas/flight/network';
import { airportInfo as airportInfoAnswer, airportRow } from '@/lib/schemas/flight/rows';
import { LIST_LIMIT_MAX } from '@/lib/schemas/list';
import { operations } from '@/server/http/operations';
import { airportInfo, airportsByCode } from '@/server/resources/flight/network';

const TAG = 'Flight: network';
const api = operations({ tag: TAG, auth: 'airline.reference' });

/** Codes are letters (and digits): anything else would act as a LIKE wildcard in the prefix match. */
const lookupQuery = codeQuery.refine((v) => /^[A-Z0-9]+$/.test(v.q), { error: 'code may contain letters and digits only', path: ['q'] });

export const iataLookup = api.list(
  '/api/flight/iata',
  'Airports by IATA code: the exact code first, then codes starting with q. Answers { total, data }',
  { query: lookupQuery, response: listOf(airportRow) },
  ({ db, query }) => airportsByCode(db, 'iata', query.q),
);

export const icaoLookup = api.list(
  '/api/flight/icao',
  'Airports by ICAO code: the exact code first, then codes starting with q. Answers { total, data }',
  { query: lookupQuery, response: listOf(airportRow) },
  ({ db, query }) => airportsByCode(db, 'icao', query.q),
);

export const airportInfoQuery = z.strictObject({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}` })
    .int({ error: `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}` })
    .min(1, { error: `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}` })
    .max(LIST_LIMIT_MAX, { error: `limit may not exceed ${LIST_LIMIT_MAX}` })
    .default(50),
});

export const airportInfoGet = api.get(
  '/api/flight/airport-info/{id}',
  "An airport with its local time and UTC offset now, its active bases, and the `limit` (default 50) nearest other active airports: { airport: { ...airport, local_time: 'YYYY-MM-DDTHH:mm', utc_offset: '+09:00' }, bases: [{ id, name, short_name }], distances: [{ id, iata, icao, name, city, distance_nm, bearing_deg }] }, nearest first",
  { query: airportInfoQuery, response: airportInfoAnswer },
  ({ db, params, query }) => airportInfo(db, params.id, query.limit),
);
