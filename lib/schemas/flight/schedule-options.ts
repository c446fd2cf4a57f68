// The reference lists the Routes & Schedules page hands to its pickers and filters (loaded once by the
// page from the airport, base, area, fleet and load-pilot answers).
import { z } from 'zod';
import { airportCodesShape } from '@/lib/schemas/flight/shapes';

const int = z.number().int();

export const scheduleAirportOption = z.object({
  id: int,
  ...airportCodesShape,
  city: z.string(),
  timezone: z.string(),
});
export const scheduleBaseOption = z.object({ id: int, name: z.string(), short_name: z.string(), area_id: int });
export const scheduleAreaOption = z.object({ id: int, name: z.string() });
export const scheduleFleetOption = z.object({
  id: int,
  registration: z.string(),
  base_id: int,
  status: z.string(),
  fleet_type: z.object({ id: int, code: z.string(), engines: int }),
});
export const schedulePilotOption = z.object({
  id: int,
  name: z.string(),
  crew_code: z.string(),
  rank: z.string(),
  base_id: int.nullable(),
  fleet_type_ids: z.array(int),
});

/** Everything the screen's pickers and filters choose from. */
export const scheduleRefs = z.object({
  airports: z.array(scheduleAirportOption),
  bases: z.array(scheduleBaseOption),
  areas: z.array(scheduleAreaOption),
  fleets: z.array(scheduleFleetOption),
  pilots: z.array(schedulePilotOption),
});

export type ScheduleAirportOption = z.infer<typeof scheduleAirportOption>;
export type ScheduleBaseOption = z.infer<typeof scheduleBaseOption>;
export type ScheduleAreaOption = z.infer<typeof scheduleAreaOption>;
export type ScheduleFleetOption = z.infer<typeof scheduleFleetOption>;
export type SchedulePilotOption = z.infer<typeof schedulePilotOption>;
export type ScheduleRefs = z.infer<typeof scheduleRefs>;
