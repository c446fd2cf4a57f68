// Work that waits for the route's answer (notifications, realtime `changed` events): queued while the
// handler runs, started once the route has answered with a success (so its writes have committed), and not
// awaited by the answer. A refused or failed request tells nobody; nor does work outside a route (a seed, a
// script, a timed job): there is no answer to wait for.
import { AsyncLocalStorage } from 'node:async_hooks';

type Job = () => unknown;

interface Answering {
  jobs: Job[];
  headers: Headers;
}

const current = new AsyncLocalStorage<Answering>();

/** Runs `job` after the current route answers with a success; outside a route it is dropped. */
export function afterAnswer(job: Job): void {
  current.getStore()?.jobs.push(job);
}

/** A header of the request being answered (null outside a route). */
export function requestHeader(name: string): string | null {
  return current.getStore()?.headers.get(name) ?? null;
}

/** Answers `req` with `run`, then starts the jobs it queued if the answer is a success. */
export async function answering(req: Request, run: () => Promise<Response>): Promise<Response> {
  const state: Answering = { jobs: [], headers: req.headers };
  const res = await current.run(state, run);
  if (res.ok) {
    for (const job of state.jobs) {
      void Promise.resolve()
        .then(job)
        .catch((err: unknown) => console.warn(`[after-answer] ${(err as Error).message}`));
    }
  }
  return res;
}
