// The common endpoint shapes of a group of routes that share a tag and a permission: a list, an item read,
// a create (201 { id }), an update ({ id }) and a delete ({ affected }), each given as the path, the
// summary and what the shape leaves open, instead of a full spec; `action` is a step on one row by id. Any
// other endpoint is `op(method)`.
import { affectedAnswer, idAnswer } from '@/lib/schemas/answers';
import { idParams } from '@/lib/schemas/list';
import type { EndpointSpec, Method } from './registry';
import { type Answer, type Context, type EndpointOptions, endpoint, type RouteHandler } from './route';

type Group = Pick<EndpointSpec, 'tag' | 'auth'>;
type Defaults = Partial<EndpointSpec> & { method: Method };
type Fixed<D> = 'method' | 'path' | 'summary' | keyof Group | keyof D;
/** What a call adds to its shape: anything the group and the shape do not set already. */
type Extra<D> = Partial<Omit<EndpointSpec, Fixed<D>>>;
/** Refuses (as never) a key that the group or the shape already set. */
type Unset<X, D> = { [K in keyof X & Fixed<D>]: never };
type Built<G, D, X> = G & D & { path: string; summary: string } & X;

export function operations<const G extends Group>(group: G) {
  const shape =
    <const D extends Defaults>(defaults: D) =>
    <const X extends Extra<D>>(
      path: string,
      summary: string,
      extra: X & Unset<X, D>,
      handler: (ctx: Context<Built<G, D, X>>) => Promise<Answer<Built<G, D, X>>> | Answer<Built<G, D, X>>,
      options?: EndpointOptions,
    ): RouteHandler =>
      endpoint({ ...group, ...defaults, path, summary, ...extra }, handler, options);
  const item = { params: idParams, transaction: true } as const;
  return {
    list: shape({ method: 'GET' }),
    get: shape({ method: 'GET', params: idParams }),
    create: shape({ method: 'POST', status: 201, transaction: true, response: idAnswer }),
    update: shape({ method: 'PUT', ...item, response: idAnswer }),
    remove: shape({ method: 'DELETE', ...item, response: affectedAnswer }),
    /** A step on one row (approve, record a payment): by id, in one transaction; the answer is the call's own. */
    action: <const M extends Method>(method: M) => shape({ method, ...item }),
    op: <const M extends Method>(method: M) => shape({ method }),
  };
}
