// @ts-check
// Runs the built-in server on its own: `node realtime-server/cli.mjs`, configured by the same environment
// as the app (PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET, PUSHER_PORT; PUSHER_HOST is where it
// listens, 127.0.0.1 unless set). Stops on SIGINT and SIGTERM, and when its parent ends (started by beside.mjs).
import { startRealtimeServer } from './server.mjs';

const { PUSHER_APP_ID: appId, PUSHER_APP_KEY: key, PUSHER_APP_SECRET: secret } = process.env;
if (!appId || !key || !secret) {
  console.error('[realtime] set PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET');
  process.exit(2);
}
const server = await startRealtimeServer({
  appId,
  key,
  secret,
  host: process.env.PUSHER_HOST || '127.0.0.1',
  port: Number(process.env.PUSHER_PORT ?? 6001),
});
console.log(`[realtime] built-in Pusher-protocol server on ${server.url}`);

const stop = () => {
  server.stop().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
process.on('disconnect', stop);
