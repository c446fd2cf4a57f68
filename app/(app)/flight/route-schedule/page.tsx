import type { Metadata } from 'next';
import { pageListQuery } from '@/components/data-table/list-params';
import { RouteScheduleManager } from '@/components/schedule/route-schedule-manager';
import { SCHEDULE_LIST, type ScheduleRefs } from '@/components/schedule/types';
import { NoAccess } from '@/components/shell/no-access';
import { localToday } from '@/lib/rules/calendar-day';
import { scheduleQuery } from '@/lib/schemas/flight/schedule';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { activeAirportOptions } from '@/server/resources/flight/network';
import { scheduleListPage } from '@/server/resources/flight/schedule-readiness';

export const metadata: Metadata = { title: 'Routes & Schedules' };

/** The lists the screen's pickers and filters choose from. */
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

/**
 * Opened from the menu (no parameters), the screen shows the flights from today on: that first page is
 * rendered here, and the screen puts `from` in the URL without asking the server again. With parameters
 * (a reload, a changed filter) the flights load in the browser.
 */
export default async function RouteSchedulePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { allowed } = await userForScreen('routeSchedule');
  if (!allowed) return <NoAccess />;
  const today = localToday();
  const arrived = Object.keys(await searchParams).length === 0;
  const [refs, initial] = await Promise.all([
    scheduleRefs(),
    arrived ? scheduleListPage(db, pageListQuery(scheduleQuery, { from: today }, SCHEDULE_LIST, '', { readiness: '1' })) : undefined,
  ]);
  return <RouteScheduleManager refs={refs} today={today} initial={initial} />;
}
