// Erasure on request (issue 43): the trail's entries of the erased records stay (who, when, which record,
// which fields), their values go. Run in the erasing transaction, after its own writes: their entries
// hold the values before the erasure.
import { ERASED } from '@/lib/rules/audit';
import type { Client } from '@/server/crud/model';

export async function eraseFromTrail(db: Client, table: string, ids: readonly (number | string)[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.$executeRaw`
    UPDATE audit_entry SET changes = (
      SELECT coalesce(jsonb_object_agg(key, CASE WHEN operation = 'update' THEN jsonb_build_array(${ERASED}::text, ${ERASED}::text)
                                                 ELSE to_jsonb(${ERASED}::text) END), '{}')
        FROM jsonb_each(changes))
     WHERE table_name = ${table} AND record_id = ANY(${ids.map(String)}::text[])`;
}
