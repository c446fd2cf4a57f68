// The Overview's crew figures: monthly hours of the top crew, crew by aircraft type, flight-time alerts
// and licences and medicals expiring soon.
import { Prisma } from '@/lib/generated/prisma/client';
import { localToday } from '@/lib/rules/calendar-day';
import { EXPIRY_WARNING_DAYS } from '@/lib/rules/crew-documents';
import { limitUsage, type WindowUsage } from '@/lib/rules/flight-time-limits';
import type { ExpiringDocument, LimitAlert, PilotHoursGraph, PilotHoursGraphQuery, PilotsByFleet } from '@/lib/schemas/flight/dashboard';
import type { Db, Tx } from '@/server/db';
import { round2 } from './dashboard-flights';
import { crewDaysSql, trailingHours } from './flight-time';

type Client = Db | Tx;

// --- graph-pilot-flighthours

/**
 * Monthly hours of the top crew over the `months` months ending with the month of `to` (default today),
 * counting flights that are not canceled up to and including `to`, as pilot or copilot.
 */
export async function pilotHoursGraph(db: Client, q: PilotHoursGraphQuery, today = localToday()): Promise<PilotHoursGraph> {
  const to = q.to ?? today;
  const [y, m] = to.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 - (q.months - 1), 1));
  const from = first.toISOString().slice(0, 10);
  const labels = Array.from({ length: q.months }, (_, i) =>
    new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1)).toISOString().slice(0, 7),
  );
  const rows = await db.$queryRaw<{ pid: number; name: string; crew_code: string; total: number; month: string; hours: number }[]>`
    WITH crew AS (${crewDaysSql(Prisma.sql`${from}::date`, Prisma.sql`${to}::date`)}
    ), monthly AS (
      SELECT crew_id AS pid, date_trunc('month', flight_date::timestamp) AS m, SUM(h) AS hours FROM crew GROUP BY crew_id, m
    ), top AS (
      SELECT pid, SUM(hours) AS total FROM monthly GROUP BY pid ORDER BY total DESC, pid LIMIT ${q.limit}
    )
    SELECT top.pid, p.name, p.crew_code, top.total::float8 AS total,
           to_char(monthly.m, 'YYYY-MM') AS month, monthly.hours::float8 AS hours
      FROM top
      JOIN pilots p ON p.id = top.pid
      JOIN monthly ON monthly.pid = top.pid
     ORDER BY top.total DESC, top.pid, monthly.m`;
  const series: PilotHoursGraph['series'] = [];
  const byPilot = new Map<number, PilotHoursGraph['series'][number]>();
  for (const r of rows) {
    let s = byPilot.get(r.pid);
    if (!s) {
      s = { pilot_id: r.pid, name: r.name, crew_code: r.crew_code, total: round2(r.total), data: labels.map(() => 0) };
      byPilot.set(r.pid, s);
      series.push(s);
    }
    const i = labels.indexOf(r.month);
    if (i >= 0) s.data[i] = round2(r.hours);
  }
  return { from, to, labels, series };
}

// --- graph-pilot-by-fleet

export async function pilotsByFleet(db: Client, today = localToday()): Promise<PilotsByFleet> {
  const data = await db.$queryRaw<PilotsByFleet['data']>`
    SELECT ft.id AS fleet_type_id, ft.code, ft.name,
           COUNT(DISTINCT p.id) FILTER (WHERE p.rank = 'captain')::int AS captains,
           COUNT(DISTINCT p.id) FILTER (WHERE p.rank = 'first_officer')::int AS first_officers,
           COUNT(DISTINCT p.id)::int AS total
      FROM fleet_types ft
      LEFT JOIN pilot_aircraft pa ON pa.fleet_type_id = ft.id
            AND (pa.since IS NULL OR pa.since <= ${today}::date)
            AND (pa.valid_until IS NULL OR pa.valid_until >= ${today}::date)
      LEFT JOIN pilots p ON p.id = pa.pilot_id AND p.status = 'active'
     GROUP BY ft.id, ft.code, ft.name
     ORDER BY total DESC, ft.code`;
  return { data };
}

// --- Flight-time alerts (crew above 75 % of a window ending today)

export async function limitAlerts(db: Client, today = localToday()): Promise<{ date: string; data: LimitAlert[] }> {
  const hours = await trailingHours(db, null, today);
  const flagged = new Map<number, WindowUsage[]>();
  for (const [pid, h] of hours) {
    const usage = limitUsage(h);
    if (usage.some((u) => u.flagged)) flagged.set(pid, usage);
  }
  if (!flagged.size) return { date: today, data: [] };
  const pilots = await db.pilot.findMany({
    where: { id: { in: [...flagged.keys()] } },
    select: { id: true, name: true, crew_code: true, rank: true, base: { select: { short_name: true } } },
  });
  const data = pilots.map((p) => {
    const usage = flagged.get(p.id) ?? limitUsage({});
    const worst = usage.reduce((a, b) => (b.fraction > a.fraction ? b : a));
    return {
      pilot_id: p.id,
      name: p.name,
      crew_code: p.crew_code,
      rank: p.rank,
      base_name_short: p.base?.short_name ?? null,
      usage,
      worst,
    };
  });
  data.sort((a, b) => b.worst.fraction - a.worst.fraction || a.name.localeCompare(b.name));
  return { date: today, data };
}

// --- Licence and medical expiring soon (active crew)

export async function expiringDocuments(db: Client, today = localToday(), limit = 8): Promise<{ total: number; data: ExpiringDocument[] }> {
  const rows = await db.$queryRaw<(ExpiringDocument & { total: number })[]>`
    WITH docs AS (
      SELECT id AS pilot_id, name, crew_code, 'licence' AS document, licence_expiry AS expiry FROM pilots WHERE status = 'active'
      UNION ALL
      SELECT id, name, crew_code, 'medical', medical_expiry FROM pilots WHERE status = 'active'
    )
    SELECT pilot_id, name, crew_code, document, to_char(expiry, 'YYYY-MM-DD') AS expiry,
           (expiry - ${today}::date)::int AS days_left, (COUNT(*) OVER ())::int AS total
      FROM docs
     WHERE expiry <= ${today}::date + ${EXPIRY_WARNING_DAYS}::int
     ORDER BY expiry, name, document
     LIMIT ${limit}`;
  return { total: rows[0]?.total ?? 0, data: rows.map(({ total: _t, ...r }) => r) };
}
