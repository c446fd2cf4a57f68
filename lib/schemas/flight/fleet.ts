// Fleet types, aircraft and what engineering keeps per aircraft: parts, history, daily hours, releases
// to service and the aircraft flight log (AFL).
import { z } from 'zod';
import { FLEET_STATUSES } from '@/lib/rules/fleet';
import { day, id, idFilter, instant, int, num, optionalText, text } from '@/lib/schemas/fields';
import { listQuery } from '@/lib/schemas/list';

export { FLEET_STATUSES } from '@/lib/rules/fleet';

export const REGISTRATION = /^PK-[A-Z]{3}$/;
export const PART_STATUSES = ['installed', 'removed', 'unserviceable', 'scrapped'] as const;
export const HISTORY_EVENTS = [
  'maintenance',
  'inspection',
  'defect',
  'modification',
  'base_change',
  'status_change',
  'incident',
  'other',
] as const;

// --- Fleet type
export const fleetTypeCreate = z.strictObject({
  code: z
    .string({ error: 'Please input code' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,4}$/, { error: 'Code must be an ICAO type designator such as C208' }),
  name: text(100),
  manufacturer: text(100),
  engines: int(1, 4).default(1),
  seats: int(1, 100),
  max_payload_kg: int('max payload', 1, 20000),
  mtow_kg: int('MTOW', 1, 50000),
  cruise_kt: int('cruise speed', 50, 600).nullish(),
});
export const fleetTypeUpdate = fleetTypeCreate.partial();
export const fleetTypeQuery = listQuery(['id', 'code', 'name', 'manufacturer', 'seats']);

// --- Aircraft
export const fleetCreate = z.strictObject({
  registration: z
    .string({ error: 'Please input registration' })
    .trim()
    .toUpperCase()
    .regex(REGISTRATION, { error: 'Registration like PK-ABC' }),
  fleet_type_id: id('an aircraft type'),
  serial_number: text(50),
  year_built: int(1950, 2100),
  base_id: id('a home base'),
  seats: int(0, 100),
  payload_kg: int('payload', 1, 20000),
  status: z.enum(FLEET_STATUSES, { error: `status must be one of ${FLEET_STATUSES.join(', ')}` }).default('active'),
  notes: optionalText(),
});
export const fleetUpdate = fleetCreate.partial();
export const fleetQuery = listQuery(['id', 'registration', 'serial_number', 'year_built', 'seats', 'payload_kg', 'status']).extend({
  fleet_type_id: idFilter,
  base_id: idFilter,
  status: z.enum(FLEET_STATUSES).optional(),
});

// --- Parts
export const fleetPartCreate = z.strictObject({
  fleet_id: id('an aircraft').nullish(),
  name: text(100),
  part_number: text(50),
  serial_number: text(50),
  position: optionalText(50),
  installed_on: day().nullish(),
  hours_at_install: num(0, 100000).default(0),
  cycles_at_install: int(0, 1000000).default(0),
  hours_since_new: num(0, 100000).default(0),
  cycles_since_new: int(0, 1000000).default(0),
  hour_limit: num(1, 100000).nullish(),
  cycle_limit: int(1, 1000000).nullish(),
  calendar_limit: day().nullish(),
  status: z.enum(PART_STATUSES).default('installed'),
});
export const fleetPartUpdate = fleetPartCreate.partial();
export const fleetPartQuery = listQuery(['id', 'name', 'part_number', 'serial_number', 'hours_since_new', 'calendar_limit']).extend({
  fleet: idFilter,
  status: z.enum(PART_STATUSES).optional(),
});

// --- History
export const fleetHistoryCreate = z.strictObject({
  fleet_id: id('an aircraft'),
  date: day(),
  event: z.enum(HISTORY_EVENTS, { error: `event must be one of ${HISTORY_EVENTS.join(', ')}` }),
  title: text(150),
  description: optionalText(),
});
export const fleetHistoryUpdate = fleetHistoryCreate.partial();
export const fleetHistoryQuery = listQuery(['id', 'date', 'event']).extend({ fleet: idFilter });

// --- Daily hours (POST records or replaces the day's figures)
export const fleetHoursCreate = z.strictObject({
  fleet_id: id('an aircraft'),
  date: day(),
  hours: num(0, 24),
  cycles: int(0, 200).default(0),
});
export const fleetHoursQuery = listQuery(['date', 'hours', 'cycles']).extend({
  fleet: idFilter,
  from: day().optional(),
  to: day().optional(),
});

// --- Releases to service
const releaseFields = {
  released_at: instant(),
  valid_until: instant().nullish(),
  work_order: text(50),
  description: text(2000),
  certifying_staff: text(100),
  licence_number: text(50),
};
export const fleetReleaseCreate = z.strictObject({ fleet_id: id('an aircraft'), ...releaseFields });
export const fleetReleaseQuery = listQuery(['id', 'released_at']).extend({ fleet: idFilter });
export const fleetPartReleaseCreate = z.strictObject({ fleet_part_id: id('a part'), ...releaseFields });
export const fleetPartReleaseQuery = listQuery(['id', 'released_at']).extend({ part: idFilter, fleet: idFilter });

// --- Aircraft flight log
export const fleetAflCreate = z
  .strictObject({
    fleet_id: id('an aircraft'),
    page_number: text(20),
    date: day(),
    pic_name: text('pilot in command', 100),
    block_hours: num(0, 24),
    flight_hours: num(0, 24),
    cycles: int(0, 200),
    fuel_uplift_l: int('fuel uplift', 0, 20000).nullish(),
    defects: optionalText(),
    remarks: optionalText(),
    schedule_ids: z.array(z.number().int().positive()).max(50).default([]),
  })
  .refine((a) => a.flight_hours <= a.block_hours, { error: 'flight hours cannot exceed block hours', path: ['flight_hours'] });
export const fleetAflQuery = listQuery(['id', 'date', 'page_number']).extend({
  fleet: idFilter,
  from: day().optional(),
  to: day().optional(),
});
export const fleetAflScheduleCreate = z.strictObject({ afl_id: id('an AFL page'), schedule_id: id('a schedule') });
export const fleetAflScheduleQuery = listQuery(['id', 'schedule_id']).extend({ afl: idFilter, schedule: idFilter });
