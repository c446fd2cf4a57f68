import type { Metadata } from 'next';
import { pageListQuery } from '@/components/data-table/list-params';
import { RouteScheduleManager } from '@/components/schedule/route-schedule-manager';
import { SCHEDULE_LIST } from '@/components/schedule/types';
import { NoAccess } from '@/components/shell/no-access';
import { localToday } from '@/lib/rules/calendar-day';
import { scheduleQuery } from '@/lib/schemas/flight/schedule';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { scheduleListPage } from '@/server/resources/flight/schedule-readiness';
import { scheduleRefs } from '@/server/resources/flight/schedule-refs';

export const metadata: Metadata = { title: 'Routes & Schedules' };

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
    scheduleRefs(db),
    arrived ? scheduleListPage(db, pageListQuery(scheduleQuery, { from: today }, SCHEDULE_LIST, '', { readiness: '1' })) : undefined,
  ]);
  return <RouteScheduleManager refs={refs} today={today} initial={initial} />;
}
