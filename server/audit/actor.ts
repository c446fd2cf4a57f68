// Who the audit trail names for a write (issue 43). The trigger audit_changes reads the transaction-local
// setting app.actor; this module sets it on every write made inside withActor, whatever sends it (Prisma,
// its transactions, $executeRaw, poolQuery): the pool's connections run each transaction begun there with
// the setting as its first statement, and a write sent outside a transaction inside one of its own that sets
// it first. Transaction-local, so a connection never carries one request's actor into another's work and a
// pooler in transaction mode keeps it with the write. Reads are sent as they are.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type pg from 'pg';

interface Slot {
  actor: string | null;
}

declare global {
  // One store across module copies (hot reloads, a test's module graph): the pool lives on globalThis too.
  var opsActors: AsyncLocalStorage<Slot> | undefined;
}
const slots = globalThis.opsActors ?? new AsyncLocalStorage<Slot>();
globalThis.opsActors = slots;

export const userActor = (id: number) => `user:${id}`;
export const jobActor = (name: string) => `job:${name}`;
/** The seed of a running app: the trigger records nothing for it. */
export const SEED_ACTOR = 'seed';

/**
 * Runs `work` with `actor` naming its writes; setActor may name it later (once the caller is known). Its
 * answer is awaited inside: a Prisma query runs only when awaited, and must run as the actor.
 */
export function withActor<T>(actor: string | null, work: () => T | PromiseLike<T>): Promise<T> {
  return slots.run({ actor }, async () => await work());
}

/** Names the writes of the current withActor from now on (a request's caller once authenticated). */
export function setActor(actor: string | null): void {
  const slot = slots.getStore();
  if (slot) slot.actor = actor;
}

const SET_ACTOR = "SELECT set_config('app.actor', $1, true)";
const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
const ENDS = /^\s*(commit|end|abort|rollback(?!\s+to\b))\b/i;
// Statements sent as they are outside a transaction; anything else (a write, or text this does not know)
// is sent inside one that names the actor. A SELECT of a function that writes (the tallies' compaction,
// machine tables without a trail) is read as a read.
const READS = /^\s*(select|show|explain|values|table|set|savepoint|release|rollback|fetch|close|deallocate|listen|unlisten|discard)\b/i;

type Query = (...args: unknown[]) => unknown;
const inTransaction = new WeakSet<pg.ClientBase>();

function queryText(arg: unknown): string | null {
  if (typeof arg === 'string') return arg;
  if (arg && typeof arg === 'object' && typeof (arg as { text?: unknown }).text === 'string') {
    // A submittable (a cursor) or a query with its own callback goes through as it is.
    if (typeof (arg as { submit?: unknown }).submit === 'function' || (arg as { callback?: unknown }).callback) return null;
    return (arg as { text: string }).text;
  }
  return null;
}

async function sendNamed(client: pg.ClientBase, query: Query, actor: string, args: unknown[], text: string): Promise<unknown> {
  if (BEGINS.test(text)) {
    const result = await query(...args);
    inTransaction.add(client);
    await query(SET_ACTOR, [actor]);
    return result;
  }
  if (ENDS.test(text)) {
    inTransaction.delete(client);
    return query(...args);
  }
  if (inTransaction.has(client) || READS.test(text)) return query(...args);
  await query('BEGIN');
  try {
    await query(SET_ACTOR, [actor]);
    const result = await query(...args);
    await query('COMMIT');
    return result;
  } catch (err) {
    await Promise.resolve(query('ROLLBACK')).catch(() => {});
    throw err;
  }
}

function nameWrites(client: pg.ClientBase): void {
  const query = client.query.bind(client) as Query;
  (client as { query: Query }).query = (...args: unknown[]) => {
    const actor = slots.getStore()?.actor;
    const text = actor ? queryText(args[0]) : null;
    if (!actor || text === null) return query(...args);
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as (err: unknown, res?: unknown) => void) : undefined;
    while (args.length > 1 && args.at(-1) === undefined) args.pop();
    const sent = sendNamed(client, query, actor, args, text);
    if (!callback) return sent;
    sent.then(
      (res) => callback(null, res),
      (err) => callback(err),
    );
    return undefined;
  };
}

/** Makes the pool's connections name the actor of their writes (server/db.ts, once per pool). */
export function namingActors(pool: pg.Pool): pg.Pool {
  pool.on('connect', nameWrites);
  // pool.query waits for a connection with a callback that the pool may call from whoever releases one:
  // bound, it runs as its caller, with its caller's actor.
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { connect: unknown }).connect = (...args: unknown[]) =>
    typeof args[0] === 'function' ? connect(AsyncResource.bind(args[0] as () => void)) : connect(...args);
  // A connection back from a caller that left a transaction open (released with an error) starts afresh.
  pool.on('acquire', (client) => inTransaction.delete(client));
  return pool;
}
