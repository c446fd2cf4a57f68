// Issue 43: the audit trail's requests and answers (GET /api/audit, /api/audit/activity and its CSV).
import { z } from 'zod';
import { instantText } from '@/lib/schemas/answers';
import { day, idFilter } from '@/lib/schemas/fields';
import { limitParam, pageParam } from '@/lib/schemas/list';

const tableName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, { error: 'table must be a table name (lower-case letters, digits, _)' });

/** One record's history: the table and the record's key as the trail keeps it. */
export const auditHistoryQuery = z.strictObject({
  table: tableName,
  record: z.string().trim().min(1, { error: 'record is required' }).max(100),
});

/** The Activity list: by person, kind of record and office days (WIB), newest first unless sorted. */
export const auditActivityQuery = z
  .strictObject({
    page: pageParam,
    limit: limitParam(500, 50),
    actor: idFilter,
    table: tableName.optional(),
    from: day().optional(),
    to: day().optional(),
    sort: z.enum(['at', 'table_name', 'operation'], { error: 'sort must be one of: at, table_name, operation' }).default('at'),
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'from must not be after to', path: ['to'] });
export type AuditActivityQuery = z.infer<typeof auditActivityQuery>;

/** The names of the records an entry refers to by id, by field: { pilot_id: { '3': 'Capt. A' } }. */
export const auditNames = z.record(z.string(), z.record(z.string(), z.string()));
export type AuditNames = z.infer<typeof auditNames>;

export const auditEntryRow = z.object({
  id: z.string(),
  at: instantText,
  actor_user_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  actor_job: z.string().nullable(),
  table_name: z.string(),
  record_id: z.string(),
  operation: z.enum(['insert', 'update', 'delete']),
  /** An update: { field: [before, after] }; an insert or a delete: the row. Secrets read '[hidden]'. */
  changes: z.record(z.string(), z.unknown()),
  names: auditNames,
});
export type AuditEntryRow = z.infer<typeof auditEntryRow>;
/** An entry as the server builds it (the instant still a Date). */
export type AuditEntryRecord = z.input<typeof auditEntryRow>;

export const auditHistoryAnswer = z.object({ data: z.array(auditEntryRow) });
export const auditActivityAnswer = z.object({ total: z.number().int(), data: z.array(auditEntryRow) });
export type AuditActivityAnswer = z.infer<typeof auditActivityAnswer>;
