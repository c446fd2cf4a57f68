// Issue 43: the audit trail: one record's history (for whoever may read that kind of record) and the
// Activity list of every write with its CSV (root and admin).
import type { Permission } from '@/lib/access/permissions';
import { can } from '@/lib/access/permissions';
import { auditActivityAnswer, auditActivityQuery, auditHistoryAnswer, auditHistoryQuery } from '@/lib/schemas/audit';
import { activity, activityCsv, recordHistory } from '@/server/audit/read';
import { HttpError, ROLE_FORBIDDEN } from '@/server/http/errors';
import { operations } from '@/server/http/operations';

/** Who reads the history of a kind of record besides root and admin (its screen's permission). */
const HISTORY_READERS: Record<string, Permission> = {
  route_schedules: 'flight.schedule',
  pilots: 'flight.crew',
  pilot_schedules: 'flight.crew',
  fleets: 'flight.fleet',
  customers: 'customer',
  users: 'user.admin',
};
const ADMIN: Permission = 'user.admin';

const history = operations({ tag: 'Audit trail', auth: [...new Set([...Object.values(HISTORY_READERS), ADMIN])] });
const admin = operations({ tag: 'Audit trail', auth: ADMIN });

export const auditHistory = history.list(
  '/api/audit',
  `The history of one record, newest first: ?table= (e.g. route_schedules, pilots, pilot_schedules, fleets, customers, users) and ?record= (its id). Each entry: when, who (actor_user_id with actor_name, or actor_job for a timed job; both null when nobody was signed in), the operation and its changes ({ field: [before, after] } for an update, the row for an insert or a delete; secrets read '[hidden]'); names gives the names of the ids the changes refer to, by field. ${Object.entries(
    HISTORY_READERS,
  )
    .map(([t, p]) => `${t}: ${p}`)
    .join(', ')}; any other table: root and admin`,
  { query: auditHistoryQuery, response: auditHistoryAnswer, errors: [400, 403] },
  ({ db, query, user }) => {
    if (!can(user, HISTORY_READERS[query.table] ?? ADMIN)) throw new HttpError(403, 'forbidden', ROLE_FORBIDDEN);
    return recordHistory(db, query.table, query.record);
  },
);

const ACTIVITY_FILTERS =
  'actor (a user id), table (a kind of record, e.g. route_schedules), from and to (office days, WIB, YYYY-MM-DD, both included); sort at (default), table_name or operation; order desc (default) or asc';

export const auditActivity = admin.list(
  '/api/audit/activity',
  `Every write the trail holds, paged (limit up to 500, default 50). Filters: ${ACTIVITY_FILTERS}. Rows as in GET /api/audit, with names`,
  { query: auditActivityQuery, response: auditActivityAnswer, errors: [400] },
  ({ db, query }) => activity(db, query),
);

export const auditActivityExport = admin.op('GET')(
  '/api/audit/activity.csv',
  `The Activity list's matches (up to 10000; page and limit are ignored) as CSV with ';': at, who, kind, table, record, operation, what (in words). Filters: ${ACTIVITY_FILTERS}`,
  { query: auditActivityQuery, produces: 'text/csv', errors: [400] },
  ({ db, query }) => activityCsv(db, query),
);
