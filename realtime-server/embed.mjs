// For the app's own start scripts (scripts/serve.mjs, scripts/start.mjs): when no realtime server is
// configured (PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET unset), start this one on loopback on a free
// port with fresh credentials and write them into `env`, where server/realtime/config.ts reads them.
import { randomBytes, randomInt } from 'node:crypto';
import { startRealtimeServer } from './server.mjs';

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<import('./server.mjs').RealtimeServer | null>} null when one is configured already
 */
export async function startUnlessConfigured(env = process.env) {
  if (env.PUSHER_APP_ID && env.PUSHER_APP_KEY && env.PUSHER_APP_SECRET) return null;
  const app = { appId: String(randomInt(100000, 999999)), key: randomBytes(10).toString('hex'), secret: randomBytes(24).toString('hex') };
  const server = await startRealtimeServer({ ...app, host: '127.0.0.1', port: 0 });
  Object.assign(env, {
    PUSHER_APP_ID: app.appId,
    PUSHER_APP_KEY: app.key,
    PUSHER_APP_SECRET: app.secret,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(server.port),
    PUSHER_SCHEME: 'http',
    // The browser's side: the page is on localhost, so is the socket.
    PUSHER_PUBLIC_HOST: 'localhost',
  });
  console.log(`[realtime] built-in Pusher-protocol server on ${server.url}`);
  return server;
}
