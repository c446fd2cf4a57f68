// The realtime socket's subscription signing (issue 16): pusher-js posts here for private and presence channels.
import { operations } from '@/server/http/operations';
import { authorizeChannel, readAuthBody, realtimeAuthAnswer } from '@/server/realtime/auth';

const api = operations({ tag: 'Realtime', auth: 'session' });

export const realtimeAuth = api.op('POST')(
  '/api/realtime/auth',
  "Sign a subscription to a private or presence channel for the caller's socket. Body form-encoded (as pusher-js sends it) or JSON: socket_id, channel_name. Own channels only: private-user-{own id}, private-role-{own role}, private-unit-{own unit}; private-changes-{schedule|roster|manifest} for readers of that screen; presence-flight-{scheduleId} with the manifest permission (channel_data carries user_id and user_info { name, role }). 400 for a malformed socket or channel, 403 for another person's, role's or unit's channel, 404 for an unknown flight, 503 without a realtime server. Answers { auth, channel_data? }",
  { errors: [400, 403, 404, 503], response: realtimeAuthAnswer },
  async ({ db, req, user }) => authorizeChannel(db, user, await readAuthBody(req)),
);
