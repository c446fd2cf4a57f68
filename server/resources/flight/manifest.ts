// Booking manifests (issue 5): a flight's entries with the schedule header and totals, and the writes.
// Validation is lib/rules/manifest.ts through lib/schemas/flight/manifest.ts, on create and on the row an
// update would save.
import type { z } from 'zod';
import { Prisma } from '@/lib/generated/prisma/client';
import { MANIFEST_STATUS_ACTIVE, MANIFEST_STATUS_ERROR, type ManifestType, withPayload } from '@/lib/rules/manifest';
import { INT4_MAX } from '@/lib/schemas/fields';
import {
  type ManifestList,
  type ManifestRow,
  type ManifestScheduleHeader,
  type ManifestUpdate,
  type manifestCreate,
  manifestEntry,
  type manifestListQuery,
} from '@/lib/schemas/flight/manifest';
import type { CurrentUser } from '@/server/auth/user';
import type { Db, Tx } from '@/server/db';
import { badRequest, notFound } from '@/server/http/errors';
import { parseWith } from '@/server/http/validation';
import { announce, onFlight } from '@/server/realtime/changes';

type Client = Db | Tx;

const ON_BOARD = Prisma.sql`status IN (${MANIFEST_STATUS_ACTIVE}, ${MANIFEST_STATUS_ERROR})`;

const select = {
  id: true,
  type: true,
  firstname: true,
  lastname: true,
  familyname: true,
  weight: true,
  schedule_id: true,
  user_id: true,
  user: { select: { name: true } },
  bag: true,
  bag_weight: true,
  description: true,
  status: true,
  created_at: true,
} as const;

type Selected = Prisma.ManifestGetPayload<{ select: typeof select }>;

function toRow(r: Selected): ManifestRow {
  return {
    id: r.id,
    type: r.type as ManifestType,
    firstname: r.firstname,
    lastname: r.lastname,
    familyname: r.familyname,
    weight: r.weight,
    schedule: r.schedule_id,
    user: r.user_id,
    user_name: r.user?.name ?? null,
    bag: r.bag,
    bag_weight: r.bag_weight,
    description: r.description,
    status: r.status,
    created_at: r.created_at.toISOString(),
  };
}

type RawHeader = Omit<ManifestScheduleHeader, 'etd' | 'eta'> & { etd: Date; eta: Date };

/** The schedule header (spec 3) with the aircraft's payload, or null when there is no such flight. */
export async function manifestHeader(db: Client, scheduleId: number): Promise<ManifestScheduleHeader | null> {
  if (scheduleId > INT4_MAX) return null;
  const rows = await db.$queryRaw<RawHeader[]>`
    SELECT rs.id, rs.flight_number, to_char(rs.flight_date, 'YYYY-MM-DD') AS flight_date, rs.flight_status,
           dep.iata AS dep_iata, dep.icao AS dep_icao, dep.city AS dep_cityname, dep.timezone AS dep_timezone,
           arr.iata AS arr_iata, arr.icao AS arr_icao, arr.city AS arr_cityname, arr.timezone AS arr_timezone,
           rs.etd, rs.eta,
           to_char(rs.etd AT TIME ZONE dep.timezone, 'HH24:MI') AS etd_local,
           to_char(rs.eta AT TIME ZONE arr.timezone, 'HH24:MI') AS eta_local,
           f.registration, ft.code AS fleet_type_code, f.payload_kg
      FROM route_schedules rs
      JOIN airports dep ON dep.id = rs.dep_airport_id
      JOIN airports arr ON arr.id = rs.arr_airport_id
      LEFT JOIN fleets f ON f.id = rs.fleet_id
      LEFT JOIN fleet_types ft ON ft.id = f.fleet_type_id
     WHERE rs.id = ${scheduleId}`;
  const h = rows[0];
  return h ? { ...h, etd: h.etd.toISOString(), eta: h.eta.toISOString() } : null;
}

interface RawTotals {
  passengers: number;
  bags: number;
  passenger_weight: number;
  bag_weight: number;
  cargo_weight: number;
}

