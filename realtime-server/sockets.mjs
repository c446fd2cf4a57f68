// @ts-check
// The WebSocket side: the handshake on /app/{key}, subscriptions (public, private, presence), ping/pong and
// the closing of clients that went silent. Client events and encrypted channels are refused.
import { WebSocketServer } from 'ws';
import { validSubscription } from './auth.mjs';
import { CHANNEL_NAME, CODES, errorFrame, frame, newSocketId, PROTOCOL_VERSION, parseMessage } from './protocol.mjs';

/**
 * @typedef {import('./channels.mjs').ChannelRegistry} ChannelRegistry
 * @typedef {{ key: string, secret: string }} App
 * @typedef {{ socketId: string, send(text: string): void, ws: import('ws').WebSocket, channels: Set<string>,
 *   lastSeen: number, pinged: boolean }} Connection
 */

/** The error that refuses the handshake, or null when the client may connect. */
function handshakeError(/** @type {App} */ app, /** @type {string} */ requestUrl) {
  /** @type {URL} */
  let url;
  try {
    url = new URL(requestUrl, 'http://localhost');
  } catch {
    return { code: CODES.pathNotFound, message: 'Path not found' };
  }
  const match = /^\/app\/([^/]+)$/.exec(url.pathname);
  if (!match) return { code: CODES.pathNotFound, message: 'Path not found' };
  if (match[1] !== app.key) return { code: CODES.appNotFound, message: 'App key not in this server' };
  const protocol = url.searchParams.get('protocol');
  if (!protocol) return { code: CODES.noProtocol, message: 'No protocol version supplied' };
  if (!/^\d+$/.test(protocol)) return { code: CODES.invalidVersion, message: 'Invalid version string format' };
  if (Number(protocol) !== PROTOCOL_VERSION)
    return { code: CODES.unsupportedProtocol, message: `Unsupported protocol version ${protocol}` };
  return null;
}

/**
 * Sends the close frame and drops the socket once the client answered it, or after half a second.
 * @param {import('ws').WebSocket} ws @param {number} code @param {string} reason
 * @returns {Promise<void>}
 */
function closeThenTerminate(ws, code, reason) {
  if (ws.readyState === ws.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => ws.terminate(), 500);
    ws.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    ws.close(code, reason);
  });
}

/**
 * @param {{ app: App, registry: ChannelRegistry, activityTimeout: number, pongTimeout: number, maxPayload?: number }} options
 *   timeouts in seconds (fractions allowed, for tests)
 */
