import type { Metadata } from 'next';
import { RouteScheduleManager } from '@/components/schedule/route-schedule-manager';
import type { ScheduleRefs } from '@/components/schedule/types';
import { NoAccess } from '@/components/shell/no-access';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { activeAirportOptions } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Routes & Schedules' };

/** The lists the screen's pickers and filters choose from; the flights themselves load in the browser. */
async function scheduleRefs(): Promise<ScheduleRefs> {
  const [airports, bases, areas, fleets, pilots] = await Promise.all([
    activeAirportOptions(db),
    db.base.findMany({
      select: { id: true, name: true, short_name: true, area_id: true },
      orderBy: [{ short_name: 'asc' }, { id: 'asc' }],
    }),
    db.area.findMany({ select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
    db.fleet.findMany({
      where: { status: { not: 'retired' } },
      select: {
        id: true,
        registration: true,
        base_id: true,
        status: true,
        fleet_type: { select: { id: true, code: true, engines: true } },
      },
      orderBy: [{ registration: 'asc' }, { id: 'asc' }],
    }),
    db.pilot.findMany({
      where: { status: 'active' },
      select: { id: true, name: true, crew_code: true, rank: true, base_id: true, aircraft: { select: { fleet_type_id: true } } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    }),
  ]);
  return {
    airports,
    bases,
    areas,
    fleets,
    pilots: pilots.map(({ aircraft, ...p }) => ({ ...p, fleet_type_ids: aircraft.map((a) => a.fleet_type_id) })),
  };
}

export default async function RouteSchedulePage() {
  const { allowed } = await userForScreen('routeSchedule');
  if (!allowed) return <NoAccess />;
  return <RouteScheduleManager refs={await scheduleRefs()} />;
}
