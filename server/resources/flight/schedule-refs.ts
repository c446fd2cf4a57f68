// What the Routes & Schedules page hands its pickers and filters (lib/schemas/flight/schedule-options.ts),
// read once when the page opens. Retired aircraft and pilots who are not active are not offered.
import { type ScheduleRefs, scheduleFleetOption, schedulePilotOption } from '@/lib/schemas/flight/schedule-options';
import type { Client } from '@/server/crud/model';
import { selectOf } from '@/server/crud/select-of';
import { activeAirportOptions, areaOptions, baseOptions } from './network';

const PILOT_SELECT = { ...selectOf(schedulePilotOption.omit({ fleet_type_ids: true })), aircraft: { select: { fleet_type_id: true } } };

export async function scheduleRefs(client: Client): Promise<ScheduleRefs> {
  const [airports, bases, areas, fleets, pilots] = await Promise.all([
    activeAirportOptions(client),
    baseOptions(client),
    areaOptions(client),
    client.fleet.findMany({
      where: { status: { not: 'retired' } },
      select: selectOf(scheduleFleetOption),
      orderBy: [{ registration: 'asc' }, { id: 'asc' }],
    }),
    client.pilot.findMany({ where: { status: 'active' }, select: PILOT_SELECT, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
  ]);
  return {
    airports,
    bases,
    areas,
    fleets,
    pilots: pilots.map(({ aircraft, ...p }) => ({ ...p, fleet_type_ids: aircraft.map((a) => a.fleet_type_id) })),
  };
}
