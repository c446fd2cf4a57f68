// What the crew screens read of the flight, logbook and flight-time answers (docs/flight-ops-contract.md,
// sections Crew, Route schedules and Logbooks): the fields they show, as zod schemas.
import { z } from 'zod';
import { flightTimeWindowsShape, legCodesShape, legTimesShape } from '@/lib/schemas/flight/shapes';

const int = z.number().int();

/** The route-schedule row fields the crew screens show. */
export const crewFlightRow = z.object({
  id: int,
  flight_number: z.string(),
  flight_date: z.string(),
  flight_type: z.string(),
  flight_status: int,
  flight_status_name: z.string().optional(),
  ...legCodesShape,
  dep_timezone: z.string(),
  arr_timezone: z.string(),
  ...legTimesShape,
  flighttime_decimal: z.number(),
  pilot_id: int.nullable(),
  pilot_name: z.string().nullable(),
  copilot_id: int.nullable(),
  copilot_name: z.string().nullable(),
  registration: z.string().nullable(),
  fleet_type_code: z.string().nullable(),
  base_name_short: z.string().nullable(),
});
export type CrewFlightRow = z.infer<typeof crewFlightRow>;

/** A crew member's flight hours over the windows ending on `date`. */
export const crewHours = z.object({
  pilot_id: int,
  date: z.string(),
  ...flightTimeWindowsShape,
});
export type CrewHours = z.infer<typeof crewHours>;
