// The `changed` events of issue 16: a write says what it changed (announce) while it runs; the event is
// published once the route has answered with a success, i.e. after the transaction has committed, and
// without the answer waiting for the realtime server (server/http/after-answer.ts).
import { roleLabel } from '@/lib/access/roles';
import { fmtDay } from '@/lib/format/dates';
import {
  CHANGE_PATHS,
  type ChangedEvent,
  type ChangeTopic,
  changesChannel,
  EVENTS,
  SOCKET_ID_HEADER,
  SOCKET_ID_PATTERN,
  TAG_TOPICS,
} from '@/lib/realtime/channels';
import { isoDay } from '@/lib/rules/calendar-day';
import { db } from '@/server/db';
import { afterAnswer, requestHeader } from '@/server/http/after-answer';
import { publish } from './publish';

interface Author {
  id: number;
  name: string;
  role: string;
}

/** What was changed, after the author's name: 'updated flight IW 1402 on 12 Dec 2046'; a function when it needs a read. */
type What = string | (() => Promise<string>);

interface Announcement {
  by: Author;
  topic: ChangeTopic;
  what: What;
}

/** Publishes a change once the route being answered succeeds; outside a route (seeds, scripts) it does nothing. */
export function announce(by: Author, topic: ChangeTopic, what: What): void {
  const socket = requestHeader(SOCKET_ID_HEADER) ?? '';
  afterAnswer(() => publishChange({ by, topic, what }, SOCKET_ID_PATTERN.test(socket) ? socket : undefined));
}

/** A write through an endpoint of a TAG_TOPICS tag: 'Rina (Marine CS) changed the marine shop'. */
export function announceTagged(by: Author, tag: string): void {
  const tagged = TAG_TOPICS[tag.split(':')[0]];
  if (tagged) announce(by, tagged.topic, `changed ${tagged.subject}`);
}

/** 'flight IW 1402 on 12 Dec 2046'. */
export const flightLabel = (flightNumber: string, day: string) => `flight ${flightNumber} on ${fmtDay(day)}`;

/** 'added 30 schedules', 'added 1 schedule'. */
export const counted = (verb: string, n: number, noun: string) => `${verb} ${n} ${noun}${n === 1 ? '' : 's'}`;

export function changedEvent(a: Announcement, what: string): ChangedEvent {
  return {
    paths: [...CHANGE_PATHS[a.topic]],
    summary: `${a.by.name} (${roleLabel(a.by.role)}) ${what}`,
    by: { id: a.by.id, name: a.by.name },
  };
}

async function publishChange(a: Announcement, socketId: string | undefined): Promise<void> {
  try {
    const what = typeof a.what === 'string' ? a.what : await a.what();
    await publish([changesChannel(a.topic)], EVENTS.changed, changedEvent(a, what), socketId);
  } catch (err) {
    console.warn(`[realtime] could not announce a ${a.topic} change: ${(err as Error).message}`);
  }
}

/** `what` naming a flight, read after the commit: onFlight('added passenger Budi Santoso to', 12). */
export function onFlight(before: string, scheduleId: number): What {
  return async () => {
    const f = await db.routeSchedule.findUnique({ where: { id: scheduleId }, select: { flight_number: true, flight_date: true } });
    return `${before} ${f ? flightLabel(f.flight_number, isoDay(f.flight_date) as string) : `flight ${scheduleId}`}`;
  };
}
