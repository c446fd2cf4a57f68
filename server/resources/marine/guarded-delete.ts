// DELETE for catalogue rows that others may reference: in one transaction, the guard answers 409 naming
// what still uses the row, then the row (and what belongs only to it) is deleted.
import { type AnyResource, crud } from '@/server/crud/resource';
import type { Tx } from '@/server/db';
import { operations } from '@/server/http/operations';
import type { RouteHandler } from '@/server/http/route';

export function guardedDelete(def: AnyResource, guard: (tx: Tx, id: number) => Promise<void>, summary: string): RouteHandler {
  const service = crud(def);
  return operations({ tag: def.tag, auth: def.permission }).remove(
    `${def.path}/{id}`,
    summary,
    { errors: [404, 409] },
    async ({ db, params, user }) => {
      await service.get(db, params.id, user);
      await guard(db, params.id);
      return service.remove(db, params.id, user);
    },
  );
}
