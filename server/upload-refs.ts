// The records that use an uploaded file, found in the database's own catalog rather than listed by hand: every
// column with a foreign key to uploads(id), and every uuid[] column (PostgreSQL has no foreign keys from array
// elements; in this schema a uuid array is always a list of upload ids: products' images, purchase
// attachments). A new table that refers to uploads is therefore seen by the "nothing else uses it" check of
// every delete, and by read access (server/upload-access.ts answers 404 for a table it has no rule for, and
// tests/api/upload-access.test.ts fails until it has one).
import { Prisma } from '@/lib/generated/prisma/client';
import type { CurrentUser } from '@/server/auth/user';
import type { Client } from '@/server/crud/model';
import type { Tx } from '@/server/db';
import { badRequest } from '@/server/http/errors';

export interface UploadRef {
  table: string;
  column: string;
  /** A uuid[] column (a list of upload ids) rather than a single foreign key. */
  array: boolean;
}

let refs: Promise<UploadRef[]> | undefined;

/** The columns that refer to uploads; read once per process (the schema does not change while it runs). */
export function uploadRefs(db: Client): Promise<UploadRef[]> {
  refs ??= db.$queryRaw<UploadRef[]>`
    SELECT c.relname::text AS "table", a.attname::text AS "column", false AS "array"
      FROM pg_constraint f
      JOIN pg_class c ON c.oid = f.conrelid
      JOIN pg_attribute a ON a.attrelid = f.conrelid AND a.attnum = f.conkey[1]
     WHERE f.contype = 'f' AND f.confrelid = to_regclass('uploads')
    UNION ALL
    SELECT c.relname::text, a.attname::text, true
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
     WHERE a.atttypid = 'uuid[]'::regtype AND a.attnum > 0 AND NOT a.attisdropped AND c.relkind = 'r'
       AND c.relnamespace = (SELECT relnamespace FROM pg_class WHERE oid = to_regclass('uploads'))
     ORDER BY 1, 2`.catch((err) => {
    refs = undefined;
    throw err;
  });
  return refs;
}

const ident = (name: string) => Prisma.raw(`"${name.replaceAll('"', '""')}"`);

export interface UploadUse {
  table: string;
  upload_id: string;
}

/** Which tables use which of these uploads (one row per table and upload). */
export async function uploadUses(db: Client, ids: readonly string[]): Promise<UploadUse[]> {
  if (!ids.length) return [];
  const wanted = Prisma.sql`${[...ids]}::uuid[]`;
  const parts = (await uploadRefs(db)).map(({ table, column, array }) => {
    const col = ident(column);
    return array
      ? Prisma.sql`SELECT ${table}::text AS "table", u AS upload_id FROM ${ident(table)}, unnest(${col}) u WHERE ${col} && ${wanted} AND u = ANY(${wanted})`
      : Prisma.sql`SELECT ${table}::text AS "table", ${col} AS upload_id FROM ${ident(table)} WHERE ${col} = ANY(${wanted})`;
  });
  if (!parts.length) return [];
  return db.$queryRaw<UploadUse[]>`SELECT DISTINCT "table", upload_id::text FROM (${Prisma.join(parts, ' UNION ALL ')}) uses`;
}

/**
 * Deletes the upload rows among these that no record uses any more (call it after removing the caller's own
 * references, in the same transaction) and answers their storage keys, for removeStoredFiles after the commit.
 */
export async function deleteUnusedUploads(tx: Tx, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  // Lock the uploads so that no other record can take them up while they are being removed.
  await tx.$queryRaw`SELECT id FROM uploads WHERE id = ANY(${unique}::uuid[]) FOR UPDATE`;
  const used = new Set((await uploadUses(tx, unique)).map((u) => u.upload_id));
  const unused = unique.filter((id) => !used.has(id));
  const doomed = await tx.upload.findMany({ where: { id: { in: unused } }, select: { storage_key: true } });
  await tx.upload.deleteMany({ where: { id: { in: unused } } });
  return doomed.map((u) => u.storage_key);
}

export interface Attaching {
  /** The body field named in a refusal. */
  field: string;
  /** What the file is to the record, in a message: 'photo', 'cover image', 'payment proof'. */
  label: string;
  /** The uploads the record holds already (an update): these may stay whoever made them. */
  current?: readonly (string | null)[];
}

/**
 * The guard of every write that attaches uploads to a record: each must exist and be the writer's own upload,
 * or be on this record already; 400 on the field otherwise, so that no record can borrow another's file. A
 * write by no one (a job) may keep the record's uploads only.
 */
export async function assertAttachable(
  db: Client,
  user: Pick<CurrentUser, 'id'> | null,
  ids: readonly (string | null | undefined)[] | undefined,
  to: Attaching,
) {
  const kept = new Set(to.current ?? []);
  const fresh = [...new Set((ids ?? []).filter((id): id is string => !!id && !kept.has(id)))];
  if (!fresh.length) return;
  // KEY SHARE: in a transaction, a delete of these uploads (deleteUnusedUploads) waits until this write is done.
  const rows = await db.$queryRaw<{ id: string; user_id: number | null }[]>`
    SELECT id::text, user_id FROM uploads WHERE id = ANY(${fresh}::uuid[]) FOR KEY SHARE`;
  const found = new Map(rows.map((u) => [u.id, u.user_id]));
  for (const id of fresh) {
    if (!found.has(id))
      throw badRequest(`Unknown ${to.label} ${id}: upload the file first`, { [to.field]: `Unknown ${to.label}: upload the file first` });
    if (found.get(id) !== user?.id) {
      const label = to.label[0].toUpperCase() + to.label.slice(1);
      throw badRequest(`${label} ${id} was uploaded by someone else: upload the file yourself`, {
        [to.field]: `This ${to.label} was uploaded by someone else: upload the file yourself`,
      });
    }
  }
}
