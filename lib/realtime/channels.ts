// The realtime channels and events of issue 16, named once for the server that publishes, the auth
// endpoint that signs subscriptions and the browser that listens.
import { FLIGHT_CHANGES, MANIFEST_CHANGES, ROSTER_CHANGES } from '@/lib/realtime/changed-paths';

/** A person's own channel: their notifications. */
export const userChannel = (userId: number) => `private-user-${userId}`;
/** Everyone of a role (and, for unit roles, of a unit): e.g. `private-role-flight_ops`. */
export const roleChannel = (role: string) => `private-role-${role}`;
export const unitChannel = (unit: string) => `private-unit-${unit}`;
/** Who has a flight's manifest open (presence). */
export const flightPresenceChannel = (scheduleId: number) => `presence-flight-${scheduleId}`;

/** Screens whose rows other people change: each has a channel carrying `changed` (see CHANGE_PATHS). */
export const CHANGE_TOPICS = ['schedule', 'roster', 'manifest', 'marine', 'watersports', 'purchase', 'careers', 'news'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];
export const changesChannel = (topic: ChangeTopic) => `private-changes-${topic}`;

/** A watersports order reserves and ships the shared stock: both shops' views reload on either's change. */
const SHOP_CHANGES = ['/api/marine', '/api/sws', '/api/customer'] as const;

/** The API collections each topic's screens read, reloaded on `changed`. */
export const CHANGE_PATHS: Record<ChangeTopic, readonly string[]> = {
  schedule: FLIGHT_CHANGES,
  roster: ROSTER_CHANGES,
  manifest: MANIFEST_CHANGES,
  marine: SHOP_CHANGES,
  watersports: SHOP_CHANGES,
  purchase: ['/api/purchase'],
  careers: ['/api/web/careers', '/api/recruiting', '/api/user/candidate', '/api/user/candidate-forms', '/api/user/candidate-bulk-status'],
  news: ['/api/web/news'],
};

/**
 * The topics whose writes the route wrapper announces by itself, by the endpoint's OpenAPI tag (its part
 * before ':'), with what the event says was changed. The flight topics' writes announce their own lines.
 */
export const TAG_TOPICS: Record<string, { topic: ChangeTopic; subject: string }> = {
  Marine: { topic: 'marine', subject: 'the marine shop' },
  Watersports: { topic: 'watersports', subject: 'the watersports shop' },
  Purchase: { topic: 'purchase', subject: 'purchase requests' },
  Careers: { topic: 'careers', subject: 'careers' },
  Web: { topic: 'news', subject: 'web news' },
};

/** Names of the events the app publishes. */
export const EVENTS = {
  /** Rows of a collection changed: listeners invalidate the paths and say who changed what. */
  changed: 'changed',
  /** A notification for a person (payload: Notification). */
  notification: 'notification',
} as const;

/** The payload of `changed`: which API collections to reload, and a line for the people watching. */
export interface ChangedEvent {
  /** API paths whose cached GETs reload (as useInvalidate takes them). */
  paths: string[];
  /** 'Rina Flight Ops updated 3 schedules on 12 Dec'. */
  summary: string;
  by: { id: number; name: string };
}

/** What a presence channel says about each member (the auth endpoint's channel_data.user_info). */
export interface PresenceInfo {
  name: string;
  /** The role's label ('OCC'). */
  role: string;
}

/** A channel a client can ask to subscribe to (the auth endpoint decides whether it may). */
export const CHANNEL_PATTERN = /^(private-user-\d+|private-role-[a-z_]+|private-unit-[a-z_]+|presence-flight-\d+|private-changes-[a-z-]+)$/;

/** A connection's id as Pusher-protocol servers give it ('1234.5678'). */
export const SOCKET_ID_PATTERN = /^\d{1,20}\.\d{1,20}$/;
/** The header a browser may send with a write so that its own connection is not told about it. */
export const SOCKET_ID_HEADER = 'x-socket-id';
