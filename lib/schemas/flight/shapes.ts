// The field groups the flight answers repeat (a leg's route codes and times, its crew, its aircraft, an
// airport's codes, a qualification's validity), as plain objects of zod fields to spread into a row.
import { z } from 'zod';
import { dayText } from '@/lib/schemas/answers';
import { day } from '@/lib/schemas/fields';

const int = z.number().int();

/** A leg's departure and arrival airport codes (either code may be missing). */
export const legCodesShape = {
  dep_iata: z.string().nullable(),
  dep_icao: z.string().nullable(),
  arr_iata: z.string().nullable(),
  arr_icao: z.string().nullable(),
};

/** A leg's estimated times: etd/eta as instants, etd_local/eta_local as HH:MM at the departure / arrival airport. */
export const legTimesShape = {
  etd: z.string(),
  eta: z.string(),
  etd_local: z.string(),
  eta_local: z.string(),
};

/** What every flight answer says of the flight: number, date, type, status, route and times. */
export const flightLegShape = {
  flight_number: z.string(),
  flight_date: z.string(),
  flight_type: z.string(),
  flight_status: z.number(),
  flight_status_name: z.string(),
  ...legCodesShape,
  dep_timezone: z.string(),
  arr_timezone: z.string(),
  ...legTimesShape,
  flighttime_decimal: z.number(),
};

/** A flight's crew: the pilot in command and the copilot, either not assigned yet. */
export const crewPairShape = {
  pilot_id: z.number().nullable(),
  pilot_name: z.string().nullable(),
  copilot_id: z.number().nullable(),
  copilot_name: z.string().nullable(),
};

/** The aircraft a flight is planned on: its id, registration, type code and home base (short name). */
export const flightAircraftShape = {
  fleet_id: z.number(),
  registration: z.string(),
  fleet_type_code: z.string(),
  base_name_short: z.string(),
};

/** A crew member's flight hours over the 7, 30, 90 and 365 days windows (lib/rules/flight-time-limits). */
export const flightTimeWindowsShape = {
  fl7: z.number(),
  fl30: z.number(),
  fl90: z.number(),
  fl365: z.number(),
};

/** How far a flight's crew logbooks are filed: how many entries, and whether every crew member filed one. */
export const logbookStateShape = {
  flight_logbook: z.number(),
  logbook_passed: z.boolean(),
};

/** An airport's codes and name (a small field may lack an IATA or an ICAO code). */
export const airportCodesShape = {
  iata: z.string().nullable(),
  icao: z.string().nullable(),
  name: z.string(),
};

/** A related row named by id, code and name (an area, an aircraft type). */
export const codedRef = z.object({ id: int, code: z.string(), name: z.string() });

/** When a qualification starts and ends, as the answers give it (either open). */
export const validityShape = {
  since: dayText.nullable(),
  valid_until: dayText.nullable(),
};

/** When a qualification starts and ends, as a request sends it (either may be left out or null). */
export const validityInput = {
  since: day().nullish(),
  valid_until: day().nullish(),
};
