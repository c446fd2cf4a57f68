// @ts-check
// The built-in Pusher-protocol server: one app, one HTTP port for both the WebSocket clients (/app/{key})
// and the HTTP API (/apps/{app_id}/...). Used when no external Pusher Channels, Soketi or Sockudo is set.
import http from 'node:http';
import { ChannelRegistry } from './channels.mjs';
import { createHttpApi } from './http-api.mjs';
import { ACTIVITY_TIMEOUT } from './protocol.mjs';
import { createSocketServer } from './sockets.mjs';

/**
 * @typedef {{ port: number, url: string, stop(): Promise<void> }} RealtimeServer
 */

/**
 * Starts the server; `port` 0 takes a free one. Timeouts in seconds (tests shorten them).
 * @param {{ port?: number, host?: string, appId: string, key: string, secret: string,
 *   activityTimeout?: number, pongTimeout?: number }} options
 * @returns {Promise<RealtimeServer>}
 */
export async function startRealtimeServer({
  port = 0,
  host = '127.0.0.1',
  appId,
  key,
  secret,
  activityTimeout = ACTIVITY_TIMEOUT,
  pongTimeout = 30,
}) {
  if (!appId || !key || !secret) throw new Error('startRealtimeServer needs appId, key and secret');
  const app = { appId, key, secret };
  const registry = new ChannelRegistry();
  const sockets = createSocketServer({ app, registry, activityTimeout, pongTimeout });
  const server = http.createServer(createHttpApi({ app, registry }));
  server.on('upgrade', (req, socket, head) => sockets.handleUpgrade(req, socket, head));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  let stopped = false;
  return {
    port: bound,
    url: `ws://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      // No new connections first, so clients told to reconnect do not reach the closing server.
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      await sockets.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