/** GET /api/flight/manifest/schedule/{id}: header, one page of entries (passengers first), totals of all. */
export async function listManifest(db: Client, scheduleId: number, query: z.output<typeof manifestListQuery>): Promise<ManifestList> {
  const header = await manifestHeader(db, scheduleId);
  if (!header) throw notFound(`Schedule ${scheduleId} not found`);
  const where = { schedule_id: scheduleId, ...(query.type ? { type: query.type } : {}) };
  const [total, data, sums] = await Promise.all([
    db.manifest.count({ where }),
    db.manifest.findMany({
      where,
      // 'passenger' sorts after 'cargo': descending puts the passengers first.
      orderBy: [{ type: 'desc' }, { id: 'asc' }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select,
    }),
    db.$queryRaw<RawTotals[]>`
      SELECT count(*) FILTER (WHERE type = 'passenger' AND ${ON_BOARD})::int AS passengers,
             COALESCE(sum(bag) FILTER (WHERE ${ON_BOARD}), 0)::int AS bags,
             COALESCE(sum(weight) FILTER (WHERE type = 'passenger' AND ${ON_BOARD}), 0)::int AS passenger_weight,
             COALESCE(sum(bag_weight) FILTER (WHERE ${ON_BOARD}), 0)::int AS bag_weight,
             COALESCE(sum(weight) FILTER (WHERE type = 'cargo' AND ${ON_BOARD}), 0)::int AS cargo_weight
        FROM manifests WHERE schedule_id = ${scheduleId}`,
  ]);
  return { schedule: header, total, data: data.map(toRow), totals: withPayload(sums[0], header.payload_kg) };
}

export async function getManifest(db: Client, id: number): Promise<ManifestRow> {
  const row = await db.manifest.findUnique({ where: { id }, select });
  if (!row) throw notFound(`Manifest ${id} not found`);
  return toRow(row);
}

/** 'passenger Budi Santoso', 'cargo Medical supplies'. */
function entryLabel(e: { type: string; firstname?: string | null; lastname?: string | null; description?: string | null }): string {
  const name = e.type === 'cargo' ? e.description : [e.firstname, e.lastname].filter(Boolean).join(' ');
  return name ? `${e.type} ${name}` : `a ${e.type} entry`;
}

const unknownSchedule = () => badRequest('Unknown schedule', { schedule: 'Unknown schedule' });

async function lockSchedule(tx: Tx, scheduleId: number) {
  if (scheduleId > INT4_MAX) throw unknownSchedule();
  // FOR SHARE: the flight cannot be deleted while its entry is written.
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM route_schedules WHERE id = ${scheduleId} FOR SHARE`;
  if (!rows.length) throw unknownSchedule();
}

export async function createManifest(tx: Tx, body: z.output<typeof manifestCreate>, user: CurrentUser): Promise<{ id: number }> {
  const { schedule, ...values } = body;
  await lockSchedule(tx, schedule);
  const row = await tx.manifest.create({ data: { ...values, schedule_id: schedule, user_id: user.id }, select: { id: true } });
  announce(user, 'manifest', onFlight(`added ${entryLabel(values)} to`, schedule));
  return { id: row.id };
}

export async function updateManifest(tx: Tx, id: number, body: ManifestUpdate, user: CurrentUser): Promise<{ id: number }> {
  const current = await tx.manifest.findUnique({ where: { id }, select });
  if (!current) throw notFound(`Manifest ${id} not found`);
  const { schedule, ...changes } = body;
  const merged = {
    type: current.type,
    firstname: current.firstname,
    lastname: current.lastname,
    familyname: current.familyname,
    weight: current.weight,
    bag: current.bag,
    bag_weight: current.bag_weight,
    description: current.description,
    status: current.status,
    ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
  };
  const values = parseWith(manifestEntry, merged);
  if (schedule !== undefined && schedule !== current.schedule_id) await lockSchedule(tx, schedule);
  await tx.manifest.update({ where: { id }, data: { ...values, ...(schedule !== undefined ? { schedule_id: schedule } : {}) } });
  announce(user, 'manifest', onFlight(`updated ${entryLabel(values)} on`, schedule ?? current.schedule_id));
  return { id };
}

export async function deleteManifest(tx: Tx, id: number, user: CurrentUser): Promise<{ affected: number }> {
  const current = await tx.manifest.findUnique({
    where: { id },
    select: { schedule_id: true, type: true, firstname: true, lastname: true, description: true },
  });
  const { count } = await tx.manifest.deleteMany({ where: { id } });
  if (!count || !current) throw notFound(`Manifest ${id} not found`);
  announce(user, 'manifest', onFlight(`removed ${entryLabel(current)} from`, current.schedule_id));
  return { affected: count };
}
