// The App Router sends the client's route tree in the `next-router-state-tree` header (URI-encoded JSON).
// Next throws on one it cannot read and answers 500; scripts/serve.mjs answers such a request 400 instead.
// The shape below is the wire format's (a segment, its children by slot, then optional fields), checked
// loosely so that a newer Next adding a field still passes.
import { z } from 'zod';

const MAX_LENGTH = 40_000;
const segment = z.union([z.string(), z.tuple([z.string(), z.string(), z.string()]).rest(z.unknown())]);
const tree = z.lazy(() =>
  z.tuple([segment, z.record(z.string(), tree)]).rest(z.union([z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.null()])),
);

/** Whether the header (as Node gives it: a string, several, or none) is one Next cannot read. */
export function badRouterState(header) {
  if (header === undefined) return false;
  if (typeof header !== 'string' || header.length > MAX_LENGTH) return true;
  try {
    return !tree.safeParse(JSON.parse(decodeURIComponent(header))).success;
  } catch {
    return true;
  }
}
