// Issue 43: reading the audit trail: one record's history, the Activity list (paged and sorted in the
// database) and its CSV, with the names of the people and the records the entries refer to by id.

import { Prisma } from '@/lib/generated/prisma/client';
import { actorText, describeEntry, NAMED_FIELDS, tableLabel } from '@/lib/rules/audit';
import { addDays, localToday } from '@/lib/rules/calendar-day';
import { type CsvColumn, toCsv } from '@/lib/rules/csv';
import { wallClock } from '@/lib/rules/time';
import type { AuditActivityQuery, AuditEntryRecord, AuditNames } from '@/lib/schemas/audit';
import { LIST_LIMIT_MAX } from '@/lib/schemas/list';
import type { Client } from '@/server/crud/model';

type Entry = Prisma.AuditEntryGetPayload<object>;

/** The column each referenced table is named by. */
const NAME_COLUMN: Record<(typeof NAMED_FIELDS)[keyof typeof NAMED_FIELDS], string> = {
  pilots: 'name',
  fleets: 'registration',
  fleet_types: 'code',
  airports: 'coalesce(iata, icao, name)',
  bases: 'short_name',
  areas: 'name',
  users: 'name',
  customers: 'name',
};

/** The ids each named field takes in `entries` (before and after of an update, the row of an insert). */
function referencedIds(entries: Entry[]): Map<string, Set<number>> {
  const ids = new Map<string, Set<number>>();
  for (const e of entries) {
    for (const [field, value] of Object.entries(e.changes as Record<string, unknown>)) {
      if (!(field in NAMED_FIELDS)) continue;
      for (const v of Array.isArray(value) ? value : [value]) {
        if (typeof v === 'number') ids.set(field, (ids.get(field) ?? new Set()).add(v));
      }
    }
  }
  return ids;
}

async function namesOf(db: Client, entries: Entry[]): Promise<{ names: AuditNames; actors: Map<number, string> }> {
  const byTable = new Map<string, Set<number>>();
  const fields = referencedIds(entries);
  const actorIds = new Set(entries.flatMap((e) => (e.actor_user_id === null ? [] : [e.actor_user_id])));
  for (const [field, ids] of [...fields, ['user_id', actorIds] as const]) {
    const table = NAMED_FIELDS[field as keyof typeof NAMED_FIELDS];
    byTable.set(table, new Set([...(byTable.get(table) ?? []), ...ids]));
  }
  const found = new Map<string, Map<number, string>>();
  await Promise.all(
    [...byTable].map(async ([table, ids]) => {
      if (ids.size === 0) return;
      const rows = await db.$queryRaw<{ id: number; name: string }[]>`
        SELECT id, ${Prisma.raw(NAME_COLUMN[table as keyof typeof NAME_COLUMN])}::text AS name
          FROM ${Prisma.raw(`"${table}"`)} WHERE id = ANY(${[...ids]}::int[])`;
      found.set(table, new Map(rows.map((r) => [r.id, r.name])));
    }),
  );
  const names: AuditNames = {};
  for (const [field, ids] of fields) {
    const table = found.get(NAMED_FIELDS[field as keyof typeof NAMED_FIELDS]);
    names[field] = Object.fromEntries([...ids].flatMap((id) => (table?.has(id) ? [[String(id), table.get(id) as string]] : [])));
  }
  return { names, actors: found.get('users') ?? new Map() };
}

/** The names an entry's changes refer to. */
function namesIn(changes: Record<string, unknown>, names: AuditNames): AuditNames {
  const out: AuditNames = {};
  for (const [field, value] of Object.entries(changes)) {
    const known = names[field];
    if (!known) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (known[String(v)]) out[field] = { ...out[field], [String(v)]: known[String(v)] };
    }
  }
  return out;
}

async function rowsOf(db: Client, entries: Entry[]): Promise<{ data: AuditEntryRecord[] }> {
  const { names, actors } = await namesOf(db, entries);
  const data = entries.map((e) => ({
    ...e,
    id: String(e.id),
    operation: e.operation as AuditEntryRecord['operation'],
    changes: e.changes as Record<string, unknown>,
    names: namesIn(e.changes as Record<string, unknown>, names),
    actor_name: e.actor_user_id === null ? null : (actors.get(e.actor_user_id) ?? null),
  }));
  return { data };
}

/** One record's history, newest first. */
export async function recordHistory(db: Client, table: string, record: string) {
  const entries = await db.auditEntry.findMany({
    where: { table_name: table, record_id: record },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
  });
  return rowsOf(db, entries);
}

function activityWhere(q: AuditActivityQuery): Prisma.AuditEntryWhereInput {
  return {
    ...(q.actor ? { actor_user_id: q.actor } : {}),
    ...(q.table ? { table_name: q.table } : {}),
    ...(q.from || q.to
      ? {
          at: {
            ...(q.from ? { gte: wallClock(q.from, '00:00') } : {}),
            ...(q.to ? { lt: wallClock(addDays(q.to, 1), '00:00') } : {}),
          },
        }
      : {}),
  };
}

export async function activity(db: Client, q: AuditActivityQuery) {
  const where = activityWhere(q);
  const [total, entries] = await Promise.all([
    db.auditEntry.count({ where }),
    db.auditEntry.findMany({
      where,
      orderBy: [{ [q.sort]: q.order }, { id: q.order }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    }),
  ]);
  return { total, ...(await rowsOf(db, entries)) };
}

type Described = AuditEntryRecord & { what: string };

const COLUMNS: CsvColumn<Described>[] = [
  { header: 'at', value: (e) => e.at },
  { header: 'who', value: (e) => actorText(e) },
  { header: 'kind', value: (e) => tableLabel(e.table_name) },
  { header: 'table', value: (e) => e.table_name },
  { header: 'record', value: (e) => e.record_id },
  { header: 'operation', value: (e) => e.operation },
  { header: 'what', value: (e) => e.what },
];

/** The Activity list's matches (up to 10000, newest first unless sorted) as CSV with ';'. */
export async function activityCsv(db: Client, q: AuditActivityQuery): Promise<Response> {
  const { data } = await activity(db, { ...q, page: 1, limit: LIST_LIMIT_MAX });
  const rows = data.map((e) => ({ ...e, what: describeEntry(e).join('; ') }));
  return new Response(toCsv(rows, COLUMNS), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="activity-${localToday()}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
