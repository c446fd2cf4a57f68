// Switches read on the server, once each, and handed to the pages that need them.

type Env = Record<string, string | undefined>;

/**
 * Spec 1: the backlog & help widget exists but is off. `BACKLOG_WIDGET=true` (or 1) turns it on; anything
 * else, or nothing, leaves it off. Read per request, so the setting of the running server decides.
 */
export function backlogWidgetEnabled(env: Env = process.env): boolean {
  return /^(true|1)$/i.test(env.BACKLOG_WIDGET?.trim() ?? '');
}
