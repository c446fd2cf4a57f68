// The duty roster's first month, read on the server with the browser's own parameters (components/crew/roster-month.ts).
import { monthRange, type RosterInitial, rosterCrewParams, rosterFlightParams } from '@/components/crew/roster-month';
import { pilotQuery } from '@/lib/schemas/flight/pilot';
import { rosterQuery } from '@/lib/schemas/flight/roster';
import { scheduleQuery } from '@/lib/schemas/flight/schedule';
import type { Db } from '@/server/db';
import { listPilots } from './pilot';
import { rosterPacked } from './roster';
import { scheduleListPage } from './schedule-readiness';

/** The month's crew, duty entries and flights; null when the URL's base is not a base id (the browser says why). */
export async function rosterMonth(db: Db, month: string, base: string | undefined): Promise<RosterInitial | null> {
  const crewQuery = pilotQuery.safeParse(rosterCrewParams(base));
  if (!crewQuery.success) return null;
  const { from, to } = monthRange(month);
  const [crew, roster, flights] = await Promise.all([
    listPilots(db, crewQuery.data),
    rosterPacked(db, rosterQuery.parse({ from, to })),
    scheduleListPage(db, scheduleQuery.parse(rosterFlightParams(from, to))),
  ]);
  return { month, base, crew, roster, flights };
}