export function createSocketServer({ app, registry, activityTimeout, pongTimeout, maxPayload = 100 * 1024 }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload });
  /** @type {Set<Connection>} */
  const connections = new Set();

  /** @param {Connection} conn @param {string} channel @param {string} error @param {number} status */
  const refuse = (conn, channel, error, status) =>
    conn.send(frame('pusher:subscription_error', { type: 'AuthError', error, status }, channel));

  /** @param {Connection} conn @param {any} data */
  function subscribe(conn, data) {
    const channel = data?.channel;
    if (typeof channel !== 'string') return conn.send(errorFrame(CODES.badMessage, 'pusher:subscribe needs a channel'));
    if (!CHANNEL_NAME.test(channel)) return refuse(conn, channel, 'Invalid channel name', 400);
    if (channel.startsWith('private-encrypted-')) return refuse(conn, channel, 'Encrypted channels are not supported by this server', 501);
    const presence = channel.startsWith('presence-');
    /** @type {import('./channels.mjs').Member | null} */
    let member = null;
    if (presence || channel.startsWith('private-')) {
      const channelData = presence ? data.channel_data : undefined;
      if (!validSubscription(app, { socketId: conn.socketId, channel, auth: data.auth, channelData })) {
        return refuse(conn, channel, 'Invalid signature for this socket and channel', 401);
      }
      if (presence) {
        let parsed;
        try {
          parsed = JSON.parse(channelData);
        } catch {}
        const userId = parsed?.user_id;
        if ((typeof userId !== 'string' && typeof userId !== 'number') || String(userId) === '') {
          return refuse(conn, channel, 'channel_data must hold a user_id', 400);
        }
        member = { userId: String(userId), info: parsed.user_info ?? null };
      }
    }
    const { joined } = registry.subscribe(conn, channel, member);
    conn.channels.add(channel);
    conn.send(frame('pusher_internal:subscription_succeeded', presence ? { presence: registry.presence(channel) } : {}, channel));
    if (joined && member) {
      registry.broadcast(
        channel,
        frame('pusher_internal:member_added', { user_id: member.userId, user_info: member.info }, channel),
        undefined,
        conn,
      );
    }
  }

  /** @param {Connection} conn @param {string} channel */
  function unsubscribe(conn, channel) {
    conn.channels.delete(channel);
    const { left } = registry.unsubscribe(conn, channel);
    if (left !== null) registry.broadcast(channel, frame('pusher_internal:member_removed', { user_id: left }, channel));
  }

  /** @param {Connection} conn @param {string} text */
  function onMessage(conn, text) {
    const message = parseMessage(text);
    if (!message) return conn.send(errorFrame(CODES.badMessage, 'Messages are JSON objects with an event'));
    const { event, data } = message;
    if (event === 'pusher:ping') return conn.send(frame('pusher:pong', {}));
    if (event === 'pusher:pong') return;
    if (event === 'pusher:subscribe') return subscribe(conn, data);
    if (event === 'pusher:unsubscribe') return typeof data?.channel === 'string' ? unsubscribe(conn, data.channel) : undefined;
    if (event.startsWith('client-'))
      return conn.send(errorFrame(CODES.clientEventRejected, 'Client events are not enabled on this server'));
    conn.send(errorFrame(CODES.unsupported, `${event} is not supported by this server`));
  }

  wss.on('connection', (ws, /** @type {import('node:http').IncomingMessage} */ req) => {
    const refused = handshakeError(app, req.url ?? '/');
    if (refused) {
      ws.send(errorFrame(refused.code, refused.message));
      void closeThenTerminate(ws, refused.code, refused.message);
      return;
    }
    /** @type {Connection} */
    const conn = {
      socketId: newSocketId(),
      ws,
      channels: new Set(),
      lastSeen: Date.now(),
      pinged: false,
      send: (text) => {
        if (ws.readyState === ws.OPEN) ws.send(text);
      },
    };
    connections.add(conn);
    const seen = () => {
      conn.lastSeen = Date.now();
      conn.pinged = false;
    };
    ws.on('message', (raw, isBinary) => {
      seen();
      if (isBinary) return conn.send(errorFrame(CODES.badMessage, 'Binary frames are not part of the protocol'));
      // The server shares the app's process: a bug here must cost one message, not the process.
      try {
        onMessage(conn, raw.toString());
      } catch (err) {
        console.error('[realtime] message handling failed:', err);
        conn.send(errorFrame(CODES.badMessage, 'The message could not be handled'));
      }
    });
    ws.on('ping', seen);
    ws.on('pong', seen);
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      connections.delete(conn);
      for (const channel of [...conn.channels]) unsubscribe(conn, channel);
    });
    conn.send(
      frame('pusher:connection_established', { socket_id: conn.socketId, activity_timeout: Math.max(1, Math.round(activityTimeout)) }),
    );
  });

  // A client silent for activityTimeout gets a pusher:ping; one silent pongTimeout longer is closed.
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const conn of connections) {
        if (conn.ws.readyState !== conn.ws.OPEN) continue;
        const idle = now - conn.lastSeen;
        if (idle > (activityTimeout + pongTimeout) * 1000) {
          closeThenTerminate(conn.ws, CODES.pongNotReceived, 'Pong reply not received');
        } else if (idle > activityTimeout * 1000 && !conn.pinged) {
          conn.pinged = true;
          conn.send(frame('pusher:ping', {}));
        }
      }
    },
    Math.max(50, Math.min(activityTimeout, pongTimeout) * 250),
  );
  sweep.unref();

  return {
    /** @param {import('node:http').IncomingMessage} req @param {import('node:stream').Duplex} socket @param {Buffer} head */
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    /** Closes every client with 1001, which pusher-js answers by reconnecting a second later. */
    async close() {
      clearInterval(sweep);
      await Promise.all([...connections].map((conn) => closeThenTerminate(conn.ws, CODES.goingAway, 'Server going away')));
      wss.close();
    },
  };
}
