// DELETE for catalogue rows that others may reference: in one transaction, the guard answers 409 naming
// what still uses the row, then the row (and what belongs only to it) is deleted.
import { affectedAnswer } from '@/lib/schemas/answers';
import { idParams } from '@/lib/schemas/list';
import { type AnyResource, crud } from '@/server/crud/resource';
import type { Tx } from '@/server/db';
import { endpoint, type RouteHandler } from '@/server/http/route';

export function guardedDelete(def: AnyResource, guard: (tx: Tx, id: number) => Promise<void>, summary: string): RouteHandler {
  const service = crud(def);
  return endpoint(
    {
      method: 'DELETE',
      path: `${def.path}/{id}`,
      tag: def.tag,
      summary,
      auth: def.permission,
      params: idParams,
      transaction: true,
      errors: [404, 409],
      response: affectedAnswer,
    },
    async ({ db, params, user }) => {
      await service.get(db, params.id, user);
      await guard(db, params.id);
      return service.remove(db, params.id, user);
    },
  );
}
